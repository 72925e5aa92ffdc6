import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { validateEmail } from '../../onboarding/profile-rules';
import { useProfileSubmit } from '../../onboarding/use-profile-submit';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { MailIcon } from '../../shared/ui/icons';
import { ProfileForm } from '../components/profile-form';
import { PROFILE_PATHS, type EmailNotificationState } from '../profile-paths';
import { useProfileSaved } from '../use-profile-saved';
import '../profile.css';
import { EmailAddressField } from '../../onboarding/components/email-address-field';

const FIELDS = ['email'] as const;

/**
 * /profile/add-email: adds or changes the address (PATCH /user, trimmed: spec 1 §5). A new address is unverified
 * (the server resets the status), so the resident goes on to 'Check your inbox', which sends the link.
 */
export const AddEmailPage = observer(function AddEmailPage() {
  const { identity } = useStores();
  const user = identity.user;
  usePageTitle(user?.email ? 'Change your email address' : 'Add your email address');
  if (!user) return null;
  return <EmailForm user={user} />;
});

function EmailForm({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const saved = useProfileSaved();
  const { formRef, revealed, reveal, focusInvalid } = useFormReveal();
  const { busy, serverErrors, submit, clearServerError } = useProfileSubmit(FIELDS, focusInvalid);
  const [email, setEmail] = useState(user.email ?? '');
  const [hadEmail] = useState(Boolean(user.email));

  const onSaved = (updated: UserProfile) => {
    if (updated.emailVerificationStatus === 'VERIFIED') {
      saved();
      return;
    }
    const state: EmailNotificationState = { send: updated.emailVerificationStatus === 'UNVERIFIED' };
    navigate(PROFILE_PATHS.emailInterceptNotification, { state });
  };

  return (
    <ProfileForm
      title={hadEmail ? 'Change your email address' : 'Add your email address'}
      intro={<p>We'll use it to send you important updates about your account and your plan.</p>}
      formRef={formRef}
      blocked={validateEmail(email) !== null}
      onBlocked={reveal}
      onSave={() => void submit({ email: email.trim() }, onSaved)}
      busy={busy}
      status={busy ? 'Saving your email…' : ''}
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
      <div className="form-note profile-edit__note">
        <MailIcon size={20} />
        <p>When you save a new address, we'll email you a link to verify it.</p>
      </div>
    </ProfileForm>
  );
}
