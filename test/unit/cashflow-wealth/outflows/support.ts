import type { DomainError } from '../../../../src/shared-kernel/errors.js';

/** The error `fn` throws, or null when it returns. */
export function errorOf(fn: () => unknown): DomainError | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error as DomainError;
  }
}

/** SGD per unit, as the stored rates (2026-11-20 seed). */
export const RATES = new Map([
  ['USD', '1.3045'],
  ['JPY', '0.008371'],
]);
export const SGD_CAP = 30_000_000_000_000;
/** 30,000,000,000,000 / 1.3045 rounded down. */
export const USD_CAP = 22_997_316_979_685;
