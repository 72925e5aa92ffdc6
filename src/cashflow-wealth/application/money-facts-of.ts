import type { StoredFinances } from '../domain/finances/finances.js';
import type { MoneyFacts } from '../domain/finances/money-facts.js';
import { shareOfValue } from '../domain/property-details.js';

/** The amounts of the stored finances that totals and the health check read (each as stored, in its own currency). */
export function moneyFactsOf(finances: StoredFinances): MoneyFacts {
  return {
    incomes: finances.incomeList.map((income) => ({ grossIncome: income.grossIncome, netIncome: income.netIncome, currency: income.incomeCurrency })),
    expenses: finances.expenses.map((expense) => ({ amount: expense.amount, timeInterval: expense.timeInterval, budgetAmount: expense.budgetAmount })),
    estimatedMonthlyExpenses: finances.estimatedMonthlyExpenses?.amount ?? null,
    loanRepayments: finances.loanRepayments.map((loan) => ({ amount: loan.amount, cash: loan.cash, cpf: loan.cpf, currency: loan.ccy })),
    monthlyInvestments: finances.investments.map((investment) => ({ amount: investment.amount, currency: investment.ccy })),
    liabilities: finances.liabilities.map((liability) => ({ id: liability.id, amount: liability.amount, currency: liability.ccy })),
    // A home counts at the resident's share of it (decisions.md "The home as an asset").
    assets: finances.assets.map((asset) =>
      asset.property
        ? { kind: asset.kind, totalValue: shareOfValue(asset.totalValueAmount, asset.property.ownershipShare), currency: asset.currency, securedLiabilityId: asset.property.securedLiabilityId }
        : { kind: asset.kind, totalValue: asset.totalValueAmount, currency: asset.currency },
    ),
    cpf: finances.cpfAsset === null ? null : { oa: finances.cpfAsset.oa, sa: finances.cpfAsset.sa, ma: finances.cpfAsset.ma, ra: finances.cpfAsset.ra },
    ...(finances.setUp === undefined ? {} : { setUp: finances.setUp }),
  };
}
