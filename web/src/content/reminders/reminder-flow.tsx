import { useState } from 'react';
import { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import { singaporeToday } from '../../shared/format/date-time';
import { useStores } from '../../app/store-context';
import { Button, ExternalLink } from '../../shared/ui/button';
import { DateInput } from '../../shared/ui/fields';
import { DownloadIcon } from '../../shared/ui/icons';
import { Modal } from '../../shared/ui/modal';
import {
  calendarStepButtonLabel,
  googleCalendarLink,
  investmentReviewReminder,
  nextReminderStep,
  reminderFileName,
  validateReminderDate,
  type ReminderAction,
  type ReminderStep,
} from './reminder-rules';
import './reminders.css';

/** Saves `text` as a file in the browser (no server round trip). */
function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The reminder flow (spec 3 §2, §4): a button opening the date step ('Set a calendar reminder that repeats every 6
 * months'), whose Done leads to the calendar step; closing either step ends it.
 */
export function ReminderFlow({ buttonLabel = 'Set a reminder' }: { buttonLabel?: string }) {
  const { config } = useStores();
  const [step, setStep] = useState<ReminderStep>('closed');
  const [date, setDate] = useState('');
  const [revealed, setRevealed] = useState(false);
  const [calendarChosen, setCalendarChosen] = useState(false);
  const today = singaporeToday();
  const go = (action: ReminderAction) => setStep((current) => nextReminderStep(current, action));
  const error = validateReminderDate(date, today);
  const event = error === null ? investmentReviewReminder(date as LocalDate, window.location.origin) : null;
  // Apple Calendar has no add-event link: its button gives the same file as the download, which Calendar opens.
  // The calendar library loads on this click, not with the page (docs/decisions.md "Web performance budget").
  const saveCalendarFile = async () => {
    if (!event) return;
    const { reminderCalendarFile } = await import('./reminder-calendar-file');
    saveFile(reminderCalendarFile(event, config.productName, `investment-review-${date}@${window.location.host}`), reminderFileName(config.productName));
    setCalendarChosen(true);
  };

  return (
    <>
      <Button
        onClick={() => {
          setDate('');
          setRevealed(false);
          setCalendarChosen(false);
          go('open');
        }}
      >
        {buttonLabel}
      </Button>
      <Modal
        open={step === 'set-reminder-date'}
        onClose={() => go('close')}
        title="Set a calendar reminder that repeats every 6 months"
        actions={
          <Button
            onClick={() => {
              if (error !== null) {
                setRevealed(true);
                document.getElementById('reminder-date')?.focus();
                return;
              }
              go('done');
            }}
            aria-disabled={error !== null || undefined}
          >
            Done
          </Button>
        }
      >
        <DateInput
          id="reminder-date"
          label="Choose the date for your first reminder."
          value={date}
          onChange={setDate}
          validate={(text) => validateReminderDate(text, today)}
          forceShowError={revealed}
          min={today}
          max={LocalDate.addMonths(today, 12)}
        />
      </Modal>
      <Modal
        open={step === 'choose-calendar'}
        onClose={() => go('close')}
        title="Which calendar do you want to add the reminders to?"
        actions={<Button onClick={() => go(calendarChosen ? 'done' : 'close')}>{calendarStepButtonLabel(calendarChosen)}</Button>}
      >
        {event && (
          <ul className="reminder-calendars">
            <li>
              <ExternalLink href={googleCalendarLink(event)} asButton variant="secondary" block onClick={() => setCalendarChosen(true)}>
                Google Calendar
              </ExternalLink>
            </li>
            <li>
              <Button variant="secondary" block onClick={() => void saveCalendarFile()}>
                Apple Calendar
              </Button>
            </li>
            <li>
              <Button variant="secondary" block onClick={() => void saveCalendarFile()}>
                <DownloadIcon size={18} />
                Download a calendar file (.ics)
              </Button>
            </li>
          </ul>
        )}
        <p className="reminder-calendars__note">The calendar file works with Outlook and most other calendars, too.</p>
      </Modal>
    </>
  );
}
