import type { FieldValue, Validator } from './values.js';

/**
 * Runs rules in order and returns the first message, or null when all pass (spec 1 §5: a field is valid only
 * when every validator passes; the form shows one message per field).
 * Example: composeValidators(required, numericText, maxValue(100))('') -> 'Please enter a value'.
 */
export function composeValidators<T = FieldValue>(...rules: ReadonlyArray<Validator<T>>): Validator<T> {
  return (value: T) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== null) {
        return message;
      }
    }
    return null;
  };
}
