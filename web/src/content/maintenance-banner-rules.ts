/**
 * Which maintenance the landing banner announces, and how (spec 1 §9 "Maintenance banner"): windows marked for
 * the banner that have not ended and start within 3 days. One window shows its own message; two are listed one
 * line each (agencies and 'DD MMM YYYY, hh:mm a' times); more than two become one line naming every agency.
 */
import type { MaintenanceScheduleDto } from '../../../src/content/adapters/http/content.contract.js';
import { formatDisplayDateTime } from '../shared/format/date-time';

export const BANNER_LEAD_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type MaintenanceBanner =
  | { kind: 'single'; message: string }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'combined'; message: string };

/** 'CPF, IRAS: 05 Dec 2026, 10:00 PM to 06 Dec 2026, 06:00 AM' (Singapore time). */
export function scheduleLine(schedule: Pick<MaintenanceScheduleDto, 'agencies' | 'from' | 'to'>): string {
  return `${schedule.agencies.join(', ')}: ${formatDisplayDateTime(new Date(schedule.from))} to ${formatDisplayDateTime(new Date(schedule.to))}`;
}

/** 'CPF', 'CPF and IRAS', 'CPF, IRAS and HDB'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The windows the banner is about at `now`, earliest first. */
export function bannerSchedules(schedules: readonly MaintenanceScheduleDto[], now: Date): MaintenanceScheduleDto[] {
  const horizon = now.getTime() + BANNER_LEAD_DAYS * DAY_MS;
  return schedules
    .filter((s) => s.showOnLandingPageBanner && Date.parse(s.to) > now.getTime() && Date.parse(s.from) <= horizon)
    .sort((a, b) => Date.parse(a.from) - Date.parse(b.from) || a.id - b.id);
}

/** What the banner says at `now`, or null when there is nothing to announce. */
export function maintenanceBanner(schedules: readonly MaintenanceScheduleDto[], now: Date): MaintenanceBanner | null {
  const shown = bannerSchedules(schedules, now);
  if (shown.length === 0) return null;
  if (shown.length === 1) {
    const [only] = shown as [MaintenanceScheduleDto];
    // An operator may leave the message out: the window itself is then the message.
    return { kind: 'single', message: only.landingPageBannerMessage ?? `Scheduled maintenance for ${scheduleLine(only)}.` };
  }
  if (shown.length === 2) return { kind: 'lines', lines: shown.map(scheduleLine) };
  // Each agency once, whatever its case ('CPF' and 'cpf' are the same board), in order of first mention.
  const byKey = new Map<string, string>();
  for (const agency of shown.flatMap((s) => s.agencies)) if (!byKey.has(agency.toUpperCase())) byKey.set(agency.toUpperCase(), agency);
  const agencies = [...byKey.values()];
  return {
    kind: 'combined',
    message: `${listInWords(agencies)} services will undergo scheduled maintenance in the next ${BANNER_LEAD_DAYS} days. Some data may not be retrievable during these times.`,
  };
}
