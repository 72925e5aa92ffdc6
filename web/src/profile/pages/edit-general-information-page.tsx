import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { GeneralInformationFields } from '../../onboarding/components/general-information-fields';
import {
  GENERAL_INFORMATION_FIELDS,
  generalInformationFromUser,
  generalInformationPatch,
  isGeneralInformationValid,
  type GeneralInformationValues,
} from '../../onboarding/general-information';
import { singaporeToday } from '../../onboarding/profile-rules';
import { useProfileSubmit } from '../../onboarding/use-profile-submit';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { ProfileForm } from '../components/profile-form';
import { useProfileSaved } from '../use-profile-saved';
import '../profile.css';

/** /profile/edit-general-information: the onboarding step 1 questions, with the same rules and messages. */
export const EditGeneralInformationPage = observer(function EditGeneralInformationPage() {
  usePageTitle('Edit general information');
  const { identity } = useStores();
  if (!identity.user) return null;
  return <GeneralInformationForm user={identity.user} />;
});

function GeneralInformationForm({ user }: { user: UserProfile }) {
  const saved = useProfileSaved();
  const { formRef, revealed, reveal, focusInvalid } = useFormReveal();
  const { busy, serverErrors, submit, clearServerError } = useProfileSubmit(GENERAL_INFORMATION_FIELDS, focusInvalid);
  const [values, setValues] = useState<GeneralInformationValues>(() => generalInformationFromUser(user));
  const today = singaporeToday(new Date());
  return (
    <ProfileForm
      title="Edit general information"
      intro={<p>Your age, household and residency shape your CPF contributions, housing grants and retirement needs.</p>}
      formRef={formRef}
      blocked={!isGeneralInformationValid(values, today)}
      onBlocked={reveal}
      onSave={() => void submit(generalInformationPatch(values), saved)}
      busy={busy}
      status={busy ? 'Saving your details…' : ''}
    >
      <GeneralInformationFields
        values={values}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          clearServerError(field);
        }}
        today={today}
        revealed={revealed}
        errors={serverErrors}
      />
    </ProfileForm>
  );
}
