import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type {
  EmploymentStatusRange,
  UserProfile,
  WorkYearsRange,
} from '../../../../src/identity/adapters/http/identity.contract.js';
import { hasUnsavedChanges } from '../../app/leave-page/leave-page-rules';
import { useLeavePageWarning } from '../../app/leave-page/use-leave-page-warning';
import { usePageTitle } from '../../app/layout/page-title';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { EMPLOYMENT_FIELDS, EmploymentFields } from '../components/employment-fields';
import { OnboardingLayout } from '../onboarding-layout';
import { rememberOnboardingStep } from '../onboarding-session';
import { afterLastStepPath, onboardingStepPath } from '../onboarding-steps';
import { validateChoice } from '../profile-rules';
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
  const [employment, setEmployment] = useState<EmploymentStatusRange | ''>(user.employmentStatusRange ?? '');
  const [workYears, setWorkYears] = useState<WorkYearsRange | ''>(user.workYearsRange ?? '');
  const valid = validateChoice(employment) === null && validateChoice(workYears) === null;
  const leavePage = useLeavePageWarning(
    hasUnsavedChanges({ employment, workYears }, { employment: user.employmentStatusRange ?? '', workYears: user.workYearsRange ?? '' }),
  );

  return (
    <ModuleFrame
      title="Your work"
      subtitle={<p>Your work situation shapes how much you can save and what your plan should look out for.</p>}
      formRef={formRef}
      backTo={onboardingStepPath(1)}
      continueBlocked={!valid}
      onBlockedContinue={reveal}
      busy={busy}
      status={busy ? 'Saving your answers…' : ''}
      onSubmit={() =>
        void submit(
          { employmentStatusRange: employment as EmploymentStatusRange, workYearsRange: workYears as WorkYearsRange },
          (saved) => {
            rememberOnboardingStep(3);
            leavePage.allowLeaving();
            navigate(afterLastStepPath(saved));
          },
        )
      }
    >
      <EmploymentFields
        employment={employment}
        workYears={workYears}
        onEmploymentChange={(value) => {
          setEmployment(value);
          clearServerError('employmentStatusRange');
        }}
        onWorkYearsChange={(value) => {
          setWorkYears(value);
          clearServerError('workYearsRange');
        }}
        revealed={revealed}
        errors={serverErrors}
      />
      {leavePage.modal}
    </ModuleFrame>
  );
}
