import type { Clock } from '../../shared-kernel/clock.js';
import { GlobalNotificationNotFound, PersonalNotificationNotFound } from '../domain/notifications/notification-errors.js';
import { parseInbuiltKey, parseTodoKey } from '../domain/notifications/notification-key.js';
import type { Notification } from '../domain/notifications/notification.js';
import type { NotificationRepository } from '../ports/notification-repository.js';
import { personalNotification } from './notifications.js';

/**
 * Marking notices read (spec 1 §4 "Notifications"): a personal or global notice is marked acknowledged, a computed
 * one's key is added to the resident's acknowledged list. Acknowledging again is harmless.
 */
export class AcknowledgeNotification {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly clock: Clock,
  ) {}

  /** @throws PersonalNotificationNotFound (404) when the notice is not the resident's */
  async personal(userId: string, id: string): Promise<Notification> {
    const record = await this.notifications.acknowledgePersonal(userId, id, this.clock.now());
    if (!record) throw new PersonalNotificationNotFound();
    return personalNotification(record);
  }

  /** @throws UnknownNotificationKey (400) for a key that is not a to-do notice's */
  async todo(userId: string, notificationKey: string): Promise<void> {
    parseTodoKey(notificationKey);
    await this.notifications.acknowledgeKey(userId, 'todo', notificationKey, this.clock.now());
  }

  /** @throws UnknownNotificationKey (400) for a key that is not an inbuilt notice's */
  async inbuilt(userId: string, notificationKey: string): Promise<void> {
    parseInbuiltKey(notificationKey);
    await this.notifications.acknowledgeKey(userId, 'inbuilt', notificationKey, this.clock.now());
  }

  /** @throws GlobalNotificationNotFound (404) when there is no such announcement */
  async global(userId: string, globalNotificationId: number): Promise<void> {
    if (!(await this.notifications.acknowledgeGlobal(userId, globalNotificationId, this.clock.now()))) throw new GlobalNotificationNotFound();
  }
}
