/**
 * The signed-in resident's notifications (spec 1 §4 "Notifications"). Loaded after sign-in and on visiting
 * /notifications. Failures are swallowed (spec 1 §7): the bell then shows no count and nothing else happens.
 */
import { flow, makeAutoObservable } from 'mobx';
import type { NotificationView } from '../../../src/identity/adapters/http/notifications.contract.js';
import type { NotificationsApi } from './notifications.api';

export type NotificationsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export class NotificationsStore {
  notifications: NotificationView[] = [];
  status: NotificationsStatus = 'idle';
  /** Bumped on sign-out, so an answer that arrives afterwards is dropped. */
  private generation = 0;

  constructor(private readonly api: NotificationsApi) {
    makeAutoObservable<NotificationsStore, 'api' | 'generation'>(this, { api: false, generation: false, load: flow, markAsRead: flow });
  }

  get unreadCount(): number {
    return this.notifications.filter((n) => !n.acknowledged).length;
  }

  /** Loads the list; a failure keeps what was there (nothing on a first load) and is not reported. */
  *load(): Generator<Promise<unknown>, void, { notifications: NotificationView[] }> {
    const generation = this.generation;
    if (this.status !== 'loaded') this.status = 'loading';
    try {
      const response = yield this.api.list();
      if (generation !== this.generation) return;
      this.notifications = response.notifications;
      this.status = 'loaded';
    } catch {
      if (generation !== this.generation) return;
      if (this.status !== 'loaded') this.status = 'failed';
    }
  }

  /**
   * Marks one notice read at once and tells the server; should the server refuse, the notice goes back to unread
   * without a message (spec 1 §7: failures are swallowed). Resolves true when the server agreed.
   */
  *markAsRead(notification: NotificationView): Generator<Promise<unknown>, boolean, unknown> {
    const same = (n: NotificationView) => n.type === notification.type && n.id === notification.id;
    const current = this.notifications.find(same);
    if (!current || current.acknowledged) return true;
    const generation = this.generation;
    this.setAcknowledged(same, true);
    try {
      yield this.api.acknowledge(current);
      return true;
    } catch {
      if (generation === this.generation) this.setAcknowledged(same, false);
      return false;
    }
  }

  /** Forgets everything (sign-out). */
  clear(): void {
    this.generation++;
    this.notifications = [];
    this.status = 'idle';
  }

  private setAcknowledged(match: (n: NotificationView) => boolean, acknowledged: boolean): void {
    this.notifications = this.notifications.map((n) => (match(n) ? { ...n, acknowledged } : n));
  }
}
