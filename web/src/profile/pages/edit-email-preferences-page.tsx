import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { submitErrorOutcome } from '../../shared/forms/server-errors';
import { Checkbox } from '../../shared/ui/fields';
import { ProfileForm } from '../components/profile-form';
import { useProfileSaved } from '../use-profile-saved';
import '../profile.css';

/** The same words as the onboarding email step's box, so the resident recognises the choice. */
export const NEWSLETTER_LABEL = 'Send me occasional emails with money tips and news about new features';

/** /profile/edit-email-preferences: the newsletter on or off (PUT /email-notifications, spec 1 §7). */
export const EditEmailPreferencesPage = observer(function EditEmailPreferencesPage() {
  usePageTitle('Edit email preferences');
  const { identity, profile, ui } = useStores();
  const saved = useProfileSaved();
  const [newsletter, setNewsletter] = useState(() => identity.user?.emailNotificationsStatus ?? false);
  const [busy, setBusy] = useState(false);
  if (!identity.user) return null;

  const save = async () => {
    setBusy(true);
    try {
      await flowResult(profile.setNewsletter(newsletter));
      saved();
    } catch (error) {
      const outcome = submitErrorOutcome(error, []);
      if (outcome.kind === 'toast') ui.showToast(outcome.message, 'error');
      setBusy(false);
    }
  };

  return (
    <ProfileForm
      title="Edit email preferences"
      intro={
        <p>
          Choose the emails you'd like from us. We always email you about your account, such as verifying your
          address, whatever you choose here.
        </p>
      }
      blocked={false}
      onBlocked={() => undefined}
      onSave={() => void save()}
      busy={busy}
      status={busy ? 'Saving your preferences…' : ''}
    >
      <Checkbox
        label={NEWSLETTER_LABEL}
        hint="About one email a month. You can stop them at any time."
        checked={newsletter}
        onChange={setNewsletter}
      />
    </ProfileForm>
  );
});
