import { flowResult } from 'mobx';
import { useState } from 'react';
import { useStores } from '../../app/store-context';
import { ItemPanel } from '../../cashflow/setup/components/item-panel';
import { amountLabel } from '../../shared/format/currency';
import { MoneyInput, RadioGroup, TextInput } from '../../shared/ui/fields';
import { adjustmentCalls, FIELDS_OF, validateGrowth, validateMoney, validateOptionalMoney, type AdjustableItem, type AdjustmentForm } from '../bank-adjustment';
import { validateShare } from '../flat-adjustment';

const VALUE_LABEL: Partial<Record<AdjustableItem['kind'], string>> = {
  investmentHolding: 'Price of one unit',
  depositoryHolding: 'Market value of the holding',
};

/**
 * One account or holding the banks shared, corrected by the resident: their share of a joint one, how a loan is
 * repaid, a holding's value or expected growth. Saved with the PATCH /apim/... calls; the items in cashflow and
 * wealth are derived again from the corrected record.
 */
export function BankAdjustPanel({ item, onClose, onSaved }: { item: AdjustableItem; onClose: () => void; onSaved: () => void }) {
  const { dataImport, ui } = useStores();
  const [form, setForm] = useState<AdjustmentForm>(item.form);
  const [busy, setBusy] = useState(false);
  const calls = adjustmentCalls(item, form);
  const fields = FIELDS_OF[item.kind];
  const set = (patch: Partial<AdjustmentForm>) => setForm((f) => ({ ...f, ...patch }));
  const save = async () => {
    if (!calls || busy) return;
    setBusy(true);
    try {
      await flowResult(dataImport.adjustBankData(calls));
      ui.showToast('Saved. Your cashflow and wealth now use the corrected figures.', 'success');
      onSaved();
      onClose();
    } catch (error) {
      setBusy(false);
      const message = (error as { message?: unknown } | null)?.message;
      ui.showToast(typeof message === 'string' && message !== '' ? message : 'We could not save this just now. Please try again.', 'error');
    }
  };
  const currency = item.currency === 'SGD' ? 'S$' : item.currency;
  return (
    <ItemPanel open title={`Adjust ${item.title}`} onClose={onClose} valid={calls !== null} onSave={() => void save()} initialFocusId={fields.includes('share') ? 'bank-share' : 'bank-surrender'}>
      {(revealed) => (
        <>
          <p className="text-subtle">{item.detail}</p>
          {fields.includes('share') && (
            <TextInput
              id="bank-share"
              label="Your share (%)"
              value={form.share}
              onChange={(share) => set({ share })}
              validate={validateShare}
              forceShowError={revealed}
              inputMode="decimal"
              hint="For a joint account, the part that is yours; 100 when it is yours alone"
            />
          )}
          {fields.includes('loanType') && (
            <RadioGroup
              label="Type of loan"
              value={form.loanType}
              onChange={(loanType) => set({ loanType })}
              options={[
                { value: 'MORTGAGE', label: 'Home loan (mortgage)' },
                { value: 'NON_MORTGAGE', label: 'Other loan' },
              ]}
              inline
            />
          )}
          {fields.includes('cash') && (
            <MoneyInput label="Repaid in cash each month (S$)" value={form.cash} onChange={(cash) => set({ cash })} validate={validateMoney} forceShowError={revealed} />
          )}
          {fields.includes('cpf') && (
            <MoneyInput label="Repaid from CPF each month (S$)" value={form.cpf} onChange={(cpf) => set({ cpf })} validate={validateMoney} forceShowError={revealed} />
          )}
          {fields.includes('value') && (
            <TextInput
              label={amountLabel(VALUE_LABEL[item.kind] ?? 'Value', currency)}
              value={form.value}
              onChange={(value) => set({ value })}
              validate={validateMoney}
              forceShowError={revealed}
              inputMode="decimal"
              hint="Correct it when the bank’s figure is out of date"
            />
          )}
          {fields.includes('surrender') && (
            <TextInput
              id="bank-surrender"
              label={amountLabel('Surrender value', currency)}
              value={form.surrender}
              onChange={(surrender) => set({ surrender })}
              validate={validateOptionalMoney}
              forceShowError={revealed}
              inputMode="decimal"
              optional
              hint="What the account would pay you if you ended it today. Leave it empty to use the bank’s figure."
            />
          )}
          {fields.includes('growth') && (
            <TextInput
              label="Estimated growth (% a year)"
              value={form.growth}
              onChange={(growth) => set({ growth })}
              validate={validateGrowth}
              forceShowError={revealed}
              inputMode="decimal"
              optional
              hint="What you expect it to earn or grow by each year, for your projections"
            />
          )}
        </>
      )}
    </ItemPanel>
  );
}
