import { BANKS, type BankCode } from './bank-data.js';

/** The banks a resident shares data from, as the profile lists them (spec 1 §3 `connectedBanks`: id, bankName). */
export function connectedBanks(banks: readonly string[]): Array<{ id: string; bankName: string }> {
  return banks.map((id) => ({ id, bankName: Object.hasOwn(BANKS, id) ? BANKS[id as BankCode] : id }));
}
