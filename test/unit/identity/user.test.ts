import { expect } from 'chai';
import { ageOn, ageRange, isReturnUser } from '../../../src/identity/domain/user.js';

describe('user profile rules', () => {
  describe('ageOn', () => {
    it('counts whole years, turning on the birthday itself', () => {
      expect(ageOn('1980-10-06', '2026-10-05')).to.equal(45);
      expect(ageOn('1980-10-06', '2026-10-06')).to.equal(46);
    });
    it('handles a 29 February birthday in a common year (still 17 on 28 Feb)', () => {
      expect(ageOn('2008-02-29', '2026-02-28')).to.equal(17);
      expect(ageOn('2008-02-29', '2026-03-01')).to.equal(18);
    });
    it('is null without a date of birth', () => {
      expect(ageOn(null, '2026-01-01')).to.equal(null);
    });
  });

  describe('ageRange (spec 1 §3 bands)', () => {
    const cases: Array<[number | null, string | null]> = [
      [17, 'BELOW_18'], [18, '18_TO_29'], [29, '18_TO_29'], [30, '30_TO_49'], [49, '30_TO_49'], [50, 'ABOVE_49'], [null, null],
    ];
    for (const [age, band] of cases) {
      it(`puts ${age} in ${band}`, () => expect(ageRange(age)).to.equal(band));
    }
  });

  describe('isReturnUser', () => {
    it('is false on the first sign-in and true afterwards', () => {
      expect(isReturnUser({ loginCount: 1 })).to.equal(false);
      expect(isReturnUser({ loginCount: 2 })).to.equal(true);
    });
  });
});
