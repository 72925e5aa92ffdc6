/**
 * Domain errors carry a stable code (e.g. `IDENTITY.SESSION_EXPIRED`) and a kind. The HTTP error middleware maps
 * the kind to a status; nothing below the adapters ever knows about HTTP.
 */
export type ErrorKind =
  | 'validation' // 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'conflict' // 409
  | 'business-rule' // 422
  | 'duplicate-session' // 440
  | 'rate-limited' // 429
  | 'unavailable'; // 503

export interface FieldError {
  /** dotted path of the offending field, e.g. `income.amount` */
  field: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: ErrorKind = 'business-rule',
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailed extends DomainError {
  constructor(details: FieldError[], message = 'Some fields need your attention.') {
    super('VALIDATION.FAILED', message, 'validation', details);
  }
}

export class NotFound extends DomainError {
  constructor(code: string, message: string) {
    super(code, message, 'not-found');
  }
}

export class Forbidden extends DomainError {
  constructor(code: string, message: string) {
    super(code, message, 'forbidden');
  }
}

export class Unauthenticated extends DomainError {
  constructor(code: string, message: string) {
    super(code, message, 'unauthenticated');
  }
}

/**
 * Runs `check` on the item at `index` of a list written in one call: a refusal comes back with its fields under the
 * item's place ('assets.3.totalValueAmount'), so whoever sent the list can name the item (an import does).
 */
export function atItem<T>(list: string, index: number, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const details = (error.details ?? [{ field: '', message: error.message }]).map((d) => ({ ...d, field: d.field === '' ? `${list}.${index}` : `${list}.${index}.${d.field}` }));
    throw new DomainError(error.code, error.message, error.kind, details);
  }
}
