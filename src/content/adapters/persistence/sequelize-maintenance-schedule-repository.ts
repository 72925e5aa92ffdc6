import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { MaintenanceSchedule, NewMaintenanceSchedule } from '../../domain/maintenance-schedule.js';
import type { MaintenanceScheduleRepository } from '../../ports/maintenance-schedule-repository.js';

/** A `maintenance_schedules` row as the pg driver returns it. */
interface ScheduleRow {
  id: number;
  agencies: string[];
  starts_at: Date;
  ends_at: Date;
  show_on_landing_page_banner: boolean;
  landing_page_banner_message: string | null;
  maintenance_notice_page_remarks: string | null;
}

const COLUMNS = 'id, agencies, starts_at, ends_at, show_on_landing_page_banner, landing_page_banner_message, maintenance_notice_page_remarks';
/** The key of this set in `content_revisions`. */
const REVISION_KEY = 'maintenance-schedules';

function toSchedule(row: ScheduleRow): MaintenanceSchedule {
  return {
    id: row.id,
    agencies: row.agencies,
    from: row.starts_at,
    to: row.ends_at,
    showOnLandingPageBanner: row.show_on_landing_page_banner,
    landingPageBannerMessage: row.landing_page_banner_message,
    maintenanceNoticePageRemarks: row.maintenance_notice_page_remarks,
  };
}

/** Maintenance windows in PostgreSQL; every change also stamps the set's revision in the same transaction. */
export class SequelizeMaintenanceScheduleRepository implements MaintenanceScheduleRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async listEndingAfter(instant: Date): Promise<MaintenanceSchedule[]> {
    const rows = await this.sequelize.query<ScheduleRow>(`SELECT ${COLUMNS} FROM maintenance_schedules WHERE ends_at > $1 ORDER BY starts_at, id`, {
      bind: [instant],
      type: QueryTypes.SELECT,
    });
    return rows.map(toSchedule);
  }

  async listAll(): Promise<MaintenanceSchedule[]> {
    const rows = await this.sequelize.query<ScheduleRow>(`SELECT ${COLUMNS} FROM maintenance_schedules ORDER BY starts_at, id`, { type: QueryTypes.SELECT });
    return rows.map(toSchedule);
  }

  async lastUpdated(): Promise<Date | null> {
    const rows = await this.sequelize.query<{ last_updated: Date }>('SELECT last_updated FROM content_revisions WHERE content_key = $1', {
      bind: [REVISION_KEY],
      type: QueryTypes.SELECT,
    });
    return rows[0]?.last_updated ?? null;
  }

  add(schedule: NewMaintenanceSchedule, at: Date): Promise<MaintenanceSchedule> {
    return this.sequelize.transaction(async (transaction) => {
      const rows = await this.sequelize.query<ScheduleRow>(
        `INSERT INTO maintenance_schedules (agencies, starts_at, ends_at, show_on_landing_page_banner, landing_page_banner_message, maintenance_notice_page_remarks)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        {
          bind: [schedule.agencies, schedule.from, schedule.to, schedule.showOnLandingPageBanner, schedule.landingPageBannerMessage, schedule.maintenanceNoticePageRemarks],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      await this.stamp(at, transaction);
      return toSchedule(rows[0]!);
    });
  }

  remove(id: number, at: Date): Promise<boolean> {
    return this.sequelize.transaction(async (transaction) => {
      const rows = await this.sequelize.query<{ id: number }>('DELETE FROM maintenance_schedules WHERE id = $1 RETURNING id', {
        bind: [id],
        type: QueryTypes.SELECT,
        transaction,
      });
      if (rows.length === 0) return false;
      await this.stamp(at, transaction);
      return true;
    });
  }

  private async stamp(at: Date, transaction: Transaction): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO content_revisions (content_key, last_updated) VALUES ($1, $2)
       ON CONFLICT (content_key) DO UPDATE SET last_updated = EXCLUDED.last_updated`,
      { bind: [REVISION_KEY, at], transaction },
    );
  }
}
