import { useId, type ReactNode } from 'react';
import { currencyOptionLabel } from '../../shared/format/currency';

export interface CurrencySelectProps {
  label?: string;
  value: string;
  onChange: (currency: string) => void;
  /** Popular currencies first (spec 1 §9), then the others A to Z. */
  options: readonly string[];
  /** Fixed by another choice (CPFIS and SRS money is SGD): shown, not changeable, with `note` saying why. */
  disabled?: boolean;
  note?: ReactNode;
}

/** A native currency <select> that can be shown disabled with a note (the shared SelectField has no such state). */
export function CurrencySelect({ label = 'Currency', value, onChange, options, disabled, note }: CurrencySelectProps) {
  const id = useId();
  const noteId = note ? `${id}-note` : undefined;
  const choices = options.includes(value) ? options : [value, ...options];
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {note && (
        <p id={noteId} className="field__hint">
          {note}
        </p>
      )}
      <div className="field__control field__control--select">
        <select
          id={id}
          className="field__input field__select"
          value={value}
          disabled={disabled}
          aria-describedby={noteId}
          onChange={(event) => onChange(event.target.value)}
        >
          {choices.map((code) => (
            <option key={code} value={code}>
              {currencyOptionLabel(code)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
