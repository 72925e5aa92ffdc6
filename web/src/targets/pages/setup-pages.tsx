import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { ModuleFlowCompleted, ModuleFlowIntro, ModuleFlowStep } from '../../shared/module-flow';
import { Button, ButtonLink } from '../../shared/ui/button';
import { CheckCircleIcon } from '../../shared/ui/icons';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { AllocationEditor } from '../components/allocation-editor';
import { EmergencyFundModal } from '../components/emergency-fund-modal';
import { GoalModal, type GoalModalTarget } from '../components/goal-modal';
import { MonthlySavingsForm } from '../components/monthly-savings-form';
import { TargetCard } from '../components/target-card';
import { SmartTargetsArticle } from '../components/smart-targets-article';
import { targetMoney } from '../target-format';
import { TARGETS_FLOW, TARGETS_STEP } from '../targets-flow';
import { cardPropsOf, TargetsLoading, useTargets } from '../use-targets';
import '../targets.css';

/** /targets/setup: the module's introduction. */
export function TargetsSetupPage() {
  return (
    <ModuleFlowIntro
      flow={TARGETS_FLOW}
      title="Create your financial targets"
      summary="What you are saving for, by when, and where this month's savings should go."
      estimatedTime="5 minutes"
      prerequisite={<p>It helps to know roughly how much you can save each month, and what you are saving for.</p>}
      stepDescriptions={[
        'How much you will put aside each month.',
        'Your emergency fund and the targets you are saving for.',
        'Which of your savings go to which target today.',
      ]}
    />
  );
}

/** /targets/setup/step-1: how much the resident saves a month (POST /target-monthly-savings). */
export const TargetsSavingsStepPage = observer(function TargetsSavingsStepPage() {
  usePageTitle('Your monthly savings');
  const targets = useTargets();
  return (
    <ModuleFlowStep flow={TARGETS_FLOW} index={TARGETS_STEP.savings}>
      {(flow) =>
        !targets.overview ? (
          <TargetsLoading />
        ) : (
          <MonthlySavingsForm overview={targets.overview} backTo={flow.backTo} continueLabel="Save and continue" onSaved={flow.goNext} />
        )
      }
    </ModuleFlowStep>
  );
});

/** /targets/setup/step-2: the emergency fund and the goals, added and edited in their modals. */
export const TargetsListStepPage = observer(function TargetsListStepPage() {
  usePageTitle('Your targets');
  const targets = useTargets();
  const [goalModal, setGoalModal] = useState<GoalModalTarget | null>(null);
  const [fundOpen, setFundOpen] = useState(false);
  const overview = targets.overview;
  return (
    <ModuleFlowStep flow={TARGETS_FLOW} index={TARGETS_STEP.targets}>
      {(flow) => (
        <>
        <ModuleFrame
          title="Your targets"
          subtitle={
            <>
              Start with an emergency fund, then add what you are saving for. <Link to="/targets/setup/smart-targets">How to set SMART targets</Link>
            </>
          }
          backTo={flow.backTo}
          continueLabel="Continue"
          onSubmit={flow.goNext}
        >
          {!overview ? (
            <TargetsLoading />
          ) : (
            <div className="targets-step">
              <ul className="targets__cards">
                {overview.emergencyFund && <TargetCard {...cardPropsOf(overview.emergencyFund, () => setFundOpen(true))} />}
                {overview.goals
                  .filter((goal) => !goal.paidOut)
                  .map((goal) => (
                    <TargetCard key={goal.id} {...cardPropsOf(goal, () => setGoalModal({ kind: 'edit', goal }))} />
                  ))}
              </ul>
              <div className="button-row">
                {!overview.emergencyFund && (
                  <Button variant="secondary" onClick={() => setFundOpen(true)}>
                    Set up your emergency fund
                  </Button>
                )}
                <Button variant="secondary" onClick={() => setGoalModal({ kind: 'add' })}>
                  Add a target
                </Button>
              </div>
            </div>
          )}
        </ModuleFrame>
        {/* Outside the frame's form: the modals have forms of their own. */}
        {goalModal && <GoalModal target={goalModal} onClose={() => setGoalModal(null)} />}
        {fundOpen && overview && <EmergencyFundModal overview={overview} onClose={() => setFundOpen(false)} />}
        </>
      )}
    </ModuleFlowStep>
  );
});

/** /targets/setup/step-3: 'Allocate your total savings to your targets'; back to step 2, next to completed. */
export const TargetsAllocationStepPage = observer(function TargetsAllocationStepPage() {
  usePageTitle('Allocate your total savings to your targets');
  const targets = useTargets();
  const navigate = useNavigate();
  return (
    <ModuleFlowStep flow={TARGETS_FLOW} index={TARGETS_STEP.allocation}>
      {(flow) => (
        <div className="module-frame targets-allocation-step">
          <h1>Allocate your total savings to your targets</h1>
          <p className="lead">Share your available funds between your targets. What you do not allocate stays in your savings.</p>
          {!targets.overview ? (
            <TargetsLoading />
          ) : (
            <AllocationEditor
              overview={targets.overview}
              continueLabel="Continue"
              backButton={
                <Button variant="secondary" onClick={() => navigate('/targets/setup/step-2')}>
                  Back
                </Button>
              }
              onSaved={() => flow.goNext()}
            />
          )}
        </div>
      )}
    </ModuleFlowStep>
  );
});

/** /targets/setup/completed: recorded on arrival; on to the targets. */
export const TargetsCompletedPage = observer(function TargetsCompletedPage() {
  usePageTitle('Your targets are set');
  const targets = useTargets();
  const overview = targets.overview;
  const open = overview ? overview.goals.filter((goal) => !goal.paidOut).length + (overview.emergencyFund ? 1 : 0) : 0;
  return (
    <ModuleFlowCompleted flow={TARGETS_FLOW}>
      <ModuleFrame title="Your targets are set" subtitle="You can change them, and your allocation, any time." backTo={null} continueTo="/targets" continueLabel="See your targets">
        {!overview ? (
          <TargetsLoading />
        ) : (
          <div className="targets-done">
            <p className="targets-done__title">
              <CheckCircleIcon size={22} /> Targets set up
            </p>
            <p>
              {open} {open === 1 ? 'target' : 'targets'}, saving {targetMoney(overview.monthlySavings)} a month, with {targetMoney(overview.availableFunds - Math.max(0, overview.unallocatedSavings))} of your{' '}
              {targetMoney(overview.availableFunds)} available funds allocated.
            </p>
          </div>
        )}
      </ModuleFrame>
    </ModuleFlowCompleted>
  );
});

/** /targets/setup/smart-targets: a short read reached from step 2; back to it. */
export function SmartTargetsStepPage() {
  usePageTitle('Setting SMART targets');
  return (
    <div className="container container--md page">
      <SmartTargetsArticle />
      <ButtonLink to="/targets/setup/step-2" variant="secondary">
        Back to your targets
      </ButtonLink>
    </div>
  );
}

