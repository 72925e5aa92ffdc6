import { formatMoneyInput, parseMoneyInput } from '../format/money';

/**
 * What a money field shows once the resident leaves it (ui.md "Numbers": S$ and 2 decimals): an amount that reads
 * is rewritten the way every amount is shown, with thousands separators and 2 decimals ('1234.5' -> '1,234.50'),
 * so fields typed in and fields filled from stored figures look the same. Anything that does not read is left as
 * typed, for its error to point at.
 */
export function tidyMoneyInput(text: string): string {
  const parsed = parseMoneyInput(text);
  return parsed.ok ? formatMoneyInput(parsed.cents) : text;
}
