/** Residents for the report's tests: one with nothing yet, one with every kind of data the report holds. */
import type { HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { HousingPlanDto } from '../../../src/housing/adapters/http/housing.contract.js';
import { newPlanFields, type HousingPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary } from '../../../src/housing/domain/housing-summary.js';
import { LocalDate } from '../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import type { Goal } from '../../../src/targets/domain/goal.js';
import { targetsOverview } from '../../../src/targets/domain/targets-overview.js';
import type { ReportInput } from '../../src/report/report-model';
import { asset, finances, RATES } from './finances-fixtures';
import { answer, notAvailable, plan } from './retirement-fixtures';

export const TODAY = '2026-11-26';
const c = (cents: number) => cents as Cents;
const d = (date: string) => date as LocalDate;

const EMPTY_FIGURES = { takeHomeIncome: 0, expenses: 0, instalmentsCash: 0, instalmentsCpf: 0, monthlyInvestments: 0, leftEachMonth: 0, inputs: { income: false, expenses: false, instalments: false, wealth: false, savings: false, loansKnown: false } };

/** A new account: every indicator not available yet (SR0, TDSR0, IV0, EF0). */
export const EMPTY_CHECK: HealthCheckResponse = {
  savingsRatio: { code: 'SR0', level: 0, ratio: null },
  debtServicingRatio: { code: 'TDSR0', level: 0, ratio: null },
  diversification: { code: 'IV0', level: 0, classes: 0 },
  emergencyFund: { code: 'EF0', level: 0, months: null, fund: null, monthlyOutflow: null, allocated: false },
  areas: { cashflow: 0, wealth: 0, protection: 0 },
  overall: 0,
  monthlyFigures: EMPTY_FIGURES,
};

export function emptyInput(): ReportInput {
  return {
    today: TODAY,
    healthCheck: EMPTY_CHECK,
    actionKeys: ['ENTER_CASHFLOW'],
    netWorth: [],
    netWorthWithoutHome: [],
    finances: finances({}),
    rates: RATES,
    targets: targetsOverview([], null, { availableFunds: c(0), monthlyGrossIncome: c(0), monthlyExpenses: c(0), monthlyLoanRepayments: c(0), targetMonthlySavings: null, dayOfTransfer: null, automaticTransferStatus: null }, d(TODAY), LocalDate.addMonths),
    retirementPlan: notAvailable(),
    housingPlan: null,
    readinessAnswers: null,
    insuranceList: [],
  };
}

/**
 * Take-home S$5,000 (gross S$6,250, from Myinfo), expenses S$2,000 (food S$800 against a S$600 budget, rent
 * S$1,200 with none), an HDB loan of S$1,000 a month (S$400 cash, S$600 CPF), S$500 a month into an ETF: left
 * each month 5,000 - 2,000 - 400 = S$2,600. Owns S$12,000 of savings (from DBS), S$8,000 of stocks and CPF.
 */
export const MONTHLY = { takeHomeIncome: 500_000, expenses: 200_000, instalmentsCash: 40_000, instalmentsCpf: 60_000, monthlyInvestments: 50_000, leftEachMonth: 260_000 };

export const FULL_CHECK: HealthCheckResponse = {
  savingsRatio: { code: 'SR1A', level: 3, ratio: 0.52 },
  debtServicingRatio: { code: 'TDSR1', level: 3, ratio: 0.16 },
  diversification: { code: 'IV2', level: 2, classes: 1 },
  emergencyFund: { code: 'EF5', level: 2, months: 4.8, fund: 480000, monthlyOutflow: 100000, allocated: false },
  areas: { cashflow: 3, wealth: 2, protection: 2 },
  overall: 2,
  monthlyFigures: { ...MONTHLY, inputs: { income: true, expenses: true, instalments: true, wealth: true, savings: true, loansKnown: true } },
};

export function housingPlan(overrides: Partial<HousingPlanFields> = {}): HousingPlanDto {
  const fields: HousingPlanFields = {
    ...newPlanFields(TODAY),
    isPlanCompleted: true,
    planName: 'Four-room in Punggol',
    flatType: 'NEW',
    flatSize: 'FOUR_ROOM',
    estimatedFlatBudget: c(50_000_000),
    monthlyHouseholdIncome: c(900_000),
    cpfOABalance: c(6_000_000),
    cashSavings: c(4_000_000),
    buyerAges: [30, 29],
    noOfBuyers: 2,
    buyerResidencies: ['CITIZEN', 'CITIZEN'],
    firstTimeBuyer: true,
    ...overrides,
  };
  return { ...fields, id: 'plan-1', lastUpdatedAt: '2026-11-20T02:00:00.000Z', summary: housingPlanSummary(fields) };
}

const goal = (overrides: Partial<Goal>): Goal => ({
  id: 'g1',
  name: 'Travel',
  totalAmount: c(500_000),
  currentAmount: c(100_000),
  date: d('2027-11-01'),
  archivedAcknowledged: false,
  paidOut: false,
  paidOutAmount: null,
  paidOutDate: null,
  ...overrides,
});

export function fullInput(): ReportInput {
  const money = finances({
    incomeList: [{ id: 'inc-1', name: 'Salary', grossIncome: 625_000, netIncome: 500_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' as never }],
    expenses: [
      { id: 'e1', category: 'Food', amount: 80_000, timeInterval: { id: 1, description: 'MONTHLY' }, budgetAmount: 60_000, budgetTimeInterval: { id: 1, description: 'MONTHLY' }, colour: null },
      { id: 'e2', category: 'Rent', amount: 120_000, timeInterval: { id: 1, description: 'MONTHLY' }, budgetAmount: null, budgetTimeInterval: null, colour: null },
    ],
    loanRepayments: [{ id: 'l1', name: 'HDB loan', amount: 100_000, ccy: 'SGD', cash: 40_000, cpf: 60_000, type: { id: 1, description: 'MORTGAGE' }, liabilityId: 'li1' }],
    investments: [{ id: 'i1', name: 'STI ETF', amount: 50_000, ccy: 'SGD', assetType: 'UNIT_TRUST' }],
    liabilities: [{ id: 'li1', name: 'HDB loan', amount: 20_000_000, ccy: 'SGD', category: 'MORTGAGE' }],
    cashSavingsAssets: [asset({ id: 'a1', name: 'DBS Multiplier', totalValueAmount: 1_200_000 })],
    stockAssets: [asset({ id: 'a2', name: 'Apple shares', totalValueAmount: 615_385, currency: 'USD', lastUpdatedAt: '2026-11-02T03:00:00.000Z' })],
    cpfAsset: { id: 'cpf-1', type: 'CPF', oa: 5_000_000, sa: 2_000_000, ma: 1_000_000 },
    origins: { 'inc-1': { sourceName: 'Myinfo', asOf: '2026-10-01' }, a1: { sourceName: 'DBS', asOf: '102026' }, 'cpf-1': { sourceName: 'Myinfo', asOf: '2026-10-01' } },
    totals: {
      monthlyGrossIncome: 625_000,
      monthlyTakeHomeIncome: 500_000,
      monthlyExpenses: 200_000,
      monthlyLoanRepayments: 100_000,
      monthlyInvestments: 50_000,
      totalAssets: 10_000_000,
      totalLiabilities: 20_000_000,
      netWorth: -10_000_000,
      homeValue: 0,
      netWorthWithoutHome: -10_000_000,
    },
    monthlyFigures: FULL_CHECK.monthlyFigures,
  });
  const targets = targetsOverview(
    [goal({}), goal({ id: 'g2', name: 'Wedding', totalAmount: c(3_000_000), currentAmount: c(0), date: d('2027-03-01') })],
    { totalAmount: c(1_200_000), currentAmount: c(600_000), date: d('2027-06-01'), prevAccumulatedMonths: 2 },
    { availableFunds: c(1_200_000), monthlyGrossIncome: c(625_000), monthlyExpenses: c(200_000), monthlyLoanRepayments: c(100_000), targetMonthlySavings: c(150_000), dayOfTransfer: null, automaticTransferStatus: null },
    d(TODAY),
    LocalDate.addMonths,
  );
  return {
    today: TODAY,
    healthCheck: FULL_CHECK,
    actionKeys: ['GROW_EMERGENCY_FUND', 'DIVERSIFY_INVESTMENTS'],
    netWorth: [
      { date: '2026-09-01', value: -12_000_000 },
      { date: '2026-10-01', value: -11_000_000 },
      { date: TODAY, value: -10_000_000 },
    ],
    netWorthWithoutHome: [
      { date: '2026-09-01', value: -12_000_000 },
      { date: '2026-10-01', value: -11_000_000 },
      { date: TODAY, value: -10_000_000 },
    ],
    finances: money,
    rates: RATES,
    targets,
    retirementPlan: answer(plan()),
    housingPlan: housingPlan(),
    readinessAnswers: { horizon: 'OVER_10_YEARS', goal: 'RETIREMENT', reaction: 'WAIT' },
    insuranceList: [],
  };
}
