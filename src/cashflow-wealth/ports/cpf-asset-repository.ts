import type { CpfAsset, CpfBalances } from '../domain/cpf-asset.js';

/** The resident's one CPF asset. */
export interface CpfAssetRepository {
  findForUser(userId: string): Promise<CpfAsset | null>;
  /** In one transaction, the stored row locked: `decide` gets the stored balances (null: none yet) and answers the new ones (or throws). */
  upsert(userId: string, decide: (stored: CpfBalances | null) => CpfBalances): Promise<CpfAsset>;
}
