import { DataTypes } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Typed data is never labelled as imported (docs/decisions.md "Imports ask before they add"): what Myinfo gave for
 * each basic profile field (name, dob, sex, marital and residential status), kept per field on the resident, so a
 * field is marked 'Retrieved from Myinfo' only while it still holds Myinfo's value. NULL: Myinfo gave nothing (an
 * account without Myinfo never shows the mark).
 *
 * Rows from before are left NULL: which of their fields came from Myinfo was never recorded, and a typed value must
 * not be called imported. A Myinfo import fills it again (the prefill records what it gave, even where the
 * resident's own value stays).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'myinfo_basics', { type: DataTypes.JSONB, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('users', 'myinfo_basics');
}
