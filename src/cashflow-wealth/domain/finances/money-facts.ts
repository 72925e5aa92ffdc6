import type { CurrencyCode } from '../../../shared-kernel/currency.js';
import type { Cents } from '../../../shared-kernel/money.js';
import type { TimeInterval } from '../health-check/financial-snapshot.js';

/** Spec 2 §3 "Assets": the eleven manual kinds and the home by their camelCase names (the CPF asset is apart). */
export const MANUAL_ASSET_KINDS = [
  'cashBalance',
  'cashSavings',
  'bond',
  'gold',
  'fixedDeposit',
  'insurance',
  'stock',
  'structuredProduct',
  'unitTrust',
  'otherInvestment',
  'otherNonInvestment',
  'property',
] as const;
export type ManualAssetKind = (typeof MANUAL_ASSET_KINDS)[number];

/**
 * The amounts of a resident's finances that totals and the health check read, each in its own currency. The
 * application layer builds it from the stored lists; this module and its readers never see how they are stored.
 */
export interface MoneyFacts {
  incomes: readonly { grossIncome: Cents; netIncome: Cents | null; currency: CurrencyCode }[];
  /** Expense items are SGD (spec 2 §3); `amount` is per `timeInterval`. */
  expenses: readonly { amount: Cents; timeInterval: TimeInterval; budgetAmount: Cents | null }[];
  /** SGD; stands in only when there are no expense items. */
  estimatedMonthlyExpenses: Cents | null;
  /** Monthly instalments: `amount` in all, of which `cash` and `cpf`. */
  loanRepayments: readonly { amount: Cents; cash: Cents; cpf: Cents; currency: CurrencyCode }[];
  monthlyInvestments: readonly { amount: Cents; currency: CurrencyCode }[];
  /** `id` lets a home name the mortgage it secures (net worth without the home). */
  liabilities: readonly { id?: string; amount: Cents; currency: CurrencyCode }[];
  /**
   * Every manual asset, whatever its investment source (CASH, CPFIS, SRS). A home (`property`) counts at the
   * resident's share of its value, and names the liability it secures, if any.
   */
  assets: readonly { kind: ManualAssetKind; totalValue: Cents; currency: CurrencyCode; securedLiabilityId?: string | null }[];
  /** CPF account balances, SGD; null when never entered. */
  cpf: { oa: Cents; sa: Cents; ma: Cents; ra: Cents | null } | null;
  /** The cashflow and wealth setups completed; absent reads as not completed. */
  setUp?: { cashflow: boolean; wealth: boolean };
}
