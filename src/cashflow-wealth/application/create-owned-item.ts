import type { RatesToSgd } from '../domain/income.js';
import { checkNewItem, type OwnedItemRules } from '../domain/owned-items.js';
import type { FxRateRepository } from '../ports/fx-rate-repository.js';
import type { OwnedItemRepository } from '../ports/owned-item-repository.js';
import { atPlace } from './item-place.js';
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
    const [created] = await this.create(userId, [item], null);
    return created!;
  }

  /**
   * Several items in one write (an import's list), each under the same rules as POST, counted after the stored ones
   * and those before it. @throws as execute, the fields under `items.{index}.`
   */
  async executeMany(userId: string, items: ReadonlyArray<Omit<T, 'id'>>): Promise<T[]> {
    return this.create(userId, items, 'items');
  }

  /**
   * The one path of both: each item checked under the rules, counted after the stored ones and those before it, the
   * list written in one statement; a refusal's fields under `{list}.{index}.` when `list` is given (atPlace).
   */
  private async create(userId: string, items: ReadonlyArray<Omit<T, 'id'>>, list: string | null): Promise<T[]> {
    const rules = this.rules(await storedRatesToSgd(this.rates));
    const created = await this.items.createMany(userId, (storedCount) => items.map((item, index) => atPlace(list, index, () => checkNewItem(rules, storedCount + index, item))));
    await this.snapshot.execute(userId);
    return created;
  }
}
