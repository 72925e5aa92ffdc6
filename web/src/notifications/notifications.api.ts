/** The notification calls of spec 1 §7. Quiet: failures are swallowed by the store (no toast), a 401 still signs out. */
import type {
  AcknowledgePersonalNotificationRequest,
  GlobalNotificationAcknowledgementRequest,
  NotificationKeyAcknowledgementRequest,
  NotificationsResponse,
  NotificationView,
} from '../../../src/identity/adapters/http/notifications.contract.js';
import type { ApiClient } from '../app/api-client';

export interface NotificationsApi {
  list(): Promise<NotificationsResponse>;
  acknowledge(notification: NotificationView): Promise<void>;
}

export interface AcknowledgementCall {
  method: 'POST' | 'PATCH';
  path: string;
  body: AcknowledgePersonalNotificationRequest | GlobalNotificationAcknowledgementRequest | NotificationKeyAcknowledgementRequest;
}

/** The right acknowledgement call for each type (spec 1 §4: personal and global by id, todo and inbuilt by key). */
export function acknowledgementCall(notification: NotificationView): AcknowledgementCall {
  switch (notification.type) {
    case 'personal':
      return { method: 'PATCH', path: `/notification/personal/${encodeURIComponent(notification.id)}`, body: { acknowledged: true } };
    case 'global':
      return { method: 'POST', path: '/notification/global-acknowledgement', body: { globalNotificationId: Number(notification.id) } };
    case 'todo':
      return { method: 'POST', path: '/notification/todo-acknowledgement', body: { notificationKey: notification.key ?? notification.id } };
    case 'inbuilt':
      return { method: 'POST', path: '/notification/inbuilt-acknowledgement', body: { notificationKey: notification.key ?? notification.id } };
  }
}

export class HttpNotificationsApi implements NotificationsApi {
  constructor(private readonly api: ApiClient) {}

  list(): Promise<NotificationsResponse> {
    return this.api.get<NotificationsResponse>('/notifications', { quiet: true });
  }

  async acknowledge(notification: NotificationView): Promise<void> {
    const call = acknowledgementCall(notification);
    await this.api.request(call.method, call.path, { body: call.body, quiet: true });
  }
}
