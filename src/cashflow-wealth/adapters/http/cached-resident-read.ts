import { residentFactsOf } from '../../../identity/public.js';
import type { AppContext } from '../../../platform/http/http-types.js';
import type { ResidentResponseCache } from '../../../platform/http/resident-response-cache.js';
import type { Clock } from '../../../shared-kernel/clock.js';
import { todayInSingapore } from '../../../shared-kernel/dates.js';
import type { FinancesVersions } from '../../ports/finances-versions.js';
import type { ResidentFacts } from '../../ports/resident-facts.js';

export interface CachedReadDeps {
  versions: FinancesVersions;
  clock: Clock;
  cache: ResidentResponseCache;
}

/**
 * Answers a dashboard read of the signed-in resident from memory when nothing it depends on has changed: their
 * money rows and the exchange rates (the database stamp), their date of birth and employment status (from the
 * session's user, no query), and the day in Singapore (age-dependent CPF fields). The stamp is read BEFORE the
 * data, so an entry can only be as new as or newer than its stamp, never older: a write that lands meanwhile moves
 * the stamp on and the next read misses.
 */
export async function respondWithCachedRead(ctx: AppContext, deps: CachedReadDeps, compute: (userId: string, facts: ResidentFacts) => Promise<unknown>): Promise<void> {
  const user = ctx.state.currentUser!;
  const facts: ResidentFacts = residentFactsOf(user);
  const key = [await deps.versions.stampOf(user.id), facts.dateOfBirth, facts.employmentStatus, todayInSingapore(deps.clock)].join('|');
  let body = deps.cache.lookup(user.id, key);
  if (body === undefined) {
    body = JSON.stringify(await compute(user.id, facts));
    deps.cache.store(user.id, key, body);
  }
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'application/json';
  ctx.body = body;
}

/** The signed-in resident's facts (for reads that are not cached). */
export const signedInResidentFacts = (ctx: AppContext): ResidentFacts => residentFactsOf(ctx.state.currentUser!);
