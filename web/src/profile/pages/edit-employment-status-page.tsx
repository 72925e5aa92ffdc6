import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type {
  EmploymentStatusRange,
  UserProfile,
  WorkYearsRange,
} from '../../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { EMPLOYMENT_FIELDS, EmploymentFields } from '../../onboarding/components/employment-fields';
import { validateChoice } from '../../onboarding/profile-rules';
import { useProfileSubmit } from '../../onboarding/use-profile-submit';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { ProfileForm } from '../components/profile-form';
import { useProfileSaved } from '../use-profile-saved';
import '../profile.css';

/** /profile/edit-employment-status: the onboarding step 3 questions, with the same rules and messages. */
export const EditEmploymentStatusPage = observer(function EditEmploymentStatusPage() {
  usePageTitle('Edit employment status');
  const { identity } = useStores();
  if (!identity.user) return null;
  return <EmploymentForm user={identity.user} />;
});

function EmploymentForm({ user }: { user: UserProfile }) {
  const saved = useProfileSaved();
  const { formRef, revealed, reveal, focusInvalid } = useFormReveal();
  const { busy, serverErrors, submit, clearServerError } = useProfileSubmit(EMPLOYMENT_FIELDS, focusInvalid);
  const [employment, setEmployment] = useState<EmploymentStatusRange | ''>(user.employmentStatusRange ?? '');
  const [workYears, setWorkYears] = useState<WorkYearsRange | ''>(user.workYearsRange ?? '');
  return (
    <ProfileForm
      title="Edit employment status"
      intro={<p>Your work situation shapes how much you can save and what your plan should look out for.</p>}
      formRef={formRef}
      blocked={validateChoice(employment) !== null || validateChoice(workYears) !== null}
      onBlocked={reveal}
      onSave={() =>
        void submit(
          { employmentStatusRange: employment as EmploymentStatusRange, workYearsRange: workYears as WorkYearsRange },
          saved,
        )
      }
      busy={busy}
      status={busy ? 'Saving your answers…' : ''}
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
    </ProfileForm>
  );
}
