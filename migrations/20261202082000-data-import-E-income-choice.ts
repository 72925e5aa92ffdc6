import { DataTypes } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Imports ask before they add (docs/decisions.md "Imports ask before they add"): the incomes of the notice of
 * assessment the resident ticked, `{ yearOfAssessment, ticked: ['noa:EMPLOYMENT'] }`; NULL until they answer.
 *
 * Records stored before this migration had every income of their notice written without asking. They are given the
 * answer that matches what is in the lists today (every source of the notice above 0 ticked), so upgrading removes
 * nothing from anyone's cashflow; the resident can untick on the summary page.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('personal_data', 'income_choice', { type: DataTypes.JSONB, allowNull: true });
  await qi.sequelize.query(`
    UPDATE personal_data SET income_choice = jsonb_build_object(
      'yearOfAssessment', noa->>'yearOfAssessment',
      'ticked', (SELECT coalesce(jsonb_agg('noa:' || upper(k)), '[]'::jsonb) FROM unnest(ARRAY['employment', 'trade', 'rent', 'interest']) AS k
                 WHERE coalesce((noa->>k)::numeric, 0) > 0))
    WHERE noa IS NOT NULL`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('personal_data', 'income_choice');
}
