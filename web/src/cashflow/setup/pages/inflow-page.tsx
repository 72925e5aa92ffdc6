import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../../app/store-context';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { SelectField, TextInput } from '../../../shared/ui/fields';
import type { IncomeDto, IncomeType } from '../../cashflow.types';
import { CASHFLOW_STEP } from '../cashflow-flow';
import { CashflowListStep } from '../components/cashflow-list-step';
import { AmountField, CurrencySelect } from '../components/currency-fields';
import { ItemPanel } from '../components/item-panel';
import { TakeHomeOfferNote } from '../components/take-home-offer-note';
import {
  EMPTY_INCOME_FORM,
  INCOME_TYPE_LABELS,
  incomeFormOf,
  incomeFromForm,
  validateAmountIn,
  validateIncomeType,
  validateItemName,
  validateTakeHomeIncome,
  type IncomeForm,
} from '../income-rules';
import { takeHomeOffer } from '../take-home-offer';
import { useListEdit } from '../use-list-edit';
import { useSetupData } from '../use-setup-data';
import { INCOME_NAME_HINT } from '../../../shared/forms/name-hints';

type IncomeItem = IncomeDto & { id: string };
const TYPE_OPTIONS = (Object.keys(INCOME_TYPE_LABELS) as IncomeType[]).map((value) => ({ value, label: INCOME_TYPE_LABELS[value] }));

/** /cashflow/inflow: the income sources (spec 2 §2), saved as one synced list (POST /income). */
export const CashflowInflowPage = observer(function CashflowInflowPage() {
  const { cashflow, ready, loadFailed, rates, currencies } = useSetupData();
  const { identity } = useStores();
  const list = useListEdit(cashflow.incomeList as IncomeItem[], ready);
  const [editing, setEditing] = useState<{ id: string; form: IncomeForm } | null>(null);
  const [open, setOpen] = useState(false);
  const form = editing?.form ?? EMPTY_INCOME_FORM;
  const item = editing ? incomeFromForm(form, rates, editing.id) : null;
  // The take-home CPF's rates give for the gross typed, offered beneath the field (docs/decisions.md "Enter once").
  const offer = takeHomeOffer(form, identity.user);
  const set = (patch: Partial<IncomeForm>) => setEditing((e) => (e ? { ...e, form: { ...e.form, ...patch } } : e));

  return (
    <CashflowListStep<IncomeItem>
      index={CASHFLOW_STEP.inflow}
      title="Income"
      subtitle="How much you earn each month, from every source."
      ready={ready}
      loadFailed={loadFailed}
      items={list.items}
      dirty={list.dirty}
      row={(i) => ({
        name: i.name,
        detail: `${INCOME_TYPE_LABELS[i.type]}${i.netIncome !== null ? ` · take-home ${formatMoney(i.netIncome as Cents, i.incomeCurrency)}` : ''}`,
        amount: `${formatMoney(i.grossIncome as Cents, i.incomeCurrency)} gross a month`,
      })}
      addLabel="Add an income"
      emptyText="No income added yet."
      onAdd={() => {
        setEditing({ id: '', form: EMPTY_INCOME_FORM });
        setOpen(true);
      }}
      onEdit={(i) => {
        setEditing({ id: i.id, form: incomeFormOf(i) });
        setOpen(true);
      }}
      onRemove={(i) => list.remove(i.id)}
      save={async () => {
        await flowResult(cashflow.syncIncome(list.items));
      }}
      panels={
        <ItemPanel
          open={open}
          title={editing?.id ? 'Edit income' : 'Add an income'}
          onClose={() => setOpen(false)}
          valid={item !== null}
          onSave={() => {
            if (item) list.put(item as IncomeItem);
            setOpen(false);
          }}
          initialFocusId="income-name"
        >
          {(revealed) => (
            <>
              <TextInput id="income-name" label="Name" value={form.name} onChange={(name) => set({ name })} validate={(v) => validateItemName(v)} forceShowError={revealed} hint={INCOME_NAME_HINT} />
              <SelectField<IncomeType> label="Type of income" value={form.type} onChange={(type) => set({ type })} options={TYPE_OPTIONS} validate={validateIncomeType} forceShowError={revealed} />
              <CurrencySelect value={form.currency} onChange={(currency) => set({ currency })} codes={currencies} />
              <AmountField label="Gross monthly income" currency={form.currency} value={form.gross} onChange={(gross) => set({ gross })} validate={(v) => validateAmountIn(v, form.currency, rates, 1)} forceShowError={revealed} />
              <AmountField
                label="Monthly take-home income"
                currency={form.currency}
                value={form.takeHome}
                onChange={(takeHome) => set({ takeHome })}
                validate={(v) => validateTakeHomeIncome({ ...form, takeHome: v }, rates)}
                forceShowError={revealed}
                optional
                hint="After CPF contributions and deductions"
              />
              <TakeHomeOfferNote offer={offer} takeHome={form.takeHome} onUse={(takeHome) => set({ takeHome })} />
            </>
          )}
        </ItemPanel>
      }
    />
  );
});
