/**
 * The wire shapes of POST /api/v1/retirement/calculate (docs/api.md "Retirement", docs/decisions.md "Retirement
 * projection"), shared with the web app. Every amount is SGD cents as a JSON integer; months are 'YYYY-MM'.
 */
import type { CpfLifePlan, CpfResidency, CpfSource, RetirementSumChoice } from '../../../shared-kernel/cpf/cpf-types.js';

export type { CpfLifePlan, CpfResidency, RetirementSumChoice };

/** The levers, in the order the answer lists them (the domain's kinds: the routes check they agree). */
export type LeverKind = 'RSTU_TOP_UP' | 'MATCHED_SAVINGS' | 'DEFER_TO_70' | 'HIGHER_RETIREMENT_SUM' | 'ESCALATING_PLAN' | 'RETIRE_LATER' | 'SRS_CONTRIBUTION' | 'MONTHLY_SAVING';

export interface RetirementBalancesDto {
  oa: number;
  sa: number;
  ma: number;
  ra: number;
}

/**
 * The body: who the resident is, what they earn, hold and spend, and the assumptions (each with a default).
 * Nothing is stored.
 */
export interface RetirementCalculateRequest {
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  residentialStatus: CpfResidency;
  grossMonthlyWage: number;
  /** months of wage paid as a bonus each December; default 0 */
  bonusMonths?: number;
  /** each default 0 */
  balances?: Partial<RetirementBalancesDto>;
  /** what the resident spends a month, in today's dollars */
  monthlySpending: number;
  /** the other retirement money, each default 0: investments, SRS, and cash set aside for retirement */
  investments?: number;
  srsBalance?: number;
  cashSetAside?: number;
  assumptions?: {
    wageGrowthPercent?: number;
    inflationPercent?: number;
    /** each kind of other money's return, a year: default 4, 4 and 1.5 */
    investmentsReturnPercent?: number;
    srsReturnPercent?: number;
    cashReturnPercent?: number;
    /** 65 to 70; default 65 */
    payoutStartAge?: number;
    cpfLifePlan?: CpfLifePlan;
    retirementSumChoice?: RetirementSumChoice;
    /** default 95 */
    planToAge?: number;
    /** paid from the OA each month for the flat; default 0 */
    monthlyHousingFromOa?: number;
    /** 'YYYY-MM', the last month the flat is paid from the OA; default every month to the payout age */
    housingFromOaUntil?: string | null;
    /** 'YYYY-MM'; default this month in Singapore */
    startMonth?: string;
  };
}

export interface RetirementLeverDto {
  kind: LeverKind;
  description: string;
  applies: boolean;
  /** how much the monthly gap shrinks, in today's dollars (negative: it grows) */
  monthlyEffectToday: number;
  cost: number | null;
  costDescription: string;
  /** RSTU_TOP_UP only: the income tax the first year's top-up saves, an estimate before other reliefs */
  taxSavedFirstYear?: number;
}

export interface RetirementCalculateResponse {
  /** the first day of the start month: the rules are those in force on each month projected from it */
  rulesAsOf: string;
  startMonth: string;
  firstContribution: { total: number; employer: number; employee: number; oa: number; sa: number; ma: number; ra: number };
  retirementSums: { cohortYear: number; basic: number; full: number; enhanced: number; basicHealthcare: number };
  balances: {
    /** null when the Retirement Account was formed before the start month */
    at55: { month: string; before: RetirementBalancesDto; after: RetirementBalancesDto } | null;
    atPayoutAge: RetirementBalancesDto;
    byAge: Array<RetirementBalancesDto & { age: number }>;
  };
  /** CPF's own estimate for the Retirement Account projected: a range, not a quote */
  cpfLife: { plan: CpfLifePlan; startAge: number; monthlyPayoutLow: number; monthlyPayoutHigh: number; label: string };
  /** the other retirement money at the retirement date in that year's dollars: all of it, and by kind */
  retirement: { month: string; age: number; planToAge: number; otherSavingsAtRetirement: number; otherMoneyAtRetirement: { investments: number; srs: number; cash: number } };
  /** the retirement income as a level amount a month in today's dollars, CPF LIFE at the low end of the range */
  income: { cpfLifeMonthlyToday: number; savingsMonthlyToday: number };
  need: { monthlyToday: number; monthlyAtRetirement: number };
  /** the need less the income: positive a shortfall, negative a surplus */
  gap: { monthlyToday: number; monthlyAtRetirement: number; lumpSumAtRetirement: number };
  levers: RetirementLeverDto[];
  sources: CpfSource[];
}
