import type { Notification } from '../../domain/notifications/notification.js';
import type { NotificationView } from './notifications.contract.js';

export function presentNotification(n: Notification): NotificationView {
  return {
    id: n.id,
    type: n.type,
    ...(n.key !== null && { key: n.key }),
    ...(n.kind !== null && { kind: n.kind }),
    title: n.title,
    description: n.description,
    date: n.date.toISOString(),
    acknowledged: n.acknowledged,
    category: n.category,
    ...(n.link !== null && { link: n.link }),
  };
}
