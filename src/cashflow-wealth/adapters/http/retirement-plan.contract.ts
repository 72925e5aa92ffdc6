/**
 * The wire shapes of GET and PUT /api/v1/retirement-plan (docs/api.md "Retirement", docs/decisions.md "The
 * retirement plan"), shared with the web app: the resident's own projection, each input with where it came from.
 * Every amount is SGD cents as a JSON integer; months are 'YYYY-MM'.
 */
import type { CpfLifePlan, CpfResidency, RetirementBalancesDto, RetirementCalculateResponse, RetirementSumChoice } from './retirement.contract.js';

/**
 * Where an input came from, as the page says it: the resident's profile or cashflow or wealth (typed there), Myinfo
 * or a bank (imported, with its date), typed on the plan itself, an estimate from another figure, or our default.
 */
export type RetirementInputSource = 'PROFILE' | 'MYINFO' | 'BANK' | 'CASHFLOW' | 'WEALTH' | 'PLAN' | 'ESTIMATE' | 'DEFAULT';

export interface RetirementInputDto<T> {
  /** null: not available yet (see `missing`) */
  value: T | null;
  source: RetirementInputSource | null;
  /** a few words a resident reads, e.g. 'Myinfo, 1 Nov 2026', 'Your cashflow (employment income)' */
  sourceLabel: string | null;
  /** 'YYYY-MM-DD' (or 'YYYY-MM') the figure is as of, where known */
  asOf: string | null;
}

/** The inputs the projection reads, each with its source. */
export interface RetirementPlanInputsDto {
  dateOfBirth: RetirementInputDto<string>;
  residentialStatus: RetirementInputDto<CpfResidency>;
  grossMonthlyWage: RetirementInputDto<number>;
  bonusMonths: RetirementInputDto<number>;
  balances: RetirementInputDto<RetirementBalancesDto>;
  monthlySpending: RetirementInputDto<number>;
  investments: RetirementInputDto<number>;
  srsBalance: RetirementInputDto<number>;
  cashSetAside: RetirementInputDto<number>;
  monthlyHousingFromOa: RetirementInputDto<number>;
}

export type RetirementMissingField = 'dateOfBirth' | 'residentialStatus' | 'grossMonthlyWage' | 'balances' | 'monthlySpending';

/** An input the plan cannot do without, what to add and where (a route of the web app). */
export interface RetirementMissingDto {
  field: RetirementMissingField;
  message: string;
  /** e.g. '/profile', '/dashboard/cashflow', '/dashboard/wealth', or null when the plan page itself asks */
  where: string | null;
  whereLabel: string | null;
}

/**
 * Asked once where the wage the cashflow holds may be take-home pay (an employment income whose take-home equals its
 * gross, or none typed): the resident confirms it is before CPF, or takes the gross worked back from it by CPF's rates.
 */
export interface GrossWageQuestionDto {
  /** the monthly figure asked about */
  typed: number;
  /** the gross whose take-home after the employee's CPF share is `typed` (CPF's rates for the resident's age) */
  grossIfTakeHome: number;
  /** the notice of assessment's employment income a month (yearly / 12), where Myinfo gave one */
  fromTaxAssessment: { monthly: number; yearOfAssessment: number } | null;
}

/** What the resident keeps on the plan: typed figures (null = take it from their data) and the assumptions. */
export interface RetirementPlanSettingsDto {
  /** null: from the cashflow's employment incomes */
  grossMonthlyWage: number | null;
  /** true once the resident said the cashflow's wage is before CPF (the question is not asked again) */
  grossWageConfirmed: boolean;
  bonusMonths: number;
  /** null: the cashflow's monthly expenses */
  monthlySpending: number | null;
  /** null: the investments in the resident's wealth not bought with SRS */
  investments: number | null;
  /** null: the investments in the resident's wealth bought with SRS */
  srsBalance: number | null;
  /** null: none (cash savings are the emergency fund) */
  cashSetAside: number | null;
  /** null: the CPF share of the loan repayments in the resident's cashflow */
  monthlyHousingFromOa: number | null;
  /** 'YYYY-MM', the last month the flat is paid from the OA; null: to the payout age */
  housingFromOaUntil: string | null;
  wageGrowthPercent: number;
  inflationPercent: number;
  investmentsReturnPercent: number;
  srsReturnPercent: number;
  cashReturnPercent: number;
  payoutStartAge: number;
  cpfLifePlan: CpfLifePlan;
  retirementSumChoice: RetirementSumChoice;
  planToAge: number;
}

/** PUT /retirement-plan's body: the whole settings (absent fields take their defaults). */
export type RetirementPlanRequest = Partial<RetirementPlanSettingsDto>;

export interface RetirementPlanResponse {
  settings: RetirementPlanSettingsDto;
  /** when the resident last saved the settings; null while they never have (the defaults apply) */
  savedAt: string | null;
  inputs: RetirementPlanInputsDto;
  missing: RetirementMissingDto[];
  grossWageQuestion: GrossWageQuestionDto | null;
  /** the 50-70 % income-replacement guide on the wage the plan reads (spec 3 "Retirement content facts"); null without a wage */
  incomeReplacementGuide: { lowPercent: number; highPercent: number; monthlyLow: number; monthlyHigh: number } | null;
  /** the projection, the outlook and the levers, exactly as POST /retirement/calculate answers; null while `missing` is not empty */
  plan: RetirementCalculateResponse | null;
}
