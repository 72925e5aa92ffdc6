import type { NotificationCategory } from '../domain/notifications/notification.js';

/** A resident's own notice as stored. */
export interface PersonalNotificationRecord {
  id: string;
  title: string;
  description: string;
  category: NotificationCategory;
  date: Date;
  acknowledgedAt: Date | null;
}

export type PersonalNotificationDraft = Omit<PersonalNotificationRecord, 'id'>;

/** The computed notices are acknowledged by type and key. */
export type KeyedNotificationType = 'todo' | 'inbuilt';

/** Personal notices and acknowledgements, always of one resident: there is no query across residents. */
export interface NotificationRepository {
  listPersonal(userId: string): Promise<PersonalNotificationRecord[]>;
  createPersonal(userId: string, draft: PersonalNotificationDraft): Promise<PersonalNotificationRecord>;
  /** Marks the resident's notice read (an earlier acknowledgement time is kept); null when it is not theirs. */
  acknowledgePersonal(userId: string, id: string, at: Date): Promise<PersonalNotificationRecord | null>;
  /** The keys the resident has acknowledged, as `${type}:${key}`. */
  acknowledgedKeys(userId: string): Promise<Set<string>>;
  acknowledgedGlobalIds(userId: string): Promise<Set<number>>;
  /** Idempotent: acknowledging again changes nothing. */
  acknowledgeKey(userId: string, type: KeyedNotificationType, key: string, at: Date): Promise<void>;
  /** Idempotent; false when no global notice has that id. */
  acknowledgeGlobal(userId: string, globalNotificationId: number, at: Date): Promise<boolean>;
}

/** How an acknowledged key is spelled in {@link NotificationRepository.acknowledgedKeys}. */
export const acknowledgedKey = (type: KeyedNotificationType, key: string): string => `${type}:${key}`;
