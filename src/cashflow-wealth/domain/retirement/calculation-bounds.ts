/**
 * What a retirement calculation may be asked for (docs/decisions.md "Retirement projection"): ages 16 to 95 in the
 * start month, a date of birth not in the future, a start month from 2025-01 (the rules from the SA's closing at 55)
 * to five years ahead. The edge cannot know today; these rules do, given it. Pure.
 */
import { ValidationFailed, type FieldError } from '../../../shared-kernel/errors.js';
import { RETIREMENT_AGE_RANGE_MESSAGE, RETIREMENT_PLAN_AGES } from '../../../shared-kernel/retirement-figures.js';
import { ageInMonth, monthIndex } from './months.js';

export const PLAN_MIN_AGE = RETIREMENT_PLAN_AGES.min;
export const PLAN_MAX_AGE = RETIREMENT_PLAN_AGES.max;
export const EARLIEST_START_MONTH = '2025-01';
const START_YEARS_AHEAD = 5;

export const AGE_RANGE_MESSAGE = RETIREMENT_AGE_RANGE_MESSAGE;

/** Whether a member born on `dateOfBirth` is of an age the plan is worked out for in `startMonth` ('YYYY-MM'). */
export function ageInRange(dateOfBirth: string, startMonth: string): boolean {
  const age = ageInMonth(dateOfBirth, monthIndex(startMonth));
  return age >= PLAN_MIN_AGE && age <= PLAN_MAX_AGE;
}

/**
 * The date of birth and the start month against `today` ('YYYY-MM-DD', Singapore's).
 * @throws ValidationFailed naming `dateOfBirth` and `assumptions.startMonth`.
 */
export function checkCalculationBounds(dateOfBirth: string, startMonth: string, today: string): void {
  const errors: FieldError[] = [];
  if (dateOfBirth > today) errors.push({ field: 'dateOfBirth', message: 'Your date of birth cannot be in the future' });
  else if (!ageInRange(dateOfBirth, startMonth)) errors.push({ field: 'dateOfBirth', message: AGE_RANGE_MESSAGE });
  const thisMonth = today.slice(0, 7);
  const latestStart = `${Number(thisMonth.slice(0, 4)) + START_YEARS_AHEAD}${thisMonth.slice(4)}`;
  if (startMonth < EARLIEST_START_MONTH || startMonth > latestStart) {
    errors.push({ field: 'assumptions.startMonth', message: `Start from a month between ${EARLIEST_START_MONTH} and ${latestStart}` });
  }
  if (errors.length > 0) throw new ValidationFailed(errors);
}
