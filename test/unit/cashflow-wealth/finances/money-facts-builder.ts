import type { ManualAssetKind, MoneyFacts } from '../../../../src/cashflow-wealth/domain/finances/money-facts.js';
import type { TimeInterval } from '../../../../src/cashflow-wealth/domain/health-check/financial-snapshot.js';
import { toCents, type Cents } from '../../../../src/shared-kernel/money.js';

/** Literal inputs in cents, currency SGD unless given, written as plain numbers so the cases stay readable. */
export interface FactsSpec {
  incomes?: { gross: number; net?: number | null; ccy?: string }[];
  expenses?: { amount: number; interval?: TimeInterval; budget?: number | null }[];
  estimated?: number | null;
  loans?: { amount: number; cash: number; cpf: number; ccy?: string }[];
  investments?: { amount: number; ccy?: string }[];
  liabilities?: { amount: number; ccy?: string }[];
  assets?: { kind: ManualAssetKind; value: number; ccy?: string }[];
  cpf?: { oa: number; sa: number; ma: number; ra?: number | null } | null;
}

const optional = (n: number | null | undefined): Cents | null => (n == null ? null : toCents(n));

export function moneyFacts(spec: FactsSpec = {}): MoneyFacts {
  return {
    incomes: (spec.incomes ?? []).map((i) => ({ grossIncome: toCents(i.gross), netIncome: optional(i.net), currency: i.ccy ?? 'SGD' })),
    expenses: (spec.expenses ?? []).map((e) => ({ amount: toCents(e.amount), timeInterval: e.interval ?? 'MONTHLY', budgetAmount: optional(e.budget) })),
    estimatedMonthlyExpenses: optional(spec.estimated),
    loanRepayments: (spec.loans ?? []).map((l) => ({ amount: toCents(l.amount), cash: toCents(l.cash), cpf: toCents(l.cpf), currency: l.ccy ?? 'SGD' })),
    monthlyInvestments: (spec.investments ?? []).map((m) => ({ amount: toCents(m.amount), currency: m.ccy ?? 'SGD' })),
    liabilities: (spec.liabilities ?? []).map((l) => ({ amount: toCents(l.amount), currency: l.ccy ?? 'SGD' })),
    assets: (spec.assets ?? []).map((a) => ({ kind: a.kind, totalValue: toCents(a.value), currency: a.ccy ?? 'SGD' })),
    cpf: spec.cpf ? { oa: toCents(spec.cpf.oa), sa: toCents(spec.cpf.sa), ma: toCents(spec.cpf.ma), ra: optional(spec.cpf.ra) } : null,
  };
}

/** SGD per unit, as the fx_rates table stores them. */
export const RATES = { USD: '1.3045', JPY: '0.008371', EUR: '1.5' } as const;
