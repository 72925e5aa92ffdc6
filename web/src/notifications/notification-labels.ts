/** Words and labels for notifications, kept pure so they can be tested without a browser. */
import type { NotificationCategory, NotificationKind, NotificationView } from '../../../src/identity/adapters/http/notifications.contract.js';

/** The bell's accessible name: 'Notifications', or 'Notifications, 3 unread'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** What the badge shows: nothing at 0, the count up to 99, then '99+'. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

export const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  TO_DO: 'To do',
  ANNOUNCEMENT: 'Announcement',
  LEARNING: 'Learning',
  MILESTONE: 'Milestone',
  GENERAL: 'General',
};

const ACTION_LABELS: Record<NotificationKind, string> = {
  UPDATE_BANK_DATA: 'Update bank data',
  UPDATE_FUNDS_AND_TARGETS: 'Update funds and targets',
  GIVE_FEEDBACK: 'Give feedback',
  READ_ANTI_SCAM_ARTICLE: 'Read about investment scams',
  INCOMPLETE_PROFILE: 'Go to your profile',
  INSURANCE_MODULE: 'List your insurance',
  SYSTEM_UPDATE: 'Go to settings',
  TERMS_UPDATE: 'Read the revised terms',
};

/** The label of a notice's action link. */
export function actionLabel(notification: Pick<NotificationView, 'kind'>): string {
  return notification.kind ? ACTION_LABELS[notification.kind] : 'Open';
}

/** The page's summary line. */
export function unreadSummary(unread: number): string {
  if (unread === 0) return "You're all caught up.";
  return unread === 1 ? 'You have 1 unread notification.' : `You have ${unread} unread notifications.`;
}
