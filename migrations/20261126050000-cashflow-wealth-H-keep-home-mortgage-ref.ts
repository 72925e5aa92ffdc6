import type { QueryInterface } from 'sequelize';

/**
 * A home keeps the imported liability it was first linked to (decisions.md "The home as an asset"): when a
 * liability it secures is deleted, the trigger records that liability's source and ref only if the home has none
 * yet. Myinfo's flat stays tied to Myinfo's loan while a bank's copy of the same debt stands in for it and goes,
 * so the flat is linked to Myinfo's loan again when it comes back.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`CREATE OR REPLACE FUNCTION assets_unlink_deleted_liability() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE assets SET property = jsonb_set(property, '{securedLiabilityId}', 'null'::jsonb)
          || CASE WHEN OLD.import_source IS NULL OR property->>'importedMortgageRef' IS NOT NULL THEN '{}'::jsonb
                  ELSE jsonb_build_object('importedMortgageRef', OLD.import_source || ':' || OLD.source_ref) END
       WHERE user_id = OLD.user_id AND kind = 'property' AND property->>'securedLiabilityId' = OLD.id::text;
      RETURN OLD;
    END $$`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`CREATE OR REPLACE FUNCTION assets_unlink_deleted_liability() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE assets SET property = jsonb_set(property, '{securedLiabilityId}', 'null'::jsonb)
          || CASE WHEN OLD.import_source IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('importedMortgageRef', OLD.import_source || ':' || OLD.source_ref) END
       WHERE user_id = OLD.user_id AND kind = 'property' AND property->>'securedLiabilityId' = OLD.id::text;
      RETURN OLD;
    END $$`);
}
