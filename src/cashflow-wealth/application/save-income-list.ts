import { checkIncomeList, type Income, type IncomeDraft } from '../domain/income.js';
import { planIncomeSync } from '../domain/income-list-sync.js';
import type { FxRateRepository } from '../ports/fx-rate-repository.js';
import type { IncomeRepository } from '../ports/income-repository.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/**
 * POST /income (spec 2 §4 "Synced lists"): the sent list replaces the stored one: new items created, known ones
 * updated, missing ones deleted, all in one transaction. Caps use each currency's latest stored rate.
 * @throws as checkIncomeList (400/422) and planIncomeSync (404 for an id that is not the resident's).
 */
export class SaveIncomeList {
  constructor(
    private readonly incomes: IncomeRepository,
    private readonly rates: FxRateRepository,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, items: readonly IncomeDraft[]): Promise<Income[]> {
    const latest = await this.rates.latestPerCurrency();
    checkIncomeList(items, new Map(latest.map((r) => [r.currencyCode, r.exchangeRate])));
    const saved = await this.incomes.sync(userId, (storedIds) => planIncomeSync(storedIds, items));
    await this.snapshot.execute(userId);
    return saved;
  }
}
