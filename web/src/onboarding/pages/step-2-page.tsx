import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { Checkbox, TextInput } from '../../shared/ui/fields';
import { MailIcon } from '../../shared/ui/icons';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { OnboardingLayout } from '../onboarding-layout';
import { rememberOnboardingStep } from '../onboarding-session';
import { onboardingStepPath } from '../onboarding-steps';
import { validateEmail } from '../profile-rules';
import { useProfileSubmit } from '../use-profile-submit';

const FIELDS = ['email', 'emailNotificationsStatus'] as const;

/**
 * Onboarding step 2 (spec 1 §2 "email confirmation"). Verification by email is not built yet, so the address is
 * saved with verification deferred, and the page says so plainly.
 */
export const OnboardingStep2Page = observer(function OnboardingStep2Page() {
  usePageTitle('Your email');
  return <OnboardingLayout>{(user) => <Step2Form user={user} />}</OnboardingLayout>;
});

function Step2Form({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const { formRef, revealed, reveal, focusInvalid } = useFormReveal();
  const { busy, serverErrors, submit, clearServerError } = useProfileSubmit(FIELDS, focusInvalid);
  const [email, setEmail] = useState(user.email ?? '');
  const [newsletter, setNewsletter] = useState(user.emailNotificationsStatus);
  const verified = user.emailVerificationStatus === 'VERIFIED' && email.trim().toLowerCase() === (user.email ?? '').toLowerCase();

  return (
    <ModuleFrame
      title="Your email"
      subtitle={<p>We'll use it to send you important updates about your account and your plan.</p>}
      formRef={formRef}
      backTo={onboardingStepPath(0)}
      continueBlocked={validateEmail(email) !== null}
      onBlockedContinue={reveal}
      busy={busy}
      status={busy ? 'Saving your email…' : ''}
      onSubmit={() =>
        void submit(
          { email: email.trim(), emailNotificationsStatus: newsletter, ...(verified ? {} : { deferEmailVerification: true }) },
          () => {
            rememberOnboardingStep(2);
            navigate(onboardingStepPath(2));
          },
        )
      }
    >
      <TextInput
        type="email"
        label="Email address"
        value={email}
        onChange={(value) => {
          setEmail(value);
          clearServerError('email');
        }}
        validate={validateEmail}
        forceShowError={revealed}
        error={serverErrors.email}
        hint="For example, name@example.com"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
      />
      {verified ? (
        <div className="form-note onboarding__note">
          <MailIcon size={20} />
          <p>This email address is verified.</p>
        </div>
      ) : (
        <div className="form-note onboarding__note">
          <MailIcon size={20} />
          <p>
            We'll ask you to verify this email soon. Until then, you can carry on setting up your plan.
          </p>
        </div>
      )}
      <Checkbox
        label="Send me occasional emails with money tips and news about new features"
        hint="You can stop these at any time in your profile."
        checked={newsletter}
        onChange={(checked) => {
          setNewsletter(checked);
          clearServerError('emailNotificationsStatus');
        }}
        error={serverErrors.emailNotificationsStatus}
      />
    </ModuleFrame>
  );
}
