/// <reference types="mocha" />
import { expect } from 'chai';
import type { UserProfile } from '../../src/identity/adapters/http/identity.contract.js';
import { decideAccess } from '../../src/shared-kernel/access-gating.js';
import { buildAccessState, continuePath, singaporeYearMonth } from '../src/app/gating/access-state';

const NOW = new Date('2026-03-31T17:30:00Z'); // 1 April 2026, 01:30 in Singapore

function user(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u-1',
    name: 'TAN HENG HUAT',
    accountStatus: null,
    consentedToAppTNCAt: '2026-01-10T02:00:00.000Z',
    latestConsentedToAppNOCAt: '2026-01-10T02:00:00.000Z',
    emailVerificationStatus: 'UNVERIFIED',
    deferEmailVerification: false,
    onboardingComplete: false,
    ...overrides,
  } as UserProfile;
}

describe('buildAccessState', () => {
  it('maps the signed-in user onto the gating state', () => {
    const state = buildAccessState({ signedIn: true, user: user({ deferEmailVerification: true }), production: false, now: NOW });
    expect(state).to.deep.include({
      signedIn: true,
      accountStatus: null,
      consentedToAppTNCAt: '2026-01-10T02:00:00.000Z',
      latestConsentedToAppNOCAt: '2026-01-10T02:00:00.000Z',
      nocCutoffDate: '2023-10-25',
      emailVerified: false,
      deferEmailVerification: true,
      onboardingComplete: false,
      targetSetupComplete: false,
      hasExpiredUnpaidTargets: false,
      bankDataLatestMonth: null,
      currentMonth: '2026-04',
    });
  });

  it('uses the production cut-off in production', () => {
    expect(buildAccessState({ signedIn: true, user: user(), production: true, now: NOW }).nocCutoffDate).to.equal('2023-10-29');
  });

  it('reads a verified email as verified', () => {
    const state = buildAccessState({ signedIn: true, user: user({ emailVerificationStatus: 'VERIFIED' }), production: false, now: NOW });
    expect(state.emailVerified).to.equal(true);
    const pending = buildAccessState({ signedIn: true, user: user({ emailVerificationStatus: 'PENDING_VERIFICATION' }), production: false, now: NOW });
    expect(pending.emailVerified).to.equal(false);
  });

  it('is signed out without a user, whatever the session flag says', () => {
    const state = buildAccessState({ signedIn: true, user: null, production: false, now: NOW });
    expect(state.signedIn).to.equal(false);
    expect(state.consentedToAppTNCAt).to.equal(null);
    expect(buildAccessState({ signedIn: false, user: user(), production: false, now: NOW }).signedIn).to.equal(false);
  });

  it('carries the bank-data month for a signed-in resident only', () => {
    expect(buildAccessState({ signedIn: true, user: user(), production: false, now: NOW, bankDataLatestMonth: '2026-03' }).bankDataLatestMonth).to.equal('2026-03');
    expect(buildAccessState({ signedIn: false, user: null, production: false, now: NOW, bankDataLatestMonth: '2026-03' }).bankDataLatestMonth).to.equal(null);
  });

  it('opens /update-bank-data unless the bank data is from last month (1 April: March is up to date)', () => {
    const onboarded = user({ onboardingComplete: true, deferEmailVerification: true });
    const decide = (month: string | null) =>
      decideAccess('/update-bank-data', buildAccessState({ signedIn: true, user: onboarded, production: false, now: NOW, bankDataLatestMonth: month }));
    expect(decide('2026-03')).to.deep.equal({ allow: false, redirectTo: '/dashboard' });
    expect(decide('2026-02')).to.deep.equal({ allow: true });
    expect(decide(null)).to.deep.equal({ allow: true });
    const notOnboarded = buildAccessState({ signedIn: true, user: user(), production: false, now: NOW, bankDataLatestMonth: '2026-02' });
    expect(decideAccess('/update-bank-data', notOnboarded)).to.deep.equal({ allow: false, redirectTo: '/onboarding' });
  });

  describe('with decideAccess (the journeys the web relies on)', () => {
    const decide = (path: string, u: UserProfile | null) =>
      decideAccess(path, buildAccessState({ signedIn: u !== null, user: u, production: false, now: NOW }));

    it('sends a visitor home from signed-in pages and lets public pages show', () => {
      expect(decide('/onboarding', null)).to.deep.equal({ allow: false, redirectTo: '/' });
      expect(decide('/privacy-policy', null)).to.deep.equal({ allow: true });
    });
    it('sends a new resident to the consent page first, from anywhere signed in', () => {
      const fresh = user({ consentedToAppTNCAt: null, latestConsentedToAppNOCAt: null });
      expect(decide('/dashboard', fresh)).to.deep.equal({ allow: false, redirectTo: '/intro-privacy' });
      expect(decide('/onboarding/info/step-1', fresh)).to.deep.equal({ allow: false, redirectTo: '/intro-privacy' });
      expect(decide('/intro-privacy', fresh)).to.deep.equal({ allow: true });
    });
    it('takes a consented resident from the dashboard to onboarding once the intercepts are passed', () => {
      expect(decide('/dashboard', user())).to.deep.equal({ allow: false, redirectTo: '/email-intercept-login' });
      expect(decide('/dashboard', user({ deferEmailVerification: true }))).to.deep.equal({ allow: false, redirectTo: '/onboarding' });
      expect(decide('/dashboard', user({ deferEmailVerification: true, onboardingComplete: true }))).to.deep.equal({ allow: true });
    });
    it('asks a returning resident with an old notice-of-collection consent to agree again', () => {
      const old = user({ latestConsentedToAppNOCAt: '2023-10-24T08:00:00.000Z', deferEmailVerification: true, onboardingComplete: true });
      expect(decide('/dashboard', old)).to.deep.equal({ allow: false, redirectTo: '/notification-of-changes-intercept-login' });
    });
    it('sends an account pending deletion to the deactivated page', () => {
      expect(decide('/onboarding', user({ accountStatus: 'PENDING_DELETION' }))).to.deep.equal({ allow: false, redirectTo: '/deactivated' });
    });
  });
});

describe('singaporeYearMonth', () => {
  it('is the month in Singapore, which starts 8 hours before UTC', () => {
    expect(singaporeYearMonth(new Date('2026-03-31T15:59:59Z'))).to.equal('2026-03');
    expect(singaporeYearMonth(new Date('2026-03-31T16:00:00Z'))).to.equal('2026-04');
    expect(singaporeYearMonth(new Date('2025-12-31T16:00:00Z'))).to.equal('2026-01');
  });
});

describe('continuePath', () => {
  it('continues to the origin path carried in navigation state', () => {
    expect(continuePath({ from: '/dashboard' }, '/x')).to.equal('/dashboard');
    expect(continuePath({ from: '/profile/edit-email-preferences' }, '/x')).to.equal('/profile/edit-email-preferences');
  });
  it('falls back when there is no usable origin', () => {
    expect(continuePath(null, '/dashboard')).to.equal('/dashboard');
    expect(continuePath({}, '/dashboard')).to.equal('/dashboard');
    expect(continuePath({ from: 42 }, '/dashboard')).to.equal('/dashboard');
    expect(continuePath({ from: '//evil.example/' }, '/dashboard')).to.equal('/dashboard');
    expect(continuePath({ from: 'https://evil.example/' }, '/dashboard')).to.equal('/dashboard');
  });
});
