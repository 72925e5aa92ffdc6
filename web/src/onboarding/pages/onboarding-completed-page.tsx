import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { formatPersonName } from '../../shared/format/person-name';
import { ButtonLink } from '../../shared/ui/button';
import { CheckCircleIcon } from '../../shared/ui/icons';
import { ONBOARDING_INCOMPLETE_PATH } from '../onboarding-steps';
import { WHAT_CAN_I_AFFORD } from '../../app/site-map';
import { hasWaitingAnswers } from '../../housing/waiting-answers';
import '../onboarding.css';

/** /onboarding/completed: the profile is set up. Anyone not done yet sees what is missing instead. */
export const OnboardingCompletedPage = observer(function OnboardingCompletedPage() {
  usePageTitle("You're all set");
  const { identity } = useStores();
  const user = identity.user;
  if (!user) return null;
  if (!user.onboardingComplete) return <Navigate to={ONBOARDING_INCOMPLETE_PATH} replace />;
  const name = formatPersonName(user.name);
  return (
    <div className="container container--md page onboarding-done">
      <CheckCircleIcon size={56} className="onboarding-done__icon" />
      <h1>You're all set{name ? `, ${name}` : ''}</h1>
      <p className="lead">
        Thank you for setting up your profile. Your dashboard is ready: it's where you'll review your finances and
        plan what comes next.
      </p>
      <div className="card card--muted onboarding-done__next">
        <h2 className="card__title">What you can do next</h2>
        <ul>
          <li>See an overview of your finances on your dashboard.</li>
          <li>Set savings targets, plan your budget and work out what home you can afford.</li>
          <li>Update your details at any time in your profile.</li>
        </ul>
      </div>
      <WaitingAffordabilityAnswers />
      <section className="card onboarding-done__next" aria-labelledby="snapshot-title">
        <h2 id="snapshot-title" className="card__title">
          Get a quick snapshot (about 2 minutes)
        </h2>
        <p>Tell us roughly what you earn and spend each month, and your dashboard starts with a first picture.</p>
        <ButtonLink to="/onboarding/income-estimation">Start</ButtonLink>
      </section>
      <div className="button-row button-row--center">
        <ButtonLink to="/dashboard" size="lg" variant="secondary">
          Go to dashboard
        </ButtonLink>
      </div>
    </div>
  );
});

/**
 * A resident who came from "What can I afford?" to log in finds their answers again here, one click from keeping them
 * as a plan, without looking for the tool (the answers wait in this tab: affordability-answers.ts).
 */
function WaitingAffordabilityAnswers() {
  let waiting = false;
  try {
    waiting = hasWaitingAnswers(window.sessionStorage);
  } catch {
    // No storage in this tab: nothing waits.
  }
  if (!waiting) return null;
  return (
    <section className="card onboarding-done__next" aria-labelledby="waiting-answers-title">
      <h2 id="waiting-answers-title" className="card__title">
        Your answers to "What can I afford?" are waiting
      </h2>
      <p>Go back to them and keep them as a financing plan, to change any figure and see every fee in cash and CPF.</p>
      <ButtonLink to={WHAT_CAN_I_AFFORD.to}>Back to my answers</ButtonLink>
    </section>
  );
}
