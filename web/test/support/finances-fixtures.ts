/** GET /finances answers and asset rows for the web tests: everything empty unless overridden. */
import type { AssetDto, FullFinancesResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { ratesOf } from '../../src/dashboard/area-breakdowns';

/** SGD and USD at 1.3. */
export const RATES = ratesOf([
  { currencyCode: 'SGD', exchangeRate: '1', retrievedDate: '2026-11-20' },
  { currencyCode: 'USD', exchangeRate: '1.3', retrievedDate: '2026-11-20' },
]);

export function asset(overrides: Partial<AssetDto>): AssetDto {
  return {
    id: 'a',
    name: 'Item',
    totalValueAmount: 0,
    currency: 'SGD',
    investmentSource: 'CASH',
    enterOption: 'TOTAL_VALUE',
    quantity: null,
    unitPrice: null,
    estimatedGrowthRate: null,
    lastUpdatedAt: '2026-11-20T00:00:00.000Z',
    insurance: null,
    property: null,
    ...overrides,
  };
}

export function finances(overrides: Partial<FullFinancesResponse>): FullFinancesResponse {
  return {
    incomeList: [],
    estimatedMonthlyExpenses: null,
    expenses: [],
    loanRepayments: [],
    investments: [],
    liabilities: [],
    targetMonthlySavings: null,
    dayOfTransfer: null,
    automaticTransferStatus: null,
    totalBudget: null,
    cpfAsset: null,
    origins: {},
    cashBalanceAssets: [],
    cashSavingsAssets: [],
    bondAssets: [],
    goldAssets: [],
    fixedDepositAssets: [],
    insuranceAssets: [],
    stockAssets: [],
    structuredProductAssets: [],
    unitTrustAssets: [],
    otherInvestmentAssets: [],
    otherNonInvestmentAssets: [],
    propertyAssets: [],
    totals: { monthlyGrossIncome: 0, monthlyTakeHomeIncome: 0, monthlyExpenses: 0, monthlyLoanRepayments: 0, monthlyInvestments: 0, totalAssets: 0, totalLiabilities: 0, netWorth: 0, homeValue: 0, netWorthWithoutHome: 0 },
    monthlyFigures: {
      takeHomeIncome: 0,
      expenses: 0,
      instalmentsCash: 0,
      instalmentsCpf: 0,
      monthlyInvestments: 0,
      leftEachMonth: 0,
      inputs: { income: false, expenses: false, instalments: false, wealth: false, savings: false, loansKnown: false },
    },
    ...overrides,
  };
}
