/**
 * How targets read on screen (spec 3 §9: "Amounts are shown with 0 or 2 decimals"), and the whole-dollar amount
 * input of the target forms (spec 3 §5: non-negative, no decimals, capped at 999,999,999). Pure.
 */
import type { Badge } from '../../../src/targets/adapters/http/targets.contract.js';
import type { ListingGroup } from '../../../src/targets/domain/goal.js';
import { parseWholeDollars } from '../../../src/shared-kernel/money-input.js';
import { formatMoney, type Cents } from '../shared/format/money';

/** S$1,200 for whole dollars, S$1,200.50 otherwise. */
export function targetMoney(cents: number): string {
  const text = formatMoney(Math.round(cents) as Cents);
  return cents % 100 === 0 ? text.replace(/\.00$/, '') : text;
}

export function badgeText(badge: Badge): string {
  if (badge.kind === 'ACHIEVED') return 'Achieved';
  if (badge.kind === 'ACHIEVABLE') return 'Achievable';
  return `Short of ${targetMoney(badge.shortBy)}`;
}

export const GROUP_TITLES: Record<ListingGroup, string> = {
  upcoming: 'Upcoming targets',
  past: 'Past or overdue',
  paidOut: 'Paid out',
};

/** Spec 3 §9: the amount cap, in dollars. */
export const MAX_TARGET_DOLLARS = 999_999_999;

/**
 * What the whole-dollar input keeps of what was typed: grouping commas and spaces go, letters are refused (spec 3
 * §5: the input "accepts only non-negative numbers"), but a minus sign and a decimal point are kept, so the field
 * can say why the amount is wrong instead of turning -200 into 200 or 12.50 into 1250. A whole number above
 * 999,999,999 is clamped (spec 3 §5); '' stays '' (no amount yet).
 */
export function wholeDollarsTyped(text: string): string {
  const kept = text.replace(/[^\d.-]/g, '');
  if (!/^\d+$/.test(kept)) return kept;
  const digits = kept.replace(/^0+(?=\d)/, '');
  return Number(digits) > MAX_TARGET_DOLLARS ? String(MAX_TARGET_DOLLARS) : digits;
}

/**
 * Why a typed whole-dollar amount cannot be used, in the spec 1 §5 texts (the kernel's parser): a negative amount
 * reads 'Must be more than or equal to 0', a fraction 'Must be a whole number'; null for '' or a whole number.
 */
export function wholeDollarsProblem(text: string): string | null {
  if (text === '') return null;
  const parsed = parseWholeDollars(text);
  return parsed.ok ? null : parsed.message;
}

/** Cents of a whole-dollar input; null when empty or when {@link wholeDollarsProblem} has something to say. */
export function centsOfDollars(text: string): number | null {
  if (text === '') return null;
  const parsed = parseWholeDollars(text);
  return parsed.ok ? parsed.cents : null;
}

/** The input's text for a stored amount (whole dollars, rounded down: the forms take no decimals). */
export const dollarsText = (cents: number | null | undefined): string => (cents === null || cents === undefined ? '' : String(Math.floor(cents / 100)));

/** '1,234' as the input shows a typed amount; anything but a whole number is shown as typed. */
export const groupedDollars = (text: string): string => (/^\d+$/.test(text) ? Number(text).toLocaleString('en-SG') : text);
