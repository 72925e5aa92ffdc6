import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { RadioGroup, TextInput } from '../../../shared/ui/fields';
import type { LoanTypeName } from '../../cashflow.types';
import { CASHFLOW_STEP } from '../cashflow-flow';
import { CashflowListStep } from '../components/cashflow-list-step';
import { AmountField, CurrencySelect } from '../components/currency-fields';
import { ItemPanel } from '../components/item-panel';
import { validateAmountIn, validateItemName } from '../income-rules';
import { EMPTY_LOAN_FORM, LOAN_TYPE_LABELS, loanFormOf, loanFromForm, validateLoanType, validateSplitPart, type LoanForm, type LoanItem } from '../loan-rules';
import { useListEdit } from '../use-list-edit';
import { useSetupData } from '../use-setup-data';

const TYPE_OPTIONS = (Object.keys(LOAN_TYPE_LABELS) as LoanTypeName[]).map((value) => ({ value, label: LOAN_TYPE_LABELS[value] }));

/** /cashflow/outflow-loans: monthly loan instalments and how they are paid (spec 2 §3 "Loan repayment"). */
export const CashflowLoansPage = observer(function CashflowLoansPage() {
  const { cashflow, ready, loadFailed, rates, currencies } = useSetupData();
  const list = useListEdit(cashflow.loanItems, ready);
  const [editing, setEditing] = useState<{ id: string; form: LoanForm } | null>(null);
  const [open, setOpen] = useState(false);
  const form = editing?.form ?? EMPTY_LOAN_FORM;
  const item = editing ? loanFromForm(form, rates, editing.id) : null;
  const set = (patch: Partial<LoanForm>) => setEditing((e) => (e ? { ...e, form: { ...e.form, ...patch } } : e));

  return (
    <CashflowListStep<LoanItem>
      index={CASHFLOW_STEP.loans}
      title="Monthly loan repayments"
      subtitle="Your home loan and other loans: what you repay each month, and how much of it CPF pays."
      ready={ready}
      loadFailed={loadFailed}
      items={list.items}
      dirty={list.dirty}
      row={(l) => ({
        name: l.name,
        detail: `${LOAN_TYPE_LABELS[l.type]} · cash ${formatMoney(l.cash as Cents, l.ccy)}, CPF ${formatMoney(l.cpf as Cents, l.ccy)}`,
        amount: `${formatMoney(l.amount as Cents, l.ccy)} a month`,
      })}
      addLabel="Add a loan repayment"
      emptyText="No loan repayments added yet."
      onAdd={() => {
        setEditing({ id: '', form: EMPTY_LOAN_FORM });
        setOpen(true);
      }}
      onEdit={(l) => {
        setEditing({ id: l.id, form: loanFormOf(l) });
        setOpen(true);
      }}
      onRemove={(l) => list.remove(l.id)}
      save={() => flowResult(cashflow.syncLoanRepayments(list.items))}
      panels={
        <ItemPanel
          open={open}
          title={editing?.id ? 'Edit loan repayment' : 'Add a loan repayment'}
          onClose={() => setOpen(false)}
          valid={item !== null}
          onSave={() => {
            if (item) list.put(item);
            setOpen(false);
          }}
          initialFocusId="loan-name"
        >
          {(revealed) => (
            <>
              <TextInput id="loan-name" label="Name" value={form.name} onChange={(name) => set({ name })} validate={(v) => validateItemName(v)} forceShowError={revealed} hint="For example, HDB loan" />
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
          )}
        </ItemPanel>
      }
    />
  );
});
