import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { HousingPlanDto } from '../../../../src/housing/adapters/http/housing.contract.js';
import { PLAN_STEPS } from '../../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary } from '../../../../src/housing/domain/housing-summary.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useLeavePageWarning } from '../../app/leave-page/use-leave-page-warning';
import { useStores } from '../../app/store-context';
import { ServerErrorNote } from '../../cashflow/server-error-note';
import { saveErrorText } from '../../cashflow/setup/save-errors';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { ModuleFrame, ModuleLayout } from '../../shared/ui/module-layout/module-layout';
import { FeeFields, StepOneFields, StepThreeFields, StepTwoFields } from '../components/plan-step-fields';
import { PlanPreview } from '../components/plan-preview';
import { PLAN_STEP_PAGES, changeForStep, draftOf, fieldsOfDraft, stepValid, type PlanDraft } from '../plan-form';
import { FINANCING_PLAN_PATH, planStepPath, planSummaryPath } from '../plan-paths';
import { usePlan } from '../use-plan';
import { usePlanFigures } from '../use-plan-figures';
import { PlanLoading, PlanNotFound, planSteps } from './plan-page-states';
import '../housing.css';

const SUBTITLES = [
  'About the buyers and what you have saved. Everything is optional except the name: you can come back to it.',
  'The flat you have in mind, and the grants it gets you.',
  'How much you pay upfront in cash, and the loan for the rest.',
  'What you pay once, and whether in cash or from your CPF.',
  'What you pay every month and year once you live there.',
];

/** /buying-a-house/financing-plan/{id}/step-{n}: one step of the custom plan's form (spec 3 §2). */
export const PlanStepPage = observer(function PlanStepPage() {
  const { planId, step } = useParams();
  const index = PLAN_STEP_PAGES.findIndex((p) => p.slug === step);
  const { ready, plan } = usePlan(planId);
  if (index < 0) return <Navigate to={planId ? planStepPath(planId, 0) : FINANCING_PLAN_PATH} replace />;
  if (!ready) return <PlanLoading />;
  if (!plan) return <PlanNotFound />;
  // A recommended plan has one step of its own (spec 3 §2).
  if (plan.planType === 'DEFAULT') return <Navigate to={`${FINANCING_PLAN_PATH}/recommended/step-1?plan=${plan.id}`} replace />;
  const reached = plan.isPlanCompleted ? PLAN_STEP_PAGES.length : PLAN_STEPS.indexOf(plan.planStep);
  if (index > reached) return <Navigate to={planStepPath(plan.id, reached)} replace />;
  return <StepForm key={`${plan.id}-${index}`} plan={plan} index={index} />;
});

const StepForm = observer(function StepForm({ plan, index }: { plan: HousingPlanDto; index: number }) {
  const page = PLAN_STEP_PAGES[index]!;
  usePageTitle(`${page.label}: ${plan.planName}`);
  const { housing } = useStores();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [initial] = useState(() => draftOf(plan));
  const [draft, setDraft] = useState<PlanDraft>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formRef, revealed, reveal } = useFormReveal();
  const leave = useLeavePageWarning(JSON.stringify(draft) !== JSON.stringify(initial) && !busy);
  const fields = fieldsOfDraft(draft, plan);
  const summary = housingPlanSummary(fields);
  const last = index === PLAN_STEP_PAGES.length - 1;
  const figures = usePlanFigures();
  const fieldProps = { draft, onChange: setDraft, revealed, summary, figures: figures.texts, origins: figures.origins };

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await flowResult(housing.update(plan.id, changeForStep(index, draft, plan)));
      leave.allowLeaving();
      setBusy(false);
      navigate(last ? planSummaryPath(plan.id) : planStepPath(plan.id, index + 1));
    } catch (e) {
      setBusy(false);
      setError(saveErrorText(e));
    }
  };

  return (
    <>
      <ModuleLayout moduleName={plan.planName} homeTo={FINANCING_PLAN_PATH} homeLabel="All plans" steps={planSteps(plan, pathname)}>
        <ModuleFrame
          title={page.label}
          subtitle={SUBTITLES[index]}
          backTo={index === 0 ? FINANCING_PLAN_PATH : planStepPath(plan.id, index - 1)}
          continueLabel={last ? 'Save and see summary' : 'Save and continue'}
          busy={busy}
          status={busy ? 'Saving…' : ''}
          formRef={formRef}
          continueBlocked={!stepValid(index, draft)}
          onBlockedContinue={reveal}
          onSubmit={() => void save()}
          sidebar={index > 0 ? <PlanPreview summary={summary} plan={fields} /> : undefined}
        >
          {index === 0 && <StepOneFields {...fieldProps} />}
          {index === 1 && <StepTwoFields {...fieldProps} />}
          {index === 2 && <StepThreeFields {...fieldProps} />}
          {index >= 3 && <FeeFields index={index} {...fieldProps} />}
          <ServerErrorNote message={error} />
        </ModuleFrame>
      </ModuleLayout>
      {leave.modal}
    </>
  );
});

/** /buying-a-house/financing-plan/{id} (the breadcrumb's 'Details'): the plan's summary when done, else its step. */
export const PlanOpenPage = observer(function PlanOpenPage() {
  const { planId } = useParams();
  const { ready, plan } = usePlan(planId);
  if (!ready) return <PlanLoading />;
  if (!plan) return <PlanNotFound />;
  if (plan.isPlanCompleted || plan.planType === 'DEFAULT') return <Navigate to={planSummaryPath(plan.id)} replace />;
  return <Navigate to={planStepPath(plan.id, PLAN_STEPS.indexOf(plan.planStep))} replace />;
});
