import type { Clock } from '../../shared-kernel/clock.js';
import { visibleCpfAsset } from '../domain/cpf-asset.js';
import type { EstimatedMonthlyExpenses } from '../domain/estimated-monthly-expenses.js';
import { financeTotals, type FinanceTotals } from '../domain/finances/finance-totals.js';
import type { Income } from '../domain/income.js';
import type { FinancesReader } from '../ports/finances-reader.js';
import type { ResidentFactsSource } from '../ports/resident-facts.js';
import { moneyFactsOf } from './money-facts-of.js';
import type { OutflowsAndLiabilities } from './outflows-and-liabilities.js';
import { assetListsOf, type AssetLists } from './asset-lists.js';
import { retirementAccountApplies } from './retirement-account.js';

/** The combined money state (spec 2 §3 "Finances"). */
export interface Finances extends OutflowsAndLiabilities, AssetLists {
  incomeList: Income[];
  estimatedMonthlyExpenses: EstimatedMonthlyExpenses | null;
}

/**
 * GET /finances: every part in ONE SQL statement (the reader) beside the resident's date of birth (the CPF asset
 * shows `ra` from 55 only), the assets grouped by kind, and the totals in SGD cents at the stored rates.
 */
export class ReadFinances {
  constructor(
    private readonly reader: FinancesReader,
    private readonly facts: ResidentFactsSource,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<Finances & { totals: FinanceTotals }> {
    const [{ finances, rates }, retirementAccount] = await Promise.all([this.reader.read(userId), retirementAccountApplies(this.facts, this.clock, userId)]);
    const { assets, cpfAsset, ...lists } = finances;
    return {
      ...lists,
      ...assetListsOf(assets),
      cpfAsset: cpfAsset === null ? null : visibleCpfAsset(cpfAsset, retirementAccount),
      totals: financeTotals(moneyFactsOf(finances), rates),
    };
  }
}
