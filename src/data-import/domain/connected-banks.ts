import { BANKS, type BankCode } from './bank-data.js';

/**
 * The banks and insurers a resident shares data from, as the profile lists them (spec 1 §3 `connectedBanks`: id,
 * bankName). An insurer's name comes from cashflow-wealth's one table, passed in as `otherName`.
 */
export function connectedBanks(banks: readonly string[], otherName: (code: string) => string = (code) => code): Array<{ id: string; bankName: string }> {
  return banks.map((id) => ({ id, bankName: Object.hasOwn(BANKS, id) ? BANKS[id as BankCode] : otherName(id) }));
}
