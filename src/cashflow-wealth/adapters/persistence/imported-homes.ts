import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { ImportSource, ImportedItems } from '../../ports/imported-items-store.js';

/**
 * The import store's part for homes (decisions.md "The home as an asset"): an imported home is written with its
 * details, is linked to the row of the liability it secures (an import writes its liabilities afresh, so the link
 * is made again after every import and every reconciliation answer), and keeps what the resident changed on it.
 */

/** The `property` column of an imported asset: the home's details, to be linked by `linkImportedHomes`. */
export function importedHomeColumn(source: ImportSource, asset: ImportedItems['assets'][number]): string | null {
  if (asset.kind !== 'property' || !asset.property) return null;
  const { securesSourceRef, ...details } = asset.property;
  return JSON.stringify({ ...details, securedLiabilityId: null, importedMortgageRef: securesSourceRef === null ? null : `${source}:${securesSourceRef}` });
}

export interface EditedHome {
  sourceRef: string;
  name: string;
  totalValue: string;
  property: Record<string, unknown>;
}

/** The homes of `source` the resident changed since they were imported (read before the import deletes them). */
export function editedImportedHomes(sequelize: Sequelize, transaction: Transaction, userId: string, source: ImportSource): Promise<EditedHome[]> {
  return sequelize.query<EditedHome>(
    `SELECT source_ref AS "sourceRef", name, total_value_amount AS "totalValue", property FROM assets
      WHERE user_id = $1 AND import_source = $2 AND kind = 'property' AND updated_at > created_at`,
    { bind: [userId, source], type: QueryTypes.SELECT, transaction },
  );
}

/**
 * The resident's changes to an imported home survive the next import of it: name, value, share, type, address and
 * valuation date stay theirs; the link is the import's to keep (the row it points at is new).
 */
export async function restoreHomeEdits(sequelize: Sequelize, transaction: Transaction, userId: string, source: ImportSource, edited: readonly EditedHome[]): Promise<void> {
  for (const home of edited) {
    const { securedLiabilityId: _id, importedMortgageRef: _ref, ...theirs } = home.property;
    await sequelize.query(
      `UPDATE assets SET name = $4, total_value_amount = $5, property = property || $6::jsonb, updated_at = clock_timestamp()
        WHERE user_id = $1 AND import_source = $2 AND source_ref = $3 AND kind = 'property'`,
      { bind: [userId, source, home.sourceRef, home.name, home.totalValue, JSON.stringify(theirs)], transaction },
    );
  }
}

/**
 * Every home that secures an imported liability ('<source>:<ref>') and is not linked to an existing liability is
 * linked to: that source's liability with that ref; else, when the resident kept their own liability instead
 * (a reconciliation answered 'keep mine'), to theirs; else, when the other import's copy of the same debt is the
 * one counted (the one-debt rule), to that import's mortgage.
 */
export async function linkImportedHomes(sequelize: Sequelize, transaction: Transaction, userId: string): Promise<void> {
  await sequelize.query(
    `UPDATE assets a SET property = jsonb_set(a.property, '{securedLiabilityId}', coalesce(to_jsonb(found.id::text), 'null'::jsonb))
       FROM (
         SELECT h.id AS home_id, coalesce(
           (SELECT l.id FROM liabilities l WHERE l.user_id = $1 AND l.import_source || ':' || l.source_ref = h.property->>'importedMortgageRef' ORDER BY l.created_at, l.id LIMIT 1),
           (SELECT l.id FROM import_reconciliations r JOIN liabilities l ON l.id = r.typed_item_id AND l.user_id = r.user_id
             WHERE r.user_id = $1 AND r.list = 'liabilities' AND r.choice = 'KEEP_MINE' AND r.import_source || ':' || r.source_ref = h.property->>'importedMortgageRef' LIMIT 1),
           (SELECT l.id FROM import_reconciliations r JOIN liabilities l ON l.user_id = r.user_id AND l.import_source = r.superseded_by AND l.category = 'MORTGAGE'
             WHERE r.user_id = $1 AND r.list = 'liabilities' AND r.choice = 'SUPERSEDED' AND r.import_source || ':' || r.source_ref = h.property->>'importedMortgageRef'
             ORDER BY l.created_at, l.id LIMIT 1)
         ) AS id
         FROM assets h
         WHERE h.user_id = $1 AND h.kind = 'property' AND h.property->>'importedMortgageRef' IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM liabilities l WHERE l.user_id = $1 AND l.id::text = h.property->>'securedLiabilityId')
       ) found
      WHERE a.id = found.home_id AND a.user_id = $1`,
    { bind: [userId], transaction },
  );
}
