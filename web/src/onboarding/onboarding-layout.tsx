import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { UserProfile } from '../../../src/identity/adapters/http/identity.contract.js';
import { useStores } from '../app/store-context';
import { ModuleLayout } from '../shared/ui/module-layout/module-layout';
import { buildModuleSteps, isStepReachable } from '../shared/ui/module-layout/module-steps';
import { reachedOnboardingStep } from './onboarding-session';
import { ONBOARDING_BASE, ONBOARDING_STEPS, onboardingProgress, resumePath } from './onboarding-steps';
import './onboarding.css';

/**
 * The onboarding pages in the module step-page layout. A step the resident may not open yet (spec 1 §4: earlier
 * steps first) sends them to the step they are on. Renders its children with the signed-in user.
 */
export const OnboardingLayout = observer(function OnboardingLayout({ children }: { children: (user: UserProfile) => ReactNode }) {
  const { identity } = useStores();
  const { pathname } = useLocation();
  const user = identity.user;
  // The gate lets no one here without a user; this only satisfies the types.
  if (!user) return null;
  const reached = reachedOnboardingStep();
  const steps = buildModuleSteps(ONBOARDING_BASE, ONBOARDING_STEPS, onboardingProgress(user, reached), pathname);
  if (!isStepReachable(steps, pathname)) return <Navigate to={resumePath(user, reached)} replace />;
  return (
    <ModuleLayout moduleName="Your profile" homeTo={ONBOARDING_BASE} steps={steps}>
      {children(user)}
    </ModuleLayout>
  );
});
