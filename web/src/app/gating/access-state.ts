/**
 * The resident's state as the shared gating function reads it (spec 1 §4 "Access gating"), built from what the
 * identity store knows. Pure, so the mapping is tested without a browser; `decideAccess` itself lives in the shared
 * kernel and is the one place the rules are written.
 */
import { accessStateOf, nocCutoffDate, PROTECTION_ALLOCATION, type AccessState } from '../../../../src/shared-kernel/access-gating.js';
import type { UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';

export interface AccessInputs {
  signedIn: boolean;
  user: UserProfile | null;
  /** `config.environment === 'production'`: the notice-of-collection cut-off differs (spec 1 §4). */
  production: boolean;
  now: Date;
  /** The tester controls' vanilla tables mode (never on in production; see app/tester). */
  vanillaTablesMode?: boolean;
  /** 'YYYY-MM' the resident's bank data is from, null without any (GET /apim/data; only /update-bank-data asks). */
  bankDataLatestMonth?: string | null;
  /** SET_SAVING_TARGETS completed (module status; only the targets routes ask). */
  targetSetupComplete?: boolean;
  /** A goal past its date and not paid out (GET /targets; only the targets routes ask). */
  hasExpiredUnpaidTargets?: boolean;
}

export { singaporeYearMonth } from '../../../../src/shared-kernel/access-gating.js';

/** The resident's state for the shared gate (the shared kernel's `accessStateOf`, the server's mapping too). */
export function buildAccessState({
  signedIn,
  user,
  production,
  now,
  vanillaTablesMode = false,
  bankDataLatestMonth = null,
  targetSetupComplete = false,
  hasExpiredUnpaidTargets = false,
}: AccessInputs): AccessState {
  const resident =
    signedIn && user !== null
      ? {
          accountStatus: user.accountStatus,
          consentedToAppTNCAt: user.consentedToAppTNCAt,
          latestConsentedToAppNOCAt: user.latestConsentedToAppNOCAt,
          emailVerified: user.emailVerificationStatus === 'VERIFIED',
          deferEmailVerification: user.deferEmailVerification,
          onboardingComplete: user.onboardingComplete,
        }
      : null;
  return accessStateOf(resident, {
    now,
    nocCutoffDate: nocCutoffDate(production),
    vanillaTablesMode: !production && vanillaTablesMode,
    bankDataLatestMonth,
    targetSetupComplete,
    hasExpiredUnpaidTargets,
  });
}

/** Where a redirect came from, as the gate puts it in navigation state (spec 1 §2 "Route guard"). */
export interface FromState {
  from: string;
}

/**
 * The path a page should continue to: navigation state `from` when it is an in-app path, else `fallback`.
 * Anything that is not a plain same-site path ('//evil.example', 'https://…') is ignored.
 */
export function continuePath(state: unknown, fallback: string): string {
  const from = (state as Partial<FromState> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  return from;
}

/** The routes whose gate reads the targets (spec 1 §4 rules 6 and 7): they wait for the module status and GET /targets. */
export function readsTargets(path: string): boolean {
  return (
    path === '/targets' ||
    (path.startsWith('/targets/') && path !== '/targets/lockout-page') ||
    ['/allocate-funds-and-allocation', PROTECTION_ALLOCATION, '/update-savings-preview', '/update-target-progress', '/update-available-funds'].includes(path)
  );
}
