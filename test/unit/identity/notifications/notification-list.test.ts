import { expect } from 'chai';
import { notificationList, type Notification } from '../../../../src/identity/domain/notifications/notification.js';
import { isInFuture, replacesEarlierCompletion } from '../../../../src/identity/domain/notifications/recommended-action.js';

const notice = (id: string, type: Notification['type'], date: string, acknowledged = false): Notification => ({
  id,
  type,
  key: null,
  kind: null,
  title: id,
  description: id,
  date: new Date(date),
  acknowledged,
  category: 'GENERAL',
  link: null,
});

describe('notification list', () => {
  it('sorts newest first, same moment by type then id, and counts the unread', () => {
    const { notifications, unreadCount } = notificationList([
      notice('b', 'todo', '2026-11-01T00:00:00Z', true),
      notice('a', 'todo', '2026-11-01T00:00:00Z'),
      notice('g', 'global', '2026-11-01T00:00:00Z'),
      notice('new', 'personal', '2026-11-20T00:00:00Z'),
      notice('old', 'inbuilt', '2022-12-11T16:00:00Z', true),
    ]);
    expect(notifications.map((n) => n.id)).to.deep.equal(['new', 'g', 'a', 'b', 'old']);
    expect(unreadCount).to.equal(3);
  });

  it('an empty list has nothing unread', () => expect(notificationList([])).to.deep.equal({ notifications: [], unreadCount: 0 }));
});

describe('recommended actions (spec 1 §4)', () => {
  it('a system completion never replaces a recorded one; a resident completing it does', () => {
    expect(replacesEarlierCompletion('SYSTEM')).to.equal(false);
    expect(replacesEarlierCompletion('USER')).to.equal(true);
  });
  it('a completion time more than a minute ahead is in the future', () => {
    const now = new Date('2026-11-22T00:00:00.000Z');
    expect(isInFuture(new Date('2026-11-22T00:01:00.000Z'), now)).to.equal(false);
    expect(isInFuture(new Date('2026-11-22T00:01:00.001Z'), now)).to.equal(true);
    expect(isInFuture(new Date('2026-11-01T00:00:00.000Z'), now)).to.equal(false);
  });
});
