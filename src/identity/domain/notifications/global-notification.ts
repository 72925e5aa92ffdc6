import { LocalDate } from '../../../shared-kernel/local-date.js';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, NOTIFICATION_CATEGORIES, type NotificationCategory } from './notification.js';

/** A notice an operator publishes to every resident (no admin screen: `npm run ops:global-notification`). */
export interface GlobalNotification {
  id: number;
  title: string;
  description: string;
  category: NotificationCategory;
  /** The first day it shows (Singapore). */
  date: LocalDate;
  /** The last day it shows; null: until removed. */
  validUntil: LocalDate | null;
}

export type GlobalNotificationDraft = Omit<GlobalNotification, 'id'>;

/** The category of an announcement when the operator names none. */
export const DEFAULT_GLOBAL_CATEGORY: NotificationCategory = 'ANNOUNCEMENT';

/** Everything wrong with a draft, one sentence each (empty when it can be published). */
export function globalNotificationProblems(draft: { title: string; description: string; category: string; date: string; validUntil: string | null }): string[] {
  const problems: string[] = [];
  const title = draft.title.trim();
  const description = draft.description.trim();
  if (!title) problems.push('The title is empty.');
  else if (title.length > MAX_TITLE_LENGTH) problems.push(`The title has ${title.length} characters; at most ${MAX_TITLE_LENGTH} are allowed.`);
  if (!description) problems.push('The description is empty.');
  else if (description.length > MAX_DESCRIPTION_LENGTH)
    problems.push(`The description has ${description.length} characters; at most ${MAX_DESCRIPTION_LENGTH} are allowed.`);
  if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(draft.category))
    problems.push(`The category '${draft.category}' is not one of ${NOTIFICATION_CATEGORIES.join(', ')}.`);
  const dateValid = LocalDate.isValid(draft.date);
  if (!dateValid) problems.push(`The date '${draft.date}' is not a calendar date (YYYY-MM-DD).`);
  if (draft.validUntil !== null) {
    if (!LocalDate.isValid(draft.validUntil)) problems.push(`The valid-until date '${draft.validUntil}' is not a calendar date (YYYY-MM-DD).`);
    else if (dateValid && LocalDate.compare(draft.validUntil as LocalDate, draft.date as LocalDate) < 0)
      problems.push('The valid-until date is before the date: the announcement would never show.');
  }
  return problems;
}

/** Shown from its date up to and including its valid-until date. */
export function isShownOn(notice: Pick<GlobalNotification, 'date' | 'validUntil'>, today: LocalDate): boolean {
  return LocalDate.compare(notice.date, today) <= 0 && (notice.validUntil === null || LocalDate.compare(today, notice.validUntil) <= 0);
}
