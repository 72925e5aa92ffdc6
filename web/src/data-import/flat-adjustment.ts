/** The flat adjustment form (PATCH /myinfo/hdb/ownership/{id}) as typed, checked and turned into cents (pure). */
import { formatMoneyInput, parseMoneyInput, type Cents } from '../shared/format/money';
import type { HdbOwnership, MyinfoFlatAdjustment } from '../../../src/data-import/adapters/http/data-import.contract.js';

export interface FlatForm {
  share: string;
  cash: string;
  cpf: string;
}

export const SHARE_MESSAGE = 'Enter your share from 0 to 100, with at most 2 decimals';

export const flatFormOf = (flat: HdbOwnership): FlatForm => ({
  share: String(flat.percentageShare),
  cash: formatMoneyInput(flat.monthlyCashLoanInstalment as Cents),
  cpf: formatMoneyInput(flat.monthlyCPFLoanInstalment as Cents),
});

export function validateShare(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return SHARE_MESSAGE;
  return Number(trimmed) <= 100 ? null : SHARE_MESSAGE;
}

export function validateInstalment(text: string): string | null {
  const parsed = parseMoneyInput(text);
  return parsed.ok ? null : parsed.message;
}

/** The PATCH body, or null while a field is not valid. */
export function flatAdjustmentOf(form: FlatForm): MyinfoFlatAdjustment | null {
  if (validateShare(form.share) || validateInstalment(form.cash) || validateInstalment(form.cpf)) return null;
  const cents = (text: string) => {
    const parsed = parseMoneyInput(text);
    return parsed.ok ? parsed.cents : 0;
  };
  return { percentageShare: Number(form.share.trim()), monthlyCashLoanInstalment: cents(form.cash), monthlyCPFLoanInstalment: cents(form.cpf) };
}
