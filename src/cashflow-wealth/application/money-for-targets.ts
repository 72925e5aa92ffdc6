import type { Cents } from '../../shared-kernel/money.js';
import { sumCents } from '../../shared-kernel/money.js';
import { financeTotals } from '../domain/finances/finance-totals.js';
import { toFinancialSnapshot } from '../domain/finances/snapshot-mapper.js';
import { roundedMonthlyFigures } from '../domain/health-check/monthly-figures.js';
import { EMERGENCY_FUND_KINDS } from '../domain/health-check/financial-snapshot.js';
import { sgdConverter } from '../domain/finances/sgd-amounts.js';
import type { FinancesReader } from '../ports/finances-reader.js';
import { moneyFactsOf } from './money-facts-of.js';

/** What the targets plan with (SGD cents): read in one go from the resident's finances. */
export interface MoneyForTargets {
  /**
   * Cash balance, cash savings and fixed deposits: money that can quickly be withdrawn in cash (spec 3 §2 info modal);
   * the same money the health check's emergency fund counts before it is a target (docs/decisions.md "One emergency fund").
   */
  availableFunds: Cents;
  monthlyGrossIncome: Cents;
  /** Expense items (or the estimate) a month, as the dashboard counts them. */
  monthlyExpenses: Cents;
  /**
   * Instalments paid in cash (each less its CPF part; an unsplit one is all cash): the same outflow the health
   * check's emergency-fund months divide by, so the targets and the dashboard count one fund the same way
   * (docs/decisions.md "Monthly figures and availability").
   */
  monthlyLoanRepayments: Cents;
  /** POST /target-monthly-savings; null until the resident has set it. */
  targetMonthlySavings: Cents | null;
  /** The day of the month the savings are moved (1 to 28), and whether automatically; null until said. */
  dayOfTransfer: number | null;
  automaticTransferStatus: boolean | null;
  /** The newest change of the cash savings and fixed deposits ('YYYY-MM-DDTHH:mm:ss.sssZ'); null without any. */
  availableFundsUpdatedAt: string | null;
}

export class ReadMoneyForTargets {
  constructor(private readonly reader: FinancesReader) {}

  async execute(userId: string): Promise<MoneyForTargets> {
    const { finances, rates } = await this.reader.read(userId);
    const money = moneyFactsOf(finances);
    const totals = financeTotals(money, rates);
    const figures = roundedMonthlyFigures(toFinancialSnapshot(money, rates, null));
    const toSgd = sgdConverter(rates);
    const liquid = finances.assets.filter((asset) => (EMERGENCY_FUND_KINDS as readonly string[]).includes(asset.kind));
    const newest = liquid.reduce<Date | null>((latest, asset) => (latest === null || asset.lastUpdatedAt > latest ? asset.lastUpdatedAt : latest), null);
    return {
      availableFunds: sumCents(liquid.map((asset) => toSgd(asset.totalValueAmount, asset.currency))),
      monthlyGrossIncome: totals.monthlyGrossIncome,
      monthlyExpenses: figures.expenses,
      monthlyLoanRepayments: figures.instalmentsCash,
      targetMonthlySavings: finances.targetMonthlySavings?.targetMonthlySavings ?? null,
      dayOfTransfer: finances.targetMonthlySavings?.dayOfTransfer ?? null,
      automaticTransferStatus: finances.targetMonthlySavings?.automaticTransferStatus ?? null,
      availableFundsUpdatedAt: newest?.toISOString() ?? null,
    };
  }
}
