import { useId, useState, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { plainText } from '../../../../src/shared-kernel/validation/text-rules.js';
import { FieldError } from './field-error';
import { tidyMoneyInput } from './money-input-text';
import { dayMonthYearText, isIsoDate, parseDayMonthYear } from '../format/day-month-year';

export { FieldError };

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'id' | 'aria-invalid' | 'aria-describedby'
>;

export interface FieldProps extends NativeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The spec's rules (spec 1 §5): a message, or null when the value passes. */
  validate?: (value: string) => string | null;
  hint?: ReactNode;
  /**
   * Reveal the error even if the field was never visited (a pressed, disabled submit: spec 1 §5); it then also
   * shows while the field has focus, so the first invalid field keeps its message when focus moves to it.
   */
  forceShowError?: boolean;
  /** Show the error while typing too (spec: "not while focused unless configured"). */
  showErrorWhileFocused?: boolean;
  /**
   * Leaving the field counts as a visit only once something was typed in it: for a field focused for the resident
   * (an auto-focused first field), so that moving on from it untouched shows no error until Save reveals them.
   */
  quietUntilEdited?: boolean;
  /** Marks the label "(optional)"; required fields are the default and unmarked. */
  optional?: boolean;
  /** An error from elsewhere (the server's 400 `details`), shown at once; the caller clears it on change. */
  error?: string | null;
  id?: string;
}

/**
 * Shared behaviour of every text-like field: a visible label, the hint and error tied to the input with
 * aria-describedby, and the error shown on blur rather than while the person is still typing.
 */
function Field({
  label,
  value,
  onChange,
  validate,
  hint,
  forceShowError,
  showErrorWhileFocused,
  quietUntilEdited,
  optional,
  error,
  id: givenId,
  type,
  prefix,
  suffix,
  onBlur,
  onFocus,
  className,
  ...input
}: FieldProps & { type: string; prefix?: string; suffix?: ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visited, setVisited] = useState(false);
  const [focused, setFocused] = useState(false);
  const [edited, setEdited] = useState(false);
  // The one text rule first (docs/decisions.md "One text rule"), as every string at the API edge has it: a pasted
  // control character or half an emoji pair reads 'Invalid format' here rather than only after the 400.
  const ruleMessage = plainText(value) ?? validate?.(value) ?? null;
  // After a revealing submit the errors stay up while the person corrects them (focus lands on the first one).
  const showRuleError =
    ruleMessage !== null && (visited || !!forceShowError) && (!focused || !!showErrorWhileFocused || !!forceShowError);
  const message = showRuleError ? ruleMessage : (error ?? null);
  const showError = message !== null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = showError ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', showError && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className={prefix ? 'field__control field__control--prefixed' : 'field__control'}>
        {prefix && (
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          {...input}
          id={id}
          type={type}
          className="field__input"
          value={value}
          aria-required={!optional || undefined}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setEdited(true);
            onChange(event.target.value);
          }}
          onFocus={(event) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            if (!quietUntilEdited || edited) setVisited(true);
            onBlur?.(event);
          }}
        />
        {suffix}
      </div>
      {showError && errorId && <FieldError id={errorId} message={message} />}
    </div>
  );
}

export function TextInput(props: FieldProps & { type?: 'text' | 'email' | 'tel' | 'search' }) {
  return <Field {...props} type={props.type ?? 'text'} />;
}

/**
 * Money in dollars as typed ("1,234.50"); the caller converts to cents with the shared parser. The S$ prefix is
 * visual only: the label carries the unit for screen readers ("Monthly income (S$)").
 */
export function MoneyInput(props: FieldProps) {
  const className = ['field--money', props.className].filter(Boolean).join(' ');
  // Typed freely (no reformatting under the cursor), shown as every amount is once the field is left.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const tidy = tidyMoneyInput(props.value);
    if (tidy !== props.value) props.onChange(tidy);
    props.onBlur?.(event);
  };
  return <Field inputMode="decimal" autoComplete="off" {...props} onBlur={onBlur} type="text" prefix="S$" className={className} />;
}

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

/** The error a choice field shows: its rule after a visit (or a forced reveal), else an error from elsewhere. */
function choiceError(
  rule: string | null,
  visited: boolean,
  forceShowError: boolean | undefined,
  error: string | null | undefined,
): string | null {
  if (rule !== null && (visited || !!forceShowError)) return rule;
  return error ?? null;
}

export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
  /** A second line under the label. */
  description?: string;
}

interface ChoiceFieldProps<V extends string> {
  label: string;
  /** '' when nothing is chosen. */
  value: V | '';
  onChange: (value: V) => void;
  options: ReadonlyArray<ChoiceOption<V>>;
  validate?: (value: V | '') => string | null;
  hint?: ReactNode;
  forceShowError?: boolean;
  error?: string | null;
  optional?: boolean;
  /** The first control's id (a radio group's first option), so a label or error summary can point at it. */
  id?: string;
}

/**
 * A radio group: native radios in a <fieldset> whose <legend> is the question. The error shows once focus has
 * left the whole group (spec 1 §5 "errors on blur"); every radio carries aria-invalid so "focus the first invalid
 * field" lands on the group.
 */
export function RadioGroup<V extends string>({
  label,
  value,
  onChange,
  options,
  validate,
  hint,
  forceShowError,
  error,
  optional,
  id: givenId,
  inline,
}: ChoiceFieldProps<V> & { inline?: boolean }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visited, setVisited] = useState(false);
  const message = choiceError(validate?.(value) ?? null, visited, forceShowError, error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message !== null ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setVisited(true);
  };
  return (
    <fieldset
      className={['field', 'choice-group', inline && 'choice-group--inline', message !== null && 'field--invalid']
        .filter(Boolean)
        .join(' ')}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy}
      aria-required={!optional || undefined}
      onBlur={onBlur}
    >
      <legend id={`${id}-legend`} className="field__label">
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </legend>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="choice-group__options">
        {options.map((option, i) => {
          const optionId = i === 0 ? id : `${id}-${option.value}`;
          return (
            <label key={option.value} className="choice" htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                className="choice__input"
                name={id}
                value={option.value}
                checked={value === option.value}
                aria-invalid={message !== null || undefined}
                onChange={() => onChange(option.value)}
              />
              <span className="choice__text">
                <span className="choice__label">{option.label}</span>
                {option.description && <span className="choice__description">{option.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {message !== null && errorId && <FieldError id={errorId} message={message} />}
    </fieldset>
  );
}

/** A native <select> with a visible label and a "Select" placeholder for "nothing chosen yet". */
export function SelectField<V extends string>({
  label,
  value,
  onChange,
  options,
  validate,
  hint,
  forceShowError,
  error,
  optional,
  id: givenId,
  placeholder = 'Select',
}: ChoiceFieldProps<V> & { placeholder?: string }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visited, setVisited] = useState(false);
  const message = choiceError(validate?.(value) ?? null, visited, forceShowError, error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message !== null ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', message !== null && 'field--invalid'].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="field__control field__control--select">
        <select
          id={id}
          className="field__input field__select"
          value={value}
          aria-required={!optional || undefined}
          aria-invalid={message !== null || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value as V)}
          onBlur={() => setVisited(true)}
        >
          <option value="" disabled={!optional}>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {message !== null && errorId && <FieldError id={errorId} message={message} />}
    </div>
  );
}

export interface CheckboxProps {
  /** The text next to the box; may hold links. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  validate?: (checked: boolean) => string | null;
  hint?: ReactNode;
  forceShowError?: boolean;
  error?: string | null;
  id?: string;
  /** Set when ticking is required (a consent). */
  required?: boolean;
}

/** A native checkbox with its label beside it (a click on the text ticks it; links inside still work). */
export function Checkbox({ label, checked, onChange, validate, hint, forceShowError, error, id: givenId, required }: CheckboxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visited, setVisited] = useState(false);
  const message = choiceError(validate?.(checked) ?? null, visited, forceShowError, error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message !== null ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', 'checkbox-field', message !== null && 'field--invalid'].filter(Boolean).join(' ')}>
      <div className="choice choice--checkbox">
        <input
          id={id}
          type="checkbox"
          className="choice__input"
          checked={checked}
          aria-required={required || undefined}
          aria-invalid={message !== null || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={() => setVisited(true)}
        />
        <label className="choice__text choice__label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="field__hint checkbox-field__hint">
          {hint}
        </p>
      )}
      {message !== null && errorId && <FieldError id={errorId} message={message} />}
    </div>
  );
}
