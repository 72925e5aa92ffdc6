/**
 * The quiz's optional 'About you' page (spec 3 §3 "Demographics": residentialStatus, yearOfBirth, employmentStatus,
 * grossIncome), with the spec's monthly gross income bands.
 */
import { statutoryRetirementAgeIn } from '../../shared-kernel/retirement-figures.js';

export const QUIZ_RESIDENTIAL_STATUSES = [
  { value: 'CITIZEN', label: 'Singapore Citizen' },
  { value: 'PR', label: 'Permanent Resident' },
  { value: 'FOREIGNER', label: 'Foreigner' },
] as const;

export const QUIZ_EMPLOYMENT_STATUSES = [
  { value: 'FULL_PART_TIME', label: 'Working full time or part time' },
  { value: 'SELF_FREELANCE', label: 'Self-employed or freelance' },
  { value: 'UNEMPLOYED', label: 'Unemployed' },
  { value: 'NOT_WORKING', label: 'Not working (student, retired, homemaker)' },
] as const;

/** Spec 3 §3: monthly gross income bands, in Singapore dollars written the app's one way ("S$"). */
export const QUIZ_INCOME_BANDS = [
  { value: 'UP_TO_2499', label: 'Up to S$2,499' },
  { value: '2500_TO_5999', label: 'S$2,500 to S$5,999' },
  { value: '6000_TO_11999', label: 'S$6,000 to S$11,999' },
  { value: '12000_AND_ABOVE', label: 'S$12,000 or more' },
  { value: 'PREFER_NOT_TO_SAY', label: 'Prefer not to say' },
] as const;

/** The youngest quiz taker we list is 13; the oldest 100. */
export const QUIZ_YOUNGEST_AGE = 13;
export const QUIZ_OLDEST_AGE = 100;

/** The year-of-birth choices in the given year, newest first. */
export function yearOfBirthOptions(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear - QUIZ_YOUNGEST_AGE; year >= currentYear - QUIZ_OLDEST_AGE; year -= 1) years.push(year);
  return years;
}

/**
 * The statutory retirement age in force at the end of `year` (MOM's dated ages in the shared kernel: 63 from July
 * 2022 as the spec says, 64 from 1 July 2026, 65 by 2030).
 */
export function retirementAgeIn(year: number): number {
  return statutoryRetirementAgeIn(year);
}

/**
 * Roughly how many years until the statutory retirement age for someone born in `yearOfBirth`, in `currentYear`
 * (the age reached that year counts; 0 once there). Uses the age of the year they reach it.
 */
export function yearsToRetirement(yearOfBirth: number, currentYear: number): number {
  const age = currentYear - yearOfBirth;
  for (let years = 0; years <= 100; years += 1) {
    if (age + years >= retirementAgeIn(currentYear + years)) return years;
  }
  return 0;
}
