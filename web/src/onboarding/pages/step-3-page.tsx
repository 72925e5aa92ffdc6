import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';
import { useLeavePageWarning } from '../../app/leave-page/use-leave-page-warning';
import { usePageTitle } from '../../app/layout/page-title';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { EMPLOYMENT_FIELDS, EmploymentFields, useEmploymentAnswers } from '../components/employment-fields';
import { OnboardingLayout } from '../onboarding-layout';
import { rememberOnboardingStep } from '../onboarding-session';
import { afterLastStepPath, onboardingStepPath } from '../onboarding-steps';
import { useProfileSubmit } from '../use-profile-submit';

/** Onboarding step 3 (spec 1 §2 "employment status"): the last question before the plan. */
export const OnboardingStep3Page = observer(function OnboardingStep3Page() {
  usePageTitle('Your work');
  return <OnboardingLayout>{(user) => <Step3Form user={user} />}</OnboardingLayout>;
});

function Step3Form({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const { formRef, revealed, reveal, focusInvalid } = useFormReveal();
  const { busy, serverErrors, submit, clearServerError } = useProfileSubmit(EMPLOYMENT_FIELDS, focusInvalid);
  const work = useEmploymentAnswers(user, clearServerError);
  const leavePage = useLeavePageWarning(work.changed);

  return (
    <ModuleFrame
      title="Your work"
      subtitle={<p>Your work situation shapes how much you can save and what your plan should look out for.</p>}
      formRef={formRef}
      backTo={onboardingStepPath(1)}
      continueBlocked={!work.valid}
      onBlockedContinue={reveal}
      busy={busy}
      status={busy ? 'Saving your answers…' : ''}
      onSubmit={() =>
        void submit(work.answers(), (saved) => {
          rememberOnboardingStep(3);
          leavePage.allowLeaving();
          navigate(afterLastStepPath(saved));
        })
      }
    >
      <EmploymentFields {...work.fieldProps} revealed={revealed} errors={serverErrors} />
      {leavePage.modal}
    </ModuleFrame>
  );
}
