import { observer } from 'mobx-react-lite';
import type { UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { EMPLOYMENT_FIELDS, EmploymentFields, useEmploymentAnswers } from '../../onboarding/components/employment-fields';
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
  const work = useEmploymentAnswers(user, clearServerError);
  return (
    <ProfileForm
      title="Edit employment status"
      intro={<p>Your work situation shapes how much you can save and what your plan should look out for.</p>}
      formRef={formRef}
      blocked={!work.valid}
      onBlocked={reveal}
      onSave={() => void submit(work.answers(), saved)}
      busy={busy}
      status={busy ? 'Saving your answers…' : ''}
    >
      <EmploymentFields {...work.fieldProps} revealed={revealed} errors={serverErrors} />
    </ProfileForm>
  );
}
