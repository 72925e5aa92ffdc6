import { DomainError, NotFound, type FieldError } from '../../shared-kernel/errors.js';

/**
 * A planned maintenance window of one or more agencies whose data the service relies on (spec 1 §3
 * "Maintenance schedule"). The window is [from, to): it has ended once `to` has passed.
 */
export interface MaintenanceSchedule {
  id: number;
  /** Agency names as operators write them, e.g. ['CPF', 'IRAS']; never empty. */
  agencies: string[];
  from: Date;
  to: Date;
  showOnLandingPageBanner: boolean;
  landingPageBannerMessage: string | null;
  maintenanceNoticePageRemarks: string | null;
}

export type NewMaintenanceSchedule = Omit<MaintenanceSchedule, 'id'>;

/** Ended windows stay on the notices page this long, so a resident who hit a problem can still see why. */
export const ENDED_NOTICE_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const MAX_AGENCIES = 20;
export const MAX_AGENCY_LENGTH = 60;
export const MAX_BANNER_MESSAGE_LENGTH = 300;
export const MAX_REMARKS_LENGTH = 2000;

/** Windows that end after this moment are the ones shown (current, upcoming, and recently ended). */
export function listedIfEndingAfter(now: Date): Date {
  return new Date(now.getTime() - ENDED_NOTICE_RETENTION_DAYS * DAY_MS);
}

export class InvalidMaintenanceSchedule extends DomainError {
  constructor(details: FieldError[]) {
    super('CONTENT.INVALID_MAINTENANCE_SCHEDULE', `This maintenance schedule cannot be saved: ${details.map((d) => d.message).join(' ')}`, 'validation', details);
  }
}

export class MaintenanceScheduleNotFound extends NotFound {
  constructor(id: number) {
    super('CONTENT.MAINTENANCE_SCHEDULE_NOT_FOUND', `There is no maintenance schedule with id ${id}.`);
  }
}

/** Trimmed, or null when nothing is left. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Checks and tidies a new schedule: agencies trimmed, blanks dropped, duplicates (ignoring case) removed; texts
 * trimmed (blank becomes null). Every problem is reported at once.
 * @throws InvalidMaintenanceSchedule (`CONTENT.INVALID_MAINTENANCE_SCHEDULE`, validation) listing each problem.
 */
export function checkNewSchedule(input: NewMaintenanceSchedule): NewMaintenanceSchedule {
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  const agencies: string[] = [];
  for (const raw of input.agencies) {
    const agency = raw.trim();
    if (agency === '' || seen.has(agency.toUpperCase())) continue;
    seen.add(agency.toUpperCase());
    agencies.push(agency);
  }
  if (agencies.length === 0) problems.push({ field: 'agencies', message: 'Name at least one agency.' });
  if (agencies.length > MAX_AGENCIES) problems.push({ field: 'agencies', message: `Name at most ${MAX_AGENCIES} agencies.` });
  if (agencies.some((a) => a.length > MAX_AGENCY_LENGTH)) problems.push({ field: 'agencies', message: `An agency name can have at most ${MAX_AGENCY_LENGTH} characters.` });

  const fromValid = !Number.isNaN(input.from.getTime());
  const toValid = !Number.isNaN(input.to.getTime());
  if (!fromValid) problems.push({ field: 'from', message: 'The start is not a valid date and time.' });
  if (!toValid) problems.push({ field: 'to', message: 'The end is not a valid date and time.' });
  if (fromValid && toValid && input.to.getTime() <= input.from.getTime()) problems.push({ field: 'to', message: 'The end must be after the start.' });

  const landingPageBannerMessage = optionalText(input.landingPageBannerMessage);
  const maintenanceNoticePageRemarks = optionalText(input.maintenanceNoticePageRemarks);
  if ((landingPageBannerMessage?.length ?? 0) > MAX_BANNER_MESSAGE_LENGTH) {
    problems.push({ field: 'landingPageBannerMessage', message: `The banner message can have at most ${MAX_BANNER_MESSAGE_LENGTH} characters.` });
  }
  if ((maintenanceNoticePageRemarks?.length ?? 0) > MAX_REMARKS_LENGTH) {
    problems.push({ field: 'maintenanceNoticePageRemarks', message: `The remarks can have at most ${MAX_REMARKS_LENGTH} characters.` });
  }
  if (problems.length > 0) throw new InvalidMaintenanceSchedule(problems);
  return { agencies, from: input.from, to: input.to, showOnLandingPageBanner: input.showOnLandingPageBanner, landingPageBannerMessage, maintenanceNoticePageRemarks };
}
