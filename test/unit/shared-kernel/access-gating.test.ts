import { expect } from 'chai';
import { accessStateOf, decideAccess, needsNoticeOfCollectionConsent, nocCutoffDate, singaporeYearMonth, type AccessState } from '../../../src/shared-kernel/access-gating.js';

/** A resident who has done everything: every gate open. Each case changes one thing. */
const READY: AccessState = {
  signedIn: true,
  accountStatus: null,
  consentedToAppTNCAt: '2026-01-10T02:00:00.000Z',
  latestConsentedToAppNOCAt: '2026-01-10T02:00:00.000Z',
  nocCutoffDate: '2023-10-25',
  emailVerified: true,
  deferEmailVerification: false,
  onboardingComplete: true,
  targetSetupComplete: true,
  hasExpiredUnpaidTargets: false,
  bankDataLatestMonth: '2026-10',
  currentMonth: '2026-11',
};

type Case = [string, string, Partial<AccessState>, string | null];
const cases: Case[] = [
  // [description, path, change, expected redirect (null = allowed)]
  ['public pages need nothing', '/about-us', { signedIn: false }, null],
  ['the landing page needs nothing', '/', { signedIn: false }, null],
  ['a resource sub-page is public', '/savings-resources/budgeting', { signedIn: false }, null],
  ['1. no session goes home', '/dashboard', { signedIn: false }, '/'],
  ['1. a duplicate session goes to /logout', '/dashboard', { signedIn: false, duplicateSession: true }, '/logout'],
  ['2. vanilla tables mode goes to /sgfindex', '/dashboard', { vanillaTablesMode: true }, '/sgfindex'],
  ['2. vanilla tables mode opens /sgfindex', '/sgfindex', { vanillaTablesMode: true }, null],
  ['2. and the bank-data callback that fills it', '/apim-callback', { vanillaTablesMode: true }, null],
  ['2. and the Myinfo callback', '/my-info-data-callback', { vanillaTablesMode: true }, null],
  ['2. and the error pages the callbacks fall back on', '/data/error/sp', { vanillaTablesMode: true }, null],
  ['2. and the app terms, needed before retrieving', '/intro-privacy', { vanillaTablesMode: true, consentedToAppTNCAt: null }, null],
  ['2. but not the summaries', '/data/summary/banks', { vanillaTablesMode: true }, '/sgfindex'],
  ['2. before pending deletion', '/dashboard', { vanillaTablesMode: true, accountStatus: 'PENDING_DELETION' }, '/sgfindex'],
  ['3. pending deletion is limited to /deactivated', '/profile', { accountStatus: 'PENDING_DELETION' }, '/deactivated'],
  ['3. /deactivated opens when pending deletion', '/deactivated', { accountStatus: 'PENDING_DELETION' }, null],
  ['3. pending deletion comes before consent', '/dashboard', { accountStatus: 'PENDING_DELETION', consentedToAppTNCAt: null }, '/deactivated'],
  ['/deactivated is not for active accounts', '/deactivated', {}, '/dashboard'],
  ['4. no consent goes to /intro-privacy', '/profile', { consentedToAppTNCAt: null }, '/intro-privacy'],
  ['4. /intro-privacy opens without consent', '/intro-privacy', { consentedToAppTNCAt: null }, null],
  ['4. consent comes before the dashboard intercepts', '/dashboard', { consentedToAppTNCAt: null, latestConsentedToAppNOCAt: null }, '/intro-privacy'],
  ['5. no notice-of-collection consent intercepts the dashboard', '/dashboard', { latestConsentedToAppNOCAt: null }, '/notification-of-changes-intercept-login'],
  ['5. consent on the cut-off day is too old', '/dashboard/cashflow', { latestConsentedToAppNOCAt: '2023-10-25T10:00:00.000Z' }, '/notification-of-changes-intercept-login'],
  ['5. consent the day after the cut-off is enough', '/dashboard', { latestConsentedToAppNOCAt: '2023-10-26T01:00:00.000Z' }, null],
  ['5. Singapore time decides the day (25 Oct 23:30 UTC is 26 Oct in Singapore)', '/dashboard', { latestConsentedToAppNOCAt: '2023-10-25T16:30:00.000Z' }, null],
  ['5. the notice comes before the email intercept', '/dashboard', { latestConsentedToAppNOCAt: null, emailVerified: false }, '/notification-of-changes-intercept-login'],
  ['5. an unverified email intercepts the dashboard', '/dashboard', { emailVerified: false }, '/email-intercept-login'],
  ['5. unless verification is deferred', '/dashboard', { emailVerified: false, deferEmailVerification: true }, null],
  ['5. then onboarding must be complete', '/dashboard', { onboardingComplete: false }, '/onboarding'],
  ['5. the email intercept comes before onboarding', '/dashboard', { emailVerified: false, onboardingComplete: false }, '/email-intercept-login'],
  ['budget calculator: a visitor is shown its lockout page', '/savings-resources/budget-calculator', { signedIn: false }, '/savings-resources/budget-calc-lockout-page'],
  ['budget calculator: a step too', '/savings-resources/budget-calculator/set-monthly-budget', { signedIn: false }, '/savings-resources/budget-calc-lockout-page'],
  ['budget calculator: the lockout page opens for a visitor', '/savings-resources/budget-calc-lockout-page', { signedIn: false }, null],
  ['budget calculator: needs onboarding', '/savings-resources/budget-calculator/summary', { onboardingComplete: false }, '/savings-resources/budget-calc-lockout-page'],
  ['financing plan: a visitor is shown its lockout page', '/buying-a-house/financing-plan', { signedIn: false }, '/buying-a-house/lockout-page'],
  ['financing plan: a plan step too', '/buying-a-house/financing-plan/7d0f6a52-6f5f-4a70-9b7e-0d8f3c0e9a11/step-3', { signedIn: false }, '/buying-a-house/lockout-page'],
  ['financing plan: the lockout page opens for a visitor', '/buying-a-house/lockout-page', { signedIn: false }, null],
  ['financing plan: needs onboarding', '/buying-a-house/financing-plan', { onboardingComplete: false }, '/buying-a-house/lockout-page'],
  ['financing plan: an onboarded resident on its lockout page goes on to the plans', '/buying-a-house/lockout-page', {}, '/buying-a-house/financing-plan'],
  ['financing plan: opens once onboarded', '/buying-a-house/financing-plan', {}, null],
  ['the purchase guide stays public', '/buying-a-house/hdb-or-bank-loan', { signedIn: false }, null],
  ['investing guide: a visitor is shown its lockout page', '/investment-resources/investing-for-beginners', { signedIn: false }, '/investment-resources/investing-for-beginners-lockout-page'],
  ['investing guide: its lockout page opens for a visitor', '/investment-resources/investing-for-beginners-lockout-page', { signedIn: false }, null],
  ['investing guide: needs onboarding', '/investment-resources/investing-for-beginners', { onboardingComplete: false }, '/investment-resources/investing-for-beginners-lockout-page'],
  ['investing guide: opens once onboarded', '/investment-resources/investing-for-beginners', {}, null],
  ['investing guide: its lockout page sends an onboarded resident on', '/investment-resources/investing-for-beginners-lockout-page', {}, '/investment-resources/investing-for-beginners'],
  ['readiness assessment: behind the guide\'s lockout page', '/investment-resources/readiness-assessment', { signedIn: false }, '/investment-resources/investing-for-beginners-lockout-page'],
  ['readiness results: behind the guide\'s lockout page', '/investment-resources/readiness-assessment-results', { onboardingComplete: false }, '/investment-resources/investing-for-beginners-lockout-page'],
  ['readiness results: an edit sub-page too', '/investment-resources/readiness-assessment-results/edit-emergency-fund', { signedIn: false }, '/investment-resources/investing-for-beginners-lockout-page'],
  ['readiness results: an edit sub-page opens once onboarded', '/investment-resources/readiness-assessment-results/edit-income', {}, null],
  ['growth rate: a visitor is shown its lockout page', '/investment-resources/estimated-growth-rate', { signedIn: false }, '/investment-resources/estimated-growth-rate-lockout-page'],
  ['growth rate: needs onboarding', '/investment-resources/estimated-growth-rate', { onboardingComplete: false }, '/investment-resources/estimated-growth-rate-lockout-page'],
  ['growth rate: its lockout page opens without onboarding', '/investment-resources/estimated-growth-rate-lockout-page', { onboardingComplete: false }, null],
  ['growth rate: its lockout page sends an onboarded resident on', '/investment-resources/estimated-growth-rate-lockout-page', {}, '/investment-resources/estimated-growth-rate'],
  ['growth rate: opens once onboarded', '/investment-resources/estimated-growth-rate', {}, null],
  ['investment articles stay public', '/investment-resources/beware-of-investment-scams', { signedIn: false }, null],
  ['an unknown investment address stays public (its page says not found)', '/investment-resources/xyz', { signedIn: false }, null],
  ['a look-alike of the guide is not the guide', '/investment-resources/investing-for-beginners-xyz', { signedIn: false }, null],
  ['budget calculator: opens once onboarded', '/savings-resources/budget-calculator/categorise-expenses', {}, null],
  ['budget calculator: the lockout page sends an onboarded resident on', '/savings-resources/budget-calc-lockout-page', {}, '/savings-resources/budget-calculator'],
  ['budget calculator: consent comes first', '/savings-resources/budget-calculator', { consentedToAppTNCAt: null }, '/intro-privacy'],
  ['budget calculator: pending deletion comes first', '/savings-resources/budget-calc-lockout-page', { accountStatus: 'PENDING_DELETION' }, '/deactivated'],
  ['the other savings articles stay public', '/savings-resources/save-before-you-spend', { signedIn: false }, null],
  ['6. targets need onboarding (lockout page)', '/targets', { onboardingComplete: false }, '/targets/lockout-page'],
  ['6. the lockout page opens without onboarding', '/targets/lockout-page', { onboardingComplete: false }, null],
  ['6. the lockout page sends an onboarded resident to targets', '/targets/lockout-page', {}, '/targets'],
  ['6. targets need target setup', '/targets', { targetSetupComplete: false }, '/targets/setup'],
  ['6. setup pages open before setup is complete', '/targets/setup/step-2', { targetSetupComplete: false }, null],
  ['6. expired unpaid targets go to the preview', '/targets', { hasExpiredUnpaidTargets: true }, '/update-savings-preview'],
  ['6. the preview itself opens', '/update-savings-preview', { hasExpiredUnpaidTargets: true }, null],
  ['6. allocation is a targets page', '/allocate-funds-and-allocation', { targetSetupComplete: false }, '/targets/setup'],
  ['5/6. the protection area’s allocation is a dashboard page', '/dashboard/protection/allocate-funds-and-allocation', { onboardingComplete: false }, '/onboarding'],
  ['5/6. the protection area’s allocation needs the targets set up', '/dashboard/protection/allocate-funds-and-allocation', { targetSetupComplete: false }, '/targets/setup'],
  ['5/6. the protection area’s allocation waits for expired targets', '/dashboard/protection/allocate-funds-and-allocation', { hasExpiredUnpaidTargets: true }, '/update-savings-preview'],
  ['5/6. the protection area’s allocation opens once targets are set up', '/dashboard/protection/allocate-funds-and-allocation', {}, null],
  ['5. the other protection pages need no targets', '/dashboard/protection/emergency-fund', { targetSetupComplete: false }, null],
  ['7. progress updates need expired unpaid targets', '/update-target-progress', {}, '/targets'],
  ['7. and open when there are some', '/update-available-funds', { hasExpiredUnpaidTargets: true }, null],
  ['7. and need onboarding', '/update-target-progress', { onboardingComplete: false, hasExpiredUnpaidTargets: true }, '/onboarding'],
  ['8. bank data from last month needs no update', '/update-bank-data', { bankDataLatestMonth: '2026-10' }, '/dashboard'],
  ['8. older bank data can be updated', '/update-bank-data', { bankDataLatestMonth: '2026-09' }, null],
  ['8. no bank data at all can be updated', '/update-bank-data', { bankDataLatestMonth: null }, null],
  ['8. last month across a year end', '/update-bank-data', { currentMonth: '2027-01', bankDataLatestMonth: '2026-12' }, '/dashboard'],
  ['8. needs onboarding', '/update-bank-data', { onboardingComplete: false }, '/onboarding'],
  ['other signed-in pages need only consent', '/profile', { onboardingComplete: false, emailVerified: false }, null],
];

describe('decideAccess (spec 1 §4 access gating, in order)', () => {
  for (const [description, path, change, expected] of cases) {
    it(`${description}: ${path} -> ${expected ?? 'allowed'}`, () => {
      const decision = decideAccess(path, { ...READY, ...change });
      expect(decision).to.deep.equal(expected === null ? { allow: true } : { allow: false, redirectTo: expected });
    });
  }
});

describe('notice-of-collection cut-off', () => {
  it('is 29 Oct 2023 in production and 25 Oct 2023 elsewhere', () => {
    expect(nocCutoffDate(true)).to.equal('2023-10-29');
    expect(nocCutoffDate(false)).to.equal('2023-10-25');
  });
  it('asks again when consent is absent', () => {
    expect(needsNoticeOfCollectionConsent({ latestConsentedToAppNOCAt: null, nocCutoffDate: '2023-10-29' })).to.equal(true);
  });
  it('accepts the production cut-off plus one day', () => {
    expect(needsNoticeOfCollectionConsent({ latestConsentedToAppNOCAt: '2023-10-29T15:59:59.000Z', nocCutoffDate: '2023-10-29' })).to.equal(true);
    expect(needsNoticeOfCollectionConsent({ latestConsentedToAppNOCAt: '2023-10-29T16:00:00.000Z', nocCutoffDate: '2023-10-29' })).to.equal(false);
  });
});

/** The one mapping the web app (from GET /user) and the server (a private page's frame) both read the gate's state with. */
describe('accessStateOf', () => {
  const facts = {
    accountStatus: null,
    consentedToAppTNCAt: '2026-01-10T02:00:00.000Z',
    latestConsentedToAppNOCAt: '2026-01-10T02:00:00.000Z',
    emailVerified: true,
    deferEmailVerification: false,
    onboardingComplete: true,
  };
  const context = { now: new Date('2026-11-30T16:30:00.000Z'), nocCutoffDate: '2023-10-25', vanillaTablesMode: true, bankDataLatestMonth: '2026-10', targetSetupComplete: true, hasExpiredUnpaidTargets: true };

  it("a resident's facts and the context as they are, this month in Singapore (00:30 on 1 December)", () => {
    expect(accessStateOf(facts, context)).to.deep.equal({ ...facts, signedIn: true, nocCutoffDate: '2023-10-25', vanillaTablesMode: true, bankDataLatestMonth: '2026-10', targetSetupComplete: true, hasExpiredUnpaidTargets: true, currentMonth: '2026-12' });
    expect(singaporeYearMonth(new Date('2026-11-30T15:59:59.000Z'))).to.equal('2026-11');
  });

  it('nobody signed in: nothing of the context that belongs to a resident counts, and the gate sends them to /', () => {
    const state = accessStateOf(null, context);
    expect(state).to.include({ signedIn: false, vanillaTablesMode: false, targetSetupComplete: false, hasExpiredUnpaidTargets: false, bankDataLatestMonth: null, onboardingComplete: false, emailVerified: false });
    expect(decideAccess('/dashboard', state)).to.deep.equal({ allow: false, redirectTo: '/' });
  });
});
