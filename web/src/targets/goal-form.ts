/**
 * The add and edit target modals' form (spec 3 §3 defaults, §4 "Edit modal", §5 "Targets"), as pure rules.
 * Amounts are typed in whole dollars; dates as day, month and year parts.
 */
import { EARLIEST_TARGET_DATE, NEW_TARGET_MONTHS_AHEAD, PRESET_TARGET_NAMES, RESTORED_TARGET_MONTHS_AHEAD } from '../../../src/targets/domain/goal.js';
import { GOAL_MESSAGES } from '../../../src/targets/domain/target-rules.js';
import { plainText } from '../../../src/shared-kernel/validation/text-rules.js';
import { dateOfParts, partsOf, type DateParts } from './date-parts';
import { centsOfDollars, dollarsText, wholeDollarsProblem } from './target-format';

export interface GoalForm {
  name: string;
  /** whole dollars as typed ('' for none) */
  amount: string;
  date: DateParts;
}

export interface GoalLike {
  name: string;
  totalAmount: number;
  currentAmount: number;
  date: string;
  paidOut: boolean;
  paidOutAmount: number | null;
}

export const PRESETS = PRESET_TARGET_NAMES;

/** Above this a target is worth breaking into milestones (spec 3 §5 names the advice, not the limit: ours). */
export const MILESTONE_ADVICE_DOLLARS = 1_000_000;

export const FORM_MESSAGES = {
  name: 'Enter a name for your target',
  amount: 'Enter an amount greater than 0',
  amountAtLeastOne: 'Enter an amount of at least 1',
  date: 'Enter a valid date',
  dateTooEarly: 'Choose a date from January 2019',
  dateInPast: GOAL_MESSAGES.dateInPast,
  paidOutAboveTotal: GOAL_MESSAGES.paidOutAboveTotal,
  milestones: 'That is a big target. Consider breaking it into smaller milestones you can reach one at a time.',
  excess: 'You have allocated more than this amount. The excess will go back to your unallocated savings.',
  expired: 'This date has passed. Expired targets will be considered completed.',
} as const;

/** 'YYYY-MM-DD' `months` months after `today`, the day clipped to the month's length. */
export function monthsAhead(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Spec 3 §3: name empty, amount unset, due 12 months ahead. */
export const newGoalForm = (today: string): GoalForm => ({ name: '', amount: '', date: partsOf(monthsAhead(today, NEW_TARGET_MONTHS_AHEAD)) });

export const goalFormOf = (goal: GoalLike): GoalForm => ({ name: goal.name, amount: dollarsText(goal.totalAmount), date: partsOf(goal.date) });

/** Spec 3 §4 "Restore": the amount paid out (or 0) and a date a month ahead. */
export const restoreFormOf = (goal: GoalLike, today: string): GoalForm => ({
  name: goal.name,
  amount: dollarsText(goal.paidOutAmount ?? 0),
  date: partsOf(monthsAhead(today, RESTORED_TARGET_MONTHS_AHEAD)),
});

export const presetActive = (name: string, preset: string): boolean => name.trim().toLowerCase() === preset.toLowerCase();

/** Required, and the one text rule every free-text field has (docs/decisions.md "One text rule"). */
export const validateName = (name: string): string | null => (name.trim() === '' ? FORM_MESSAGES.name : plainText(name));

/**
 * Greater than 0 when adding or editing; at least 1 on restore and the paid-out view. A negative amount or a
 * fraction says so in the spec 1 §5 texts (as the API does), never silently becomes another amount.
 */
export function validateAmount(text: string, atLeastOne = false): string | null {
  const minimum = atLeastOne ? FORM_MESSAGES.amountAtLeastOne : FORM_MESSAGES.amount;
  const problem = wholeDollarsProblem(text);
  if (problem !== null) return problem;
  const cents = centsOfDollars(text);
  if (cents === null || (atLeastOne ? cents < 100 : cents <= 0)) return minimum;
  return null;
}

/** The paid-out view's amount: at least 1, and at most the target amount (spec 1 §5 ordering text). */
export function validatePaidOut(text: string, totalCents: number | null): string | null {
  const problem = validateAmount(text, true);
  if (problem !== null) return problem;
  return totalCents !== null && centsOfDollars(text)! > totalCents ? FORM_MESSAGES.paidOutAboveTotal : null;
}

export function validateDate(parts: DateParts): string | null {
  const date = dateOfParts(parts);
  if (date === null) return FORM_MESSAGES.date;
  return date < EARLIEST_TARGET_DATE ? FORM_MESSAGES.dateTooEarly : null;
}

/** Where a target's date field starts and what a past date means there. */
export interface DateContext {
  today: string;
  /** The date saved so far; null for a new target, a restored one, or a new date in the update flow. */
  original: string | null;
  /** The edit view of a target not yet due: a past date opens the paid-out view instead (spec 3 §4). */
  pastCompletes?: boolean;
}

/**
 * A real day from January 2019; when new or moved, today or later (the server's rule, docs/decisions.md "Targets
 * refuse bad input"): a past date would expire the target at once. An expired target keeps its date unchanged.
 */
export function validateTargetDate(parts: DateParts, context: DateContext): string | null {
  const problem = validateDate(parts);
  if (problem !== null) return problem;
  const date = dateOfParts(parts)!;
  const completes = context.pastCompletes === true && context.original !== null && context.original >= context.today;
  return date !== context.original && date < context.today && !completes ? FORM_MESSAGES.dateInPast : null;
}

export const formValid = (form: GoalForm, dates: DateContext, atLeastOne = false): boolean =>
  validateName(form.name) === null && validateAmount(form.amount, atLeastOne) === null && validateTargetDate(form.date, dates) === null;

/** Name, amount or date differ from where the form started (the discard warnings). */
export const formChanged = (form: GoalForm, initial: GoalForm): boolean =>
  form.name !== initial.name || form.amount !== initial.amount || form.date.day !== initial.date.day || form.date.month !== initial.date.month || form.date.year !== initial.date.year;

/** The non-blocking warnings under the form (spec 3 §5). */
export function formWarnings(form: GoalForm, goal: Pick<GoalLike, 'currentAmount' | 'date' | 'paidOut'> | null, today: string): string[] {
  const warnings: string[] = [];
  const cents = centsOfDollars(form.amount);
  if (cents !== null && cents > MILESTONE_ADVICE_DOLLARS * 100) warnings.push(FORM_MESSAGES.milestones);
  if (goal && cents !== null && cents < goal.currentAmount) warnings.push(FORM_MESSAGES.excess);
  const date = dateOfParts(form.date);
  // Only where a past date completes the target; a new target's past date is an error (validateTargetDate).
  if (date !== null && date < today && goal !== null && !goal.paidOut && goal.date >= today) warnings.push(FORM_MESSAGES.expired);
  return warnings;
}

/**
 * Saving the edit view of an active target whose new date has passed while the old one had not opens the
 * paid-out view first (spec 3 §4: expired targets count as completed).
 */
export function saveNeedsPaidOut(form: GoalForm, goal: Pick<GoalLike, 'date' | 'paidOut'>, today: string): boolean {
  const date = dateOfParts(form.date);
  return !goal.paidOut && date !== null && date < today && goal.date >= today;
}

/** Spec 3 §4: paid out what was allocated (or 0); on the chosen date when it moved into the past, else today. */
export function paidOutDefaults(goal: Pick<GoalLike, 'currentAmount' | 'date'>, chosenDate: string | null, today: string): { amount: string; date: DateParts } {
  const movedIntoPast = chosenDate !== null && chosenDate < today && goal.date >= today;
  return { amount: dollarsText(goal.currentAmount ?? 0), date: partsOf(movedIntoPast ? chosenDate : today) };
}
