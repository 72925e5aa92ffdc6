import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { TargetsResponse } from '../../../../src/targets/adapters/http/targets.contract.js';
import { useStores } from '../../app/store-context';
import { useLeavePageWarning } from '../../app/leave-page/use-leave-page-warning';
import { MoneyInput, RadioGroup, TextInput } from '../../shared/ui/fields';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { centsOfDollars, dollarsText, groupedDollars, targetMoney, wholeDollarsProblem, wholeDollarsTyped } from '../target-format';
import { todayInSingapore } from '../today';
import { dayOfTransferProblem, dayOfTransferValue } from '../transfer-rules';
import { messageOf } from './goal-modal';

export const SAVINGS_MESSAGE = 'Enter how much you will save each month';

type AutomaticChoice = '' | 'yes' | 'no';
const AUTOMATIC_OPTIONS: Array<{ value: 'yes' | 'no'; label: string }> = [
  { value: 'yes', label: 'Yes, my bank moves it on that day (a standing instruction)' },
  { value: 'no', label: 'No, I move it myself' },
];
const automaticOf = (choice: AutomaticChoice): boolean | null => (choice === '' ? null : choice === 'yes');

/**
 * How much the resident puts aside each month (POST /target-monthly-savings): starts from their own figure, else
 * the recommended one, with what the recommendation is and what the targets need; and, optionally, the day of the
 * month the money is moved and whether automatically (spec 2 §3, spec 3 §3): the plan counts each transfer in the
 * month it happens.
 */
export const MonthlySavingsForm = observer(function MonthlySavingsForm({
  overview,
  backTo,
  continueLabel,
  onSaved,
}: {
  overview: TargetsResponse;
  backTo: string | null;
  continueLabel: string;
  onSaved: () => void;
}) {
  const { targets, ui } = useStores();
  const [amount, setAmount] = useState(dollarsText(overview.monthlySavings));
  const savedDay = overview.transfer.dayOfTransfer === null ? '' : String(overview.transfer.dayOfTransfer);
  const savedAutomatic: AutomaticChoice = overview.transfer.automatic === null ? '' : overview.transfer.automatic ? 'yes' : 'no';
  const [day, setDay] = useState(savedDay);
  const [automatic, setAutomatic] = useState<AutomaticChoice>(savedAutomatic);
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  // -200 says 'Must be more than or equal to 0' (as the API would), never saves S$200.
  const amountError = wholeDollarsProblem(amount) ?? (centsOfDollars(amount) === null ? SAVINGS_MESSAGE : null);
  const dayError = dayOfTransferProblem(day, automaticOf(automatic));
  const error = amountError ?? dayError;
  const leavePage = useLeavePageWarning(amount !== dollarsText(overview.monthlySavings) || day !== savedDay || automatic !== savedAutomatic);
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await flowResult(
        targets.setMonthlySavings(centsOfDollars(amount)!, todayInSingapore(), {
          dayOfTransfer: dayOfTransferValue(day),
          automaticTransferStatus: automaticOf(automatic),
        }),
      );
      leavePage.allowLeaving();
      onSaved();
    } catch (e) {
      ui.showToast(messageOf(e), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModuleFrame
      title="How much will you save each month?"
      subtitle="Your targets are planned with this amount: each month it goes to the target due soonest."
      backTo={backTo}
      continueLabel={continueLabel}
      onSubmit={() => void submit()}
      continueBlocked={error !== null}
      onBlockedContinue={() => setRevealed(true)}
      busy={busy}
    >
      <div className="monthly-savings">
        <MoneyInput
          id="monthly-savings"
          label="Monthly savings (S$)"
          inputMode="numeric"
          value={groupedDollars(amount)}
          onChange={(text) => setAmount(wholeDollarsTyped(text))}
          validate={() => amountError}
          forceShowError={revealed}
        />
        <TextInput
          id="day-of-transfer"
          label="Day of the month you move it"
          optional
          inputMode="numeric"
          maxLength={2}
          value={day}
          onChange={setDay}
          validate={() => dayError}
          forceShowError={revealed}
          hint="1 to 28, so it falls in every month. Your plan counts each transfer in the month it happens."
        />
        <RadioGroup
          label="Is the transfer automatic?"
          optional
          value={automatic}
          onChange={(value) => setAutomatic(value as AutomaticChoice)}
          options={AUTOMATIC_OPTIONS}
        />
        <ul className="monthly-savings__facts">
          <li>
            {overview.recommendedMonthlySavings > 0 ? (
              <>
                We recommend <strong>{targetMoney(overview.recommendedMonthlySavings)}</strong> a month, from your income and your targets.
              </>
            ) : (
              'Add your income to your cashflow and we will recommend an amount.'
            )}
          </li>
          {overview.monthlySavingsForTargets > 0 && (
            <li>
              Your targets need <strong>{targetMoney(overview.monthlySavingsForTargets)}</strong> a month to all be reached on time.
            </li>
          )}
        </ul>
      </div>
      {leavePage.modal}
    </ModuleFrame>
  );
});
