import type { LocalDate } from '../../shared-kernel/local-date.js';
import type { GlobalNotification, GlobalNotificationDraft } from '../domain/notifications/global-notification.js';

/** Announcements for every resident, published and removed by an operator. */
export interface GlobalNotificationRepository {
  /** Those showing on `today` (from their date up to and including their valid-until date). */
  listShownOn(today: LocalDate): Promise<GlobalNotification[]>;
  /** Every one, newest id first (the operator's list). */
  listAll(): Promise<GlobalNotification[]>;
  add(draft: GlobalNotificationDraft): Promise<GlobalNotification>;
  /** False when there was none with that id. Its acknowledgements go with it. */
  remove(id: number): Promise<boolean>;
}
