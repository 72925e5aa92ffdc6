import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';
import { hasUnsavedChanges } from '../../app/leave-page/leave-page-rules';
import { useLeavePageWarning } from '../../app/leave-page/use-leave-page-warning';
import { usePageTitle } from '../../app/layout/page-title';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { InfoIcon } from '../../shared/ui/icons';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { GeneralInformationFields } from '../components/general-information-fields';
import {
  GENERAL_INFORMATION_FIELDS,
  generalInformationFromUser,
  generalInformationPatch,
  isGeneralInformationValid,
  type GeneralInformationField,
  type GeneralInformationValues,
} from '../general-information';
import { OnboardingLayout } from '../onboarding-layout';
import { rememberOnboardingStep } from '../onboarding-session';
import { onboardingStepPath } from '../onboarding-steps';
import { singaporeToday } from '../profile-rules';
import { useProfileSubmit } from '../use-profile-submit';

const FROM_MYINFO = 'Retrieved from Myinfo';

/** Onboarding step 1 (spec 1 §2 "profile setup"): the basics, prefilled from Singpass/Myinfo where known. */
export const OnboardingStep1Page = observer(function OnboardingStep1Page() {
  usePageTitle('About you');
  return <OnboardingLayout>{(user) => <Step1Form user={user} />}</OnboardingLayout>;
});

function Step1Form({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const { formRef, revealed, reveal, focusInvalid } = useFormReveal();
  const { busy, serverErrors, submit, clearServerError } = useProfileSubmit(GENERAL_INFORMATION_FIELDS, focusInvalid);
  const initial = useState(() => ({
    values: generalInformationFromUser(user),
    // Each field's own source, as the server keeps it: only a field still holding Myinfo's value is marked, so what
    // the resident typed never is (docs/decisions.md "Imports ask before they add").
    fromMyinfo: new Set<string>(user.fromMyinfo ?? []),
  }))[0];
  const [values, setValues] = useState<GeneralInformationValues>(initial.values);
  const today = singaporeToday(new Date());
  const valid = isGeneralInformationValid(values, today);
  /** "Retrieved from Myinfo" while a prefilled answer is unchanged. */
  const hints: Partial<Record<GeneralInformationField, string | undefined>> = {};
  for (const field of GENERAL_INFORMATION_FIELDS) {
    const initialValue = initial.values[field];
    hints[field] = initial.fromMyinfo.has(field) && initialValue !== '' && initialValue === values[field] ? FROM_MYINFO : undefined;
  }
  const anyFromMyinfo = GENERAL_INFORMATION_FIELDS.some((field) => initial.fromMyinfo.has(field) && initial.values[field] !== '');
  const leavePage = useLeavePageWarning(hasUnsavedChanges(values, initial.values));

  return (
    <ModuleFrame
      title="About you"
      subtitle={<p>Check that these details are right. They help us tailor your plan to your stage of life.</p>}
      info={{
        title: 'Why we ask for these details',
        content: (
          <p>
            Your age, household and residency shape things like your CPF contributions, the housing grants you may get
            and how much you may need in retirement. We use these details only to tailor your plan.
          </p>
        ),
      }}
      formRef={formRef}
      continueBlocked={!valid}
      onBlockedContinue={reveal}
      busy={busy}
      status={busy ? 'Saving your details…' : ''}
      onSubmit={() =>
        void submit(generalInformationPatch(values), () => {
          rememberOnboardingStep(1);
          leavePage.allowLeaving();
          navigate(onboardingStepPath(1));
        })
      }
    >
      {anyFromMyinfo && (
        <div className="form-note onboarding__note">
          <InfoIcon size={20} />
          <p>We've filled in what Myinfo has about you. You can change anything that isn't right.</p>
        </div>
      )}
      <GeneralInformationFields
        values={values}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          clearServerError(field);
        }}
        today={today}
        revealed={revealed}
        errors={serverErrors}
        hints={hints}
      />
      {leavePage.modal}
    </ModuleFrame>
  );
}
