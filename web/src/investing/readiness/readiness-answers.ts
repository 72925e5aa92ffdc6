/**
 * The assessment's three answers, kept in this browser per resident (decisions.md "Readiness assessment"): the
 * guide's server state is per step only, and the answers shape advice, not the checks, so they need not follow the
 * resident to another device. Keyed by the resident's id, so two residents sharing a browser never see each other's.
 */
import { FALL_REACTIONS, HORIZONS, INVESTING_GOALS, type ReadinessAnswers } from '../../../../src/cashflow-wealth/domain/investing/readiness.js';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const keyOf = (residentId: string) => `mymoneyplan.readiness-answers.${residentId}`;

/** The stored answers, or null when there are none or they are not three known answers. */
export function loadReadinessAnswers(storage: KeyValueStorage | null, residentId: string): ReadinessAnswers | null {
  try {
    const raw = storage?.getItem(keyOf(residentId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ReadinessAnswers>;
    const valid =
      HORIZONS.includes(value.horizon as never) && INVESTING_GOALS.includes(value.goal as never) && FALL_REACTIONS.includes(value.reaction as never);
    return valid ? { horizon: value.horizon!, goal: value.goal!, reaction: value.reaction! } : null;
  } catch {
    return null;
  }
}

export function saveReadinessAnswers(storage: KeyValueStorage | null, residentId: string, answers: ReadinessAnswers): void {
  try {
    storage?.setItem(keyOf(residentId), JSON.stringify(answers));
  } catch {
    // A full or blocked storage only costs the answers on the next visit; the results still show this time.
  }
}

/** window.localStorage where there is one (not in the web unit tests). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
