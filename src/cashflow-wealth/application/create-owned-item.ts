import { atItem } from '../../shared-kernel/errors.js';
import type { RatesToSgd } from '../domain/income.js';
import { checkNewItem, type OwnedItemRules } from '../domain/owned-items.js';
import type { FxRateRepository } from '../ports/fx-rate-repository.js';
import type { OwnedItemRepository } from '../ports/owned-item-repository.js';
import { storedRatesToSgd } from './stored-rates.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/**
 * POST /investment, POST /liability: adds one item of a kind (its rules and repository given).
 * @throws ValidationFailed (400) for a field rule; DomainError (422) when the resident already has the most allowed.
 */
export class CreateOwnedItem<T extends { id: string }> {
  constructor(
    private readonly items: OwnedItemRepository<T>,
    private readonly rates: FxRateRepository,
    private readonly rules: (rates: RatesToSgd) => OwnedItemRules<Omit<T, 'id'>>,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, item: Omit<T, 'id'>): Promise<T> {
    const rules = this.rules(await storedRatesToSgd(this.rates));
    const created = await this.items.create(userId, (storedCount) => checkNewItem(rules, storedCount, item));
    await this.snapshot.execute(userId);
    return created;
  }

  /**
   * Several items in one write (an import's list), each under the same rules as POST, counted after the stored ones
   * and those before it. @throws as execute, the fields under `items.{index}.`
   */
  async executeMany(userId: string, items: ReadonlyArray<Omit<T, 'id'>>): Promise<T[]> {
    const rules = this.rules(await storedRatesToSgd(this.rates));
    const created = await this.items.createMany(userId, (storedCount) => items.map((item, index) => atItem('items', index, () => checkNewItem(rules, storedCount + index, item))));
    await this.snapshot.execute(userId);
    return created;
  }
}
