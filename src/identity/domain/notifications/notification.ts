/**
 * Notifications as the identity context sees them (spec 1 §3 "Notification"). Four types:
 *
 * - `todo`: computed from the resident's facts (see due-notifications.ts), acknowledged by key;
 * - `inbuilt`: fixed notices shipped with the product, shown conditionally, acknowledged by key;
 * - `global`: published by an operator to everyone, acknowledged by id;
 * - `personal`: one resident's own, created through the API, acknowledged by id.
 */
export const NOTIFICATION_TYPES = ['personal', 'global', 'todo', 'inbuilt'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a notice is about; the web shows it as a label. */
export const NOTIFICATION_CATEGORIES = ['TO_DO', 'ANNOUNCEMENT', 'LEARNING', 'MILESTONE', 'GENERAL'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** The computed kinds (spec 1 §3 "Kinds"), each acknowledged through the call of its type. */
export const TO_DO_KINDS = ['UPDATE_BANK_DATA', 'UPDATE_FUNDS_AND_TARGETS', 'GIVE_FEEDBACK', 'READ_ANTI_SCAM_ARTICLE', 'INCOMPLETE_PROFILE', 'INSURANCE_MODULE'] as const;
export const INBUILT_KINDS = ['SYSTEM_UPDATE', 'TERMS_UPDATE'] as const;
export type TodoKind = (typeof TO_DO_KINDS)[number];
export type InbuiltKind = (typeof INBUILT_KINDS)[number];
export type NotificationKind = TodoKind | InbuiltKind;

/** Longest title and description any notice may have (personal and global ones are checked against these). */
export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 1000;

/** One notice in a resident's list, whatever its type. */
export interface Notification {
  /** The key for todo and inbuilt notices, the UUID of a personal one, the number (as text) of a global one. */
  id: string;
  type: NotificationType;
  /** todo and inbuilt only: what the acknowledgement call takes (`notificationKey`). */
  key: string | null;
  /** todo and inbuilt only. */
  kind: NotificationKind | null;
  title: string;
  description: string;
  date: Date;
  acknowledged: boolean;
  category: NotificationCategory;
  /** An in-app path that acts on the notice ('/profile'), or null. */
  link: string | null;
}

const TYPE_ORDER: Record<NotificationType, number> = { personal: 0, global: 1, todo: 2, inbuilt: 3 };

/** Newest first; notices of the same moment in a fixed order (type, then id) so the list never reshuffles. */
export function newestFirst(a: Notification, b: Notification): number {
  return b.date.getTime() - a.date.getTime() || TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The resident's list in display order, with how many are still unread. */
export function notificationList(notifications: Notification[]): { notifications: Notification[]; unreadCount: number } {
  const sorted = [...notifications].sort(newestFirst);
  return { notifications: sorted, unreadCount: sorted.filter((n) => !n.acknowledged).length };
}
