import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';
import { hasUnsavedChanges } from '../../app/leave-page/leave-page-rules';
import { useLeavePageWarning } from '../../app/leave-page/use-leave-page-warning';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { CheckInbox } from '../../identity/components/check-inbox';
import { submitErrorOutcome } from '../../shared/forms/server-errors';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { Checkbox } from '../../shared/ui/fields';
import { MailIcon } from '../../shared/ui/icons';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { OnboardingLayout } from '../onboarding-layout';
import { rememberOnboardingStep } from '../onboarding-session';
import { onboardingStepPath } from '../onboarding-steps';
import { validateEmail } from '../profile-rules';
import { useProfileSubmit } from '../use-profile-submit';
import { EmailAddressField } from '../components/email-address-field';

const FIELDS = ['email', 'emailNotificationsStatus'] as const;
const NEXT_STEP = onboardingStepPath(2);

/**
 * Onboarding step 2 (spec 1 §2 "email confirmation", §4 "Email verification"): the address and the newsletter
 * flag; saving an unverified address emails a verification link and shows 'Check your inbox'. Continuing is
 * allowed once the email is verified or its verification deferred ('I'll verify later').
 */
export const OnboardingStep2Page = observer(function OnboardingStep2Page() {
  usePageTitle('Your email');
  return <OnboardingLayout>{(user) => <Step2 user={user} />}</OnboardingLayout>;
});

type Phase = { kind: 'form' } | { kind: 'inbox'; sendOnMount: boolean; attempt: number };

function Step2({ user }: { user: UserProfile }) {
  // Back on this step with a link already on its way: the inbox state, offering to resend.
  const [phase, setPhase] = useState<Phase>(() =>
    user.email && user.emailVerificationStatus === 'PENDING_VERIFICATION' && !user.deferEmailVerification
      ? { kind: 'inbox', sendOnMount: false, attempt: 0 }
      : { kind: 'form' },
  );
  if (phase.kind === 'inbox' && user.email) {
    return (
      <Step2Inbox
        key={`${user.email}|${phase.attempt}`}
        user={user}
        email={user.email}
        sendOnMount={phase.sendOnMount}
        focusOnShow={phase.attempt > 0}
        onChangeEmail={() => setPhase({ kind: 'form' })}
      />
    );
  }
  return (
    <Step2Form
      user={user}
      onSaved={() => setPhase((p) => ({ kind: 'inbox', sendOnMount: true, attempt: (p.kind === 'inbox' ? p.attempt : 0) + 1 }))}
    />
  );
}

function Step2Inbox({
  user,
  email,
  sendOnMount,
  focusOnShow,
  onChangeEmail,
}: {
  user: UserProfile;
  email: string;
  sendOnMount: boolean;
  focusOnShow: boolean;
  onChangeEmail: () => void;
}) {
  const { identity, ui } = useStores();
  const navigate = useNavigate();
  const [deferring, setDeferring] = useState(false);
  const [blockedNote, setBlockedNote] = useState(false);
  const verified = user.emailVerificationStatus === 'VERIFIED';
  const canContinue = verified || user.deferEmailVerification;
  useEffect(() => {
    if (canContinue) rememberOnboardingStep(2);
  }, [canContinue]);

  const verifyLater = async () => {
    setDeferring(true);
    try {
      await flowResult(identity.updateProfile({ deferEmailVerification: true }));
      rememberOnboardingStep(2);
      navigate(NEXT_STEP);
    } catch (error) {
      const outcome = submitErrorOutcome(error, []);
      if (outcome.kind === 'toast') ui.showToast(outcome.message, 'error');
      setDeferring(false);
    }
  };

  return (
    <ModuleFrame
      title="Your email"
      subtitle={<p>We'll use it to send you important updates about your account and your plan.</p>}
      backTo={onboardingStepPath(0)}
      {...(canContinue
        ? { continueTo: NEXT_STEP }
        : { onSubmit: () => undefined, continueBlocked: true, onBlockedContinue: () => setBlockedNote(true) })}
    >
      <CheckInbox
        email={email}
        heading="h2"
        // Deferring re-renders the frame (Continue becomes a link, so the form around this goes): the link already
        // went out when this state first showed, and must not be sent again (docs/decisions.md "Rough edges smoothed").
        sendOnMount={sendOnMount && !canContinue}
        focusOnShow={focusOnShow}
        onChangeEmail={onChangeEmail}
        onVerifyLater={() => void verifyLater()}
        verifyLaterBusy={deferring}
        verifiedActions={null}
      />
      <div aria-live="polite">
        {blockedNote && !canContinue && (
          <div className="form-note onboarding__note">
            <MailIcon size={20} />
            <p>To continue, open the link in the email we sent you, or choose 'I'll verify later'.</p>
          </div>
        )}
      </div>
    </ModuleFrame>
  );
}

function Step2Form({ user, onSaved }: { user: UserProfile; onSaved: () => void }) {
  const navigate = useNavigate();
  const { formRef, revealed, reveal, focusInvalid } = useFormReveal();
  const { busy, serverErrors, submit, clearServerError } = useProfileSubmit(FIELDS, focusInvalid);
  const [email, setEmail] = useState(user.email ?? '');
  const [newsletter, setNewsletter] = useState(user.emailNotificationsStatus);
  const verified = user.emailVerificationStatus === 'VERIFIED' && email.trim().toLowerCase() === (user.email ?? '').toLowerCase();
  const leavePage = useLeavePageWarning(
    hasUnsavedChanges({ email, newsletter }, { email: user.email ?? '', newsletter: user.emailNotificationsStatus }),
  );

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
        void submit({ email: email.trim(), emailNotificationsStatus: newsletter }, () => {
          leavePage.allowLeaving();
          if (verified) {
            rememberOnboardingStep(2);
            navigate(NEXT_STEP);
          } else {
            onSaved();
          }
        })
      }
    >
      <EmailAddressField
        value={email}
        onChange={(value) => {
          setEmail(value);
          clearServerError('email');
        }}
        revealed={revealed}
        error={serverErrors.email}
      />
      {verified ? (
        <div className="form-note onboarding__note">
          <MailIcon size={20} />
          <p>This email address is verified.</p>
        </div>
      ) : (
        <div className="form-note onboarding__note">
          <MailIcon size={20} />
          <p>When you continue, we'll email you a link to verify this address.</p>
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
      {leavePage.modal}
    </ModuleFrame>
  );
}
