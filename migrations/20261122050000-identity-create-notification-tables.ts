import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Notifications (spec 1 §3 "Notification", §4 "Notifications").
 *
 * - `personal_notifications`: one resident's own notices (e.g. an emergency-fund milestone), created through
 *   POST /notification/personal and acknowledged one by one.
 * - `global_notifications`: notices an operator publishes to every resident (`npm run ops:global-notification`),
 *   shown from `date` up to and including `valid_until` (open-ended when null). Integer ids, easy to type.
 * - `notification_acknowledgements`: what a resident has marked as read among the computed notices (to-do and
 *   inbuilt, by key such as `GIVE_FEEDBACK-22/11/2026`) and the global ones (by id). At most one row per resident
 *   and notice, so acknowledging twice changes nothing.
 *
 * Every row that belongs to a resident goes with them (ON DELETE CASCADE: the account purge relies on it); an
 * acknowledgement of a global notice goes with that notice when an operator removes it.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('personal_notifications', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    title: { type: DataTypes.TEXT, allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    category: { type: DataTypes.TEXT, allowNull: false },
    date: { type: DataTypes.DATE, allowNull: false },
    acknowledged_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.addIndex('personal_notifications', ['user_id', 'date'], { name: 'personal_notifications_user_date_idx' });

  await qi.createTable('global_notifications', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    title: { type: DataTypes.TEXT, allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    category: { type: DataTypes.TEXT, allowNull: false },
    date: { type: DataTypes.DATEONLY, allowNull: false },
    valid_until: { type: DataTypes.DATEONLY, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.sequelize.query(
    'ALTER TABLE global_notifications ADD CONSTRAINT global_notifications_valid_range CHECK (valid_until IS NULL OR valid_until >= date)',
  );

  await qi.createTable('notification_acknowledgements', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    /** 'todo', 'inbuilt' (with notification_key) or 'global' (with global_notification_id). */
    type: { type: DataTypes.TEXT, allowNull: false },
    notification_key: { type: DataTypes.TEXT, allowNull: true },
    global_notification_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'global_notifications', key: 'id' },
      onDelete: 'CASCADE',
    },
    acknowledged_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.sequelize.query(
    `ALTER TABLE notification_acknowledgements ADD CONSTRAINT notification_acknowledgements_target CHECK (
       (type IN ('todo', 'inbuilt') AND notification_key IS NOT NULL AND global_notification_id IS NULL)
       OR (type = 'global' AND global_notification_id IS NOT NULL AND notification_key IS NULL))`,
  );
  // One row per resident and notice; user_id leads, so these also serve "this resident's acknowledgements".
  await qi.sequelize.query(
    'CREATE UNIQUE INDEX notification_acknowledgements_key_uniq ON notification_acknowledgements (user_id, type, notification_key) WHERE notification_key IS NOT NULL',
  );
  await qi.sequelize.query(
    'CREATE UNIQUE INDEX notification_acknowledgements_global_uniq ON notification_acknowledgements (user_id, global_notification_id) WHERE global_notification_id IS NOT NULL',
  );
  await qi.addIndex('notification_acknowledgements', ['global_notification_id'], { name: 'notification_acknowledgements_global_idx' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('notification_acknowledgements');
  await qi.dropTable('global_notifications');
  await qi.dropTable('personal_notifications');
}
