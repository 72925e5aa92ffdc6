import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type {
  EmploymentStatusRange,
  UserProfile,
  WorkYearsRange,
} from '../../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { RadioGroup } from '../../shared/ui/fields';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { OnboardingLayout } from '../onboarding-layout';
import { rememberOnboardingStep } from '../onboarding-session';
import { afterLastStepPath, onboardingStepPath } from '../onboarding-steps';
import { EMPLOYMENT_OPTIONS, WORK_YEARS_OPTIONS, validateChoice } from '../profile-rules';
import { useProfileSubmit } from '../use-profile-submit';

const FIELDS = ['employmentStatusRange', 'workYearsRange'] as const;

/** Onboarding step 3 (spec 1 §2 "employment status"): the last question before the plan. */
export const OnboardingStep3Page = observer(function OnboardingStep3Page() {
  usePageTitle('Your work');
  return <OnboardingLayout>{(user) => <Step3Form user={user} />}</OnboardingLayout>;
});

function Step3Form({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const { formRef, revealed, reveal, focusInvalid } = useFormReveal();
  const { busy, serverErrors, submit, clearServerError } = useProfileSubmit(FIELDS, focusInvalid);
  const [employment, setEmployment] = useState<EmploymentStatusRange | ''>(user.employmentStatusRange ?? '');
  const [workYears, setWorkYears] = useState<WorkYearsRange | ''>(user.workYearsRange ?? '');
  const valid = validateChoice(employment) === null && validateChoice(workYears) === null;

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
            navigate(afterLastStepPath(saved));
          },
        )
      }
    >
      <RadioGroup
        label="What is your employment status?"
        value={employment}
        options={EMPLOYMENT_OPTIONS}
        onChange={(value) => {
          setEmployment(value);
          clearServerError('employmentStatusRange');
        }}
        validate={validateChoice}
        forceShowError={revealed}
        error={serverErrors.employmentStatusRange}
      />
      <RadioGroup
        label="How many years have you worked in total?"
        value={workYears}
        options={WORK_YEARS_OPTIONS}
        onChange={(value) => {
          setWorkYears(value);
          clearServerError('workYearsRange');
        }}
        validate={validateChoice}
        forceShowError={revealed}
        error={serverErrors.workYearsRange}
      />
    </ModuleFrame>
  );
}
