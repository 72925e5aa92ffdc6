import { DataTypes } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * The resident's analytics opt-in (spec 1 §6 "An analytics opt-in/out toggle exists"). Off until they turn it on:
 * privacy by default, so existing residents start opted out too.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'analytics_enabled', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('users', 'analytics_enabled');
}
