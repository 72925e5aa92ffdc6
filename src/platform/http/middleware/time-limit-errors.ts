import { DeadlinePassed, type ExpiredBy } from '../../db/request-deadline.js';

/** What the error contract knows of the request's deadline when it fails. */
export interface DeadlineOutcome {
  expiredBy: ExpiredBy | null;
  /** Something was committed before the failure (db/deadline-guard.ts). */
  changedData: boolean;
  /** A POST/PUT/PATCH/DELETE: the resident wants to know whether anything was saved. */
  write: boolean;
}

type Kind = 'timed-out' | 'busy' | 'stopping';

const CODES: Record<Kind, string> = { 'timed-out': 'SERVICE.TIMED_OUT', busy: 'SERVICE.BUSY', stopping: 'SERVICE.STOPPING' };
/** The codes of the answers below: logged as warnings, not errors. */
export const TIME_LIMIT_CODES: ReadonlySet<string> = new Set(Object.values(CODES));
const LEADS: Record<Kind, string> = {
  'timed-out': 'This took too long',
  busy: 'Your data is busy with another change',
  stopping: 'The service is restarting',
};
export const PARTLY_SAVED =
  'This was stopped before it finished, and part of your change may have been saved. Reload the page to check, then try again.';

/** query_canceled (statement_timeout, or our cancel at the deadline) and idle_in_transaction_session_timeout. */
const PG_TIMED_OUT = new Set(['57014', '25P03']);
/** lock_not_available: lock_timeout, waiting on another write's lock. */
const PG_LOCK_NOT_AVAILABLE = '55P03';

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; parent?: { code?: unknown }; original?: { code?: unknown } } | null;
  const code = e?.parent?.code ?? e?.original?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

function kindOf(err: unknown, deadline: DeadlineOutcome | undefined): Kind | null {
  // The client's own mistake (a 404, a 405 raised by Koa) stays what it is, whenever it happens.
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return null;
  if (deadline?.expiredBy === 'shutdown' || (err instanceof DeadlinePassed && err.expiredBy === 'shutdown')) return 'stopping';
  if (err instanceof DeadlinePassed) return 'timed-out';
  const code = pgCode(err);
  if (code === PG_LOCK_NOT_AVAILABLE) return 'busy';
  if (code !== undefined && PG_TIMED_OUT.has(code)) return 'timed-out';
  // Whatever else broke once the deadline had passed (a statement cut mid-way, a transaction Sequelize then refuses
  // to finish) is the deadline's doing.
  return deadline?.expiredBy === 'deadline' ? 'timed-out' : null;
}

/**
 * The 503 of a request a time limit stopped (docs/operations.md "Time limits"), or null when `err` is something
 * else. The message says what the resident can do, and whether anything was saved: a write's transaction rolled
 * back ("nothing was changed") unless it had already committed part of its work.
 */
export function timeLimitAnswer(err: unknown, deadline?: DeadlineOutcome): { code: string; message: string } | null {
  const kind = kindOf(err, deadline);
  if (!kind) return null;
  if (deadline?.write && deadline.changedData) return { code: CODES[kind], message: PARTLY_SAVED };
  const message = deadline?.write ? `${LEADS[kind]}, so nothing was changed. Try again in a moment.` : `${LEADS[kind]}. Try again in a moment.`;
  return { code: CODES[kind], message };
}
