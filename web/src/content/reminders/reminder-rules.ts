/**
 * The reminder flow (spec 3 §2 "Reminder flow", §3 "Reminder", §4, §7, §9): a repeating calendar reminder to review
 * investments, offered as a Google Calendar link, an Apple Calendar file or a calendar file to download, built
 * from one event (title, start and end date, details, address and recurrence).
 */
import { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import { messages } from '../../shared/validation';

/** Spec 3 §9: the event's title, and 'monthly with interval 6'. */
export const REMINDER_TITLE = 'Review your investment portfolio';
export const REMINDER_RECURRENCE = 'FREQ=MONTHLY;INTERVAL=6';
export const REMINDER_PATH = '/investment-resources/set-reminders';
/** The first reminder may be set up to a year ahead: later than that, the habit it builds starts too late. */
export const REMINDER_MAX_MONTHS_AHEAD = 12;

export interface ReminderEvent {
  title: string;
  /** all day, on this Singapore calendar day */
  start: LocalDate;
  /** the day after (an all-day event ends at the start of the next day) */
  end: LocalDate;
  details: string;
  /** where to go when the reminder fires: our reminders page */
  address: string;
  recurrence: string;
}

/** The investment-review reminder starting on `start`, pointing back at the site (`origin`, e.g. https://…). */
export function investmentReviewReminder(start: LocalDate, origin: string): ReminderEvent {
  const address = `${origin.replace(/\/+$/, '')}${REMINDER_PATH}`;
  return {
    title: REMINDER_TITLE,
    start,
    end: LocalDate.addDays(start, 1),
    details:
      'Time to review your investments: are they still spread the way you want, do they still suit when you need the money, and what are you paying in fees? ' +
      `Reminders repeat every 6 months. ${address}`,
    address,
    recurrence: REMINDER_RECURRENCE,
  };
}

const compact = (date: LocalDate) => date.replace(/-/g, '');

/** The Google Calendar 'add event' link, all day, repeating. */
export function googleCalendarLink(event: ReminderEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(event.start)}/${compact(event.end)}`,
    details: event.details,
    location: event.address,
    recur: `RRULE:${event.recurrence}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Spec 3 §7: a product-named file name ending .ics. */
export function reminderFileName(productName: string): string {
  return `${productName} investment review.ics`;
}

/** The date step's check: a real date, from today (Singapore) to {@link REMINDER_MAX_MONTHS_AHEAD} months ahead. */
export function validateReminderDate(text: string, today: LocalDate): string | null {
  if (text.trim() === '') return 'Choose the date for your first reminder';
  if (!LocalDate.isValid(text)) return messages.invalidFormat;
  if (LocalDate.compare(text, today) < 0) return 'Choose today or a later date';
  if (LocalDate.compare(text, LocalDate.addMonths(today, REMINDER_MAX_MONTHS_AHEAD)) > 0) return 'Choose a date within the next 12 months';
  return null;
}

/** Spec 3 §4: closed, then 'set reminder date', then 'choose calendar', then closed. */
export type ReminderStep = 'closed' | 'set-reminder-date' | 'choose-calendar';
export type ReminderAction = 'open' | 'done' | 'close';

export function nextReminderStep(step: ReminderStep, action: ReminderAction): ReminderStep {
  if (action === 'close') return 'closed';
  if (action === 'open') return step === 'closed' ? 'set-reminder-date' : step;
  if (step === 'set-reminder-date') return 'choose-calendar';
  return 'closed';
}

/** Spec 3 §2: the calendar step's button reads 'Skip' until a calendar option is clicked, then 'Done'. */
export function calendarStepButtonLabel(calendarChosen: boolean): 'Skip' | 'Done' {
  return calendarChosen ? 'Done' : 'Skip';
}
