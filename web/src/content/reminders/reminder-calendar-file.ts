/**
 * The reminder as a calendar file (spec 3 §2 "Reminder flow", §7). Apart from reminder-rules.ts because the ics
 * library loads only when a resident asks for the file (docs/decisions.md "Web performance budget").
 */
import { createEvent } from 'ics';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import type { ReminderEvent } from './reminder-rules';

const dateArray = (date: LocalDate): [number, number, number] => date.split('-').map(Number) as [number, number, number];

/**
 * The event as a single-event calendar file (RFC 5545), what Apple Calendar, Outlook and most others open. `uid`
 * identifies the event, so adding the same file twice updates rather than duplicates it.
 * @throws Error when the calendar library refuses the event (it never should for a valid date).
 */
export function reminderCalendarFile(event: ReminderEvent, productName: string, uid: string): string {
  const { error, value } = createEvent({
    productId: productName,
    uid,
    title: event.title,
    start: dateArray(event.start),
    end: dateArray(event.end),
    description: event.details,
    url: event.address,
    recurrenceRule: event.recurrence,
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made.');
  return value;
}
