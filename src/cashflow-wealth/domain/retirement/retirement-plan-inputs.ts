/**
 * The retirement plan's inputs from the resident's own data (docs/decisions.md "The retirement plan"): each with
 * where it came from and as of when, the figures the plan cannot do without listed as missing (with what to add and
 * where) instead of a silent zero, and the one question asked where the wage may be take-home pay. Pure.
 */
import { grossFromTakeHome } from '../../../shared-kernel/cpf-contributions.js';
import type { CpfBalances, CpfResidency } from '../../../shared-kernel/cpf/cpf-types.js';
import type { FxRates } from '../../../shared-kernel/fx.js';
import { percentOf, sumCents, type Cents } from '../../../shared-kernel/money.js';
import { INCOME_REPLACEMENT_PERCENT } from '../../../shared-kernel/retirement-figures.js';
import { CASH_ONLY_KINDS } from '../asset.js';
import type { ImportOriginLabel, StoredFinances } from '../finances/finances.js';
import { sgdConverter } from '../finances/sgd-amounts.js';
import { ageInMonth, monthIndex } from './months.js';
import { AGE_RANGE_MESSAGE, ageInRange } from './calculation-bounds.js';
import type { RetirementOutlookInputs } from './retirement-outlook.js';
import type { RetirementSettings } from './retirement-settings.js';

export { PLAN_MAX_AGE, PLAN_MIN_AGE } from './calculation-bounds.js';

export type InputSource = 'PROFILE' | 'MYINFO' | 'BANK' | 'CASHFLOW' | 'WEALTH' | 'PLAN' | 'ESTIMATE' | 'DEFAULT';

export interface SourcedInput<T> {
  value: T | null;
  source: InputSource | null;
  sourceLabel: string | null;
  asOf: string | null;
}

export interface PlanInputs {
  dateOfBirth: SourcedInput<string>;
  residentialStatus: SourcedInput<CpfResidency>;
  grossMonthlyWage: SourcedInput<Cents>;
  bonusMonths: SourcedInput<number>;
  balances: SourcedInput<CpfBalances>;
  monthlySpending: SourcedInput<Cents>;
  investments: SourcedInput<Cents>;
  srsBalance: SourcedInput<Cents>;
  cashSetAside: SourcedInput<Cents>;
  monthlyHousingFromOa: SourcedInput<Cents>;
}

export type MissingField = 'dateOfBirth' | 'residentialStatus' | 'grossMonthlyWage' | 'balances' | 'monthlySpending';

export interface MissingInput {
  field: MissingField;
  message: string;
  where: string | null;
  whereLabel: string | null;
}

export interface GrossWageQuestion {
  typed: Cents;
  grossIfTakeHome: Cents;
  fromTaxAssessment: { monthly: Cents; yearOfAssessment: number } | null;
}

/** What the profile says, with where each fact came from (the identity context's ResidentProfileFacts). */
export interface ProfileForPlan {
  dateOfBirth: string | null;
  dateOfBirthFromMyinfo: boolean;
  residentialStatus: 'CITIZEN' | 'PR' | 'FOREIGNER' | null;
  residentialStatusFromMyinfo: boolean;
  myinfoRetrievedOn: string | null;
  employmentStatus: 'FULL_PART_TIME' | 'SELF_FREELANCE' | 'UNEMPLOYED' | 'NOT_WORKING' | null;
}

/** The income-replacement guide on the resident's gross wage: what a month in retirement takes by the rule of thumb. */
export interface IncomeReplacementGuide {
  lowPercent: number;
  highPercent: number;
  monthlyLow: Cents;
  monthlyHigh: Cents;
}

export interface RetirementPlanInputs {
  inputs: PlanInputs;
  missing: MissingInput[];
  grossWageQuestion: GrossWageQuestion | null;
  /** shown beside the spending in retirement; null without a wage above 0 */
  incomeReplacementGuide: IncomeReplacementGuide | null;
  /** the projection's inputs; null while anything is missing */
  outlookInputs: RetirementOutlookInputs | null;
}

const none = <T>(): SourcedInput<T> => ({ value: null, source: null, sourceLabel: null, asOf: null });
const sourced = <T>(value: T, source: InputSource, sourceLabel: string, asOf: string | null = null): SourcedInput<T> => ({ value, source, sourceLabel, asOf });

/** Where an imported item came from, or the part of the app the resident typed it in. */
function originOf(origin: ImportOriginLabel | undefined, typedIn: 'CASHFLOW' | 'WEALTH', typedLabel: string): { source: InputSource; label: string; asOf: string | null } {
  if (origin === undefined) return { source: typedIn, label: typedLabel, asOf: null };
  const source: InputSource = origin.sourceName === 'Myinfo' ? 'MYINFO' : 'BANK';
  const label = origin.yearOfAssessment === undefined ? origin.sourceName : `${origin.sourceName} (notice of assessment, YA ${origin.yearOfAssessment})`;
  return { source, label, asOf: origin.asOf };
}

function profileInputs(profile: ProfileForPlan, startMonth: string, missing: MissingInput[]): Pick<PlanInputs, 'dateOfBirth' | 'residentialStatus'> {
  const profileSource = (fromMyinfo: boolean) => (fromMyinfo ? { source: 'MYINFO' as const, label: 'Myinfo', asOf: profile.myinfoRetrievedOn } : { source: 'PROFILE' as const, label: 'Your profile', asOf: null });
  let dateOfBirth = none<string>();
  if (profile.dateOfBirth === null) {
    missing.push({ field: 'dateOfBirth', message: 'Add your date of birth: CPF’s rates, sums and payout age follow it', where: '/profile/edit-general-information', whereLabel: 'Your profile' });
  } else {
    const from = profileSource(profile.dateOfBirthFromMyinfo);
    if (!ageInRange(profile.dateOfBirth, startMonth)) {
      missing.push({ field: 'dateOfBirth', message: AGE_RANGE_MESSAGE, where: '/profile/edit-general-information', whereLabel: 'Your profile' });
    } else dateOfBirth = sourced(profile.dateOfBirth, from.source, from.label, from.asOf);
  }
  let residentialStatus = none<CpfResidency>();
  const status = profile.residentialStatus;
  if (status === null) {
    missing.push({ field: 'residentialStatus', message: 'Add your residential status: CPF applies to citizens and permanent residents', where: '/profile/edit-general-information', whereLabel: 'Your profile' });
  } else if (status === 'FOREIGNER') {
    missing.push({ field: 'residentialStatus', message: 'CPF is for citizens and permanent residents: this plan does not apply to foreigners', where: null, whereLabel: null });
  } else {
    const from = profileSource(profile.residentialStatusFromMyinfo);
    // A permanent resident is read at the full rates of the third year on (docs/decisions.md "The retirement plan").
    residentialStatus = sourced(status === 'CITIZEN' ? 'CITIZEN' : 'PR_THIRD_YEAR_ON', from.source, from.label, from.asOf);
  }
  return { dateOfBirth, residentialStatus };
}

function wageInput(
  finances: StoredFinances,
  toSgd: ReturnType<typeof sgdConverter>,
  profile: ProfileForPlan,
  settings: RetirementSettings,
  missing: MissingInput[],
): { wage: SourcedInput<Cents>; maybeTakeHome: boolean; assessment: GrossWageQuestion['fromTaxAssessment'] } {
  const employment = finances.incomeList.filter((income) => income.type === 'EMPLOYMENT');
  const assessed = employment.map((income) => finances.origins[income.id]).find((o) => o?.yearOfAssessment !== undefined);
  const assessedIncome = employment.find((income) => finances.origins[income.id]?.yearOfAssessment !== undefined);
  const assessment = assessed && assessedIncome ? { monthly: toSgd(assessedIncome.grossIncome, assessedIncome.incomeCurrency), yearOfAssessment: assessed.yearOfAssessment! } : null;
  if (settings.grossMonthlyWage !== null) return { wage: sourced(settings.grossMonthlyWage, 'PLAN', 'Typed on this plan'), maybeTakeHome: false, assessment };
  if (employment.length > 0) {
    const total = sumCents(employment.map((income) => toSgd(income.grossIncome, income.incomeCurrency)));
    const from = employment.length === 1 ? originOf(finances.origins[employment[0]!.id], 'CASHFLOW', 'Your cashflow (employment income)') : { source: 'CASHFLOW' as const, label: 'Your cashflow (employment incomes)', asOf: null };
    // A take-home equal to the gross, or none, may mean the figure typed is the take-home itself: asked once.
    const maybeTakeHome = employment.some((income) => income.netIncome === null || income.netIncome === income.grossIncome);
    return { wage: sourced(total, from.source, from.label, from.asOf), maybeTakeHome, assessment };
  }
  if (profile.employmentStatus === 'UNEMPLOYED' || profile.employmentStatus === 'NOT_WORKING') {
    return { wage: sourced(0 as Cents, 'PROFILE', 'Your profile: not working now'), maybeTakeHome: false, assessment };
  }
  if (profile.employmentStatus === 'SELF_FREELANCE') {
    // The self-employed pay MediSave only, on their net trade income: not modelled (docs/decisions.md "The retirement plan").
    missing.push({ field: 'grossMonthlyWage', message: 'You are self-employed: this plan works out an employee’s CPF only. Type 0 as your wage under Your assumptions, or the wage an employer pays you', where: null, whereLabel: null });
  } else {
    missing.push({ field: 'grossMonthlyWage', message: 'Enter your gross monthly wage (before CPF), here or as an employment income in your cashflow', where: '/cashflow/inflow', whereLabel: 'Your income' });
  }
  return { wage: none(), maybeTakeHome: false, assessment };
}

/**
 * The resident's inputs for `startMonth` ('YYYY-MM', this month), from their finances, profile and kept settings.
 * `monthlyExpenses` is the cashflow's own monthly expenses (the health check's figure, so every page shows one
 * spending), null while the resident has entered none.
 */
export function retirementPlanInputs(
  finances: StoredFinances,
  rates: FxRates,
  monthlyExpenses: Cents | null,
  profile: ProfileForPlan,
  settings: RetirementSettings,
  startMonth: string,
): RetirementPlanInputs {
  const missing: MissingInput[] = [];
  const toSgd = sgdConverter(rates);
  const { dateOfBirth, residentialStatus } = profileInputs(profile, startMonth, missing);
  const { wage, maybeTakeHome, assessment } = wageInput(finances, toSgd, profile, settings, missing);

  const cpf = finances.cpfAsset;
  let balances = none<CpfBalances>();
  if (cpf === null) missing.push({ field: 'balances', message: 'Add your CPF balances, or bring them in from Myinfo', where: '/wealth/assets', whereLabel: 'Your wealth' });
  else {
    const from = originOf(finances.origins[cpf.id], 'WEALTH', 'Your wealth (CPF balances)');
    balances = sourced({ oa: cpf.oa, sa: cpf.sa, ma: cpf.ma, ra: cpf.ra ?? (0 as Cents) }, from.source, from.label, from.asOf);
  }

  let monthlySpending = none<Cents>();
  if (settings.monthlySpending !== null) monthlySpending = sourced(settings.monthlySpending, 'PLAN', 'Typed on this plan');
  else if (monthlyExpenses !== null) {
    monthlySpending = sourced(monthlyExpenses, 'CASHFLOW', finances.expenses.length > 0 ? 'Your cashflow (what you spend today)' : 'Your cashflow (your estimate of what you spend)');
  } else missing.push({ field: 'monthlySpending', message: 'Add what you spend a month, or type what you expect to spend in retirement', where: '/cashflow/outflow-expense', whereLabel: 'Your expenses' });

  // The wealth's investments, those bought with SRS money apart: each kind has its own return (other-retirement-money.ts).
  const invested = finances.assets.filter((asset) => !CASH_ONLY_KINDS.has(asset.kind));
  const boughtWithSrs = invested.filter((asset) => asset.investmentSource === 'SRS');
  const boughtOtherwise = invested.filter((asset) => asset.investmentSource !== 'SRS');
  const fromWealth = (typed: Cents | null, assets: typeof invested, label: string, none: string): SourcedInput<Cents> =>
    typed !== null
      ? sourced(typed, 'PLAN', 'Typed on this plan')
      : sourced(sumCents(assets.map((asset) => toSgd(asset.totalValueAmount, asset.currency))), 'WEALTH', assets.length > 0 ? label : none);
  const investments = fromWealth(settings.investments, boughtOtherwise, 'Your wealth (investments)', 'Your wealth: no investments listed');
  const srsBalance = fromWealth(settings.srsBalance, boughtWithSrs, 'Your wealth (investments bought with SRS)', 'Your wealth: no SRS investments listed');
  // Cash is the emergency fund's first (spec 2 "Emergency fund"): only what the resident says is for retirement counts.
  const cashSetAside =
    settings.cashSetAside !== null ? sourced(settings.cashSetAside, 'PLAN', 'Typed on this plan') : sourced(0 as Cents, 'DEFAULT', 'None unless you say: your cash savings are your emergency fund');

  const housingLoans = finances.loanRepayments.filter((loan) => loan.cpf > 0);
  const monthlyHousingFromOa =
    settings.monthlyHousingFromOa !== null
      ? sourced(settings.monthlyHousingFromOa, 'PLAN', 'Typed on this plan')
      : sourced(sumCents(housingLoans.map((loan) => toSgd(loan.cpf, loan.ccy))), 'CASHFLOW', housingLoans.length > 0 ? 'Your cashflow (the CPF part of your loan repayments)' : 'Your cashflow: no loan paid from CPF');

  const inputs: PlanInputs = {
    dateOfBirth,
    residentialStatus,
    grossMonthlyWage: wage,
    bonusMonths: sourced(settings.bonusMonths, settings.bonusMonths === 0 ? 'DEFAULT' : 'PLAN', settings.bonusMonths === 0 ? 'No bonus unless you say' : 'Typed on this plan'),
    balances,
    monthlySpending,
    investments,
    srsBalance,
    cashSetAside,
    monthlyHousingFromOa,
  };
  const age = dateOfBirth.value === null ? null : ageInMonth(dateOfBirth.value, monthIndex(startMonth));
  const grossWageQuestion =
    maybeTakeHome && !settings.grossWageConfirmed && wage.value !== null && wage.value > 0 && age !== null && residentialStatus.value !== null
      ? { typed: wage.value, grossIfTakeHome: grossFromTakeHome(wage.value, age, profile.residentialStatus ?? 'CITIZEN'), fromTaxAssessment: assessment }
      : null;
  const ready = missing.length === 0 && dateOfBirth.value !== null && residentialStatus.value !== null && wage.value !== null && balances.value !== null && monthlySpending.value !== null;
  const outlookInputs: RetirementOutlookInputs | null = ready
    ? {
        member: { dateOfBirth: dateOfBirth.value!, residency: residentialStatus.value! },
        startMonth,
        balances: balances.value!,
        grossMonthlyWage: wage.value!,
        bonusMonths: settings.bonusMonths,
        wageGrowthPercent: settings.wageGrowthPercent,
        retirementSumChoice: settings.retirementSumChoice,
        payoutStartAge: settings.payoutStartAge,
        monthlyHousingFromOa: monthlyHousingFromOa.value!,
        housingFromOaUntil: settings.housingFromOaUntil,
        cpfLifePlan: settings.cpfLifePlan,
        monthlySpending: monthlySpending.value!,
        otherMoney: {
          investments: { amount: investments.value!, returnPercent: settings.investmentsReturnPercent },
          srs: { amount: srsBalance.value!, returnPercent: settings.srsReturnPercent },
          cash: { amount: cashSetAside.value!, returnPercent: settings.cashReturnPercent },
        },
        inflationPercent: settings.inflationPercent,
        planToAge: settings.planToAge,
      }
    : null;
  const incomeReplacementGuide = wage.value !== null && wage.value > 0 ? replacementGuide(wage.value) : null;
  return { inputs, missing, grossWageQuestion, incomeReplacementGuide, outlookInputs };
}

/** 50 % to 70 % of the gross monthly wage (spec 3 "Retirement content facts"), to the cent. */
export function replacementGuide(grossMonthlyWage: Cents): IncomeReplacementGuide {
  const { low, high } = INCOME_REPLACEMENT_PERCENT;
  return { lowPercent: low, highPercent: high, monthlyLow: percentOf(grossMonthlyWage, low), monthlyHigh: percentOf(grossMonthlyWage, high) };
}
