import { expect } from 'chai';
import { presentUser } from '../../../src/identity/adapters/http/user.presenter.js';
import { NO_PROFILE_FACTS } from '../../../src/identity/domain/profile-facts.js';
import { isOnboardingComplete, type User } from '../../../src/identity/domain/user.js';
import { nocCutoffDate } from '../../../src/shared-kernel/access-gating.js';
import { ANSWERED, aUser } from './user-fixture.js';

describe('derived profile flags', () => {
  describe('onboardingComplete: every question answered AND email verified or deferred', () => {
    const cases: Array<[string, Partial<User>, boolean]> = [
      ['nothing answered', {}, false],
      ['answered, email unverified, not deferred', { ...ANSWERED }, false],
      ['answered, email pending, not deferred', { ...ANSWERED, emailVerificationStatus: 'PENDING_VERIFICATION' }, false],
      ['answered, email verified', { ...ANSWERED, email: 'a@b.sg', emailVerificationStatus: 'VERIFIED' }, true],
      ['answered, verification deferred', { ...ANSWERED, deferEmailVerification: true }, true],
      ['no name', { ...ANSWERED, name: null, deferEmailVerification: true }, false],
      ['no date of birth', { ...ANSWERED, dob: null, deferEmailVerification: true }, false],
      ['no sex', { ...ANSWERED, sex: null, deferEmailVerification: true }, false],
      ['no marital status', { ...ANSWERED, maritalStatus: null, deferEmailVerification: true }, false],
      ['no residential status', { ...ANSWERED, residentialStatus: null, deferEmailVerification: true }, false],
      ['no employment status', { ...ANSWERED, employmentStatusRange: null, deferEmailVerification: true }, false],
      ['no years worked', { ...ANSWERED, workYearsRange: null, deferEmailVerification: true }, false],
      ['verified but a question left', { ...ANSWERED, workYearsRange: null, emailVerificationStatus: 'VERIFIED' }, false],
    ];
    for (const [what, fields, expected] of cases) {
      it(`${what} -> ${expected}`, () => {
        expect(isOnboardingComplete(aUser(fields))).to.equal(expected);
        expect(presentUser(aUser(fields), { today: '2026-11-22', nocCutoffDate: '2023-10-25' }, NO_PROFILE_FACTS).onboardingComplete).to.equal(expected);
      });
    }
  });

  describe('needsNoticeOfCollectionConsent by environment (spec 1 §4: 2023-10-29 production, 2023-10-25 elsewhere)', () => {
    // Times are UTC; the cut-off compares the Singapore date (UTC+8).
    const cases: Array<[string | null, boolean, boolean]> = [
      // [latest consent, production?, needs consent again]
      [null, true, true],
      [null, false, true],
      ['2023-10-25T03:00:00.000Z', false, true], // on the cut-off elsewhere
      ['2023-10-25T16:00:00.000Z', false, false], // 26 Oct in Singapore
      ['2023-10-26T03:00:00.000Z', false, false],
      ['2023-10-26T03:00:00.000Z', true, true], // before the production cut-off
      ['2023-10-29T15:59:59.000Z', true, true], // still 29 Oct in Singapore
      ['2023-10-29T16:00:00.000Z', true, false], // 30 Oct in Singapore
      ['2026-01-01T00:00:00.000Z', true, false],
    ];
    for (const [consent, production, expected] of cases) {
      it(`consent ${consent ?? 'never'} in ${production ? 'production' : 'other environments'} -> ${expected}`, () => {
        const user = aUser({ latestConsentedToAppNOCAt: consent === null ? null : new Date(consent) });
        const profile = presentUser(user, { today: '2026-11-22', nocCutoffDate: nocCutoffDate(production) }, NO_PROFILE_FACTS);
        expect(profile.needsNoticeOfCollectionConsent).to.equal(expected);
      });
    }
  });

  it('presents the narrowed enumerations as stored', () => {
    const profile = presentUser(aUser({ ...ANSWERED, apimMyinfoDataSelectionState: 'BANK_AND_MYINFO' }), { today: '2026-11-22', nocCutoffDate: '2023-10-25' }, NO_PROFILE_FACTS);
    expect(profile).to.include({ employmentStatusRange: 'FULL_PART_TIME', workYearsRange: '3_TO_5', apimMyinfoDataSelectionState: 'BANK_AND_MYINFO', age: 28 });
  });
});
