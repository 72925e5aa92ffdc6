import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Planned maintenance of the agencies whose data the service relies on (spec 1 §3 "Maintenance schedule").
 *
 * - `maintenance_schedules`: one row per window, added and removed by operators (`npm run ops:maintenance`).
 *   `agencies` is a text array ('CPF', 'IRAS', ...); the window is [starts_at, ends_at).
 * - `content_revisions`: when a set of operator-managed content last changed (key 'maintenance-schedules'), because
 *   a removal leaves no row behind to carry the time.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('maintenance_schedules', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    agencies: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false },
    starts_at: { type: DataTypes.DATE, allowNull: false },
    ends_at: { type: DataTypes.DATE, allowNull: false },
    show_on_landing_page_banner: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    landing_page_banner_message: { type: DataTypes.TEXT, allowNull: true },
    maintenance_notice_page_remarks: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.sequelize.query('ALTER TABLE maintenance_schedules ADD CONSTRAINT maintenance_schedules_window CHECK (ends_at > starts_at)');
  await qi.sequelize.query('ALTER TABLE maintenance_schedules ADD CONSTRAINT maintenance_schedules_agencies CHECK (cardinality(agencies) > 0)');
  // The public read: windows that end after a moment.
  await qi.addIndex('maintenance_schedules', ['ends_at'], { name: 'maintenance_schedules_ends_idx' });

  await qi.createTable('content_revisions', {
    content_key: { type: DataTypes.TEXT, primaryKey: true },
    last_updated: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('content_revisions');
  await qi.dropTable('maintenance_schedules');
}
