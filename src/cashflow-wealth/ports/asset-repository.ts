import type { Asset, AssetFields, AssetKind } from '../domain/asset.js';

/** The manual asset kinds (the home included) in one store; every call is scoped to the resident and to one kind. */
export interface AssetRepository {
  /** Every asset of the resident, oldest first (all kinds). */
  listForUser(userId: string): Promise<Asset[]>;
  /**
   * Assets of any kinds in one statement, in their order (one from POST, an import's list), in one transaction with
   * the resident's assets locked: `check` gets how many of each kind there are and throws to refuse. `at` becomes
   * lastUpdatedAt.
   */
  createMany(userId: string, at: Date, items: ReadonlyArray<{ kind: AssetKind; fields: AssetFields }>, check: (storedByKind: ReadonlyMap<AssetKind, number>) => void): Promise<Asset[]>;
  /** In one transaction: `decide` gets the stored fields and answers the new ones (or throws). Null: no such asset of the resident and kind. */
  update(userId: string, kind: AssetKind, id: string, at: Date, decide: (stored: AssetFields) => AssetFields): Promise<Asset | null>;
  /** False when the resident has no asset of that kind with that id. */
  delete(userId: string, kind: AssetKind, id: string): Promise<boolean>;
  /** Deletes those of `ids` (any kind) that are the resident's; answers how many there were. */
  deleteMany(userId: string, ids: readonly string[]): Promise<number>;
}
