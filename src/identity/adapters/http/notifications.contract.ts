/**
 * Wire types of the notification and recommended-action calls (`/api/v1`, spec 1 §7). The web app imports these
 * with `import type`. Every call needs a session and consent to the app terms (401, 403 `IDENTITY.CONSENT_REQUIRED`).
 */

export type NotificationType = 'personal' | 'global' | 'todo' | 'inbuilt';
export type NotificationCategory = 'TO_DO' | 'ANNOUNCEMENT' | 'LEARNING' | 'MILESTONE' | 'GENERAL';
/** The computed notices (todo and inbuilt types). */
export type NotificationKind =
  | 'UPDATE_BANK_DATA'
  | 'UPDATE_FUNDS_AND_TARGETS'
  | 'GIVE_FEEDBACK'
  | 'READ_ANTI_SCAM_ARTICLE'
  | 'INCOMPLETE_PROFILE'
  | 'INSURANCE_MODULE'
  | 'SYSTEM_UPDATE'
  | 'TERMS_UPDATE';

/** One notice in the resident's list. */
export interface NotificationView {
  /** todo/inbuilt: the key ('GIVE_FEEDBACK-22/11/2026'); personal: a UUID; global: the announcement's number as text. */
  id: string;
  type: NotificationType;
  /** todo and inbuilt only: the `notificationKey` to acknowledge it with. */
  key?: string;
  /** todo and inbuilt only: which computed notice this is. */
  kind?: NotificationKind;
  title: string;
  description: string;
  /** ISO timestamp; todo, inbuilt and global notices are dated the start of their day in Singapore. */
  date: string;
  acknowledged: boolean;
  category: NotificationCategory;
  /** An in-app path that acts on the notice ('/profile'). */
  link?: string;
}

/** GET /api/v1/notifications: newest first. */
export interface NotificationsResponse {
  notifications: NotificationView[];
  unreadCount: number;
}

/** POST /api/v1/notification/personal body. Answer 201: the `NotificationView` created. */
export interface CreatePersonalNotificationRequest {
  /** 1 to 120 characters (trimmed). */
  title: string;
  /** 1 to 1000 characters (trimmed). */
  description: string;
  /** ISO date ('2026-11-22') or timestamp. */
  date: string;
  /** Default false. */
  acknowledged?: boolean;
  /** Default GENERAL. */
  category?: NotificationCategory;
}

/** PATCH /api/v1/notification/personal/{id} body. Answer 200: the `NotificationView`. */
export interface AcknowledgePersonalNotificationRequest {
  acknowledged: true;
}

/** POST /api/v1/notification/todo-acknowledgement and /inbuilt-acknowledgement body. Answer 204. */
export interface NotificationKeyAcknowledgementRequest {
  notificationKey: string;
}

/** POST /api/v1/notification/global-acknowledgement body. Answer 204. */
export interface GlobalNotificationAcknowledgementRequest {
  globalNotificationId: number;
}

export type CompletedBy = 'SYSTEM' | 'USER';

export interface RecommendedActionView {
  id: string;
  /** Upper snake case, at most 64 characters ('TRA_SR_B'). */
  key: string;
  /** ISO timestamp. */
  completedAt: string;
  completedBy: CompletedBy;
}

/** POST /api/v1/recommended-action body. Answer: `RecommendedActionResponse`, 201 when recorded anew, else 200. */
export interface CompleteRecommendedActionRequest {
  key: string;
  completedBy: CompletedBy;
}

/** PATCH /api/v1/recommended-action/{id} body: at least one field. Answer: `RecommendedActionResponse`. */
export interface UpdateRecommendedActionRequest {
  /** ISO timestamp, not in the future. */
  completedAt?: string;
  completedBy?: CompletedBy;
}

export interface RecommendedActionResponse {
  recommendedAction: RecommendedActionView;
}

/** GET /api/v1/recommended-actions: newest completion first. */
export interface RecommendedActionsResponse {
  recommendedActions: RecommendedActionView[];
}
