import type { LocalDate } from '../../../shared-kernel/local-date.js';

/**
 * An income estimated from a notice of assessment is more than a year old once the year of assessment is more than
 * a year before this one (the notice for Year of Assessment 2025 is issued in 2025, about 2024's income: in 2026 it
 * is the latest there is; from 2027 a newer one exists). docs/decisions.md "Imports reconcile with what the resident
 * typed".
 */
export function assessmentOutdated(yearOfAssessment: number, today: LocalDate): boolean {
  return Number(today.slice(0, 4)) - yearOfAssessment > 1;
}

/** Each origin that names a year of assessment says whether it is outdated today; the others are left as they are. */
export function withAssessmentAge<T extends { yearOfAssessment?: number | null }>(origins: Record<string, T>, today: LocalDate): Record<string, T & { outdated?: boolean }> {
  return Object.fromEntries(
    Object.entries(origins).map(([id, origin]) => [id, typeof origin.yearOfAssessment === 'number' ? { ...origin, outdated: assessmentOutdated(origin.yearOfAssessment, today) } : origin]),
  );
}
