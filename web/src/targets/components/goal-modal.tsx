import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GoalView } from '../../../../src/targets/adapters/http/targets.contract.js';
import { suggestionFor } from '../../../../src/targets/domain/suggestion.js';
import { formatDisplayDate } from '../../../../src/shared-kernel/dates.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import type { TargetAction } from '../../app/analytics/analytics';
import { useStores } from '../../app/store-context';
import { Button } from '../../shared/ui/button';
import { MoneyInput, TextInput } from '../../shared/ui/fields';
import { Modal } from '../../shared/ui/modal';
import { dateOfParts, type DateParts } from '../date-parts';
import {
  PRESETS,
  formChanged,
  formValid,
  formWarnings,
  goalFormOf,
  newGoalForm,
  paidOutDefaults,
  presetActive,
  restoreFormOf,
  saveNeedsPaidOut,
  validateAmount,
  validateDate,
  validateName,
  validatePaidOut,
  validateTargetDate,
  type DateContext,
  type GoalForm,
} from '../goal-form';
import { centsOfDollars, groupedDollars, targetMoney, wholeDollarsTyped } from '../target-format';
import { todayInSingapore } from '../today';
import { DatePartsField } from './date-parts-field';
import { GOAL_NAME_HINT } from '../../shared/forms/name-hints';

type View = 'add' | 'edit' | 'completed' | 'restore' | 'paid-out' | 'delete-warning' | 'discard-warning';

export type GoalModalTarget = { kind: 'add' } | { kind: 'edit'; goal: GoalView };

/**
 * The add and edit target modals (spec 3 §2, §4 "Edit modal"): views stack (edit, completed, restore, paid-out,
 * the delete and discard warnings); Back pops one and reverts what it changed. Closing with changes asks first,
 * and while a warning is up nothing else closes the modal.
 */
export const GoalModal = observer(function GoalModal({ target, onClose }: { target: GoalModalTarget; onClose: () => void }) {
  const { targets, ui, analytics } = useStores();
  const navigate = useNavigate();
  const today = todayInSingapore();
  const goal = target.kind === 'edit' ? target.goal : null;
  const initialForm = goal ? goalFormOf(goal) : newGoalForm(today);
  const [stack, setStack] = useState<View[]>([target.kind === 'add' ? 'add' : goal!.paidOut ? 'completed' : 'edit']);
  const [form, setForm] = useState<GoalForm>(initialForm);
  const [restoreForm, setRestoreForm] = useState<GoalForm>(() => (goal ? restoreFormOf(goal, today) : initialForm));
  const [paidOut, setPaidOut] = useState<{ amount: string; date: DateParts }>(() => paidOutDefaults(goal ?? { currentAmount: 0, date: today }, null, today));
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const view = stack[stack.length - 1]!;
  const warning = view === 'delete-warning' || view === 'discard-warning';
  // A new or restored target is dated today or later; editing, a date moved into the past completes it (spec 3 §4).
  const dates: DateContext = view === 'edit' && goal ? { today, original: goal.date, pastCompletes: true } : { today, original: null };
  const paidOutProblem = validatePaidOut(paidOut.amount, centsOfDollars(form.amount));

  const push = (next: View) => {
    setRevealed(false);
    setStack((s) => [...s, next]);
  };
  const back = () => {
    // Popping a view reverts what it changed.
    if (view === 'restore' && goal) setRestoreForm(restoreFormOf(goal, today));
    if (view === 'paid-out' && goal) setPaidOut(paidOutDefaults(goal, null, today));
    setRevealed(false);
    setStack((s) => (s.length > 1 ? s.slice(0, -1) : s));
  };
  const changed = formChanged(form, initialForm) || (view === 'restore' && formChanged(restoreForm, restoreFormOf(goal!, today)));
  const askClose = () => {
    if (warning || busy) return;
    if (changed) push('discard-warning');
    else onClose();
  };

  const run = async (work: () => Promise<unknown>, toast: string, action: TargetAction, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      ui.showToast(toast, 'success');
      analytics.targetSucceeded('Goal', action);
      onClose();
      after?.();
    } catch (error) {
      setBusy(false);
      ui.showToast(messageOf(error), 'error');
    }
  };
  const body = (f: GoalForm) => ({ name: f.name.trim(), totalAmount: centsOfDollars(f.amount)!, date: dateOfParts(f.date)! });

  const submitAdd = () => run(() => flowResult(targets.createGoal({ ...body(form), currentAmount: 0 })), `'${form.name.trim()}' added`, 'Added');
  const submitEdit = () => {
    if (goal && saveNeedsPaidOut(form, goal, today)) {
      setPaidOut(paidOutDefaults(goal, dateOfParts(form.date), today));
      push('paid-out');
      return;
    }
    return run(() => flowResult(targets.updateGoal(goal!.id, body(form))), `'${form.name.trim()}' updated`, 'Updated');
  };
  const submitPaidOut = () =>
    run(
      () => flowResult(targets.updateGoal(goal!.id, { ...body(form), paidOut: true, paidOutAmount: centsOfDollars(paidOut.amount)!, paidOutDate: dateOfParts(paidOut.date)! })),
      `'${form.name.trim()}' completed`,
      'Completed',
      () => navigate('/allocate-funds-and-allocation'),
    );
  const submitRestore = () =>
    run(
      () => flowResult(targets.updateGoal(goal!.id, { ...body(restoreForm), currentAmount: 0, paidOut: false, paidOutAmount: null, paidOutDate: null })),
      `'${restoreForm.name.trim()}' restored`,
      'Restored',
    );
  const submitDelete = () => run(() => flowResult(targets.deleteGoal(goal!.id)), `'${goal!.name}' deleted`, 'Deleted');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // React passes a submit on through the component tree: never let it reach a page's own form.
    event.stopPropagation();
    if (busy) return;
    const valid =
      view === 'paid-out'
        ? paidOutProblem === null && validateDate(paidOut.date) === null
        : view === 'restore'
          ? formValid(restoreForm, dates, true)
          : formValid(form, dates);
    if (!valid) {
      setRevealed(true);
      return;
    }
    if (view === 'add') void submitAdd();
    else if (view === 'edit') void submitEdit();
    else if (view === 'paid-out') void submitPaidOut();
    else if (view === 'restore') void submitRestore();
  };

  const title = {
    add: 'Add a target',
    edit: 'Edit target',
    completed: goal?.name ?? 'Target',
    restore: 'Restore target',
    'paid-out': 'Complete target',
    'delete-warning': 'Delete target?',
    'discard-warning': target.kind === 'add' ? 'Discard new target?' : 'Discard changes?',
  }[view];

  return (
    <Modal open title={title} onClose={askClose} closeOnEsc={!warning} closeOnBackdrop={!warning} showCloseButton={!warning}>
      {view === 'delete-warning' && (
        <Warning text="You cannot undo this action." confirm="Delete" onConfirm={() => void submitDelete()} onCancel={back} busy={busy} />
      )}
      {view === 'discard-warning' && <Warning text="The changes you made will not be saved." confirm="Discard" onConfirm={onClose} onCancel={back} busy={false} />}
      {view === 'completed' && goal && (
        <div className="goal-modal">
          <p>
            Completed: {targetMoney(goal.paidOutAmount ?? 0)} paid out on {formatDisplayDate(goal.paidOutDate ?? goal.date)}.
          </p>
          <div className="goal-modal__actions">
            <Button onClick={() => push('restore')}>Restore target</Button>
            <Button variant="secondary" onClick={() => push('delete-warning')}>
              Delete
            </Button>
          </div>
        </div>
      )}
      {(view === 'add' || view === 'edit' || view === 'restore') && (
        <form className="goal-modal" noValidate onSubmit={onSubmit}>
          <GoalFields
            form={view === 'restore' ? restoreForm : form}
            onChange={view === 'restore' ? setRestoreForm : setForm}
            revealed={revealed}
            atLeastOne={view === 'restore'}
            showPresets={view === 'add'}
            dates={dates}
          />
          {view !== 'restore' && <Warnings messages={formWarnings(form, goal, today)} />}
          {view === 'edit' && goal && <SuggestionBox goal={goal} form={form} setForm={setForm} onClose={onClose} />}
          <div className="goal-modal__actions">
            <Button type="submit" disabled={busy}>
              {view === 'add' ? 'Add target' : view === 'restore' ? 'Restore' : 'Save'}
            </Button>
            {view === 'edit' && (
              <>
                <Button variant="secondary" onClick={() => { setPaidOut(paidOutDefaults(goal!, null, today)); push('paid-out'); }}>
                  Complete target
                </Button>
                <Button variant="link" onClick={() => push('delete-warning')}>
                  Delete
                </Button>
              </>
            )}
            {view === 'restore' && (
              <Button variant="secondary" onClick={back}>
                Back
              </Button>
            )}
          </div>
        </form>
      )}
      {view === 'paid-out' && goal && (
        <form className="goal-modal" noValidate onSubmit={onSubmit}>
          <p>Well done! How much did you end up with for {form.name.trim() || goal.name}, and when?</p>
          <MoneyInput
            label="Amount paid out (S$)"
            inputMode="numeric"
            value={groupedDollars(paidOut.amount)}
            onChange={(text) => setPaidOut((p) => ({ ...p, amount: wholeDollarsTyped(text) }))}
            validate={() => paidOutProblem}
            forceShowError={revealed}
          />
          <DatePartsField label="Date paid out" value={paidOut.date} onChange={(date) => setPaidOut((p) => ({ ...p, date }))} validate={validateDate} forceShowError={revealed} />
          <div className="goal-modal__actions">
            <Button type="submit" disabled={busy}>
              Complete target
            </Button>
            <Button variant="secondary" onClick={back}>
              Back
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
});

function GoalFields({
  form,
  onChange,
  revealed,
  atLeastOne,
  showPresets,
  dates,
}: {
  form: GoalForm;
  onChange: (f: GoalForm) => void;
  revealed: boolean;
  atLeastOne: boolean;
  showPresets: boolean;
  dates: DateContext;
}) {
  return (
    <>
      <TextInput id="goal-name" label="Name" hint={GOAL_NAME_HINT} value={form.name} onChange={(name) => onChange({ ...form, name })} validate={validateName} forceShowError={revealed} maxLength={60} />
      {showPresets && (
        <div className="goal-modal__pills" role="group" aria-label="Suggested names">
          {PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={`pill${presetActive(form.name, preset) ? ' pill--active' : ''}`}
              aria-pressed={presetActive(form.name, preset)}
              onClick={() => onChange({ ...form, name: preset })}
            >
              {preset}
            </button>
          ))}
        </div>
      )}
      <MoneyInput
        label="Target amount (S$)"
        inputMode="numeric"
        value={groupedDollars(form.amount)}
        onChange={(text) => onChange({ ...form, amount: wholeDollarsTyped(text) })}
        validate={() => validateAmount(form.amount, atLeastOne)}
        forceShowError={revealed}
      />
      <DatePartsField label="Target date" value={form.date} onChange={(date) => onChange({ ...form, date })} validate={(parts) => validateTargetDate(parts, dates)} forceShowError={revealed} />
    </>
  );
}

function Warnings({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="goal-modal__warnings">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** Spec 3 §4 "Suggestion box": what can be reached instead, from the plan GET /targets worked out. */
const SuggestionBox = observer(function SuggestionBox({ goal, form, setForm, onClose }: { goal: GoalView; form: GoalForm; setForm: (f: GoalForm) => void; onClose: () => void }) {
  const { targets, ui } = useStores();
  const amount = centsOfDollars(form.amount);
  const date = dateOfParts(form.date);
  if (amount === null || date === null) return null;
  const suggestion = suggestionFor({ amount: amount as Cents, date: date as LocalDate }, goal.recommended, goal.projectedCurrentAmount >= goal.totalAmount, todayInSingapore() as LocalDate);
  if (!suggestion) return null;
  if (suggestion.kind === 'INCREASE_SAVINGS') {
    return (
      <div className="goal-modal__suggestion" role="note">
        <p>At your current monthly savings this target cannot be reached. Saving {targetMoney(suggestion.monthlySavings)} a month would keep it on track.</p>
        <Button
          variant="secondary"
          onClick={() => {
            void flowResult(targets.setMonthlySavings(Math.ceil(suggestion.monthlySavings / 100) * 100, todayInSingapore())).then(
              () => {
                ui.showToast('Monthly savings updated', 'success');
                onClose();
              },
              (error) => ui.showToast(messageOf(error), 'error'),
            );
          }}
        >
          Increase monthly savings
        </Button>
      </div>
    );
  }
  return (
    <div className="goal-modal__suggestion" role="note">
      <p>
        At your current monthly savings you can reach {targetMoney(suggestion.amount)} by this date, or the full amount by {formatDisplayDate(suggestion.date)}.
      </p>
      <div className="goal-modal__suggestion-actions">
        <Button variant="secondary" onClick={() => setForm({ ...form, amount: String(Math.floor(suggestion.amount / 100)) })}>
          Reduce amount
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            const [year = '', month = '', day = ''] = suggestion.date.split('-');
            setForm({ ...form, date: { day, month, year } });
          }}
        >
          Shift due date
        </Button>
      </div>
    </div>
  );
});

function Warning({ text, confirm, onConfirm, onCancel, busy }: { text: string; confirm: string; onConfirm: () => void; onCancel: () => void; busy: boolean }) {
  return (
    <div className="goal-modal">
      <p>{text}</p>
      <div className="goal-modal__actions">
        <Button onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** Spec 3 §8 default error text order: the server's message, then by status. */
export function messageOf(error: unknown): string {
  const e = error as { message?: unknown; status?: number } | null;
  if (typeof e?.message === 'string' && e.message !== '') return e.message;
  if (e?.status === 400) return "There's a problem submitting your request. Please try again.";
  if (e?.status === 401) return 'Your session has expired. Refresh the page to sign in again.';
  return "Something went wrong and we couldn't complete your request. Please try again later.";
}
