import type { QueryInterface } from 'sequelize';

/**
 * Imports reconcile with what the resident typed (docs/decisions.md "Imports reconcile with what the resident
 * typed"): one row per imported item held back from the lists, with the item itself (`imported`, so it can be
 * written when the resident answers) and
 * - `choice` NULL: matched with the typed item `typed_item_id`, waiting for the resident's answer;
 * - 'KEEP_MINE', 'USE_IMPORTED', 'KEEP_BOTH': the answer, remembered for the next import of the same item
 *   (keyed by the import's source, the list, the item's source ref and the typed item's id);
 * - 'SUPERSEDED': the same debt came from the other import, fresher (`superseded_by` names it; no typed item).
 * Gone with the resident (ON DELETE CASCADE).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`CREATE TABLE import_reconciliations (
    id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    import_source TEXT NOT NULL CONSTRAINT import_reconciliations_source CHECK (import_source IN ('MYINFO', 'BANK')),
    list TEXT NOT NULL CONSTRAINT import_reconciliations_list CHECK (list IN ('incomes', 'loanRepayments', 'liabilities', 'assets')),
    source_ref TEXT NOT NULL,
    typed_item_id UUID NULL,
    choice TEXT NULL CONSTRAINT import_reconciliations_choice CHECK (choice IN ('KEEP_MINE', 'USE_IMPORTED', 'KEEP_BOTH', 'SUPERSEDED')),
    superseded_by TEXT NULL CONSTRAINT import_reconciliations_superseded_by CHECK (superseded_by IN ('MYINFO', 'BANK')),
    imported JSONB NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT import_reconciliations_kind CHECK ((coalesce(choice, '') = 'SUPERSEDED') = (typed_item_id IS NULL) AND (coalesce(choice, '') = 'SUPERSEDED') = (superseded_by IS NOT NULL))
  )`);
  await qi.sequelize.query(
    "CREATE UNIQUE INDEX import_reconciliations_pair ON import_reconciliations (user_id, import_source, list, source_ref, coalesce(typed_item_id, '00000000-0000-0000-0000-000000000000'::uuid))",
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('import_reconciliations');
}
