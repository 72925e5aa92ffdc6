import { expect } from 'chai';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import { globalNotificationProblems, isShownOn } from '../../../../src/identity/domain/notifications/global-notification.js';

const draft = { title: 'Scheduled maintenance', description: 'The service is down on Sunday.', category: 'ANNOUNCEMENT', date: '2026-11-22', validUntil: null as string | null };

describe('global notifications', () => {
  describe('globalNotificationProblems', () => {
    it('accepts a complete draft', () => expect(globalNotificationProblems(draft)).to.deep.equal([]));
    const cases: Array<[string, Partial<typeof draft>, string[]]> = [
      ['an empty title', { title: '  ' }, ['The title is empty.']],
      ['a title over 120 characters', { title: 'x'.repeat(121) }, ['The title has 121 characters; at most 120 are allowed.']],
      ['an empty description', { description: '' }, ['The description is empty.']],
      ['a description over 1000 characters', { description: 'x'.repeat(1001) }, ['The description has 1001 characters; at most 1000 are allowed.']],
      ['an unknown category', { category: 'URGENT' }, ["The category 'URGENT' is not one of TO_DO, ANNOUNCEMENT, LEARNING, MILESTONE, GENERAL."]],
      ['a date that does not exist', { date: '2026-02-29' }, ["The date '2026-02-29' is not a calendar date (YYYY-MM-DD)."]],
      ['a valid-until that is not a date', { validUntil: 'soon' }, ["The valid-until date 'soon' is not a calendar date (YYYY-MM-DD)."]],
      ['a valid-until before the date', { validUntil: '2026-11-21' }, ['The valid-until date is before the date: the announcement would never show.']],
    ];
    for (const [what, change, problems] of cases) {
      it(`reports ${what}`, () => expect(globalNotificationProblems({ ...draft, ...change })).to.deep.equal(problems));
    }
    it('accepts a valid-until on the date itself (one day)', () => expect(globalNotificationProblems({ ...draft, validUntil: '2026-11-22' })).to.deep.equal([]));
  });

  describe('isShownOn', () => {
    const notice = { date: '2026-11-10' as LocalDate, validUntil: '2026-11-20' as LocalDate };
    const cases: Array<[string, string, boolean]> = [
      ['before its date', '2026-11-09', false],
      ['on its date', '2026-11-10', true],
      ['on its last day', '2026-11-20', true],
      ['after its last day', '2026-11-21', false],
    ];
    for (const [what, today, shown] of cases) it(`${shown ? 'shows' : 'hides'} it ${what}`, () => expect(isShownOn(notice, today as LocalDate)).to.equal(shown));
    it('shows an open-ended one for ever after its date', () => expect(isShownOn({ ...notice, validUntil: null }, '2036-01-01' as LocalDate)).to.equal(true));
  });
});
