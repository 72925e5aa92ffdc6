import { expect } from 'chai';
import { ConsentRequired } from '../../../src/identity/domain/identity-errors.js';
import { applyProfileUpdate, type ProfileChanges, type ProfileUpdate } from '../../../src/identity/domain/profile-update.js';
import type { User } from '../../../src/identity/domain/user.js';
import { ValidationFailed } from '../../../src/shared-kernel/errors.js';
import { aUser } from './user-fixture.js';

// 2026-11-22 10:00 in Singapore.
const NOW = new Date('2026-11-22T02:00:00.000Z');
const EARLIER = new Date('2025-03-01T04:00:00.000Z');

function failure(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

describe('applyProfileUpdate', () => {
  describe('before consent to the app terms only consent may be sent (spec 1 §4 step 4)', () => {
    const unconsented = aUser({ consentedToAppTNCAt: null, latestConsentedToAppNOCAt: null });
    const refused: Array<[string, ProfileUpdate]> = [
      ['a profile field', { name: 'TAN HENG HUAT' }],
      ['a profile field with the terms consent', { consentToAppTerms: true, sex: 'F' }],
      ['the data-selection mode', { apimMyinfoDataSelectionState: 'MYINFO_ONLY' }],
      ['a flag', { deferEmailVerification: true }],
    ];
    for (const [what, update] of refused) {
      it(`refuses ${what} with CONSENT_REQUIRED`, () => {
        const err = failure(() => applyProfileUpdate(unconsented, update, NOW));
        expect(err).to.be.instanceOf(ConsentRequired);
        expect(err).to.include({ code: 'IDENTITY.CONSENT_REQUIRED', kind: 'forbidden', message: 'Please accept the terms of use before you continue.' });
      });
    }

    const accepted: Array<[string, ProfileUpdate, ProfileChanges]> = [
      ['the terms consent', { consentToAppTerms: true }, { consentedToAppTNCAt: NOW }],
      ['the notice consent', { consentToNoticeOfCollection: true }, { latestConsentedToAppNOCAt: NOW }],
      ['both consents', { consentToAppTerms: true, consentToNoticeOfCollection: true }, { consentedToAppTNCAt: NOW, latestConsentedToAppNOCAt: NOW }],
      ['fields left undefined', { consentToAppTerms: true, name: undefined }, { consentedToAppTNCAt: NOW }],
    ];
    for (const [what, update, changes] of accepted) {
      it(`records ${what} at the server's time`, () => {
        expect(applyProfileUpdate(unconsented, update, NOW)).to.deep.equal(changes);
      });
    }
  });

  describe('consent after the first', () => {
    const consented = aUser({ consentedToAppTNCAt: EARLIER, latestConsentedToAppNOCAt: EARLIER });
    it('keeps the first acceptance of the terms', () => {
      expect(applyProfileUpdate(consented, { consentToAppTerms: true }, NOW)).to.deep.equal({});
    });
    it('moves the latest notice consent to now', () => {
      expect(applyProfileUpdate(consented, { consentToNoticeOfCollection: true }, NOW)).to.deep.equal({ latestConsentedToAppNOCAt: NOW });
    });
  });

  describe('email', () => {
    const cases: Array<[string, Partial<User>, string, ProfileChanges]> = [
      ['a first address needs verifying (status already UNVERIFIED)', { email: null }, 'a@b.sg', { email: 'a@b.sg' }],
      ['a new address resets VERIFIED', { email: 'old@b.sg', emailVerificationStatus: 'VERIFIED' }, 'new@b.sg', { email: 'new@b.sg', emailVerificationStatus: 'UNVERIFIED' }],
      ['a new address resets PENDING_VERIFICATION', { email: 'old@b.sg', emailVerificationStatus: 'PENDING_VERIFICATION' }, 'new@b.sg', { email: 'new@b.sg', emailVerificationStatus: 'UNVERIFIED' }],
      ['the same address changes nothing', { email: 'a@b.sg', emailVerificationStatus: 'VERIFIED' }, 'a@b.sg', {}],
      ['a change of case keeps VERIFIED', { email: 'a@b.sg', emailVerificationStatus: 'VERIFIED' }, 'A@B.sg', { email: 'A@B.sg' }],
      ['surrounding spaces are trimmed', { email: 'a@b.sg', emailVerificationStatus: 'VERIFIED' }, '  a@b.sg \t', {}],
      ['a trimmed new address', { email: null }, ' new@b.sg ', { email: 'new@b.sg' }],
    ];
    for (const [what, stored, sent, changes] of cases) {
      it(what, () => expect(applyProfileUpdate(aUser(stored), { email: sent }, NOW)).to.deep.equal(changes));
    }
  });

  describe('date of birth (spec 1 §5: normalised to the start of the day in UTC)', () => {
    const stored: Array<[string, string]> = [
      ['1990-05-01', '1990-05-01'],
      ['1990-05-01T00:00:00.000Z', '1990-05-01'],
      ['1990-05-01T00:00:00Z', '1990-05-01'],
      ['2026-11-22', '2026-11-22'], // born today (Singapore): age 0
      ['1905-11-23', '1905-11-23'], // 120, turning 121 tomorrow
    ];
    for (const [sent, day] of stored) {
      it(`stores ${sent} as ${day}`, () => expect(applyProfileUpdate(aUser(), { dob: sent }, NOW)).to.deep.equal({ dob: day }));
    }

    const refused: Array<[string, string]> = [
      ['2026-11-23', 'Date of birth cannot be in the future'],
      ['1905-11-22', 'Age cannot be more than 120'], // 121 today
      ['1990-05-01T16:00:00.000Z', 'Invalid format'],
      ['1990-02-30', 'Invalid format'],
      ['01/05/1990', 'Invalid format'],
    ];
    for (const [sent, message] of refused) {
      it(`refuses ${sent}: '${message}'`, () => {
        const err = failure(() => applyProfileUpdate(aUser(), { dob: sent }, NOW));
        expect(err).to.be.instanceOf(ValidationFailed);
        expect((err as ValidationFailed).details).to.deep.equal([{ field: 'dob', message }]);
      });
    }

    it('leaves an unchanged date of birth out of the changes', () => {
      expect(applyProfileUpdate(aUser({ dob: '1990-05-01' }), { dob: '1990-05-01T00:00:00.000Z' }, NOW)).to.deep.equal({});
    });
  });

  describe('other fields', () => {
    const cases: Array<[string, Partial<User>, ProfileUpdate, ProfileChanges]> = [
      ['answers the profile questions', {}, { name: 'TAN HENG HUAT', sex: 'F', maritalStatus: 'M', residentialStatus: 'CITIZEN' }, { name: 'TAN HENG HUAT', sex: 'F', maritalStatus: 'M', residentialStatus: 'CITIZEN' }],
      ['employment questions', {}, { employmentStatusRange: 'SELF_FREELANCE', workYearsRange: 'UNDER_3' }, { employmentStatusRange: 'SELF_FREELANCE', workYearsRange: 'UNDER_3' }],
      ['flags', {}, { deferEmailVerification: true, emailNotificationsStatus: true }, { deferEmailVerification: true, emailNotificationsStatus: true }],
      ['an unchanged value is left out', { sex: 'M' }, { sex: 'M', maritalStatus: 'S' }, { maritalStatus: 'S' }],
      ['Myinfo only', {}, { apimMyinfoDataSelectionState: 'MYINFO_ONLY' }, { apimMyinfoDataSelectionState: 'MYINFO_ONLY' }],
      ["'manage connection' is saved as bank and Myinfo (spec 1 §4)", {}, { apimMyinfoDataSelectionState: 'MANAGE_CONNECTION' }, { apimMyinfoDataSelectionState: 'BANK_AND_MYINFO' }],
      ['manage connection when already bank and Myinfo', { apimMyinfoDataSelectionState: 'BANK_AND_MYINFO' }, { apimMyinfoDataSelectionState: 'MANAGE_CONNECTION' }, {}],
    ];
    for (const [what, stored, update, changes] of cases) {
      it(what, () => expect(applyProfileUpdate(aUser(stored), update, NOW)).to.deep.equal(changes));
    }
  });
});
