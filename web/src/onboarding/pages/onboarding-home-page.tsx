import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { formatPersonName } from '../../shared/format/person-name';
import { ButtonLink } from '../../shared/ui/button';
import { ArrowRightIcon, ShieldIcon } from '../../shared/ui/icons';
import { NumberedSteps } from '../../shared/ui/numbered-steps';
import { reachedOnboardingStep } from '../onboarding-session';
import { ONBOARDING_STEPS, hasStartedOnboarding, onboardingProgress, resumePath } from '../onboarding-steps';
import '../onboarding.css';

const WHAT_WE_ASK = [
  { title: 'About you', body: 'Your name, date of birth, sex, marital and residential status. Most of it comes from Myinfo.' },
  { title: 'Your email', body: 'Where we can reach you about your account and your plan.' },
  { title: 'Your work', body: 'Your employment status and how many years you have worked.' },
];

/**
 * The onboarding base route (spec 1 §2): a welcome with what we will ask, then 'Get started', or a way back in
 * for a resident who stopped part way. Unknown paths land here; a resident who is done goes on to the dashboard.
 */
export const OnboardingHomePage = observer(function OnboardingHomePage() {
  usePageTitle('Set up your profile');
  const { identity } = useStores();
  const user = identity.user;
  if (!user) return null;
  if (user.onboardingComplete) return <Navigate to="/dashboard" replace />;

  const reached = reachedOnboardingStep();
  const started = hasStartedOnboarding(user) || reached > 0;
  const progress = onboardingProgress(user, reached);
  const step = (progress.currentStep ?? 0) + 1;
  const name = formatPersonName(user.name);

  return (
    <div className="container container--md page onboarding-home">
      <p className="eyebrow">{started ? 'Welcome back' : 'Welcome'}</p>
      <h1 className="onboarding-home__title">{name ? `Hello, ${name}` : 'Hello'}</h1>
      <p className="lead">
        {started
          ? `You're on step ${step} of ${ONBOARDING_STEPS.length}. Pick up where you left off; what you've answered is saved.`
          : "Let's set up your profile. It takes about 2 minutes, and then you can start planning."}
      </p>
      <h2 className="onboarding-home__subtitle">What we'll ask</h2>
      <NumberedSteps
        steps={WHAT_WE_ASK.map((item, i) => ({ key: item.title, title: item.title, body: item.body, done: started && (progress.currentStep ?? 0) > i }))}
      />
      <div className="onboarding-home__privacy">
        <ShieldIcon size={20} />
        <p>Your answers stay with us and are used only to plan with you. You can change them later in your profile.</p>
      </div>
      <div className="button-row">
        <ButtonLink to={resumePath(user, reached)} size="lg">
          {started ? 'Continue where you left off' : 'Get started'}
          <ArrowRightIcon size={18} />
        </ButtonLink>
      </div>
    </div>
  );
});
