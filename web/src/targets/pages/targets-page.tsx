import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { GoalView, TargetsResponse } from '../../../../src/targets/adapters/http/targets.contract.js';
import type { ListingGroup } from '../../../../src/targets/domain/goal.js';
import { formatFundMonths } from '../../../../src/shared-kernel/emergency-fund-months.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { Button, ButtonLink, ExternalLink } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { AvailableFundsCard } from '../components/available-funds-card';
import { EmergencyFundModal } from '../components/emergency-fund-modal';
import { GoalModal, type GoalModalTarget } from '../components/goal-modal';
import { TargetCard } from '../components/target-card';
import { GROUP_TITLES, targetMoney } from '../target-format';
import { transferReminderLink, transferSentence } from '../transfer-rules';
import { cardPropsOf } from '../use-targets';
import { targetsPageTitle } from './targets-page-title';
import '../targets.css';

const GROUPS: ListingGroup[] = ['upcoming', 'past', 'paidOut'];

/** /targets (spec 3 §2): the emergency fund and the goals as cards, grouped; add, edit, allocate. */
export const TargetsPage = observer(function TargetsPage() {
  const { targets } = useStores();
  const [goalModal, setGoalModal] = useState<GoalModalTarget | null>(null);
  const [fundOpen, setFundOpen] = useState(false);
  useEffect(() => {
    void flowResult(targets.load());
  }, [targets]);
  const overview = targets.overview;
  const title = targetsPageTitle(overview);
  usePageTitle(title);

  return (
    <div className="container page targets">
      <div className="targets__header">
        <div>
          <h1>{title}</h1>
          <p className="lead">What you are saving for, by when, and whether your monthly savings get you there.</p>
        </div>
        <Button onClick={() => setGoalModal({ kind: 'add' })}>Add a target</Button>
      </div>
      {targets.status === 'failed' && !overview && (
        <p role="alert" className="targets__error">
          We could not load your targets just now. Please reload the page.
        </p>
      )}
      {!overview ? (
        targets.status !== 'failed' && (
          <p role="status">
            <Spinner /> Loading your targets…
          </p>
        )
      ) : (
        <>
          <section className="targets__summary" aria-label="Your savings">
            <AvailableFundsCard overview={overview} />
            <div className="card targets__stat">
              <p className="targets__stat-label">Monthly savings</p>
              <p className="targets__stat-value">{targetMoney(overview.monthlySavings)}</p>
              <p className="text-subtle">
                {overview.recommendedMonthlySavings > 0
                  ? `We recommend ${targetMoney(overview.recommendedMonthlySavings)} a month.`
                  : 'Add your income to your cashflow for a recommendation.'}
              </p>
              <TransferLine overview={overview} />
              <ButtonLink to="/targets/decide-savings" variant="link">
                Change monthly savings
              </ButtonLink>
            </div>
          </section>
          <div className="button-row targets__actions">
            <ButtonLink to="/allocate-funds-and-allocation" variant="secondary">
              Update available funds and allocation
            </ButtonLink>
          </div>
          <EmergencyFundSection overview={overview} onOpen={() => setFundOpen(true)} />
          <GoalGroups goals={overview.goals} onOpen={(goal) => setGoalModal({ kind: 'edit', goal })} onAdd={() => setGoalModal({ kind: 'add' })} />
        </>
      )}
      {goalModal && <GoalModal target={goalModal} onClose={() => setGoalModal(null)} />}
      {fundOpen && overview && <EmergencyFundModal overview={overview} onClose={() => setFundOpen(false)} />}
    </div>
  );
});

function EmergencyFundSection({ overview, onOpen }: { overview: TargetsResponse; onOpen: () => void }) {
  const fund = overview.emergencyFund;
  return (
    <section className="targets__group" aria-labelledby="fund-heading">
      <h2 id="fund-heading">Emergency fund</h2>
      {fund ? (
        <>
          <p className="targets__fund-months">
            What you set aside covers <strong>{formatFundMonths(fund.accumulatedMonths)}</strong> of your spending ({targetMoney(overview.monthlyOutflow)} a month).
          </p>
          <ul className="targets__cards">
            <TargetCard {...cardPropsOf(fund, onOpen)} />
          </ul>
        </>
      ) : (
        <div className="card card--muted targets__empty">
          <p>
            An emergency fund covers the unexpected: we suggest {overview.emergencyFundStart.months} months of your spending,{' '}
            {targetMoney(overview.emergencyFundStart.totalAmount)}.
          </p>
          <Button variant="secondary" onClick={onOpen}>
            Set up your emergency fund
          </Button>
        </div>
      )}
    </section>
  );
}

function GoalGroups({ goals, onOpen, onAdd }: { goals: GoalView[]; onOpen: (goal: GoalView) => void; onAdd: () => void }) {
  if (goals.length === 0) {
    return (
      <section className="targets__group" aria-labelledby="goals-heading">
        <h2 id="goals-heading">Your targets</h2>
        <div className="card card--muted targets__empty">
          <p>No targets yet. A holiday, a renovation, a home: name it, set an amount and a date.</p>
          <Button variant="secondary" onClick={onAdd}>
            Add your first target
          </Button>
        </div>
      </section>
    );
  }
  return (
    <>
      {GROUPS.map((group) => {
        const inGroup = goals.filter((goal) => goal.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} className="targets__group" aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`}>{GROUP_TITLES[group]}</h2>
            <ul className="targets__cards">
              {inGroup.map((goal) => (
                <TargetCard key={goal.id} {...cardPropsOf(goal, () => onOpen(goal))} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/**
 * The monthly transfer (spec 2 §3, spec 3 §3): when it happens next and whether automatically; for a transfer the
 * resident makes by hand, a monthly calendar reminder on that day.
 */
function TransferLine({ overview }: { overview: TargetsResponse }) {
  const sentence = transferSentence(overview.transfer);
  if (sentence === null || overview.transfer.nextTransferDate === null) {
    return <p className="text-subtle">Add the day you move it, and your plan counts each transfer in its month.</p>;
  }
  return (
    <>
      <p className="targets__transfer">{sentence}</p>
      {overview.transfer.automatic !== true && (
        <ExternalLink href={transferReminderLink(overview.transfer.nextTransferDate, targetMoney(overview.monthlySavings), window.location.origin)}>
          Add a monthly reminder to Google Calendar
        </ExternalLink>
      )}
    </>
  );
}
