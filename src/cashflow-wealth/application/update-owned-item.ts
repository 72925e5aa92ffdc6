import type { RatesToSgd } from '../domain/income.js';
import { applyItemChange, itemNotFound, type OwnedItemRules } from '../domain/owned-items.js';
import type { FxRateRepository } from '../ports/fx-rate-repository.js';
import type { OwnedItemRepository } from '../ports/owned-item-repository.js';
import { storedRatesToSgd } from './stored-rates.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/**
 * PATCH /investment/{id}, PATCH /liability/{id}: applies the changed fields to one of the resident's items and
 * checks the result as a whole.
 * @throws NotFound (404, never 403) for an id that is not the resident's; ValidationFailed (400).
 */
export class UpdateOwnedItem<T extends { id: string }> {
  constructor(
    private readonly items: OwnedItemRepository<T>,
    private readonly rates: FxRateRepository,
    private readonly rules: (rates: RatesToSgd) => OwnedItemRules<Omit<T, 'id'>>,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, id: string, change: Partial<Omit<T, 'id'>>): Promise<T> {
    const rules = this.rules(await storedRatesToSgd(this.rates));
    const updated = await this.items.update(userId, id, (stored) => applyItemChange(rules, stored, change));
    if (updated === null) throw itemNotFound(rules);
    await this.snapshot.execute(userId);
    return updated;
  }
}
