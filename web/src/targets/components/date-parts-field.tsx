import { useId, useRef, useState } from 'react';
import { AlertIcon } from '../../shared/ui/icons';
import { movesOn, typePart, type DatePart, type DateParts } from '../date-parts';

export interface DatePartsFieldProps {
  label: string;
  value: DateParts;
  onChange: (parts: DateParts) => void;
  validate: (parts: DateParts) => string | null;
  forceShowError?: boolean;
  hint?: string;
  id?: string;
}

const PARTS: Array<{ part: DatePart; label: string; placeholder: string; size: string }> = [
  { part: 'day', label: 'Day', placeholder: 'DD', size: 'date-parts__day' },
  { part: 'month', label: 'Month', placeholder: 'MM', size: 'date-parts__month' },
  { part: 'year', label: 'Year', placeholder: 'YYYY', size: 'date-parts__year' },
];

/**
 * The target date as day, month and year (spec 3 §5): digits only, each part its own length, focus moving on
 * after a whole day or month. One fieldset, its legend the question; the error shows once focus leaves it.
 */
export function DatePartsField({ label, value, onChange, validate, forceShowError, hint, id: givenId }: DatePartsFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const refs = useRef<Record<DatePart, HTMLInputElement | null>>({ day: null, month: null, year: null });
  const [visited, setVisited] = useState(false);
  const message = validate(value);
  const showError = message !== null && (visited || !!forceShowError);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = showError ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={['field', 'date-parts', showError && 'field--invalid'].filter(Boolean).join(' ')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setVisited(true);
      }}
    >
      <legend className="field__label">{label}</legend>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="date-parts__row">
        {PARTS.map(({ part, label: partLabel, placeholder, size }, index) => (
          <label key={part} className={`date-parts__part ${size}`}>
            <span className="date-parts__label">{partLabel}</span>
            <input
              ref={(element) => {
                refs.current[part] = element;
              }}
              id={index === 0 ? id : undefined}
              className="field__input"
              inputMode="numeric"
              autoComplete="off"
              placeholder={placeholder}
              value={value[part]}
              aria-invalid={showError || undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                const next = typePart(value, part, event.target.value);
                if (!next) return;
                onChange(next);
                const following = PARTS[index + 1]?.part;
                if (following && movesOn(part, event.target.value)) refs.current[following]?.focus();
              }}
            />
          </label>
        ))}
      </div>
      {showError && errorId && (
        <p id={errorId} className="field__error">
          <AlertIcon size={16} />
          {message}
        </p>
      )}
    </fieldset>
  );
}
