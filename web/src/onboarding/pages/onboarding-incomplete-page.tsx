import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { ButtonLink } from '../../shared/ui/button';
import { AlertIcon } from '../../shared/ui/icons';
import { ONBOARDING_COMPLETED_PATH, ONBOARDING_STEPS, missingItems, onboardingStepPath } from '../onboarding-steps';
import '../onboarding.css';

/** /onboarding/incomplete: what is still missing, and a link to the first step that asks for it. */
export const OnboardingIncompletePage = observer(function OnboardingIncompletePage() {
  usePageTitle('Your profile is not complete yet');
  const { identity } = useStores();
  const user = identity.user;
  if (!user) return null;
  const missing = missingItems(user);
  if (user.onboardingComplete || missing.length === 0) return <Navigate to={ONBOARDING_COMPLETED_PATH} replace />;
  const first = missing[0]!;
  return (
    <div className="container container--md page onboarding-done">
      <AlertIcon size={56} className="onboarding-done__icon onboarding-done__icon--attention" />
      <h1>Your profile is not complete yet</h1>
      <p className="lead">We still need a few answers before your dashboard is ready.</p>
      <div className="card onboarding-done__next">
        <h2 className="card__title">Still missing</h2>
        <ul>
          {missing.map((item) => (
            <li key={item.label}>
              {item.label} <span className="text-subtle">(step {item.step + 1}: {ONBOARDING_STEPS[item.step]!.label})</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="button-row button-row--center">
        <ButtonLink to={onboardingStepPath(first.step)} size="lg">
          Go to step {first.step + 1}: {ONBOARDING_STEPS[first.step]!.label}
        </ButtonLink>
      </div>
    </div>
  );
});
