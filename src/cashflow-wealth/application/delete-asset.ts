import type { AssetKind } from '../domain/asset.js';
import type { AssetRepository } from '../ports/asset-repository.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';
import { assetNotFound } from './update-asset.js';

/**
 * DELETE /asset/{kind}/{id}: deletes one of the resident's assets of that kind.
 * @throws NotFound (404, never 403) for an id that is not one of them.
 */
export class DeleteAsset {
  constructor(
    private readonly assets: AssetRepository,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, kind: AssetKind, id: string): Promise<string> {
    if (!(await this.assets.delete(userId, kind, id))) throw assetNotFound();
    await this.snapshot.execute(userId);
    return id;
  }

  /** Deletes those of `ids` (any kind) that are the resident's in one write (an import replacing them); answers how many. */
  async executeMany(userId: string, ids: readonly string[]): Promise<number> {
    const deleted = await this.assets.deleteMany(userId, ids);
    await this.snapshot.execute(userId);
    return deleted;
  }
}
