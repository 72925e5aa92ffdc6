/**
 * The date box (one of the shared fields: fields.tsx re-exports it), in its own file for its parsing and calendar.
 */
import { useId } from 'react';
import { dayMonthYearText, isIsoDate, parseDayMonthYear } from '../format/day-month-year';
import { Field, type FieldProps } from './text-fields';

/**
 * A calendar date, typed day, month, year as Singapore writes it (15/08/1992, or 15081992) and kept as `YYYY-MM-DD`
 * (docs/decisions.md "Dates typed day, month, year"). `value` and `onChange` speak `YYYY-MM-DD` once the date is
 * whole and real; until then the text as typed, which the caller's rule answers with its message. The calendar
 * button opens the browser's own date picker. The footprint of the targets' day / month / year parts, tabular
 * figures (components.css "field--date").
 */
export function DateInput(props: FieldProps) {
  const { value, onChange, hint, min, max, validate, ...rest } = props;
  const pickerId = useId();
  const className = ['field--date', props.className].filter(Boolean).join(' ');
  const shown = isIsoDate(value) ? dayMonthYearText(value) : value;
  const openPicker = () => {
    const picker = document.getElementById(pickerId) as (HTMLInputElement & { showPicker?: () => void }) | null;
    try {
      picker?.showPicker?.();
    } catch {
      // A browser that will not open it from here: the date can still be typed.
    }
  };
  const calendar = (
    <>
      {/* Named without the field's label, so the label names one control: the box (getByLabel, voice control). */}
      <button type="button" className="field__calendar" aria-label="Open the calendar" title="Open the calendar" onClick={openPicker}>
        <CalendarIcon />
      </button>
      <input
        id={pickerId}
        type="date"
        className="field__calendar-picker"
        tabIndex={-1}
        aria-hidden="true"
        value={isIsoDate(value) ? value : ''}
        min={min}
        max={max}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
    </>
  );
  return (
    <Field
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/YYYY"
      {...rest}
      value={shown}
      onChange={(text) => onChange(parseDayMonthYear(text) ?? text)}
      // Text that is not yet a whole, real date gets the one message that says how to write it; a date gets the caller's rule.
      validate={() => (value.trim() !== '' && !isIsoDate(value) ? DATE_FORMAT_MESSAGE : (validate?.(value) ?? null))}
      hint={
        <>
          {hint && <span className="field__hint-line">{hint}</span>}
          <span className="field__hint-line">Day, month, year: like 15/08/1992.</span>
        </>
      }
      type="text"
      className={className}
      suffix={calendar}
    />
  );
}

/** What a date field says of text that is not a date (docs/decisions.md "Dates typed day, month, year"). */
export const DATE_FORMAT_MESSAGE = 'Enter a real date as day/month/year, like 15/08/1992';

function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
