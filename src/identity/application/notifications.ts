import type { Clock } from '../../shared-kernel/clock.js';
import { dueNotifications, type DueNotification } from '../domain/notifications/due-notifications.js';
import type { GlobalNotification } from '../domain/notifications/global-notification.js';
import { notificationList, type Notification, type NotificationCategory } from '../domain/notifications/notification.js';
import type { User } from '../domain/user.js';
import type { NotificationFactsSource } from '../ports/notification-facts-source.js';
import type { GlobalNotificationRepository } from '../ports/notification-global-repository.js';
import { acknowledgedKey, type NotificationRepository, type PersonalNotificationRecord } from '../ports/notification-repository.js';
import { singaporeDayOf, startOfSingaporeDay } from '../../shared-kernel/dates.js';

export function personalNotification(record: PersonalNotificationRecord): Notification {
  return {
    id: record.id,
    type: 'personal',
    key: null,
    kind: null,
    title: record.title,
    description: record.description,
    date: record.date,
    acknowledged: record.acknowledgedAt !== null,
    category: record.category,
    link: null,
  };
}

function globalNotification(notice: GlobalNotification, acknowledged: boolean): Notification {
  return {
    id: String(notice.id),
    type: 'global',
    key: null,
    kind: null,
    title: notice.title,
    description: notice.description,
    date: startOfSingaporeDay(notice.date),
    acknowledged,
    category: notice.category,
    link: null,
  };
}

function computedNotification(notice: DueNotification, acknowledged: boolean): Notification {
  return {
    id: notice.key,
    type: notice.type,
    key: notice.key,
    kind: notice.kind,
    title: notice.title,
    description: notice.description,
    date: startOfSingaporeDay(notice.date),
    acknowledged,
    category: notice.category,
    link: notice.link,
  };
}

/**
 * GET /notifications: the computed notices due today, the announcements showing today and the resident's own
 * notices, newest first, each marked read or unread.
 */
export class ListNotifications {
  constructor(
    private readonly facts: NotificationFactsSource,
    private readonly notifications: NotificationRepository,
    private readonly globals: GlobalNotificationRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User): Promise<{ notifications: Notification[]; unreadCount: number }> {
    const today = singaporeDayOf(this.clock.now());
    const [facts, personal, globals, keys, globalIds] = await Promise.all([
      this.facts.factsFor(user),
      this.notifications.listPersonal(user.id),
      this.globals.listShownOn(today),
      this.notifications.acknowledgedKeys(user.id),
      this.notifications.acknowledgedGlobalIds(user.id),
    ]);
    return notificationList([
      ...dueNotifications(facts, today).map((n) => computedNotification(n, keys.has(acknowledgedKey(n.type, n.key)))),
      ...globals.map((g) => globalNotification(g, globalIds.has(g.id))),
      ...personal.map(personalNotification),
    ]);
  }
}

export interface PersonalNotificationInput {
  title: string;
  description: string;
  date: Date;
  acknowledged: boolean;
  category: NotificationCategory;
}

/** POST /notification/personal: a notice of the resident's own (e.g. an emergency-fund milestone). */
export class CreatePersonalNotification {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, input: PersonalNotificationInput): Promise<Notification> {
    const record = await this.notifications.createPersonal(userId, {
      title: input.title,
      description: input.description,
      category: input.category,
      date: input.date,
      acknowledgedAt: input.acknowledged ? this.clock.now() : null,
    });
    return personalNotification(record);
  }
}
