import { QueryTypes, type Sequelize } from 'sequelize';
import type { Cents } from '../../../shared-kernel/money.js';
import type { CpfAsset, CpfBalances } from '../../domain/cpf-asset.js';
import type { CpfAssetRepository } from '../../ports/cpf-asset-repository.js';
import { lockResidentTable } from './resident-lock.js';

interface CpfRow {
  id: string;
  oa: string;
  sa: string;
  ma: string;
  ra: string;
}

const toCpf = (row: CpfRow): CpfAsset => ({ id: row.id, oa: Number(row.oa) as Cents, sa: Number(row.sa) as Cents, ma: Number(row.ma) as Cents, ra: Number(row.ra) as Cents });

/** The one `cpf_assets` row per resident. */
export class SequelizeCpfAssetRepository implements CpfAssetRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async findForUser(userId: string): Promise<CpfAsset | null> {
    const rows = await this.sequelize.query<CpfRow>('SELECT id, oa, sa, ma, ra FROM cpf_assets WHERE user_id = $1', { bind: [userId], type: QueryTypes.SELECT });
    return rows.length === 0 ? null : toCpf(rows[0]!);
  }

  async upsert(userId: string, decide: (stored: CpfBalances | null) => CpfBalances): Promise<CpfAsset> {
    return this.sequelize.transaction(async (transaction) => {
      // The per-resident lock makes two first saves at once meet in order (no row exists yet to lock).
      await lockResidentTable(this.sequelize, transaction, 'cpf_assets', userId);
      const stored = await this.sequelize.query<CpfRow>('SELECT id, oa, sa, ma, ra FROM cpf_assets WHERE user_id = $1', { bind: [userId], type: QueryTypes.SELECT, transaction });
      const next = decide(stored.length === 0 ? null : toCpf(stored[0]!));
      const rows = await this.sequelize.query<CpfRow>(
        `INSERT INTO cpf_assets (user_id, oa, sa, ma, ra) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET oa = EXCLUDED.oa, sa = EXCLUDED.sa, ma = EXCLUDED.ma, ra = EXCLUDED.ra, updated_at = now(),
           -- Typed by the resident: theirs from now on, so an import no longer replaces it (spec 2 §4).
           import_source = NULL, source_name = NULL, source_ref = NULL, as_of = NULL
         RETURNING id, oa, sa, ma, ra`,
        { bind: [userId, next.oa, next.sa, next.ma, next.ra], type: QueryTypes.SELECT, transaction },
      );
      return toCpf(rows[0]!);
    });
  }
}
