/**
 * The shared form rules (spec 1 §5), from the shared kernel so the web and the API say exactly the same thing.
 * Pulls big.js in: import it from form pages (lazy chunks), never from the shell.
 */
import { parseMoneyInput, type MoneyInputOptions } from '../../../src/shared-kernel/money-input.js';
import { isEmpty } from '../../../src/shared-kernel/validation/index.js';

export {
  composeValidators,
  dayOfMonth,
  email,
  maxValue,
  messages,
  minValue,
  noSurroundingSpace,
  notOverAvailableFunds,
  numericText,
  ordered,
  required,
  type Validator,
} from '../../../src/shared-kernel/validation/index.js';

/**
 * The validator a money field uses: the shared parser's message, or null. An empty optional field passes.
 */
export function moneyInputValidator(options: MoneyInputOptions & { optional?: boolean } = {}) {
  return (text: string): string | null => {
    if (options.optional && isEmpty(text)) return null;
    const result = parseMoneyInput(text, options);
    return result.ok ? null : result.message;
  };
}
