import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import type { TargetsResponse } from '../../../../src/targets/adapters/http/targets.contract.js';
import { allocationBarText, canAutoAllocate, capAllocation, checkAllocation, sliderStepDollars, type AllocationLine } from '../../../../src/targets/domain/allocation.js';
import { EMERGENCY_FUND_KEY } from '../../../../src/targets/domain/targets-overview.js';
import { formatDisplayDate } from '../../../../src/shared-kernel/dates.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { messages } from '../../../../src/shared-kernel/validation/messages.js';
import { useStores } from '../../app/store-context';
import { useLeavePageWarning } from '../../app/leave-page/use-leave-page-warning';
import { Button } from '../../shared/ui/button';
import { MoneyInput } from '../../shared/ui/fields';
import { Modal } from '../../shared/ui/modal';
import { centsOfDollars, groupedDollars, targetMoney, wholeDollarsProblem, wholeDollarsTyped } from '../target-format';
import { AvailableFundsCard } from './available-funds-card';
import { allocationPanels } from '../allocation-panels';
import { messageOf } from './goal-modal';

export interface AllocationEditorProps {
  overview: TargetsResponse;
  /** Runs after a successful save (mark the module step, go on). */
  onSaved: () => Promise<void> | void;
  /** The bottom bar: Back (when given) and the continue button's label. */
  backButton?: React.ReactNode;
  continueLabel: string;
}

/**
 * The allocation screen (spec 3 §2, §4, §5): an amount and a slider per target, each within 0 and its total; the
 * bar says whether the sum stays within the available funds; Auto-allocate / Undo; Continue saves them together,
 * asking first when savings would stay unallocated while a target is not full.
 */
export const AllocationEditor = observer(function AllocationEditor({ overview, onSaved, backButton, continueLabel }: AllocationEditorProps) {
  const { targets, ui } = useStores();
  const panels = useMemo(() => allocationPanels(overview), [overview]);
  const current = (key: string) => (key === EMERGENCY_FUND_KEY ? (overview.emergencyFund?.currentAmount ?? 0) : (overview.goals.find((g) => g.id === key)?.currentAmount ?? 0));
  const [amounts, setAmounts] = useState<Record<string, number>>(() => Object.fromEntries(panels.map((p) => [p.key, Math.min(current(p.key), p.totalAmount)])));
  const [undo, setUndo] = useState<Record<string, number> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // What was typed into an amount that is not a whole, non-negative number ('-500', '12.5', ''): kept and explained
  // under the field (spec 1 §5 texts) instead of becoming another amount; Continue waits until it is put right.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [revealed, setRevealed] = useState(false);
  const typedProblem = (key: string): string | null => {
    const text = typed[key];
    return text === undefined ? null : (wholeDollarsProblem(text) ?? messages.required);
  };
  const hasTypedProblem = panels.some((p) => typedProblem(p.key) !== null);
  const forget = (key?: string) => setTyped((t) => (key === undefined ? {} : Object.fromEntries(Object.entries(t).filter(([k]) => k !== key))));

  const initialAmounts = useMemo(() => Object.fromEntries(panels.map((p) => [p.key, Math.min(current(p.key), p.totalAmount)])), [panels]); // eslint-disable-line react-hooks/exhaustive-deps
  const leavePage = useLeavePageWarning(panels.some((p) => (amounts[p.key] ?? 0) !== (initialAmounts[p.key] ?? 0)));
  const lines: AllocationLine[] = panels.map((p) => ({ key: p.key, totalAmount: p.totalAmount as Cents, amount: (amounts[p.key] ?? 0) as Cents }));
  const check = checkAllocation(lines, overview.availableFunds as Cents);
  const unallocated = overview.availableFunds - check.allocated;
  const set = (key: string, cents: number, total: number) => {
    setUndo(null); // editing any amount returns to 'Auto-allocate'
    setAmounts((a) => ({ ...a, [key]: capAllocation(cents, total as Cents) }));
  };

  const save = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await flowResult(
        targets.saveAllocation({
          goals: panels.filter((p) => p.key !== EMERGENCY_FUND_KEY).map((p) => ({ id: p.key, currentAmount: amounts[p.key] ?? 0 })),
          emergencyFund: panels.some((p) => p.key === EMERGENCY_FUND_KEY) ? { currentAmount: amounts[EMERGENCY_FUND_KEY] ?? 0 } : null,
        }),
      );
      leavePage.allowLeaving();
      await onSaved();
    } catch (error) {
      ui.showToast(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const onContinue = () => {
    if (check.exceeded || busy) return;
    if (hasTypedProblem) {
      setRevealed(true);
      return;
    }
    if (check.warnUnallocated) setConfirming(true);
    else void save();
  };

  return (
    <div className="allocation">
      <AvailableFundsCard overview={{ availableFunds: overview.availableFunds, unallocatedSavings: unallocated as Cents }} />
      {panels.length === 0 ? (
        <p className="card card--muted">You have no open targets to allocate to. Add a target or an emergency fund first.</p>
      ) : (
        <>
          <div className="allocation__toolbar">
            {undo ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setAmounts(undo);
                  setUndo(null);
                  forget();
                }}
              >
                Undo
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={!canAutoAllocate(unallocated as Cents)}
                onClick={() => {
                  setUndo(amounts);
                  setAmounts(Object.fromEntries(panels.map((p) => [p.key, p.reallocatedAmount])));
                  forget();
                }}
              >
                Auto-allocate
              </Button>
            )}
            <p className="text-subtle">Auto-allocate fills your targets in date order with your available funds.</p>
          </div>
          <ul className="allocation__panels">
            {panels.map((panel) => {
              const cents = amounts[panel.key] ?? 0;
              const step = sliderStepDollars(panel.totalAmount as Cents);
              const max = Math.floor(panel.totalAmount / 100);
              return (
                <li key={panel.key} className="card allocation__panel">
                  <p className="allocation__date">Due {formatDisplayDate(panel.date)}</p>
                  <h3 className="allocation__title">{panel.title}</h3>
                  <div className="allocation__amount">
                    <MoneyInput
                      label={`Allocated to ${panel.title} (S$)`}
                      inputMode="numeric"
                      value={typed[panel.key] ?? groupedDollars(String(Math.floor(cents / 100)))}
                      onChange={(text) => {
                        const kept = wholeDollarsTyped(text);
                        const typedCents = centsOfDollars(kept);
                        if (typedCents === null) {
                          setTyped((t) => ({ ...t, [panel.key]: kept }));
                          return;
                        }
                        forget(panel.key);
                        set(panel.key, typedCents, panel.totalAmount);
                      }}
                      validate={() => typedProblem(panel.key)}
                      forceShowError={revealed}
                    />
                    <span className="allocation__out-of">out of {targetMoney(panel.totalAmount)}</span>
                  </div>
                  <input
                    type="range"
                    className="allocation__slider"
                    aria-label={`${panel.title}: amount allocated`}
                    min={0}
                    max={Math.max(max, 1)}
                    step={Math.max(1, Math.min(step, Math.max(max, 1)))}
                    value={Math.floor(cents / 100)}
                    onChange={(event) => {
                      forget(panel.key);
                      set(panel.key, Number(event.target.value) * 100, panel.totalAmount);
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p className={`allocation__bar${check.exceeded ? ' allocation__bar--over' : ''}`} role="status">
        {allocationBarText(check)}: {targetMoney(check.allocated)} of {targetMoney(overview.availableFunds)}
      </p>
      <div className="button-row allocation__bottom">
        {backButton}
        <Button onClick={onContinue} disabled={check.exceeded || busy}>
          {continueLabel}
        </Button>
      </div>
      <Modal
        open={confirming}
        title="Continue without allocating all your savings?"
        onClose={() => undefined}
        closeOnEsc={false}
        closeOnBackdrop={false}
        showCloseButton={false}
        actions={
          <>
            <Button onClick={() => void save()}>Continue</Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        }
      >
        <p>{targetMoney(Math.max(0, unallocated))} of your savings will not go towards your targets.</p>
      </Modal>
      {leavePage.modal}
    </div>
  );
});
