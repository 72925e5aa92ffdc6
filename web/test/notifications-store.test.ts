/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import type { NotificationView } from '../../src/identity/adapters/http/notifications.contract.js';
import type { NotificationsApi } from '../src/notifications/notifications.api';
import { NotificationsStore } from '../src/notifications/notifications-store';

const notice = (id: string, type: NotificationView['type'], acknowledged = false): NotificationView => ({
  id,
  type,
  ...(type === 'todo' || type === 'inbuilt' ? { key: id } : {}),
  title: `Title ${id}`,
  description: 'd',
  date: '2026-11-21T16:00:00.000Z',
  acknowledged,
  category: 'TO_DO',
});

function harness(list: NotificationView[], overrides: Partial<NotificationsApi> = {}) {
  const acknowledged: string[] = [];
  const api: NotificationsApi = {
    list: async () => ({ notifications: list, unreadCount: list.filter((n) => !n.acknowledged).length }),
    acknowledge: async (n) => void acknowledged.push(`${n.type}:${n.id}`),
    ...overrides,
  };
  return { store: new NotificationsStore(api), acknowledged };
}

describe('NotificationsStore', () => {
  it('loads the list and counts the unread', async () => {
    const { store } = harness([notice('A-01/11/2026', 'todo'), notice('1', 'global', true), notice('p', 'personal')]);
    expect(store.status).to.equal('idle');
    await flowResult(store.load());
    expect(store.status).to.equal('loaded');
    expect(store.notifications).to.have.length(3);
    expect(store.unreadCount).to.equal(2);
  });

  it('swallows a failed load: no count, status failed, nothing thrown', async () => {
    const { store } = harness([], { list: () => Promise.reject(new Error('503')) });
    await flowResult(store.load());
    expect(store.status).to.equal('failed');
    expect(store.unreadCount).to.equal(0);
  });

  it('a failed reload keeps the list it had', async () => {
    let fail = false;
    const { store } = harness([notice('p', 'personal')], {
      list: async () => {
        if (fail) throw new Error('offline');
        return { notifications: [notice('p', 'personal')], unreadCount: 1 };
      },
    });
    await flowResult(store.load());
    fail = true;
    await flowResult(store.load());
    expect(store.status).to.equal('loaded');
    expect(store.unreadCount).to.equal(1);
  });

  it('marks a notice read at once and tells the server', async () => {
    const { store, acknowledged } = harness([notice('GIVE_FEEDBACK-22/11/2026', 'todo'), notice('p', 'personal')]);
    await flowResult(store.load());
    const result = await flowResult(store.markAsRead(store.notifications[0]!));
    expect(result).to.equal(true);
    expect(acknowledged).to.deep.equal(['todo:GIVE_FEEDBACK-22/11/2026']);
    expect(store.notifications[0]!.acknowledged).to.equal(true);
    expect(store.unreadCount).to.equal(1);
    // Already read: no second call.
    await flowResult(store.markAsRead(store.notifications[0]!));
    expect(acknowledged).to.have.length(1);
  });

  it('puts a notice back to unread, silently, when the server refuses', async () => {
    const { store } = harness([notice('p', 'personal')], { acknowledge: () => Promise.reject(new Error('404')) });
    await flowResult(store.load());
    const pending = flowResult(store.markAsRead(store.notifications[0]!));
    expect(store.unreadCount, 'optimistic').to.equal(0);
    expect(await pending).to.equal(false);
    expect(store.unreadCount).to.equal(1);
  });

  it('forgets everything on sign-out, and ignores a load that answers afterwards', async () => {
    let answer: (value: { notifications: NotificationView[]; unreadCount: number }) => void = () => undefined;
    const { store } = harness([], { list: () => new Promise((resolve) => (answer = resolve)) });
    const loading = flowResult(store.load());
    expect(store.status).to.equal('loading');
    store.clear();
    answer({ notifications: [notice('p', 'personal')], unreadCount: 1 });
    await loading;
    expect(store.status).to.equal('idle');
    expect(store.notifications).to.deep.equal([]);
  });
});
