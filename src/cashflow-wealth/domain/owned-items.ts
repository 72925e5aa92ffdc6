import { DomainError, NotFound, ValidationFailed, type FieldError } from '../../shared-kernel/errors.js';

/**
 * The shape shared by the single-item calls (POST, PATCH /{id}, DELETE /{id}) of monthly investments and
 * liabilities: a kind's rules, its cap on the number of items, and its 404 text.
 */
export interface OwnedItemRules<D> {
  /** e.g. 'CASHFLOW.LIABILITY_NOT_FOUND' (404) */
  notFoundCode: string;
  notFoundMessage: string;
  /** e.g. 'CASHFLOW.TOO_MANY_LIABILITIES' (422) */
  tooManyCode: string;
  tooManyMessage: string;
  maxItems: number;
  /** every field problem of a complete item (field names as in the request body) */
  problems: (item: D) => FieldError[];
}

/**
 * POST: a new item after `storedCount` others.
 * @throws ValidationFailed (400); DomainError tooManyCode (422) when the resident already has `maxItems`.
 */
export function checkNewItem<D>(rules: OwnedItemRules<D>, storedCount: number, item: D): D {
  const problems = rules.problems(item);
  if (problems.length > 0) throw new ValidationFailed(problems);
  if (storedCount >= rules.maxItems) throw new DomainError(rules.tooManyCode, rules.tooManyMessage, 'business-rule');
  return item;
}

/**
 * PATCH: the stored item with the changed fields, checked as a whole.
 * @throws ValidationFailed (400).
 */
export function applyItemChange<D extends object>(rules: OwnedItemRules<D>, stored: D, change: Partial<D>): D {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<D>;
  const updated = { ...stored, ...defined };
  const problems = rules.problems(updated);
  if (problems.length > 0) throw new ValidationFailed(problems);
  return updated;
}

/** 404 for an id that is not one of the resident's (never 403: another resident's id looks unknown). */
export const itemNotFound = (rules: Pick<OwnedItemRules<unknown>, 'notFoundCode' | 'notFoundMessage'>): NotFound => new NotFound(rules.notFoundCode, rules.notFoundMessage);
