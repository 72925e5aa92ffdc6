import { ValidationFailed, type FieldError } from '../../shared-kernel/errors.js';
import { LocalDate } from '../../shared-kernel/local-date.js';
import { MAX_MONEY_INPUT_SGD_CENTS, type Cents } from '../../shared-kernel/money.js';
import { dec } from '../../shared-kernel/decimal.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { formatLimit } from '../../shared-kernel/validation/values.js';

/** CPF members have a retirement account (RA) from this age (spec 2 §3 "CPF asset"). */
export const RETIREMENT_ACCOUNT_AGE = 55;
export const RETIREMENT_ACCOUNT_TOO_YOUNG = `The retirement account applies from age ${RETIREMENT_ACCOUNT_AGE}`;

/** The CPF account balances, SGD cents: ordinary, special, MediSave and retirement accounts. */
export interface CpfBalances {
  oa: Cents;
  sa: Cents;
  ma: Cents;
  ra: Cents;
}

/** The resident's one CPF asset. */
export interface CpfAsset extends CpfBalances {
  id: string;
}

/** PATCH /asset/cpf body: `ra` may be left out (the stored one is kept; 0 for a new asset). */
export interface CpfUpdate {
  oa: number;
  sa: number;
  ma: number;
  ra?: number;
}

/**
 * Age in whole years on `today` ('YYYY-MM-DD' both): a year older on the birthday itself; someone born on
 * 29 February turns a year older on 1 March in other years. Null without a date of birth.
 */
export function ageOn(dateOfBirth: string | null, today: LocalDate): number | null {
  if (dateOfBirth === null) return null;
  return LocalDate.wholeYearsBetween(dateOfBirth as LocalDate, today);
}

/** True from the 55th birthday; a resident without a date of birth counts as younger. */
export function hasRetirementAccount(dateOfBirth: string | null, today: LocalDate): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age >= RETIREMENT_ACCOUNT_AGE;
}

/**
 * The balances after PATCH /asset/cpf: oa, sa, ma (and ra) integer cents from 0 to the SGD money cap; a positive
 * `ra` only from age 55 (0 is accepted at any age). A left-out `ra` keeps the stored one.
 * @throws ValidationFailed (400) listing every problem.
 */
export function settleCpfBalances(stored: CpfBalances | null, update: CpfUpdate, retirementAccount: boolean): CpfBalances {
  const problems: FieldError[] = [];
  const ra = update.ra ?? stored?.ra ?? 0;
  const values = { oa: update.oa, sa: update.sa, ma: update.ma, ra };
  for (const field of ['oa', 'sa', 'ma', 'ra'] as const) {
    const value = values[field];
    if (!Number.isSafeInteger(value)) problems.push({ field, message: messages.wholeNumber });
    else if (value < 0) problems.push({ field, message: messages.minInclusive('0') });
    else if (value > MAX_MONEY_INPUT_SGD_CENTS) problems.push({ field, message: messages.maxInclusive(formatLimit(dec(MAX_MONEY_INPUT_SGD_CENTS).div(100n))) });
  }
  if (update.ra !== undefined && update.ra > 0 && !retirementAccount) problems.push({ field: 'ra', message: RETIREMENT_ACCOUNT_TOO_YOUNG });
  if (problems.length > 0) throw new ValidationFailed(problems);
  return values as CpfBalances;
}

/** The CPF asset as the resident sees it: the retirement account only from age 55 (spec 2 §3). */
export type VisibleCpfAsset = Omit<CpfAsset, 'ra'> & { ra?: Cents };

export function visibleCpfAsset(asset: CpfAsset, retirementAccount: boolean): VisibleCpfAsset {
  const { ra, ...rest } = asset;
  return retirementAccount ? { ...rest, ra } : rest;
}
