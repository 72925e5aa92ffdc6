/**
 * What every page of one plan shares: its steps in the side panel, and what shows while the plans load or when the
 * plan is not there. Apart from the step form (plan-step-page.tsx), so the summary loads no form code.
 */
import { Link } from 'react-router-dom';
import type { HousingPlanDto } from '../../../../src/housing/adapters/http/housing.contract.js';
import { PLAN_STEPS } from '../../../../src/housing/domain/housing-plan.js';
import { usePageTitle } from '../../app/layout/page-title';
import { buildModuleSteps } from '../../shared/ui/module-layout/module-steps';
import { Spinner } from '../../shared/ui/spinner';
import { FINANCING_PLAN_PATH, planBase } from '../plan-paths';
import { PLAN_STEP_PAGES } from '../plan-steps';

/** The side panel's steps for a plan: a step opens once the plan reached it, every step once the plan is complete. */
export function planSteps(plan: HousingPlanDto, pathname: string) {
  return buildModuleSteps(
    planBase(plan.id),
    PLAN_STEP_PAGES.map((p) => ({ label: p.label, subPath: p.slug })),
    { currentStep: PLAN_STEPS.indexOf(plan.planStep), complete: plan.isPlanCompleted },
    pathname,
  );
}

export function PlanLoading() {
  return (
    <div className="container page plan__loading" role="status">
      <Spinner size="lg" />
      <span>Loading your plans…</span>
    </div>
  );
}

export function PlanNotFound() {
  usePageTitle('Plan not found');
  return (
    <div className="container container--md page">
      <h1>We could not find that plan</h1>
      <p className="lead">It may have been deleted.</p>
      <Link to={FINANCING_PLAN_PATH}>See your financing plans</Link>
    </div>
  );
}
