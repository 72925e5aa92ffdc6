import { RadioGroup, TextInput } from '../../../shared/ui/fields';
import type { LoanTypeName } from '../../cashflow.types';
import type { RatesToSgd } from '../currencies';
import { validateAmountIn, validateItemName } from '../income-rules';
import { LOAN_TYPE_LABELS, validateLoanType, validateSplitPart, type LoanForm } from '../loan-rules';
import { AmountField, CurrencySelect } from './currency-fields';
import { UNSPLIT_INSTALMENT_HINT } from '../../../shared/monthly-figures/monthly-figure-lines';
import { LOAN_REPAYMENT_NAME_HINT } from '../../../shared/forms/name-hints';

const TYPE_OPTIONS = (Object.keys(LOAN_TYPE_LABELS) as LoanTypeName[]).map((value) => ({ value, label: LOAN_TYPE_LABELS[value] }));

export interface LoanFieldsProps {
  form: LoanForm;
  set: (patch: Partial<LoanForm>) => void;
  revealed: boolean;
  rates: RatesToSgd;
  currencies: readonly string[];
}

/**
 * The loan repayment's fields (spec 2 §3 "Loan repayment"): the cashflow loans step and the wealth liabilities
 * step (adding a liability's repayment, docs/decisions.md "Enter once") ask the same way.
 */
export function LoanFields({ form, set, revealed, rates, currencies }: LoanFieldsProps) {
  return (
    <>
      <TextInput id="loan-name" label="Name" value={form.name} onChange={(name) => set({ name })} validate={(v) => validateItemName(v)} forceShowError={revealed} hint={LOAN_REPAYMENT_NAME_HINT} />
      <RadioGroup<LoanTypeName> label="Type of loan" value={form.type} onChange={(type) => set({ type })} options={TYPE_OPTIONS} validate={validateLoanType} forceShowError={revealed} inline />
      <CurrencySelect value={form.currency} onChange={(currency) => set({ currency })} codes={currencies} />
      <AmountField label="Total monthly instalment" currency={form.currency} value={form.amount} onChange={(amount) => set({ amount })} validate={(v) => validateAmountIn(v, form.currency, rates, 1)} forceShowError={revealed} />
      <AmountField
        label="Paid by cash"
        currency={form.currency}
        value={form.cash}
        onChange={(cash) => set({ cash })}
        validate={(v) => validateSplitPart(v, { ...form, cash: v }, rates)}
        forceShowError={revealed}
        optional
        hint={UNSPLIT_INSTALMENT_HINT}
      />
      <AmountField
        label="Paid by CPF"
        currency={form.currency}
        value={form.cpf}
        onChange={(cpf) => set({ cpf })}
        validate={(v) => validateSplitPart(v, { ...form, cpf: v }, rates)}
        forceShowError={revealed}
        optional
      />
    </>
  );
}
