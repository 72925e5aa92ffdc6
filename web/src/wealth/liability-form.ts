/**
 * The liability panel's form (spec 2 §3 "Liability": name, category, outstanding amount, currency). The amount
 * follows the money input rules, its cap converted into the chosen currency (spec 1 §5).
 */
import { formatMoneyInput } from '../../../src/shared-kernel/money-format.js';
import { parseMoneyInput } from '../../../src/shared-kernel/money-input.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import type { FxRates } from '../../../src/shared-kernel/fx.js';
import { messages, noSurroundingSpace, required } from '../../../src/shared-kernel/validation/index.js';
import { newLocalId } from '../shared/synced-list';
import type { LiabilityDraft } from './liability-sync';
import type { LiabilityCategory } from './wealth.types';

/** The server's limit for a liability's name (characters). */
export const LIABILITY_NAME_MAX = 66;

export interface LiabilityForm {
  name: string;
  category: LiabilityCategory | '';
  amount: string;
  ccy: string;
}

export function liabilityFormOf(draft?: LiabilityDraft): LiabilityForm {
  return {
    name: draft?.name ?? '',
    category: draft?.category ?? '',
    amount: draft ? formatMoneyInput(draft.amount as Cents) : '',
    ccy: draft?.ccy ?? 'SGD',
  };
}

export function liabilityFormErrors(form: LiabilityForm, rates: FxRates): Partial<Record<keyof LiabilityForm, string>> {
  const errors: Partial<Record<keyof LiabilityForm, string>> = {};
  const name =
    required(form.name) ?? noSurroundingSpace(form.name) ?? ([...form.name].length > LIABILITY_NAME_MAX ? messages.maxLength(String(LIABILITY_NAME_MAX)) : null);
  if (name) errors.name = name;
  if (form.category === '') errors.category = required('') ?? undefined;
  const rate = rates[form.ccy];
  const amount = parseMoneyInput(form.amount, rate === undefined ? {} : { currency: form.ccy, rateToSgd: rate });
  if (!amount.ok) errors.amount = amount.message;
  return errors;
}

/** The liability the form describes (call only without errors). */
export function liabilityDraftOf(form: LiabilityForm, rates: FxRates, before?: LiabilityDraft): LiabilityDraft {
  const rate = rates[form.ccy];
  const amount = parseMoneyInput(form.amount, rate === undefined ? {} : { currency: form.ccy, rateToSgd: rate });
  return {
    id: before?.id ?? newLocalId(),
    name: form.name,
    category: form.category === '' ? 'NON_MORTGAGE' : form.category,
    amount: amount.ok ? amount.cents : 0,
    ccy: form.ccy,
  };
}
