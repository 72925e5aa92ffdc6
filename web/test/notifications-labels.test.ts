/// <reference types="mocha" />
import { expect } from 'chai';
import type { NotificationView } from '../../src/identity/adapters/http/notifications.contract.js';
import { actionLabel, badgeText, bellLabel, unreadSummary } from '../src/notifications/notification-labels';
import { acknowledgementCall } from '../src/notifications/notifications.api';

const base: NotificationView = { id: 'x', type: 'todo', title: 't', description: 'd', date: '2026-11-21T16:00:00.000Z', acknowledged: false, category: 'TO_DO' };

describe('notification labels', () => {
  it("names the bell with the unread count: 'Notifications, 3 unread'", () => {
    expect(bellLabel(0)).to.equal('Notifications');
    expect(bellLabel(1)).to.equal('Notifications, 1 unread');
    expect(bellLabel(3)).to.equal('Notifications, 3 unread');
  });

  it('shows no badge at 0 and caps it at 99+', () => {
    expect(badgeText(0)).to.equal(null);
    expect(badgeText(7)).to.equal('7');
    expect(badgeText(99)).to.equal('99');
    expect(badgeText(100)).to.equal('99+');
  });

  it('summarises the unread count', () => {
    expect(unreadSummary(0)).to.equal("You're all caught up.");
    expect(unreadSummary(1)).to.equal('You have 1 unread notification.');
    expect(unreadSummary(2)).to.equal('You have 2 unread notifications.');
  });

  it('labels the action by kind', () => {
    expect(actionLabel({ kind: 'INCOMPLETE_PROFILE' })).to.equal('Go to your profile');
    expect(actionLabel({})).to.equal('Open');
  });
});

describe('acknowledgementCall: the right call per type', () => {
  const cases: Array<[NotificationView, ReturnType<typeof acknowledgementCall>]> = [
    [{ ...base, type: 'personal', id: '8d7e5d1e-6a3b-4b8e-9a51-0e0f5a1c2b3d' }, { method: 'PATCH', path: '/notification/personal/8d7e5d1e-6a3b-4b8e-9a51-0e0f5a1c2b3d', body: { acknowledged: true } }],
    [{ ...base, type: 'global', id: '12' }, { method: 'POST', path: '/notification/global-acknowledgement', body: { globalNotificationId: 12 } }],
    [{ ...base, type: 'todo', id: 'GIVE_FEEDBACK-22/11/2026', key: 'GIVE_FEEDBACK-22/11/2026' }, { method: 'POST', path: '/notification/todo-acknowledgement', body: { notificationKey: 'GIVE_FEEDBACK-22/11/2026' } }],
    [{ ...base, type: 'inbuilt', id: 'TERMS_UPDATE-01/12/2023', key: 'TERMS_UPDATE-01/12/2023' }, { method: 'POST', path: '/notification/inbuilt-acknowledgement', body: { notificationKey: 'TERMS_UPDATE-01/12/2023' } }],
  ];
  for (const [notification, call] of cases) {
    it(notification.type, () => expect(acknowledgementCall(notification)).to.deep.equal(call));
  }
});
