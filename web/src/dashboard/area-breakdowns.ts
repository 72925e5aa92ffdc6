/**
 * The figures of the area pages (/dashboard/cashflow, /wealth, /protection), worked out from GET /finances and
 * the latest FX rates: pure, so they are unit-tested without a page.
 */
import type {
  AssetDto,
  ExpenseDto,
  FinanceTotals,
  FullFinancesResponse,
  LatestFxRatesResponse,
} from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { convert, type FxRates } from '../../../src/shared-kernel/fx.js';
import { formatMoney, type Cents } from '../shared/format/money';
import { ownedValueCents } from '../wealth/home-value';

export interface Amount {
  label: string;
  /** SGD cents */
  value: number;
}

/** Spec 2 §9: an item in a currency without a rate is left out rather than guessed (and the page says so). */
export function ratesOf(latest: LatestFxRatesResponse): FxRates {
  return Object.fromEntries([['SGD', '1'], ...latest.map((rate) => [rate.currencyCode, rate.exchangeRate])]);
}

/** An amount in SGD cents, or null when its currency has no rate. */
export function toSgd(cents: number, currency: string, rates: FxRates): number | null {
  try {
    return convert(cents as Cents, currency, 'SGD', rates);
  } catch {
    return null;
  }
}

/** Cashflow page bar chart: a month's take-home income against what goes out. */
export function cashflowBars(totals: FinanceTotals): Amount[] {
  return [
    { label: 'Income', value: totals.monthlyTakeHomeIncome },
    { label: 'Expenses', value: totals.monthlyExpenses },
    { label: 'Loans', value: totals.monthlyLoanRepayments },
    { label: 'Investments', value: totals.monthlyInvestments },
  ];
}

const INTERVAL_WORDS = { MONTHLY: 'month', YEARLY: 'year' } as const;

/** One row of the expense category list widget (spec 2 §2): amount per interval and budget per interval. */
export interface ExpenseRow {
  category: string;
  colour: string | null;
  /** SGD cents a month (a yearly amount / 12, rounded to the cent) for the doughnut. */
  monthly: number;
  amountText: string;
  budgetText: string;
}

export function expenseRows(expenses: readonly ExpenseDto[]): ExpenseRow[] {
  return expenses.map((expense) => ({
    category: expense.category,
    colour: expense.colour,
    monthly: expense.timeInterval.description === 'YEARLY' ? Math.round(expense.amount / 12) : expense.amount,
    amountText: `${formatMoney(expense.amount as Cents)} / ${INTERVAL_WORDS[expense.timeInterval.description]}`,
    budgetText:
      expense.budgetAmount === null || expense.budgetTimeInterval === null
        ? 'No budget'
        : `${formatMoney(expense.budgetAmount as Cents)} / ${INTERVAL_WORDS[expense.budgetTimeInterval.description]}`,
  }));
}

type AssetListKey = Extract<keyof FullFinancesResponse, `${string}Assets`>;

/** The asset mix doughnut's groups, in the order the legend shows them. */
const ASSET_GROUPS: readonly { label: string; lists: readonly AssetListKey[] }[] = [
  { label: 'Cash', lists: ['cashBalanceAssets', 'cashSavingsAssets'] },
  { label: 'Fixed deposits', lists: ['fixedDepositAssets'] },
  { label: 'Stocks', lists: ['stockAssets'] },
  { label: 'Bonds', lists: ['bondAssets'] },
  { label: 'Unit trusts', lists: ['unitTrustAssets'] },
  { label: 'Gold', lists: ['goldAssets'] },
  { label: 'Structured products', lists: ['structuredProductAssets'] },
  { label: 'Insurance', lists: ['insuranceAssets'] },
  { label: 'Other investments', lists: ['otherInvestmentAssets'] },
  { label: 'Other assets', lists: ['otherNonInvestmentAssets'] },
  { label: 'Home', lists: ['propertyAssets'] },
];

/** The investment kinds (what 'investments by source' adds up). */
const INVESTMENT_LISTS: readonly AssetListKey[] = ['stockAssets', 'bondAssets', 'unitTrustAssets', 'goldAssets', 'structuredProductAssets', 'otherInvestmentAssets'];

export interface Breakdown {
  amounts: Amount[];
  /** Items left out because their currency has no rate. */
  skipped: number;
}

function sumInSgd(assets: readonly AssetDto[], rates: FxRates, onSkip: () => void): number {
  return assets.reduce((sum, asset) => {
    // A home counts at the resident's share of it, as in the totals.
    const sgd = toSgd(ownedValueCents(asset), asset.currency, rates);
    if (sgd === null) onSkip();
    return sum + (sgd ?? 0);
  }, 0);
}

/** What the resident owns by kind, in SGD, CPF balances last; groups worth nothing are left out. */
export function assetMix(finances: FullFinancesResponse, rates: FxRates): Breakdown {
  let skipped = 0;
  const amounts = ASSET_GROUPS.map((group) => ({
    label: group.label,
    value: group.lists.reduce((sum, list) => sum + sumInSgd(finances[list] ?? [], rates, () => (skipped += 1)), 0),
  }));
  const cpf = finances.cpfAsset;
  if (cpf) amounts.push({ label: 'CPF', value: cpf.oa + cpf.sa + cpf.ma + (cpf.ra ?? 0) });
  return { amounts: amounts.filter((amount) => amount.value > 0), skipped };
}

/** The spec's own names for the sources (spec 2 §9), short enough for a chart axis. */
const SOURCE_LABELS = { CASH: 'Cash', CPFIS: 'CPFIS', SRS: 'SRS' } as const;

/** Investments by the money they were bought with (cash, CPFIS, SRS), in SGD; all three always listed. */
export function investmentsBySource(finances: FullFinancesResponse, rates: FxRates): Breakdown {
  let skipped = 0;
  const totals = { CASH: 0, CPFIS: 0, SRS: 0 };
  for (const list of INVESTMENT_LISTS) {
    for (const asset of finances[list] ?? []) {
      const sgd = toSgd(asset.totalValueAmount, asset.currency, rates);
      if (sgd === null) skipped += 1;
      else totals[asset.investmentSource] += sgd;
    }
  }
  return { amounts: (Object.keys(totals) as (keyof typeof totals)[]).map((source) => ({ label: SOURCE_LABELS[source], value: totals[source] })), skipped };
}

/** Spec 2 §9: the emergency-fund target is 3 months while under 3 months of spending, else 6. */
export function emergencyFundTargetMonths(months: number): 3 | 6 {
  return months < 3 ? 3 : 6;
}
