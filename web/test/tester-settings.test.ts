import { expect } from 'chai';
import { decideAccess } from '../../src/shared-kernel/access-gating.js';
import type { UserProfile } from '../../src/identity/adapters/http/identity.contract.js';
import { buildAccessState } from '../src/app/gating/access-state';
import {
  DEFAULT_TESTER_SETTINGS,
  identifierCookie,
  identifierFromCookies,
  identifierFromSearch,
  mockLoginUrl,
  readTesterSettings,
  testerControlsEnabled,
  TESTER_STORAGE_KEYS,
  titleWithIdentifier,
  writeTesterSettings,
} from '../src/app/tester/tester-settings';
import { TesterStore } from '../src/app/tester/tester-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial };
  return { data, getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
}

const SANDBOX_AUTHORIZE =
  'http://127.0.0.1:41234/singpass/v2/authorize?scope=openid&response_type=code&client_id=mymoneyplan-local' +
  '&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fsp-callback&state=st-123&nonce=no-456&code_challenge=abc&code_challenge_method=S256';

function store(environment: string, initial: Record<string, string> = {}, cookies = '') {
  const storage = memoryStorage(initial);
  const written: string[] = [];
  const tester = new TesterStore({
    enabled: testerControlsEnabled(environment),
    storage,
    readCookies: () => cookies,
    writeCookie: (c) => void written.push(c),
    secure: false,
    newUuid: () => '00000000-0000-4000-8000-000000000001',
  });
  return { tester, storage, written };
}

describe('Tester controls (spec 1 §2 landing, §6: non-production only)', () => {
  describe('where they exist', () => {
    it('everywhere but production', () => {
      expect(testerControlsEnabled('production')).to.equal(false);
      for (const env of ['development', 'test', 'staging']) expect(testerControlsEnabled(env), env).to.equal(true);
    });

    it('in production nothing is read, written or applied', () => {
      const { tester, storage, written } = store(
        'production',
        { [TESTER_STORAGE_KEYS.usage]: 'vanilla-tables', [TESTER_STORAGE_KEYS.newUser]: 'true' },
        'tester_identifier=qa-1',
      );
      expect(tester.enabled).to.equal(false);
      expect(tester.settings).to.deep.equal(DEFAULT_TESTER_SETTINGS);
      expect(tester.vanillaTablesMode).to.equal(false);
      expect(tester.identifier).to.equal(null);
      tester.setUsage('mock-login');
      tester.applyIdentifierFrom('?identifier=qa-2');
      expect(storage.data[TESTER_STORAGE_KEYS.usage]).to.equal('vanilla-tables');
      expect(written).to.deep.equal([]);
      expect(tester.loginUrlFor(SANDBOX_AUTHORIZE)).to.equal(SANDBOX_AUTHORIZE);
      expect(tester.title('MyMoneyPlan | Home')).to.equal('MyMoneyPlan | Home');
    });
  });

  describe('settings in local storage', () => {
    it('default to actual login, not a new user, the first persona', () => {
      expect(readTesterSettings(memoryStorage())).to.deep.equal({ usage: 'actual-login', newUser: false, persona: 'S9812379B' });
      expect(readTesterSettings(null)).to.deep.equal(DEFAULT_TESTER_SETTINGS);
    });

    it('round-trip under their keys', () => {
      const storage = memoryStorage();
      writeTesterSettings(storage, { usage: 'mock-login', newUser: true, persona: 'S9812381D' });
      expect(storage.data).to.deep.equal({ 'mmp.tester.usage': 'mock-login', 'mmp.tester.newUser': 'true', 'mmp.tester.persona': 'S9812381D' });
      expect(readTesterSettings(storage)).to.deep.equal({ usage: 'mock-login', newUser: true, persona: 'S9812381D' });
    });

    it('ignore unknown values field by field, and storage that throws', () => {
      const storage = memoryStorage({ 'mmp.tester.usage': 'superuser', 'mmp.tester.newUser': 'yes', 'mmp.tester.persona': 'S0000000A' });
      expect(readTesterSettings(storage)).to.deep.equal(DEFAULT_TESTER_SETTINGS);
      const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
      expect(readTesterSettings(throwing)).to.deep.equal(DEFAULT_TESTER_SETTINGS);
      expect(() => writeTesterSettings(throwing, DEFAULT_TESTER_SETTINGS)).not.to.throw();
    });

    it('the store saves each change at once', () => {
      const { tester, storage } = store('staging');
      tester.setUsage('vanilla-tables');
      tester.setNewUser(true);
      tester.setPersona('S9912375C');
      expect(storage.data).to.deep.equal({ 'mmp.tester.usage': 'vanilla-tables', 'mmp.tester.newUser': 'true', 'mmp.tester.persona': 'S9912375C' });
      expect(tester.vanillaTablesMode).to.equal(true);
    });
  });

  describe('identifier', () => {
    it('comes from ?identifier=, trimmed, as a short plain label', () => {
      expect(identifierFromSearch('?identifier=qa-42')).to.equal('qa-42');
      expect(identifierFromSearch('?utm_source=x&identifier=%20Sprint%2012%20case%203%20')).to.equal('Sprint 12 case 3');
      expect(identifierFromSearch('')).to.equal(null);
      expect(identifierFromSearch('?identifier=')).to.equal(null);
      expect(identifierFromSearch('?identifier=%3Cscript%3E')).to.equal(null);
      expect(identifierFromSearch(`?identifier=${'a'.repeat(41)}`)).to.equal(null);
    });

    it('is kept in a tester_identifier cookie for the whole site, SameSite=Lax', () => {
      expect(identifierCookie('Sprint 12', false)).to.equal('tester_identifier=Sprint%2012; Path=/; SameSite=Lax');
      expect(identifierCookie('qa', true)).to.equal('tester_identifier=qa; Path=/; SameSite=Lax; Secure');
      expect(identifierFromCookies('a=1; tester_identifier=Sprint%2012; b=2')).to.equal('Sprint 12');
      expect(identifierFromCookies('a=1')).to.equal(null);
      expect(identifierFromCookies('tester_identifier=%E0%A4%A')).to.equal(null);
    });

    it('goes in front of the document title', () => {
      expect(titleWithIdentifier('MyMoneyPlan | Home', 'qa-42')).to.equal('[qa-42] MyMoneyPlan | Home');
      expect(titleWithIdentifier('MyMoneyPlan | Home', null)).to.equal('MyMoneyPlan | Home');
    });

    it('the store writes the cookie once per new identifier and reads it back on the next visit', () => {
      const { tester, written } = store('test');
      tester.applyIdentifierFrom('?identifier=qa-42');
      tester.applyIdentifierFrom('?identifier=qa-42');
      tester.applyIdentifierFrom('?other=1');
      expect(written).to.deep.equal(['tester_identifier=qa-42; Path=/; SameSite=Lax']);
      expect(tester.title('MyMoneyPlan | Log in')).to.equal('[qa-42] MyMoneyPlan | Log in');
      expect(store('test', {}, 'tester_identifier=qa-42').tester.identifier).to.equal('qa-42');
    });
  });

  describe('mock login', () => {
    it("turns the sandbox's authorize URL into its custom-profile login for the chosen persona, same state and nonce", () => {
      const url = new URL(mockLoginUrl(SANDBOX_AUTHORIZE, { usage: 'mock-login', newUser: false, persona: 'S9812381D' }, () => 'unused')!);
      expect(url.origin + url.pathname).to.equal('http://127.0.0.1:41234/singpass/v2/authorize/custom-profile');
      expect(Object.fromEntries(url.searchParams)).to.deep.equal({
        nric: 'S9812381D',
        uuid: 'b6cb9308-733b-42b3-ad38-9b5afc890206',
        redirectURI: 'http://localhost:3000/sp-callback',
        state: 'st-123',
        nonce: 'no-456',
      });
    });

    it('a new user gets a fresh UUID: a first sign-in of a new account', () => {
      const url = new URL(mockLoginUrl(SANDBOX_AUTHORIZE, { usage: 'mock-login', newUser: true, persona: 'S9812379B' }, () => 'fresh-uuid')!);
      expect(url.searchParams.get('uuid')).to.equal('fresh-uuid');
      expect(url.searchParams.get('nric')).to.equal('S9812379B');
    });

    it('leaves anything but the sandbox legacy authorize URL to the normal flow', () => {
      const settings = { usage: 'mock-login' as const, newUser: false, persona: 'S9812379B' };
      expect(mockLoginUrl('https://id.singpass.gov.sg/fapi/auth?client_id=x&request_uri=urn:par:1', settings, () => 'x')).to.equal(null);
      expect(mockLoginUrl('http://127.0.0.1:1/singpass/v2/authorize?request_uri=urn:par:1&client_id=x', settings, () => 'x')).to.equal(null);
      expect(mockLoginUrl('not a url', settings, () => 'x')).to.equal(null);
    });

    it('the store applies it only when Mock login is chosen', () => {
      const { tester } = store('development');
      expect(tester.loginUrlFor(SANDBOX_AUTHORIZE)).to.equal(SANDBOX_AUTHORIZE);
      tester.setUsage('mock-login');
      tester.setNewUser(true);
      expect(new URL(tester.loginUrlFor(SANDBOX_AUTHORIZE)).searchParams.get('uuid')).to.equal('00000000-0000-4000-8000-000000000001');
    });
  });

  describe('vanilla tables mode at the gate (spec 1 §4 step 2)', () => {
    const user = {
      id: 'u1',
      accountStatus: null,
      consentedToAppTNCAt: '2026-01-01T00:00:00.000Z',
      latestConsentedToAppNOCAt: '2026-01-01T00:00:00.000Z',
      emailVerificationStatus: 'VERIFIED',
      deferEmailVerification: false,
      onboardingComplete: true,
    } as unknown as UserProfile;
    const now = new Date('2026-11-22T03:00:00Z');

    it('sends a signed-in tester in vanilla tables mode to /sgfindex from everywhere else', () => {
      const state = buildAccessState({ signedIn: true, user, production: false, now, vanillaTablesMode: true });
      expect(decideAccess('/dashboard', state)).to.deep.equal({ allow: false, redirectTo: '/sgfindex' });
      expect(decideAccess('/sgfindex', state)).to.deep.equal({ allow: true });
      expect(decideAccess('/', state)).to.deep.equal({ allow: true });
    });

    it('without the mode (or in production) /sgfindex goes to / and the app works as usual', () => {
      for (const state of [
        buildAccessState({ signedIn: true, user, production: false, now, vanillaTablesMode: false }),
        buildAccessState({ signedIn: true, user, production: true, now, vanillaTablesMode: true }),
      ]) {
        expect(decideAccess('/sgfindex', state)).to.deep.equal({ allow: false, redirectTo: '/' });
        expect(decideAccess('/dashboard', state)).to.deep.equal({ allow: true });
      }
    });
  });
});
