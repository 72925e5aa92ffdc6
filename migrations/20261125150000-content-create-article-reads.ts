import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/** Spec 3 §3 "Article completed": the articles each resident has read, the first time. Gone with the resident. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('article_reads', {
    user_id: { type: DataTypes.UUID, allowNull: false, primaryKey: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    article: { type: DataTypes.STRING(200), allowNull: false, primaryKey: true },
    completed_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('article_reads');
}
