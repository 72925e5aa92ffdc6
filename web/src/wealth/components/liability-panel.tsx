import { useState } from 'react';
import type { FxRates } from '../../../../src/shared-kernel/fx.js';
import { formatMoney } from '../../../../src/shared-kernel/money-format.js';
import { parseMoneyInput } from '../../../../src/shared-kernel/money-input.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { Button } from '../../shared/ui/button';
import { RadioGroup, TextInput } from '../../shared/ui/fields';
import { Modal } from '../../shared/ui/modal';
import { liabilityDraftOf, liabilityFormErrors, liabilityFormOf, type LiabilityForm } from '../liability-form';
import { LIABILITY_CATEGORY_LABELS, type LiabilityDraft } from '../liability-sync';
import { sgdEquivalent } from '../wealth-totals';
import { CurrencySelect } from './currency-select';
import { amountLabel } from '../../shared/format/currency';
import { liabilityNameHint } from '../../shared/forms/name-hints';

const CATEGORY_OPTIONS = [
  { value: 'MORTGAGE', label: LIABILITY_CATEGORY_LABELS.MORTGAGE, description: 'A loan for a home' },
  { value: 'NON_MORTGAGE', label: LIABILITY_CATEGORY_LABELS.NON_MORTGAGE, description: 'A car, study or personal loan, or a card balance' },
] as const;

export interface LiabilityPanelProps {
  /** Closing keeps the panel mounted through the dialog's exit, so focus returns to the button that opened it. */
  open: boolean;
  editing?: LiabilityDraft;
  currencies: readonly string[];
  rates: FxRates;
  onSave: (draft: LiabilityDraft) => void;
  onClose: () => void;
  /** A new liability's form as another page starts it (a loan repayment's name, type and currency: docs/decisions.md "Enter once"). */
  prefill?: LiabilityForm;
  title?: string;
}

/** The liability panel: what is still owed. Saving changes the page's list; 'Save and continue' sends it. */
export function LiabilityPanel({ open, editing, currencies, rates, onSave, onClose, prefill, title }: LiabilityPanelProps) {
  const [form, setForm] = useState<LiabilityForm>(() => prefill ?? liabilityFormOf(editing));
  const { formRef, revealed, reveal } = useFormReveal();
  const errors = liabilityFormErrors(form, rates);
  const set = <K extends keyof LiabilityForm>(key: K, value: LiabilityForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const parsed = parseMoneyInput(form.amount);
  const sgd = parsed.ok ? sgdEquivalent(parsed.cents, form.ccy, rates) : null;
  return (
    <Modal open={open} onClose={onClose} title={title ?? (editing ? 'Edit liability' : 'Add liability')}>
      <form
        ref={formRef}
        noValidate
        className="asset-panel"
        onSubmit={(event) => {
          event.preventDefault();
          if (Object.keys(errors).length > 0) reveal();
          else onSave(liabilityDraftOf(form, rates, editing));
        }}
      >
        <TextInput
          label="Name"
          hint={liabilityNameHint(form.category)}
          value={form.name}
          onChange={(value) => set('name', value)}
          validate={() => errors.name ?? null}
          forceShowError={revealed}
          autoComplete="off"
        />
        <RadioGroup
          label="Category"
          value={form.category}
          onChange={(value) => set('category', value)}
          options={CATEGORY_OPTIONS}
          validate={() => errors.category ?? null}
          forceShowError={revealed}
        />
        <CurrencySelect value={form.ccy} onChange={(value) => set('ccy', value)} options={currencies} />
        <TextInput
          label={amountLabel('Outstanding amount', form.ccy)}
          inputMode="decimal"
          autoComplete="off"
          value={form.amount}
          onChange={(value) => set('amount', value)}
          validate={() => errors.amount ?? null}
          forceShowError={revealed}
          hint={sgd !== null ? <>About {formatMoney(sgd as Cents)}</> : undefined}
        />
        <div className="button-row asset-panel__actions">
          <Button type="submit" aria-disabled={Object.keys(errors).length > 0 || undefined}>
            Save
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
