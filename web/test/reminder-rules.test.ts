/// <reference types="mocha" />
import { expect } from 'chai';
import type { LocalDate } from '../../src/shared-kernel/local-date';
import {
  REMINDER_RECURRENCE,
  REMINDER_TITLE,
  calendarStepButtonLabel,
  googleCalendarLink,
  investmentReviewReminder,
  nextReminderStep,
  reminderFileName,
  validateReminderDate,
} from '../src/content/reminders/reminder-rules';
import { reminderCalendarFile } from '../src/content/reminders/reminder-calendar-file';

const today = '2026-11-25' as LocalDate;
const event = investmentReviewReminder('2026-12-31' as LocalDate, 'https://mymoneyplan.example/');

describe('reminder flow: the event', () => {
  it("is 'Review your investment portfolio', all day, repeating monthly with interval 6, pointing back at the site", () => {
    expect(REMINDER_TITLE).to.equal('Review your investment portfolio');
    expect(REMINDER_RECURRENCE).to.equal('FREQ=MONTHLY;INTERVAL=6');
    expect(event).to.include({ title: REMINDER_TITLE, start: '2026-12-31', end: '2027-01-01', address: 'https://mymoneyplan.example/investment-resources/set-reminders' });
    expect(event.details).to.contain('every 6 months');
  });

  it('makes a Google Calendar link with the dates, the details, the address and the rule', () => {
    const url = new URL(googleCalendarLink(event));
    expect(url.origin + url.pathname).to.equal('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).to.equal('TEMPLATE');
    expect(url.searchParams.get('text')).to.equal(REMINDER_TITLE);
    expect(url.searchParams.get('dates')).to.equal('20261231/20270101');
    expect(url.searchParams.get('location')).to.equal(event.address);
    expect(url.searchParams.get('recur')).to.equal('RRULE:FREQ=MONTHLY;INTERVAL=6');
  });

  it('makes a single-event calendar file, product named, ending .ics', () => {
    const file = reminderCalendarFile(event, 'MyMoneyPlan', 'investment-review-2026-12-31@mymoneyplan.example');
    expect(file).to.match(/^BEGIN:VCALENDAR/);
    expect(file.match(/BEGIN:VEVENT/g)).to.have.lengthOf(1);
    for (const line of ['PRODID:MyMoneyPlan', 'SUMMARY:Review your investment portfolio', 'DTSTART;VALUE=DATE:20261231', 'DTEND;VALUE=DATE:20270101', 'RRULE:FREQ=MONTHLY;INTERVAL=6', 'UID:investment-review-2026-12-31@mymoneyplan.example']) {
      expect(file).to.contain(line);
    }
    expect(reminderFileName('MyMoneyPlan')).to.equal('MyMoneyPlan investment review.ics');
  });
});

describe('reminder flow: the date and the steps', () => {
  it('takes a date from today to 12 months ahead', () => {
    expect(validateReminderDate('', today)).to.equal('Choose the date for your first reminder');
    expect(validateReminderDate('2026-02-30', today)).to.equal('Invalid format');
    expect(validateReminderDate('2026-11-24', today)).to.equal('Choose today or a later date');
    expect(validateReminderDate('2026-11-25', today)).to.equal(null);
    expect(validateReminderDate('2027-11-25', today)).to.equal(null);
    expect(validateReminderDate('2027-11-26', today)).to.equal('Choose a date within the next 12 months');
  });

  it('goes closed -> set reminder date -> choose calendar -> closed; closing either step closes', () => {
    expect(nextReminderStep('closed', 'open')).to.equal('set-reminder-date');
    expect(nextReminderStep('set-reminder-date', 'done')).to.equal('choose-calendar');
    expect(nextReminderStep('choose-calendar', 'done')).to.equal('closed');
    expect(nextReminderStep('set-reminder-date', 'close')).to.equal('closed');
    expect(nextReminderStep('choose-calendar', 'close')).to.equal('closed');
    expect(nextReminderStep('choose-calendar', 'open')).to.equal('choose-calendar');
  });

  it("the calendar step's button reads Skip until a calendar is chosen, then Done", () => {
    expect(calendarStepButtonLabel(false)).to.equal('Skip');
    expect(calendarStepButtonLabel(true)).to.equal('Done');
  });
});
