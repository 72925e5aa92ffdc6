/**
 * GET /retirement-plan answers for the dashboard card's and the report's tests: figures set by hand (the engine has
 * its own tests; these only check how the web words and lays out what the server sends).
 */
import type { RetirementCalculateResponse, RetirementLeverDto } from '../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import type { RetirementMissingDto, RetirementPlanResponse, RetirementPlanSettingsDto } from '../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';

export const SETTINGS: RetirementPlanSettingsDto = {
  grossMonthlyWage: null,
  grossWageConfirmed: false,
  bonusMonths: 0,
  monthlySpending: null,
  investments: null,
  srsBalance: null,
  cashSetAside: null,
  monthlyHousingFromOa: null,
  housingFromOaUntil: null,
  wageGrowthPercent: 3,
  inflationPercent: 2.5,
  investmentsReturnPercent: 4,
  srsReturnPercent: 4,
  cashReturnPercent: 1.5,
  payoutStartAge: 65,
  cpfLifePlan: 'STANDARD',
  retirementSumChoice: 'FULL',
  planToAge: 95,
};

const lever = (kind: RetirementLeverDto['kind'], description: string, monthlyEffectToday: number, applies = true): RetirementLeverDto => ({
  kind,
  description,
  applies,
  monthlyEffectToday,
  cost: null,
  costDescription: `${description}: its cost`,
});

/** A 35-year-old short by S$800.00 a month in today's dollars (need S$3,000.00), payouts from 65 in Dec 2056. */
export function plan(change: Partial<RetirementCalculateResponse> = {}): RetirementCalculateResponse {
  const balances = { oa: 10_000_000, sa: 0, ma: 7_000_000, ra: 21_300_000 };
  return {
    rulesAsOf: '2026-12-01',
    startMonth: '2026-12',
    firstContribution: { total: 222_000, employer: 102_000, employee: 120_000, oa: 138_000, sa: 36_000, ma: 48_000, ra: 0 },
    retirementSums: { cohortYear: 2046, basic: 18_000_000, full: 36_000_000, enhanced: 72_000_000, basicHealthcare: 13_000_000 },
    balances: {
      at55: { month: '2046-12', before: { oa: 30_000_000, sa: 25_000_000, ma: 6_000_000, ra: 0 }, after: { oa: 19_000_000, sa: 0, ma: 6_000_000, ra: 36_000_000 } },
      atPayoutAge: balances,
      byAge: [{ age: 65, ...balances }],
    },
    cpfLife: { plan: 'STANDARD', startAge: 65, monthlyPayoutLow: 280_000, monthlyPayoutHigh: 300_000, label: "CPF's estimate" },
    retirement: { month: '2056-12', age: 65, planToAge: 95, otherSavingsAtRetirement: 0, otherMoneyAtRetirement: { investments: 0, srs: 0, cash: 0 } },
    income: { cpfLifeMonthlyToday: 220_000, savingsMonthlyToday: 0 },
    need: { monthlyToday: 300_000, monthlyAtRetirement: 629_000 },
    gap: { monthlyToday: 80_000, monthlyAtRetirement: 168_000, lumpSumAtRetirement: 40_000_000 },
    levers: [
      lever('RSTU_TOP_UP', 'Topping up your Retirement Account', 15_000),
      lever('DEFER_TO_70', 'Starting payouts at 70', 45_000),
      lever('HIGHER_RETIREMENT_SUM', 'Setting aside the Enhanced Retirement Sum', 0, false),
      lever('ESCALATING_PLAN', 'The Escalating plan', -30_000),
      lever('RETIRE_LATER', 'Working two years longer', 45_000),
      lever('SRS_CONTRIBUTION', 'Saving in the SRS', 20_000),
      lever('MONTHLY_SAVING', 'Saving a fixed amount each month until you stop working', 80_000),
    ],
    sources: [],
    ...change,
  };
}

const NO_INPUT = { value: null, source: null, sourceLabel: null, asOf: null };

export function answer(p: RetirementCalculateResponse | null, missing: RetirementMissingDto[] = []): RetirementPlanResponse {
  return {
    settings: SETTINGS,
    savedAt: null,
    incomeReplacementGuide: null,
    inputs: {
      dateOfBirth: NO_INPUT,
      residentialStatus: NO_INPUT,
      grossMonthlyWage: NO_INPUT,
      bonusMonths: NO_INPUT,
      balances: NO_INPUT,
      monthlySpending: NO_INPUT,
      investments: NO_INPUT,
      srsBalance: NO_INPUT,
      cashSetAside: NO_INPUT,
      monthlyHousingFromOa: NO_INPUT,
    },
    missing,
    grossWageQuestion: null,
    plan: p,
  };
}

export const MISSING_DOB: RetirementMissingDto = {
  field: 'dateOfBirth',
  message: 'Add your date of birth: CPF’s rates, sums and payout age follow it',
  where: '/profile/edit-general-information',
  whereLabel: 'Your profile',
};
export const MISSING_BALANCES: RetirementMissingDto = { field: 'balances', message: 'Add your CPF balances, or bring them in from Myinfo', where: '/wealth/assets', whereLabel: 'Your wealth' };

/** Not available yet: no date of birth and no CPF balances. */
export const notAvailable = () => answer(null, [MISSING_DOB, MISSING_BALANCES]);
