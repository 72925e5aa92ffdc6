import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MaritalStatus, ResidentialStatus, Sex, UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { DateInput, RadioGroup, SelectField, TextInput } from '../../shared/ui/fields';
import { InfoIcon } from '../../shared/ui/icons';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { OnboardingLayout } from '../onboarding-layout';
import { reachedOnboardingStep, rememberOnboardingStep } from '../onboarding-session';
import { hasStartedOnboarding, onboardingStepPath } from '../onboarding-steps';
import {
  MARITAL_OPTIONS,
  RESIDENTIAL_OPTIONS,
  SEX_OPTIONS,
  dobForInput,
  singaporeToday,
  validateChoice,
  validateDob,
  validateName,
} from '../profile-rules';
import { useProfileSubmit } from '../use-profile-submit';

const FIELDS = ['name', 'dob', 'sex', 'maritalStatus', 'residentialStatus'] as const;
const FROM_MYINFO = 'Retrieved from Myinfo';

/** Onboarding step 1 (spec 1 §2 "profile setup"): the basics, prefilled from Singpass/Myinfo where known. */
export const OnboardingStep1Page = observer(function OnboardingStep1Page() {
  usePageTitle('About you');
  return <OnboardingLayout>{(user) => <Step1Form user={user} />}</OnboardingLayout>;
});

function Step1Form({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const { formRef, revealed, reveal, focusInvalid } = useFormReveal();
  const { busy, serverErrors, submit, clearServerError } = useProfileSubmit(FIELDS, focusInvalid);
  const initial = useState(() => ({
    name: user.name ?? '',
    dob: dobForInput(user.dob),
    sex: (user.sex ?? '') as Sex | '',
    maritalStatus: (user.maritalStatus ?? '') as MaritalStatus | '',
    residentialStatus: (user.residentialStatus ?? '') as ResidentialStatus | '',
    // What is already in the profile before the resident has gone past this step came from Myinfo at sign-in.
    fromMyinfo: !hasStartedOnboarding(user) && reachedOnboardingStep() < 1,
  }))[0];
  const [name, setName] = useState(initial.name);
  const [dob, setDob] = useState(initial.dob);
  const [sex, setSex] = useState<Sex | ''>(initial.sex);
  const [maritalStatus, setMaritalStatus] = useState<MaritalStatus | ''>(initial.maritalStatus);
  const [residentialStatus, setResidentialStatus] = useState<ResidentialStatus | ''>(initial.residentialStatus);
  const today = singaporeToday(new Date());

  const valid =
    validateName(name) === null &&
    validateDob(dob, today) === null &&
    validateChoice(sex) === null &&
    validateChoice(maritalStatus) === null &&
    validateChoice(residentialStatus) === null;
  /** "Retrieved from Myinfo" while a prefilled answer is unchanged. */
  const myinfoHint = (initialValue: string, value: string) =>
    initial.fromMyinfo && initialValue !== '' && initialValue === value ? FROM_MYINFO : undefined;
  const anyFromMyinfo = initial.fromMyinfo && [initial.name, initial.dob, initial.sex, initial.maritalStatus, initial.residentialStatus].some(Boolean);

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
        void submit(
          {
            name: name.trim(),
            dob,
            sex: sex as Sex,
            maritalStatus: maritalStatus as MaritalStatus,
            residentialStatus: residentialStatus as ResidentialStatus,
          },
          () => {
            rememberOnboardingStep(1);
            navigate(onboardingStepPath(1));
          },
        )
      }
    >
      {anyFromMyinfo && (
        <div className="form-note onboarding__note">
          <InfoIcon size={20} />
          <p>We've filled in what Myinfo has about you. You can change anything that isn't right.</p>
        </div>
      )}
      <TextInput
        label="Full name"
        value={name}
        onChange={(value) => {
          setName(value);
          clearServerError('name');
        }}
        validate={validateName}
        forceShowError={revealed}
        error={serverErrors.name}
        hint={myinfoHint(initial.name, name)}
        autoComplete="name"
        maxLength={80}
      />
      <DateInput
        label="Date of birth"
        value={dob}
        onChange={(value) => {
          setDob(value);
          clearServerError('dob');
        }}
        validate={(value) => validateDob(value, today)}
        forceShowError={revealed}
        error={serverErrors.dob}
        hint={myinfoHint(initial.dob, dob)}
        autoComplete="bday"
        max={today}
        className="field--narrow"
      />
      <RadioGroup
        label="Sex"
        value={sex}
        options={SEX_OPTIONS}
        onChange={(value) => {
          setSex(value);
          clearServerError('sex');
        }}
        validate={validateChoice}
        forceShowError={revealed}
        error={serverErrors.sex}
        hint={myinfoHint(initial.sex, sex)}
        inline
      />
      <SelectField
        label="Marital status"
        value={maritalStatus}
        options={MARITAL_OPTIONS}
        onChange={(value) => {
          setMaritalStatus(value);
          clearServerError('maritalStatus');
        }}
        validate={validateChoice}
        forceShowError={revealed}
        error={serverErrors.maritalStatus}
        hint={myinfoHint(initial.maritalStatus, maritalStatus)}
      />
      <RadioGroup
        label="Residential status"
        value={residentialStatus}
        options={RESIDENTIAL_OPTIONS}
        onChange={(value) => {
          setResidentialStatus(value);
          clearServerError('residentialStatus');
        }}
        validate={validateChoice}
        forceShowError={revealed}
        error={serverErrors.residentialStatus}
        hint={myinfoHint(initial.residentialStatus, residentialStatus)}
      />
    </ModuleFrame>
  );
}
