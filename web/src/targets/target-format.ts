/**
 * How targets read on screen (spec 3 §9: "Amounts are shown with 0 or 2 decimals"), and the whole-dollar amount
 * input of the target forms (spec 3 §5: non-negative, no decimals, capped at 999,999,999). Pure.
 */
import type { Badge } from '../../../src/targets/adapters/http/targets.contract.js';
import type { ListingGroup } from '../../../src/targets/domain/goal.js';
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
 * What the whole-dollar input keeps of what was typed: digits only (separators and anything else dropped),
 * clamped to 999,999,999; '' stays '' (no amount yet).
 */
export function wholeDollarsTyped(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  return Number(digits) > MAX_TARGET_DOLLARS ? String(MAX_TARGET_DOLLARS) : digits;
}

/** Cents of a whole-dollar input; null when empty. */
export const centsOfDollars = (text: string): number | null => (text === '' ? null : Number(text) * 100);

/** The input's text for a stored amount (whole dollars, rounded down: the forms take no decimals). */
export const dollarsText = (cents: number | null | undefined): string => (cents === null || cents === undefined ? '' : String(Math.floor(cents / 100)));

/** '1,234' as the input shows a typed amount. */
export const groupedDollars = (text: string): string => (text === '' ? '' : Number(text).toLocaleString('en-SG'));
