/** The shared kernel's public surface, for callers that prefer one import. Modules inside the kernel import files directly. */
export * from './errors.js';
export * from './clock.js';
export * from './decimal.js';
export * from './currency.js';
export * from './money.js';
export * from './money-input.js';
export * from './money-format.js';
export { convert, crossRate, rateToSgd, parseRate, UnknownCurrency, InvalidRate, CROSS_RATE_DECIMALS, type FxRates } from './fx.js';
export * from './dates.js';
export * from './validation/index.js';
