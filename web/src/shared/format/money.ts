/** Money parsing and display from the shared kernel (integer cents, S$ and 2 decimals; spec 1 §5, §9). */
export { parseMoneyInput, type MoneyInputResult } from '../../../../src/shared-kernel/money-input.js';
export { formatCompact, formatMoney, formatMoneyInput } from '../../../../src/shared-kernel/money-format.js';
export type { Cents } from '../../../../src/shared-kernel/money.js';
