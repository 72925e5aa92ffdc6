import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Search analytics (spec 1 §7 POST /user-search-query): what signed-in residents who turned analytics on searched
 * for. Gone with the resident.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('user_search_queries', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    search_query: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.addIndex('user_search_queries', ['user_id'], { name: 'user_search_queries_user_idx' });
  await qi.addIndex('user_search_queries', ['created_at'], { name: 'user_search_queries_created_idx' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('user_search_queries');
}
