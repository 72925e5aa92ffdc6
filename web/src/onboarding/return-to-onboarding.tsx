import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useStores } from '../app/store-context';
import { ButtonLink } from '../shared/ui/button';
import { ArrowLeftIcon } from '../shared/ui/icons';
import { arrivedFromNoticeOfCollection, reachedOnboardingStep } from './onboarding-session';
import { ONBOARDING_BASE, resumePath } from './onboarding-steps';

/**
 * The floating 'Return to onboarding' button (spec 1 §2): on signed-in pages while the resident has consented but
 * not finished onboarding, except when they came in through the notice-of-collection intercept.
 */
export const ReturnToOnboarding = observer(function ReturnToOnboarding() {
  const { identity } = useStores();
  const { pathname } = useLocation();
  const user = identity.user;
  if (!identity.isSignedIn || !user || identity.pendingSignOutPath !== null) return null;
  if (!user.consentedToAppTNCAt || user.onboardingComplete) return null;
  if (pathname === ONBOARDING_BASE || pathname.startsWith(`${ONBOARDING_BASE}/info/`)) return null;
  if (arrivedFromNoticeOfCollection()) return null;
  return (
    <ButtonLink to={resumePath(user, reachedOnboardingStep())} className="return-to-onboarding">
      <ArrowLeftIcon size={18} />
      Return to onboarding
    </ButtonLink>
  );
});
