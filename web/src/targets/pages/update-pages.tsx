import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GoalView } from '../../../../src/targets/adapters/http/targets.contract.js';
import { formatDisplayDate } from '../../../../src/shared-kernel/dates.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { Button, ButtonLink } from '../../shared/ui/button';
import { MoneyInput } from '../../shared/ui/fields';
import { AllocationEditor } from '../components/allocation-editor';
import { AvailableFundsCard } from '../components/available-funds-card';
import { DatePartsField } from '../components/date-parts-field';
import { messageOf } from '../components/goal-modal';
import { MonthlySavingsForm } from '../components/monthly-savings-form';
import { dateOfParts, partsOf, type DateParts } from '../date-parts';
import { monthsAhead, validatePaidOut, validateTargetDate } from '../goal-form';
import { centsOfDollars, dollarsText, groupedDollars, targetMoney, wholeDollarsTyped } from '../target-format';
import { todayInSingapore } from '../today';
import { TargetsLoading, useTargets } from '../use-targets';
import '../targets.css';

const expiredOf = (goals: readonly GoalView[]) => goals.filter((goal) => !goal.paidOut && goal.group === 'past');

/** Marks the targets step completed the first time an allocation is saved (spec 3 §4 "Allocation screen"). */
function useCompleteTargetsStep() {
  const { modules } = useStores();
  return async () => {
    if (!modules.status('SET_SAVING_TARGETS').completed) await flowResult(modules.complete('SET_SAVING_TARGETS'));
  };
}

/** /allocate-funds-and-allocation: the standalone allocation page ('Update', back and next to /targets). */
export function AllocateFundsPage() {
  return (
    <AllocationPage title="Update your available funds and allocation" lead="Your available funds come from your cash savings and fixed deposits. Share them between your targets." withFundsLink />
  );
}

/**
 * /dashboard/protection/allocate-funds-and-allocation (spec 1 §2, spec 2 §2): the same allocation seen from the
 * protection area, where the emergency fund lives: its funds come from the cash and fixed deposits the protection
 * area edits, and Back and Update return to the protection area rather than the targets.
 */
export function ProtectionAllocationPage() {
  return (
    <AllocationPage
      title="Allocate your funds to your emergency fund and targets"
      lead="Your emergency fund protects you when income stops or a large bill comes. Your available funds come from your cash savings and fixed deposits: share them between your emergency fund and your other targets."
      withFundsLink
      fundsLinkTo="/dashboard/protection/edit-emergency-fund"
      homeTo="/dashboard/protection"
    />
  );
}

/** /allocate-available-funds: the last step of the update of expired targets, then the targets. */
export function AllocateAvailableFundsPage() {
  return <AllocationPage eyebrow="Step 3 of 3" title="Allocate your savings to your targets" />;
}

interface AllocationPageProps {
  title: string;
  lead?: string;
  eyebrow?: string;
  withFundsLink?: boolean;
  /** Where the funds are updated (the wealth area's assets unless said otherwise). */
  fundsLinkTo?: string;
  /** Where Back and a saved allocation go. */
  homeTo?: string;
}

const AllocationPage = observer(function AllocationPage({ title, lead, eyebrow, withFundsLink, fundsLinkTo = '/dashboard/wealth/edit-assets', homeTo = '/targets' }: AllocationPageProps) {
  usePageTitle(title);
  const targets = useTargets();
  const navigate = useNavigate();
  const { ui } = useStores();
  const completeStep = useCompleteTargetsStep();
  return (
    <div className="container container--md page">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {withFundsLink && (
        <p>
          <ButtonLink to={fundsLinkTo} variant="link">
            Update your savings and fixed deposits
          </ButtonLink>
        </p>
      )}
      {!targets.overview ? (
        <TargetsLoading />
      ) : (
        <AllocationEditor
          overview={targets.overview}
          continueLabel="Update"
          backButton={
            <ButtonLink to={homeTo} variant="secondary">
              Back
            </ButtonLink>
          }
          onSaved={async () => {
            await completeStep();
            ui.showToast('Allocation updated', 'success');
            navigate(homeTo);
          }}
        />
      )}
    </div>
  );
});

/** /targets/decide-savings: change the monthly savings the plan uses. */
export const DecideSavingsPage = observer(function DecideSavingsPage() {
  usePageTitle('Your monthly savings');
  const targets = useTargets();
  const navigate = useNavigate();
  const { ui } = useStores();
  return (
    <div className="container container--md page">
      {!targets.overview ? (
        <TargetsLoading />
      ) : (
        <MonthlySavingsForm
          overview={targets.overview}
          backTo="/targets"
          continueLabel="Save"
          onSaved={() => {
            ui.showToast('Monthly savings updated', 'success');
            navigate('/targets');
          }}
        />
      )}
    </div>
  );
});

/** /update-savings-preview: targets whose date has passed, before anything else of the targets opens. */
export const UpdateSavingsPreviewPage = observer(function UpdateSavingsPreviewPage() {
  usePageTitle('Update your available funds and target status');
  const targets = useTargets();
  const expired = targets.overview ? expiredOf(targets.overview.goals) : [];
  return (
    <div className="container container--md page">
      <h1>Update your available funds and target status</h1>
      <p className="lead">
        {expired.length === 0
          ? 'Your emergency fund’s date has passed. Update your available funds and share your savings again, or give the fund a new date.'
          : `${expired.length === 1 ? 'One of your targets has' : `${expired.length} of your targets have`} passed their date. Tell us how they went, then share your savings again.`}
      </p>
      {!targets.overview ? (
        <TargetsLoading />
      ) : (
        <ul className="targets-update__list">
          {expired.map((goal) => (
            <li key={goal.id} className="card">
              <strong>{goal.name}</strong>
              <span className="text-subtle">
                Due {formatDisplayDate(goal.date)}: {targetMoney(goal.currentAmount)} of {targetMoney(goal.totalAmount)} saved
              </span>
            </li>
          ))}
        </ul>
      )}
      <ol className="targets-update__steps">
        <li>Update your available funds: your cash savings and fixed deposits today.</li>
        <li>Update each target: reached, or a new date.</li>
        <li>Allocate your savings to your targets.</li>
      </ol>
      <div className="button-row">
        {/* Without an expired goal the update pages are closed (spec 1 §4 rule 7): straight to the allocation. */}
        <ButtonLink to={expired.length > 0 || !targets.overview ? '/update-available-funds' : '/allocate-funds-and-allocation'}>Start</ButtonLink>
      </div>
    </div>
  );
});

/** /update-available-funds: the funds as they stand, with the way to update them, then the targets. */
export const UpdateAvailableFundsPage = observer(function UpdateAvailableFundsPage() {
  usePageTitle('Update your available funds');
  const targets = useTargets();
  return (
    <div className="container container--md page">
      <p className="eyebrow">Step 1 of 3</p>
      <h1>Update your available funds</h1>
      <p className="lead">Are your cash savings and fixed deposits up to date? Your targets are planned with them.</p>
      {!targets.overview ? <TargetsLoading /> : <AvailableFundsCard overview={targets.overview} />}
      <div className="button-row targets-update__actions">
        <ButtonLink to="/dashboard/wealth/edit-assets" variant="secondary">
          Update my savings
        </ButtonLink>
        <ButtonLink to="/update-target-progress">They are up to date</ButtonLink>
      </div>
    </div>
  );
});

/** /update-target-progress: each expired target reached (paid out) or given a new date. */
export const UpdateTargetProgressPage = observer(function UpdateTargetProgressPage() {
  usePageTitle('Update your targets');
  const targets = useTargets();
  const expired = targets.overview ? expiredOf(targets.overview.goals) : [];
  return (
    <div className="container container--md page">
      <p className="eyebrow">Step 2 of 3</p>
      <h1>Update your targets</h1>
      <p className="lead">For each target whose date has passed: did you reach it, or do you need more time?</p>
      {!targets.overview ? (
        <TargetsLoading />
      ) : (
        <ul className="targets-update__list">
          {expired.map((goal) => (
            <ExpiredTarget key={goal.id} goal={goal} />
          ))}
        </ul>
      )}
      {targets.overview && expired.length === 0 && (
        <div className="button-row">
          <ButtonLink to="/allocate-available-funds">Continue</ButtonLink>
        </div>
      )}
    </div>
  );
});

const ExpiredTarget = observer(function ExpiredTarget({ goal }: { goal: GoalView }) {
  const { targets, ui } = useStores();
  const navigate = useNavigate();
  const today = todayInSingapore();
  const [choice, setChoice] = useState<'reached' | 'later' | null>(null);
  const [amount, setAmount] = useState(dollarsText(goal.currentAmount));
  const [date, setDate] = useState<DateParts>(partsOf(monthsAhead(today, 1)));
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Reached: paid out at least 1 and at most the target; more time: a new date from today (docs/decisions.md
  // "Targets refuse bad input").
  const amountProblem = validatePaidOut(amount, goal.totalAmount);
  const validateNewDate = (parts: DateParts) => validateTargetDate(parts, { today, original: null });
  const save = async () => {
    const problem = choice === 'reached' ? amountProblem : validateNewDate(date);
    if (problem) {
      setRevealed(true);
      return;
    }
    setBusy(true);
    try {
      if (choice === 'reached') await flowResult(targets.updateGoal(goal.id, { paidOut: true, paidOutAmount: centsOfDollars(amount)!, paidOutDate: goal.date }));
      else await flowResult(targets.updateGoal(goal.id, { date: dateOfParts(date)! }));
      ui.showToast(choice === 'reached' ? `'${goal.name}' completed` : `'${goal.name}' updated`, 'success');
      if (targets.overview && expiredOf(targets.overview.goals).length === 0) navigate('/allocate-available-funds');
    } catch (error) {
      setBusy(false);
      ui.showToast(messageOf(error), 'error');
    }
  };
  return (
    <li className="card targets-update__target">
      <strong>{goal.name}</strong>
      <span className="text-subtle">
        Due {formatDisplayDate(goal.date)}: {targetMoney(goal.currentAmount)} of {targetMoney(goal.totalAmount)} saved
      </span>
      <div className="button-row">
        <Button variant={choice === 'reached' ? 'primary' : 'secondary'} aria-pressed={choice === 'reached'} onClick={() => setChoice('reached')}>
          I reached it
        </Button>
        <Button variant={choice === 'later' ? 'primary' : 'secondary'} aria-pressed={choice === 'later'} onClick={() => setChoice('later')}>
          I need more time
        </Button>
      </div>
      {choice === 'reached' && (
        <MoneyInput
          label="Amount paid out (S$)"
          inputMode="numeric"
          value={groupedDollars(amount)}
          onChange={(text) => setAmount(wholeDollarsTyped(text))}
          validate={() => amountProblem}
          forceShowError={revealed}
        />
      )}
      {choice === 'later' && (
        <>
          <DatePartsField label="New target date" value={date} onChange={setDate} validate={validateNewDate} forceShowError={revealed} />
          <p className="text-subtle">A new date starts the target again: what was allocated to it goes back to your unallocated savings.</p>
        </>
      )}
      {choice && (
        <div>
          <Button onClick={() => void save()} disabled={busy}>
            Save
          </Button>
        </div>
      )}
    </li>
  );
});


