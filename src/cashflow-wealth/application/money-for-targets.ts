import type { Cents } from '../../shared-kernel/money.js';
import { sumCents } from '../../shared-kernel/money.js';
import { financeTotals } from '../domain/finances/finance-totals.js';
import { sgdConverter } from '../domain/finances/sgd-amounts.js';
import type { FinancesReader } from '../ports/finances-reader.js';
import { moneyFactsOf } from './money-facts-of.js';

/** What the targets plan with (SGD cents): read in one go from the resident's finances. */
export interface MoneyForTargets {
  /** Cash savings and fixed deposits: money that can quickly be withdrawn in cash (spec 3 §2 info modal). */
  availableFunds: Cents;
  monthlyGrossIncome: Cents;
  /** Expense items (or the estimate) a month, as the dashboard counts them. */
  monthlyExpenses: Cents;
  monthlyLoanRepayments: Cents;
  /** POST /target-monthly-savings; null until the resident has set it. */
  targetMonthlySavings: Cents | null;
  /** The newest change of the cash savings and fixed deposits ('YYYY-MM-DDTHH:mm:ss.sssZ'); null without any. */
  availableFundsUpdatedAt: string | null;
}

export class ReadMoneyForTargets {
  constructor(private readonly reader: FinancesReader) {}

  async execute(userId: string): Promise<MoneyForTargets> {
    const { finances, rates } = await this.reader.read(userId);
    const totals = financeTotals(moneyFactsOf(finances), rates);
    const toSgd = sgdConverter(rates);
    const liquid = finances.assets.filter((asset) => asset.kind === 'cashSavings' || asset.kind === 'fixedDeposit');
    const newest = liquid.reduce<Date | null>((latest, asset) => (latest === null || asset.lastUpdatedAt > latest ? asset.lastUpdatedAt : latest), null);
    return {
      availableFunds: sumCents(liquid.map((asset) => toSgd(asset.totalValueAmount, asset.currency))),
      monthlyGrossIncome: totals.monthlyGrossIncome,
      monthlyExpenses: totals.monthlyExpenses,
      monthlyLoanRepayments: totals.monthlyLoanRepayments,
      targetMonthlySavings: finances.targetMonthlySavings?.targetMonthlySavings ?? null,
      availableFundsUpdatedAt: newest?.toISOString() ?? null,
    };
  }
}
