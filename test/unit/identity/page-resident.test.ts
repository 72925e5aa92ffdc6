import { expect } from 'chai';
import { accessStateOfUser, pageResident } from '../../../src/identity/adapters/http/page-resident.js';
import type { User } from '../../../src/identity/domain/user.js';
import type { UserRepository } from '../../../src/identity/ports/user-repository.js';
import type { AppContext } from '../../../src/platform/http/http-types.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { ANSWERED, aUser } from './user-fixture.js';

/**
 * docs/decisions.md "A private page's frame in its document": the server sends a private page's frame only to the
 * resident of a live session whom the shared gate (spec 1 §4) lets see that page; anyone else gets the blank shell.
 */
describe("Who a private page's frame goes to", () => {
  const NOW = new Date('2026-12-03T02:00:00.000Z');
  const CUTOFF = '2023-10-29';
  const onboarded = aUser({ ...ANSWERED, emailVerificationStatus: 'VERIFIED' });
  const liveSession = { userId: 'user-1', sessionToken: 'token-1', signedInAt: NOW.getTime() - 60_000, lastActivityAt: NOW.getTime() - 60_000 };

  function decide(user: User | null, options: { session?: Record<string, unknown> | null; storedToken?: string; address?: string } = {}) {
    const users = { findWithSessionToken: async () => (user ? { user, sessionToken: options.storedToken ?? 'token-1' } : null) } as unknown as UserRepository;
    const read = pageResident({ users, clock: new ManualClock(NOW), idleTimeoutMs: 15 * 60_000, nocCutoffDate: CUTOFF });
    const ctx = { session: options.session === undefined ? { ...liveSession } : options.session, state: {} } as unknown as AppContext;
    return read(ctx, options.address ?? '/dashboard');
  }

  it('an onboarded resident on a live session: the frame, with their name', async () => {
    expect(await decide(onboarded)).to.deep.equal({ name: 'TAN HENG HUAT' });
    expect(await decide(onboarded, { address: '/retirement-plan' })).to.deep.equal({ name: 'TAN HENG HUAT' });
  });

  it('a resident the gate sends elsewhere gets the shell: onboarding not done, email neither verified nor deferred, terms or notice not consented, pending deletion', async () => {
    expect(await decide(aUser({ emailVerificationStatus: 'VERIFIED' }))).to.equal(null);
    expect(await decide(aUser({ ...ANSWERED }))).to.equal(null);
    expect(await decide(aUser({ ...ANSWERED, emailVerificationStatus: 'VERIFIED', consentedToAppTNCAt: null }))).to.equal(null);
    expect(await decide(aUser({ ...ANSWERED, emailVerificationStatus: 'VERIFIED', latestConsentedToAppNOCAt: new Date('2023-10-01T00:00:00.000Z') }))).to.equal(null);
    expect(await decide(aUser({ ...ANSWERED, emailVerificationStatus: 'VERIFIED', accountStatus: 'PENDING_DELETION' }))).to.equal(null);
    // Deferring the email check is enough for the dashboard, as in the app.
    expect(await decide(aUser({ ...ANSWERED, deferEmailVerification: true }))).to.deep.equal({ name: 'TAN HENG HUAT' });
  });

  it('no session, an unknown user, a replaced, idle or expired session: the shell', async () => {
    expect(await decide(onboarded, { session: null })).to.equal(null);
    expect(await decide(onboarded, { session: { userId: 'user-1' } })).to.equal(null);
    expect(await decide(null)).to.equal(null);
    expect(await decide(onboarded, { storedToken: 'token-2' })).to.equal(null);
    expect(await decide(onboarded, { session: { ...liveSession, lastActivityAt: NOW.getTime() - 16 * 60_000 } })).to.equal(null);
    expect(await decide(onboarded, { session: { ...liveSession, signedInAt: NOW.getTime() - 13 * 3_600_000, lastActivityAt: NOW.getTime() - 1_000 } })).to.equal(null);
  });

  it("builds the gate's state as the web app does from GET /user: consents as ISO, this month in Singapore", () => {
    const state = accessStateOfUser(onboarded, new Date('2026-11-30T16:30:00.000Z'), CUTOFF);
    expect(state).to.include({ signedIn: true, vanillaTablesMode: false, emailVerified: true, onboardingComplete: true, consentedToAppTNCAt: '2026-01-01T00:00:00.000Z', nocCutoffDate: CUTOFF });
    // 00:30 on 1 December in Singapore.
    expect(state.currentMonth).to.equal('2026-12');
  });
});
