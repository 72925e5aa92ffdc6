import { QueryTypes, type Sequelize } from 'sequelize';
import type { NotificationCategory } from '../../domain/notifications/notification.js';
import {
  acknowledgedKey,
  type KeyedNotificationType,
  type NotificationRepository,
  type PersonalNotificationDraft,
  type PersonalNotificationRecord,
} from '../../ports/notification-repository.js';

interface PersonalRow {
  id: string;
  title: string;
  description: string;
  category: NotificationCategory;
  date: Date;
  acknowledged_at: Date | null;
}

const PERSONAL_COLUMNS = 'id, title, description, category, date, acknowledged_at';

function toRecord(row: PersonalRow): PersonalNotificationRecord {
  return { id: row.id, title: row.title, description: row.description, category: row.category, date: row.date, acknowledgedAt: row.acknowledged_at };
}

/** Personal notices and acknowledgements in PostgreSQL; every statement is scoped by the resident's id. */
export class SequelizeNotificationRepository implements NotificationRepository {
  constructor(private readonly sequelize: Sequelize) {}

  private select<T extends object>(sql: string, bind: unknown[]): Promise<T[]> {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  }

  async listPersonal(userId: string): Promise<PersonalNotificationRecord[]> {
    const rows = await this.select<PersonalRow>(`SELECT ${PERSONAL_COLUMNS} FROM personal_notifications WHERE user_id = $1`, [userId]);
    return rows.map(toRecord);
  }

  async createPersonal(userId: string, draft: PersonalNotificationDraft): Promise<PersonalNotificationRecord> {
    const rows = await this.select<PersonalRow>(
      `INSERT INTO personal_notifications (user_id, title, description, category, date, acknowledged_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${PERSONAL_COLUMNS}`,
      [userId, draft.title, draft.description, draft.category, draft.date, draft.acknowledgedAt],
    );
    return toRecord(rows[0]!);
  }

  async acknowledgePersonal(userId: string, id: string, at: Date): Promise<PersonalNotificationRecord | null> {
    const rows = await this.select<PersonalRow>(
      `UPDATE personal_notifications SET acknowledged_at = COALESCE(acknowledged_at, $3)
       WHERE user_id = $1 AND id = $2 RETURNING ${PERSONAL_COLUMNS}`,
      [userId, id, at],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async acknowledgedKeys(userId: string): Promise<Set<string>> {
    const rows = await this.select<{ type: KeyedNotificationType; notification_key: string }>(
      'SELECT type, notification_key FROM notification_acknowledgements WHERE user_id = $1 AND notification_key IS NOT NULL',
      [userId],
    );
    return new Set(rows.map((row) => acknowledgedKey(row.type, row.notification_key)));
  }

  async acknowledgedGlobalIds(userId: string): Promise<Set<number>> {
    const rows = await this.select<{ global_notification_id: number }>(
      'SELECT global_notification_id FROM notification_acknowledgements WHERE user_id = $1 AND global_notification_id IS NOT NULL',
      [userId],
    );
    return new Set(rows.map((row) => row.global_notification_id));
  }

  async acknowledgeKey(userId: string, type: KeyedNotificationType, key: string, at: Date): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO notification_acknowledgements (user_id, type, notification_key, acknowledged_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, type, notification_key) WHERE notification_key IS NOT NULL DO NOTHING`,
      { bind: [userId, type, key, at] },
    );
  }

  async acknowledgeGlobal(userId: string, globalNotificationId: number, at: Date): Promise<boolean> {
    // One statement: the announcement must exist (and cannot vanish half-way); a second acknowledgement does nothing.
    const rows = await this.select<{ id: number }>(
      `WITH notice AS (SELECT id FROM global_notifications WHERE id = $2),
            added AS (
              INSERT INTO notification_acknowledgements (user_id, type, global_notification_id, acknowledged_at)
              SELECT $1, 'global', id, $3 FROM notice
              ON CONFLICT (user_id, global_notification_id) WHERE global_notification_id IS NOT NULL DO NOTHING)
       SELECT id FROM notice`,
      [userId, globalNotificationId, at],
    );
    return rows.length > 0;
  }
}
