import type { OwnedItemRules } from '../domain/owned-items.js';
import { itemNotFound } from '../domain/owned-items.js';
import type { OwnedItemRepository } from '../ports/owned-item-repository.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/**
 * DELETE /investment/{id}, DELETE /liability/{id}: deletes one of the resident's items.
 * @throws NotFound (404, never 403) for an id that is not the resident's.
 */
export class DeleteOwnedItem<T extends { id: string }> {
  constructor(
    private readonly items: OwnedItemRepository<T>,
    private readonly notFound: Pick<OwnedItemRules<unknown>, 'notFoundCode' | 'notFoundMessage'>,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, id: string): Promise<string> {
    if (!(await this.items.delete(userId, id))) throw itemNotFound(this.notFound);
    await this.snapshot.execute(userId);
    return id;
  }

  /** Deletes those of `ids` that are the resident's in one write (an import replacing the list); answers how many. */
  async executeMany(userId: string, ids: readonly string[]): Promise<number> {
    const deleted = await this.items.deleteMany(userId, ids);
    await this.snapshot.execute(userId);
    return deleted;
  }
}
