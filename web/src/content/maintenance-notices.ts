/** How /maintenance-notices presents the schedule: current and upcoming windows first, then recently ended ones. */
import type { MaintenanceScheduleDto } from '../../../src/content/adapters/http/content.contract.js';

export type NoticeStatus = 'current' | 'upcoming' | 'ended';

export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = { current: 'Under way', upcoming: 'Upcoming', ended: 'Completed' };

/** A window is under way from its start until (not including) its end. */
export function noticeStatus(schedule: Pick<MaintenanceScheduleDto, 'from' | 'to'>, now: Date): NoticeStatus {
  if (Date.parse(schedule.to) <= now.getTime()) return 'ended';
  return Date.parse(schedule.from) <= now.getTime() ? 'current' : 'upcoming';
}

export interface NoticeGroups {
  /** Under way and upcoming, soonest first. */
  planned: MaintenanceScheduleDto[];
  /** Ended (the server keeps them 30 days), most recent first. */
  ended: MaintenanceScheduleDto[];
}

export function groupNotices(schedules: readonly MaintenanceScheduleDto[], now: Date): NoticeGroups {
  const planned = schedules.filter((s) => noticeStatus(s, now) !== 'ended').sort((a, b) => Date.parse(a.from) - Date.parse(b.from) || a.id - b.id);
  const ended = schedules.filter((s) => noticeStatus(s, now) === 'ended').sort((a, b) => Date.parse(b.to) - Date.parse(a.to) || b.id - a.id);
  return { planned, ended };
}
