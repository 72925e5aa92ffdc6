import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { SelectField, TextInput } from '../../../shared/ui/fields';
import type { InvestmentAssetType } from '../../cashflow.types';
import { CASHFLOW_STEP } from '../cashflow-flow';
import { CashflowListStep } from '../components/cashflow-list-step';
import { AmountField, CurrencySelect } from '../components/currency-fields';
import { ItemPanel } from '../components/item-panel';
import { validateAmountIn } from '../income-rules';
import {
  EMPTY_INVESTMENT_FORM,
  INVESTMENT_TYPE_LABELS,
  investmentFormOf,
  investmentFromForm,
  validateInvestmentName,
  type InvestmentForm,
  type InvestmentItem,
} from '../investment-rules';
import { useListEdit } from '../use-list-edit';
import { useSetupData } from '../use-setup-data';
import { messages } from '../../../shared/validation';
import { MONTHLY_INVESTMENT_NAME_HINT } from '../../../shared/forms/name-hints';

const TYPE_OPTIONS = (Object.keys(INVESTMENT_TYPE_LABELS) as InvestmentAssetType[]).map((value) => ({ value, label: INVESTMENT_TYPE_LABELS[value] }));

/** /cashflow/outflow-investments: what goes into investments each month (spec 2 §3 "Investment (monthly investment)"). */
export const CashflowInvestmentsPage = observer(function CashflowInvestmentsPage() {
  const { cashflow, ready, loadFailed, rates, currencies } = useSetupData();
  const list = useListEdit(cashflow.investmentItems, ready);
  const [editing, setEditing] = useState<{ id: string; form: InvestmentForm } | null>(null);
  const [open, setOpen] = useState(false);
  const form = editing?.form ?? EMPTY_INVESTMENT_FORM;
  const item = editing ? investmentFromForm(form, rates, editing.id) : null;
  const set = (patch: Partial<InvestmentForm>) => setEditing((e) => (e ? { ...e, form: { ...e.form, ...patch } } : e));

  return (
    <CashflowListStep<InvestmentItem>
      index={CASHFLOW_STEP.investments}
      title="Monthly investments"
      subtitle="Regular amounts you put into investments each month, such as a regular savings plan."
      ready={ready}
      loadFailed={loadFailed}
      items={list.items}
      dirty={list.dirty}
      row={(i) => ({ name: i.name, detail: INVESTMENT_TYPE_LABELS[i.assetType], amount: `${formatMoney(i.amount as Cents, i.ccy)} a month` })}
      addLabel="Add a monthly investment"
      emptyText="No monthly investments added yet."
      onAdd={() => {
        setEditing({ id: '', form: EMPTY_INVESTMENT_FORM });
        setOpen(true);
      }}
      onEdit={(i) => {
        setEditing({ id: i.id, form: investmentFormOf(i) });
        setOpen(true);
      }}
      onRemove={(i) => list.remove(i.id)}
      save={() => flowResult(cashflow.syncInvestments(list.items))}
      panels={
        <ItemPanel
          open={open}
          title={editing?.id ? 'Edit monthly investment' : 'Add a monthly investment'}
          onClose={() => setOpen(false)}
          valid={item !== null}
          onSave={() => {
            if (item) list.put(item);
            setOpen(false);
          }}
          initialFocusId="investment-name"
        >
          {(revealed) => (
            <>
              <TextInput id="investment-name" label="Name" value={form.name} onChange={(name) => set({ name })} validate={validateInvestmentName} forceShowError={revealed} hint={MONTHLY_INVESTMENT_NAME_HINT} />
              <SelectField<InvestmentAssetType>
                label="Type of investment"
                value={form.assetType}
                onChange={(assetType) => set({ assetType })}
                options={TYPE_OPTIONS}
                validate={(v) => (v === '' ? messages.required : null)}
                forceShowError={revealed}
              />
              <CurrencySelect value={form.currency} onChange={(currency) => set({ currency })} codes={currencies} />
              <AmountField label="Monthly amount" currency={form.currency} value={form.amount} onChange={(amount) => set({ amount })} validate={(v) => validateAmountIn(v, form.currency, rates, 1)} forceShowError={revealed} />
            </>
          )}
        </ItemPanel>
      }
    />
  );
});
