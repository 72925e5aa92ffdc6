import type { FxRates } from '../../../shared-kernel/fx.js';
import { sumCents, type Cents } from '../../../shared-kernel/money.js';
import { EMERGENCY_FUND_KINDS, type AssetTotals, type EmploymentStatus, type FinancialSnapshot } from '../health-check/financial-snapshot.js';
import type { ManualAssetKind, MoneyFacts } from './money-facts.js';
import { sgdConverter, type ToSgd } from './sgd-amounts.js';

/**
 * Which asset total each manual kind adds to. Insurance and other non-investment assets play no part in the
 * health check (the snapshot has no place for them), nor do the CPF balances, nor the home: it is neither an
 * investment (diversification) nor money to live on in an emergency (decisions.md "The home as an asset").
 */
const SNAPSHOT_KIND: Readonly<Record<ManualAssetKind, keyof AssetTotals | null>> = {
  cashBalance: 'cashBalance',
  cashSavings: 'cashSavings',
  fixedDeposit: 'fixedDeposit',
  stock: 'stock',
  bond: 'bond',
  unitTrust: 'unitTrust',
  gold: 'gold',
  structuredProduct: 'structuredProduct',
  otherInvestment: 'otherInvestment',
  insurance: null,
  otherNonInvestment: null,
  property: null,
};

function assetTotals(facts: MoneyFacts, toSgd: ToSgd): AssetTotals {
  const byKind = new Map<keyof AssetTotals, Cents[]>();
  for (const asset of facts.assets) {
    const kind = SNAPSHOT_KIND[asset.kind];
    if (kind === null) continue;
    // The source (CASH, CPFIS, SRS) does not matter: a CPFIS unit trust is a unit trust.
    const amounts = byKind.get(kind) ?? [];
    amounts.push(toSgd(asset.totalValue, asset.currency));
    byKind.set(kind, amounts);
  }
  const total = (kind: keyof AssetTotals) => sumCents(byKind.get(kind) ?? []);
  return {
    cashBalance: total('cashBalance'),
    cashSavings: total('cashSavings'),
    fixedDeposit: total('fixedDeposit'),
    stock: total('stock'),
    bond: total('bond'),
    unitTrust: total('unitTrust'),
    gold: total('gold'),
    structuredProduct: total('structuredProduct'),
    otherInvestment: total('otherInvestment'),
  };
}

/**
 * The health check's view of a resident's finances: every amount in SGD cents at the stored rates (SGD per
 * unit), expense items as entered (the rules divide yearly ones by 12), CPFIS and SRS holdings under their kind.
 */
export function toFinancialSnapshot(
  facts: MoneyFacts,
  rates: FxRates,
  employmentStatus: EmploymentStatus | null,
  emergencyFundAllocated: Cents | null = null,
): FinancialSnapshot {
  const toSgd = sgdConverter(rates);
  return {
    incomes: facts.incomes.map((income) => ({
      grossIncome: toSgd(income.grossIncome, income.currency),
      netIncome: income.netIncome === null ? null : toSgd(income.netIncome, income.currency),
    })),
    expenses: facts.expenses.map((expense) => ({ amount: expense.amount, timeInterval: expense.timeInterval, budgetAmount: expense.budgetAmount })),
    estimatedMonthlyExpenses: facts.estimatedMonthlyExpenses,
    loanRepayments: facts.loanRepayments.map((loan) => ({ amount: toSgd(loan.amount, loan.currency), cash: toSgd(loan.cash, loan.currency), cpf: toSgd(loan.cpf, loan.currency) })),
    monthlyInvestments: facts.monthlyInvestments.map((investment) => ({ amount: toSgd(investment.amount, investment.currency) })),
    assets: assetTotals(facts, toSgd),
    anyAssetEntered: facts.assets.length > 0 || facts.cpf !== null,
    savingsEntered: facts.assets.some((asset) => (EMERGENCY_FUND_KINDS as readonly string[]).includes(asset.kind)),
    emergencyFundAllocated,
    setUp: { cashflow: facts.setUp?.cashflow ?? false, wealth: facts.setUp?.wealth ?? false },
    employmentStatus,
  };
}
