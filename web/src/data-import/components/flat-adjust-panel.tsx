import { flowResult } from 'mobx';
import { useState } from 'react';
import type { HdbOwnership } from '../../../../src/data-import/adapters/http/data-import.contract.js';
import { useStores } from '../../app/store-context';
import { ItemPanel } from '../../cashflow/setup/components/item-panel';
import { MoneyInput, TextInput } from '../../shared/ui/fields';
import { flatAdjustmentOf, flatFormOf, validateInstalment, validateShare, type FlatForm } from '../flat-adjustment';

/**
 * What Myinfo does not say about a flat: the resident's share and how the instalment is paid (cash, CPF). Saved
 * with PATCH /myinfo/hdb/ownership/{id}; the mortgage in cashflow and wealth follows.
 */
export function FlatAdjustPanel({ flat, onClose }: { flat: HdbOwnership; onClose: () => void }) {
  const { dataImport, ui } = useStores();
  const [form, setForm] = useState<FlatForm>(() => flatFormOf(flat));
  const [busy, setBusy] = useState(false);
  const change = flatAdjustmentOf(form);
  const set = (patch: Partial<FlatForm>) => setForm((f) => ({ ...f, ...patch }));
  const save = async () => {
    if (!change || busy) return;
    setBusy(true);
    try {
      await flowResult(dataImport.adjustFlat(flat.id, change));
      ui.showToast('Your flat is updated, and so is its loan in your cashflow and wealth.', 'success');
      onClose();
    } catch {
      setBusy(false);
      ui.showToast('We could not save this just now. Please try again.', 'error');
    }
  };
  return (
    <ItemPanel open title="Adjust your flat" onClose={onClose} valid={change !== null} onSave={() => void save()} initialFocusId="flat-share">
      {(revealed) => (
        <>
          <p>{flat.description}</p>
          <TextInput
            id="flat-share"
            label="Your share of the flat (%)"
            value={form.share}
            onChange={(share) => set({ share })}
            validate={validateShare}
            forceShowError={revealed}
            inputMode="decimal"
            hint="With co-owners, the part that is yours"
          />
          <MoneyInput label="Paid in cash each month (S$)" value={form.cash} onChange={(cash) => set({ cash })} validate={validateInstalment} forceShowError={revealed} />
          <MoneyInput label="Paid from CPF each month (S$)" value={form.cpf} onChange={(cpf) => set({ cpf })} validate={validateInstalment} forceShowError={revealed} />
        </>
      )}
    </ItemPanel>
  );
}
