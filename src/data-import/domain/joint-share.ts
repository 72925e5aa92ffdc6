/**
 * Joint accounts (spec 2 §3, §4, §9): any account relationship containing "joint" (Joint, Joint-OR, Joint-AND;
 * any case) is joint, and its amounts count for the resident's percentageShare / 100 of them.
 */
import { ROUND_HALF_UP, dec } from '../../shared-kernel/decimal.js';

export const isJointRelationship = (relationship: string | null | undefined): boolean => /joint/i.test(relationship ?? '');

/**
 * The resident's part of `cents`: the whole for a single account (or when the scaling is excluded), else
 * cents x share / 100, rounded half up to the cent. A share outside 0..100 is a data error: clamped.
 */
export function residentPart(cents: number, relationship: string | null | undefined, percentageShare: number | null, excluded = false): number {
  if (excluded || !isJointRelationship(relationship) || percentageShare === null) return cents;
  const share = Math.min(100, Math.max(0, percentageShare));
  return Number(dec(cents).times(dec(share)).div(dec(100)).round(0, ROUND_HALF_UP).toFixed(0));
}

