import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { submitErrorOutcome } from '../../shared/forms/server-errors';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Checkbox } from '../../shared/ui/fields';
import { TrashIcon } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/spinner';
import { CONFIRMATION_LABEL, validateDeletionConfirmation } from '../account-deletion';
import { PROFILE_PATH } from '../profile-paths';
import '../profile.css';

/**
 * /profile/delete-confirmation: an explicit 'I understand' box, then 'Delete my account' (POST
 * /user/deactivate-account). The server ends the session; the app forgets it and shows /delete-completed.
 */
export const DeleteConfirmationPage = observer(function DeleteConfirmationPage() {
  usePageTitle('Confirm account deletion');
  const { profile, ui } = useStores();
  const { formRef, revealed, reveal } = useFormReveal();
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const blocked = validateDeletionConfirmation(confirmed) !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (blocked) {
      reveal();
      return;
    }
    setBusy(true);
    try {
      await flowResult(profile.deleteAccount());
    } catch (error) {
      const outcome = submitErrorOutcome(error, []);
      if (outcome.kind === 'toast') ui.showToast(outcome.message, 'error');
      setBusy(false);
    }
  };

  return (
    <div className="container page profile-delete">
      <p className="eyebrow">Your profile</p>
      <h1>Delete your account</h1>
      <p className="lead">
        This logs you out and schedules your account and all its data for deletion. You can reactivate it by logging
        in again before then.
      </p>
      <form ref={formRef} className="card profile-delete__card" noValidate onSubmit={(event) => void submit(event)}>
        <Checkbox
          label={CONFIRMATION_LABEL}
          checked={confirmed}
          onChange={setConfirmed}
          validate={validateDeletionConfirmation}
          forceShowError={revealed}
          required
        />
        <div className="button-row profile-delete__actions">
          <Button type="submit" className="btn--danger" aria-disabled={blocked || busy || undefined}>
            {busy ? <Spinner /> : <TrashIcon size={18} />}
            Delete my account
          </Button>
          <ButtonLink to={PROFILE_PATH} variant="secondary">
            Cancel
          </ButtonLink>
        </div>
        <p className="sr-only" aria-live="polite">
          {busy ? 'Deleting your account…' : ''}
        </p>
      </form>
    </div>
  );
});
