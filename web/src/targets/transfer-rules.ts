/**
 * The monthly transfer of the target savings (spec 2 §3, spec 3 §3 "User-level savings settings", §9 "Day of
 * transfer: 1 to 28"): the day field's rule, the words the targets page uses, and the calendar reminder offered
 * for a transfer the resident makes by hand (docs/decisions.md "Spec gaps closed").
 */
import type { TransferSchedule } from '../../../src/targets/domain/targets-overview.js';
import { LocalDate } from '../../../src/shared-kernel/local-date.js';
import { googleCalendarLink, type ReminderEvent } from '../content/reminders/reminder-rules';

export const DAY_OF_TRANSFER_MESSAGE = 'Choose a day from 1 to 28';

/** The day as typed: empty is allowed (not said) unless the transfer is automatic. */
export function dayOfTransferProblem(text: string, automatic: boolean | null): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return automatic === true ? DAY_OF_TRANSFER_MESSAGE : null;
  return /^\d{1,2}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 28 ? null : DAY_OF_TRANSFER_MESSAGE;
}

/** The day to send: a number, or null when left empty. Call only once {@link dayOfTransferProblem} is null. */
export function dayOfTransferValue(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}

const ORDINAL = (day: number): string => {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
};

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const longDate = (date: LocalDate) => DAY_MONTH_YEAR.format(new Date(`${date}T00:00:00Z`));

/** One sentence for the targets page about the transfer, or null when no day was given. */
export function transferSentence(transfer: TransferSchedule): string | null {
  if (transfer.dayOfTransfer === null || transfer.nextTransferDate === null) return null;
  const how = transfer.automatic === true ? 'Your bank moves it automatically' : 'You move it yourself';
  return `${how} on the ${ORDINAL(transfer.dayOfTransfer)} of each month; next on ${longDate(transfer.nextTransferDate)}.`;
}

/** A monthly calendar reminder for a transfer made by hand, starting on the next transfer date. */
export function transferReminder(nextTransferDate: LocalDate, amountText: string, origin: string): ReminderEvent {
  const address = `${origin.replace(/\/+$/, '')}/targets`;
  return {
    title: `Move ${amountText} to your savings`,
    start: nextTransferDate,
    end: LocalDate.addDays(nextTransferDate, 1),
    details: `Your monthly savings for your targets: ${amountText}. Check your targets at ${address}`,
    address,
    recurrence: 'FREQ=MONTHLY;INTERVAL=1',
  };
}

/** The reminder as a Google Calendar link (the same builder as the investment-review reminder). */
export function transferReminderLink(nextTransferDate: LocalDate, amountText: string, origin: string): string {
  return googleCalendarLink(transferReminder(nextTransferDate, amountText, origin));
}
