import { QueryTypes, type Sequelize } from 'sequelize';
import type { LocalDate } from '../../../shared-kernel/local-date.js';
import type { GlobalNotification, GlobalNotificationDraft } from '../../domain/notifications/global-notification.js';
import type { NotificationCategory } from '../../domain/notifications/notification.js';
import type { GlobalNotificationRepository } from '../../ports/notification-global-repository.js';

interface GlobalRow {
  id: number;
  title: string;
  description: string;
  category: NotificationCategory;
  date: LocalDate;
  valid_until: LocalDate | null;
}

// Days as text: the pg driver would turn a DATE into a Date at local midnight of the server.
const COLUMNS = 'id, title, description, category, date::text AS date, valid_until::text AS valid_until';

function toNotice(row: GlobalRow): GlobalNotification {
  return { id: row.id, title: row.title, description: row.description, category: row.category, date: row.date, validUntil: row.valid_until };
}

/** Announcements for every resident, in PostgreSQL. */
export class SequelizeGlobalNotificationRepository implements GlobalNotificationRepository {
  constructor(private readonly sequelize: Sequelize) {}

  private async select(sql: string, bind: unknown[] = []): Promise<GlobalNotification[]> {
    const rows = await this.sequelize.query<GlobalRow>(sql, { bind, type: QueryTypes.SELECT });
    return rows.map(toNotice);
  }

  listShownOn(today: LocalDate): Promise<GlobalNotification[]> {
    return this.select(`SELECT ${COLUMNS} FROM global_notifications WHERE date <= $1 AND (valid_until IS NULL OR valid_until >= $1)`, [today]);
  }

  listAll(): Promise<GlobalNotification[]> {
    return this.select(`SELECT ${COLUMNS} FROM global_notifications ORDER BY id DESC`);
  }

  async add(draft: GlobalNotificationDraft): Promise<GlobalNotification> {
    const [added] = await this.select(
      `INSERT INTO global_notifications (title, description, category, date, valid_until) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [draft.title, draft.description, draft.category, draft.date, draft.validUntil],
    );
    return added!;
  }

  async remove(id: number): Promise<boolean> {
    const removed = await this.select(`DELETE FROM global_notifications WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
    return removed.length > 0;
  }
}
