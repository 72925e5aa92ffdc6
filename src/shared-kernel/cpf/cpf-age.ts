/**
 * Ages as CPF counts them for its rates: an employee moves to the next age group from the month AFTER the month of
 * the 55th, 60th, 65th or 70th birthday (CPF Board, "How is the CPF contribution rate applied when my employee
 * moves to the next age group?": 55th birthday on 13 January 2024, January at the "55 and below" rates, February
 * at the "above 55 to 60" rates). Pure: months are 'YYYY-MM', days 'YYYY-MM-DD'.
 */
import type { AllocationAgeBand, ContributionAgeBand } from './contribution-tables.js';

const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month] of a 'YYYY-MM' month. @throws Error when malformed. */
export function parseMonth(month: string): [number, number] {
  const match = MONTH.exec(month);
  const m = Number(match?.[2]);
  if (!match || m < 1 || m > 12) throw new Error(`'${month}' is not a YYYY-MM month`);
  return [Number(match[1]), m];
}

/** [year, month] of a 'YYYY-MM-DD' day. @throws Error when malformed. */
export function parseBirthDate(dateOfBirth: string): [number, number] {
  const match = DAY.exec(dateOfBirth);
  if (!match) throw new Error(`'${dateOfBirth}' is not a YYYY-MM-DD date of birth`);
  return [Number(match[1]), Number(match[2])];
}

/** The first day of a month, for picking a table row. */
export function firstDayOf(month: string): string {
  parseMonth(month);
  return `${month}-01`;
}

/**
 * The age CPF's rate groups use for wages of `month`: the birthdays whose month is BEFORE `month`. A member born in
 * July 1971 counts 54 in July 2026 (the month of the 55th birthday, still "55 and below") and 55 from August 2026
 * ("above 55"). So "above N" is `rateAge >= N`.
 */
export function rateAge(dateOfBirth: string, month: string): number {
  const [birthYear, birthMonth] = parseBirthDate(dateOfBirth);
  const [year, m] = parseMonth(month);
  return year - birthYear - (m <= birthMonth ? 1 : 0);
}

/** The member's age in completed years during `month` once the birthday month is reached (for "aged 55 and above"). */
export function ageInMonth(dateOfBirth: string, month: string): number {
  const [birthYear, birthMonth] = parseBirthDate(dateOfBirth);
  const [year, m] = parseMonth(month);
  return year - birthYear - (m < birthMonth ? 1 : 0);
}

/** The month of the member's birthday at `age`, 'YYYY-MM'. */
export function birthdayMonth(dateOfBirth: string, age: number): string {
  const [birthYear, birthMonth] = parseBirthDate(dateOfBirth);
  return `${birthYear + age}-${String(birthMonth).padStart(2, '0')}`;
}

export function contributionAgeBand(dateOfBirth: string, month: string): ContributionAgeBand {
  return contributionBandAt(rateAge(dateOfBirth, month));
}

export function allocationAgeBand(dateOfBirth: string, month: string): AllocationAgeBand {
  return allocationBandAt(rateAge(dateOfBirth, month));
}

/** The rates' age group of a {@link rateAge}. */
export function contributionBandAt(age: number): ContributionAgeBand {
  if (age < 55) return 'UP_TO_55';
  if (age < 60) return 'ABOVE_55_TO_60';
  if (age < 65) return 'ABOVE_60_TO_65';
  if (age < 70) return 'ABOVE_65_TO_70';
  return 'ABOVE_70';
}

/** The allocation's age group of a {@link rateAge}. */
export function allocationBandAt(age: number): AllocationAgeBand {
  if (age < 35) return 'UP_TO_35';
  if (age < 45) return 'ABOVE_35_TO_45';
  if (age < 50) return 'ABOVE_45_TO_50';
  if (age < 55) return 'ABOVE_50_TO_55';
  return contributionBandAt(age) as AllocationAgeBand;
}
