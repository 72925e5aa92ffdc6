/**
 * The CPF balances on /wealth/assets (spec 2 §3 "CPF asset"): the retirement account (RA) exists only from age 55,
 * so it is asked and sent only then.
 */
import { LocalDate } from '../../../src/shared-kernel/local-date.js';
import type { CpfAssetDto, UpdateCpfAssetRequest } from './wealth.types';

/** Spec 2 §3: the RA is omitted for residents younger than 55. */
export const RA_MIN_AGE = 55;

/**
 * Whole years from `dob` ('YYYY-MM-DD', or an instant's text whose first ten characters are its day) to `today`, both
 * Singapore calendar days: the kernel's one age rule. Null without a dob or with a day that is not one.
 */
export function ageOn(dob: string | null, today: string): number | null {
  if (!dob) return null;
  const born = dob.slice(0, 10);
  if (!LocalDate.isValid(born) || !LocalDate.isValid(today)) return null;
  return LocalDate.wholeYearsBetween(born, today);
}

/** Today in Singapore as 'YYYY-MM-DD'. */
export { singaporeToday } from '../shared/format/date-time';

export function showsRetirementAccount(dob: string | null, today: string): boolean {
  const age = ageOn(dob, today);
  return age !== null && age >= RA_MIN_AGE;
}

/**
 * From 2025 a member's Special Account closes at 55 (its savings go to the RA, the rest to the OA: docs/decisions.md
 * "CPF rules as dated tables"), so a resident of 55 or older is no longer asked for one; a balance still stored is
 * shown until cleared, so nothing counted is hidden.
 */
export const SA_CLOSES_AT_55_FROM = '2025-01-01';

export function showsSpecialAccount(dob: string | null, today: string, storedSa: number): boolean {
  const age = ageOn(dob, today);
  return storedSa > 0 || age === null || age < RA_MIN_AGE || today < SA_CLOSES_AT_55_FROM;
}

export type CpfAccount = 'oa' | 'sa' | 'ma' | 'ra';

export const CPF_ACCOUNT_LABELS: Readonly<Record<CpfAccount, string>> = {
  oa: 'Ordinary Account (S$)',
  sa: 'Special Account (S$)',
  ma: 'MediSave Account (S$)',
  ra: 'Retirement Account (S$)',
};

export function cpfAccounts(withRa: boolean, withSa = true): CpfAccount[] {
  return (['oa', 'sa', 'ma', 'ra'] as const).filter((account) => (account !== 'ra' || withRa) && (account !== 'sa' || withSa));
}

/**
 * The PATCH /asset/cpf body for the balances entered, or null when nothing needs saving: the same as stored, or
 * nothing stored and every balance left at 0. RA goes only to residents of 55 or older.
 */
export function cpfUpdate(stored: CpfAssetDto | null, balances: Record<CpfAccount, number>, withRa: boolean, withSa = true): UpdateCpfAssetRequest | null {
  const body: UpdateCpfAssetRequest = { oa: balances.oa, sa: withSa ? balances.sa : 0, ma: balances.ma };
  if (withRa) body.ra = balances.ra;
  const accounts = cpfAccounts(withRa, withSa);
  if (stored === null) return accounts.some((a) => (body[a] ?? 0) > 0) ? body : null;
  return accounts.some((a) => (body[a] ?? 0) !== (stored[a] ?? 0)) ? body : null;
}
