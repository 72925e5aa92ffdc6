import type { QueryInterface } from 'sequelize';

const KINDS = ['cashBalance', 'cashSavings', 'bond', 'gold', 'fixedDeposit', 'insurance', 'stock', 'structuredProduct', 'unitTrust', 'otherInvestment', 'otherNonInvestment'];
const inList = (kinds: string[]) => kinds.map((k) => `'${k}'`).join(', ');

/**
 * The home as an asset (decisions.md "The home as an asset"): a twelfth asset kind, `property`, whose details (type,
 * flat type, address, ownership share, valuation date, value source, the liability it secures) live in one jsonb
 * column, present exactly for that kind. A deleted liability no longer secures any home (the trigger clears the
 * link); when it was an imported one, the home remembers its source and ref, so the import that writes it again
 * links the home to the new row. The daily history gains net worth without the home; every earlier row is filled with its net worth, which
 * is exact: no home could be entered before this migration.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (statement: string) => qi.sequelize.query(statement);
  await sql(`ALTER TABLE assets DROP CONSTRAINT assets_kind, ADD CONSTRAINT assets_kind CHECK (kind IN (${inList([...KINDS, 'property'])}))`);
  await sql('ALTER TABLE assets ADD COLUMN property JSONB NULL');
  await sql("ALTER TABLE assets ADD CONSTRAINT assets_property_kind CHECK ((kind = 'property') = (property IS NOT NULL))");
  await sql(`CREATE FUNCTION assets_unlink_deleted_liability() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE assets SET property = jsonb_set(property, '{securedLiabilityId}', 'null'::jsonb)
          || CASE WHEN OLD.import_source IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('importedMortgageRef', OLD.import_source || ':' || OLD.source_ref) END
       WHERE user_id = OLD.user_id AND kind = 'property' AND property->>'securedLiabilityId' = OLD.id::text;
      RETURN OLD;
    END $$`);
  await sql('CREATE TRIGGER liabilities_unlink_homes AFTER DELETE ON liabilities FOR EACH ROW EXECUTE FUNCTION assets_unlink_deleted_liability()');

  await sql('ALTER TABLE finance_history ADD COLUMN net_worth_without_home BIGINT NULL');
  await sql('UPDATE finance_history SET net_worth_without_home = net_worth');
  await sql('ALTER TABLE finance_history ALTER COLUMN net_worth_without_home SET NOT NULL');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (statement: string) => qi.sequelize.query(statement);
  await sql('ALTER TABLE finance_history DROP COLUMN net_worth_without_home');
  await sql('DROP TRIGGER liabilities_unlink_homes ON liabilities');
  await sql('DROP FUNCTION assets_unlink_deleted_liability()');
  await sql("DELETE FROM assets WHERE kind = 'property'");
  await sql(`ALTER TABLE assets DROP CONSTRAINT assets_property_kind, DROP COLUMN property, DROP CONSTRAINT assets_kind, ADD CONSTRAINT assets_kind CHECK (kind IN (${inList(KINDS)}))`);
}
