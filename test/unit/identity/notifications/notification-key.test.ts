import { expect } from 'chai';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import { notificationKey, parseInbuiltKey, parseTodoKey } from '../../../../src/identity/domain/notifications/notification-key.js';
import { UnknownNotificationKey } from '../../../../src/identity/domain/notifications/notification-errors.js';

describe('notification keys (kind plus DD/MM/YYYY)', () => {
  it('builds the key from the kind and the day', () => {
    expect(notificationKey('GIVE_FEEDBACK', '2026-11-02' as LocalDate)).to.equal('GIVE_FEEDBACK-02/11/2026');
  });

  it('reads a to-do key back', () => {
    expect(parseTodoKey('UPDATE_BANK_DATA-01/11/2026')).to.deep.equal({ kind: 'UPDATE_BANK_DATA', date: '2026-11-01' });
  });

  it('reads an inbuilt key back', () => {
    expect(parseInbuiltKey('TERMS_UPDATE-01/12/2023')).to.deep.equal({ kind: 'TERMS_UPDATE', date: '2023-12-01' });
  });

  const refusals: Array<[string, () => unknown, RegExp]> = [
    ['text that is not a key', () => parseTodoKey('hello'), /'hello' is not a notification key/],
    ['a day that does not exist', () => parseTodoKey('GIVE_FEEDBACK-30/02/2026'), /is not a notification key/],
    ['a date in another order', () => parseTodoKey('GIVE_FEEDBACK-2026/11/02'), /is not a notification key/],
    ['an unknown kind', () => parseTodoKey('WIN_LOTTERY-01/01/2026'), /'WIN_LOTTERY' is not a kind of to-do notification/],
    ['an inbuilt key sent as a to-do', () => parseTodoKey('TERMS_UPDATE-01/12/2023'), /not a to-do notification: acknowledge it with inbuilt-acknowledgement/],
    ['a to-do key sent as inbuilt', () => parseInbuiltKey('GIVE_FEEDBACK-01/12/2023'), /not an inbuilt notification: acknowledge it with todo-acknowledgement/],
  ];
  for (const [what, attempt, message] of refusals) {
    it(`refuses ${what} (400 NOTIFICATION.UNKNOWN_KEY)`, () => {
      expect(attempt).to.throw(UnknownNotificationKey, message);
      try {
        attempt();
      } catch (error) {
        expect(error).to.include({ code: 'NOTIFICATION.UNKNOWN_KEY', kind: 'validation' });
      }
    });
  }
});
