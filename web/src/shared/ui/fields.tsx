import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { AlertIcon } from './icons';

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
  /** Reveal the error even if the field was never visited (a pressed, disabled submit: spec 1 §5). */
  forceShowError?: boolean;
  /** Show the error while typing too (spec: "not while focused unless configured"). */
  showErrorWhileFocused?: boolean;
  /** Marks the label "(optional)"; required fields are the default and unmarked. */
  optional?: boolean;
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
  optional,
  id: givenId,
  type,
  prefix,
  onBlur,
  onFocus,
  className,
  ...input
}: FieldProps & { type: string; prefix?: string }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visited, setVisited] = useState(false);
  const [focused, setFocused] = useState(false);
  const message = validate?.(value) ?? null;
  const showError = message !== null && (visited || !!forceShowError) && (!focused || !!showErrorWhileFocused);
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
          onChange={(event) => onChange(event.target.value)}
          onFocus={(event) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            setVisited(true);
            onBlur?.(event);
          }}
        />
      </div>
      {showError && (
        <p id={errorId} className="field__error">
          <AlertIcon size={16} />
          {message}
        </p>
      )}
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
  return <Field inputMode="decimal" autoComplete="off" {...props} type="text" prefix="S$" className={className} />;
}

/** A calendar date as `YYYY-MM-DD` (the native date picker). */
export function DateInput(props: FieldProps) {
  return <Field {...props} type="date" />;
}
