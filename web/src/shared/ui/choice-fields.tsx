/**
 * The choice fields (radio group, select, checkbox; fields.tsx re-exports them): a visible label or legend, the hint and
 * error tied to the control, the error once the field was left (spec 1 §5).
 */
import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { FieldError } from './field-error';

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
