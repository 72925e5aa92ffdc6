/**
 * The text-like fields (a text box, a money box) and the behaviour they share with the date box: a visible label, the
 * hint and error tied to the input, the error on blur (spec 1 §5). fields.tsx re-exports them.
 */
import { useId, useState, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { plainText } from '../../../../src/shared-kernel/validation/text-rules.js';
import { FieldError } from './field-error';
import { tidyMoneyInput } from './money-input-text';

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
export function Field({
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
