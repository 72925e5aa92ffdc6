import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { TargetsResponse } from '../../../../src/targets/adapters/http/targets.contract.js';
import { amountForMonths, MAX_FUND_MONTHS, monthsCovered, monthsLabel } from '../../../../src/targets/domain/emergency-fund.js';
import { fundMonthsProblem } from '../../../../src/targets/domain/target-rules.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { useStores } from '../../app/store-context';
import { Button } from '../../shared/ui/button';
import { MoneyInput, TextInput } from '../../shared/ui/fields';
import { Modal } from '../../shared/ui/modal';
import { dateOfParts, partsOf, type DateParts } from '../date-parts';
import { validateTargetDate } from '../goal-form';
import { centsOfDollars, dollarsText, groupedDollars, targetMoney, wholeDollarsProblem, wholeDollarsTyped } from '../target-format';
import { todayInSingapore } from '../today';
import { messageOf } from './goal-modal';
import { DatePartsField } from './date-parts-field';

export const FUND_AMOUNT_MESSAGE = 'Enter an amount greater than 100';

interface FundForm {
  amount: string;
  /** as shown: '< 1', '> 999' or whole months worked out from the amount, or what was typed */
  months: string;
  /** the months were typed (so they are checked), not worked out from the amount */
  monthsTyped: boolean;
  date: DateParts;
}

const formOf = (totalAmount: number, date: string, outflow: number): FundForm => ({
  amount: dollarsText(totalAmount),
  months: monthsLabel(monthsCovered(totalAmount as Cents, outflow as Cents)),
  monthsTyped: false,
  date: partsOf(date),
});

/**
 * The emergency fund editor (spec 3 §4): the amount and the months of spending it covers move together (months
 * rounded down, 1 to 1000, '< 1' and '> 999' at the ends); it starts from the stored fund, or from the
 * recommended months of spending due a month ahead. Closing with changes asks first.
 */
export const EmergencyFundModal = observer(function EmergencyFundModal({ overview, onClose }: { overview: TargetsResponse; onClose: () => void }) {
  const { targets, ui, analytics } = useStores();
  const stored = overview.emergencyFund;
  const outflow = overview.monthlyOutflow;
  const initial = stored ? formOf(stored.totalAmount, stored.date, outflow) : formOf(overview.emergencyFundStart.totalAmount, overview.emergencyFundStart.date, outflow);
  const [form, setForm] = useState<FundForm>(initial);
  const [warning, setWarning] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const changed = form.amount !== initial.amount || form.date.day !== initial.date.day || form.date.month !== initial.date.month || form.date.year !== initial.date.year;
  const amountError = (() => {
    const problem = wholeDollarsProblem(form.amount);
    if (problem !== null) return problem;
    const cents = centsOfDollars(form.amount);
    return cents === null || cents <= 100 * 100 ? FUND_AMOUNT_MESSAGE : null;
  })();
  // Typed months are whole, 1 to 1000 (spec 3 §5); an invalid one leaves the amount as it was and blocks Save.
  const monthsError = form.monthsTyped ? fundMonthsProblem(form.months) : null;
  // A new fund, or a moved date, is today or later; an overdue fund keeps its date while its amount changes.
  const validateFundDate = (parts: DateParts) => validateTargetDate(parts, { today: todayInSingapore(), original: stored?.date ?? null });

  const askClose = () => {
    if (warning || busy) return;
    if (changed) setWarning(true);
    else onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    if (amountError || monthsError || validateFundDate(form.date)) {
      setRevealed(true);
      return;
    }
    setBusy(true);
    try {
      await flowResult(
        targets.saveEmergencyFund({ totalAmount: centsOfDollars(form.amount)!, currentAmount: Math.min(stored?.currentAmount ?? 0, centsOfDollars(form.amount)!), date: dateOfParts(form.date)! }),
      );
      ui.showToast(stored ? 'Emergency fund updated' : 'Emergency fund added', 'success');
      analytics.targetSucceeded('Emergency fund', stored ? 'Updated' : 'Added');
      onClose();
    } catch (error) {
      setBusy(false);
      ui.showToast(messageOf(error), 'error');
    }
  };

  return (
    <Modal
      open
      title={warning ? (stored ? 'Discard changes?' : 'Discard emergency fund?') : 'Emergency fund'}
      onClose={askClose}
      closeOnEsc={!warning}
      closeOnBackdrop={!warning}
      showCloseButton={!warning}
    >
      {warning ? (
        <div className="goal-modal">
          <p>The changes you made will not be saved.</p>
          <div className="goal-modal__actions">
            <Button onClick={onClose}>Discard</Button>
            <Button variant="secondary" onClick={() => setWarning(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <form className="goal-modal" noValidate onSubmit={(event) => void submit(event)}>
          <p className="text-subtle">
            Money set aside for the unexpected, counted in months of your spending ({targetMoney(outflow)} a month, without investments).
          </p>
          <MoneyInput
            id="fund-amount"
            label="Emergency fund (S$)"
            inputMode="numeric"
            value={groupedDollars(form.amount)}
            onChange={(text) => {
              const amount = wholeDollarsTyped(text);
              const cents = centsOfDollars(amount);
              setForm((f) => (cents === null ? { ...f, amount } : { ...f, amount, months: monthsLabel(monthsCovered(cents as Cents, outflow as Cents)), monthsTyped: false }));
            }}
            validate={() => amountError}
            forceShowError={revealed}
          />
          <TextInput
            label="Months of spending"
            inputMode="numeric"
            value={form.months}
            hint={`From 1 to ${MAX_FUND_MONTHS}`}
            onChange={(text) => {
              // Letters are refused (spec 3 §5 "non-numeric input is rejected"); a sign or a point stays, to be explained.
              const months = text.replace(/[^\d.-]/g, '');
              const valid = fundMonthsProblem(months) === null;
              setForm((f) => ({ ...f, months, monthsTyped: true, ...(valid ? { amount: dollarsText(amountForMonths(Number(months), outflow as Cents)) } : {}) }));
            }}
            validate={() => monthsError}
            forceShowError={revealed}
          />
          <DatePartsField label="Target date" value={form.date} onChange={(date) => setForm((f) => ({ ...f, date }))} validate={validateFundDate} forceShowError={revealed} />
          <div className="goal-modal__actions">
            <Button type="submit" disabled={busy}>
              Save
            </Button>
            <Button variant="secondary" onClick={askClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
});
