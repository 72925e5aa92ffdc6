import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { reactivationFailure, scheduledDeletionHeading } from '../../profile/account-deletion';
import { Button } from '../../shared/ui/button';
import { AlertIcon, LogoutIcon } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/spinner';
import { StatusPanel } from '../components/status-panel';
import '../../profile/profile.css';

const AFTER_REACTIVATION = '/dashboard';

/**
 * /deactivated (spec 1 §4 "Access gating" step 3, §6): the only page of a resident whose account is pending
 * deletion. 'Reactivate my account' (PATCH /user/reactivate-account) brings everything back and continues to the
 * dashboard, where the gate decides what comes next; after the grace period the server's 422 message shows.
 */
export const DeactivatedPage = observer(function DeactivatedPage() {
  usePageTitle('Your account is scheduled for deletion');
  const { identity, profile, ui } = useStores();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [graceEnded, setGraceEnded] = useState<string | null>(null);
  const user = identity.user;
  if (!user) return null;

  const reactivate = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await flowResult(profile.reactivateAccount());
      ui.showToast('Welcome back. Your account has been reactivated.', 'success');
      navigate(AFTER_REACTIVATION, { replace: true });
    } catch (error) {
      setBusy(false);
      const failure = reactivationFailure(error);
      if (failure.kind === 'grace-ended') setGraceEnded(failure.message);
      else if (failure.kind === 'already-active') {
        // Reactivated elsewhere meanwhile: read the profile again and carry on.
        await flowResult(identity.refreshUser());
        navigate(AFTER_REACTIVATION, { replace: true });
      } else if (failure.kind === 'toast') ui.showToast(failure.message, 'error');
    }
  };

  return (
    <StatusPanel
      tone="info"
      title={scheduledDeletionHeading(user.scheduledDeletionAt)}
      actions={
        <>
          {graceEnded === null && (
            <Button aria-disabled={busy || undefined} onClick={() => void reactivate()}>
              {busy && <Spinner />}
              Reactivate my account
            </Button>
          )}
          <Button variant="secondary" onClick={() => void flowResult(identity.signOut('user-initiated'))}>
            <LogoutIcon size={18} />
            Log out
          </Button>
        </>
      }
    >
      {graceEnded === null ? (
        <>
          <p>
            You asked us to delete your account. On that day your profile, plans, targets and imported data will be
            deleted for good.
          </p>
          <p>Changed your mind? Reactivate your account to keep using MyMoneyPlan with everything as you left it.</p>
        </>
      ) : (
        <>
          <div className="form-note deactivated__error" role="alert">
            <AlertIcon size={20} />
            <p>{graceEnded}</p>
          </div>
          <p>Your account and its data will be deleted shortly. After that, logging in starts a new, empty account.</p>
        </>
      )}
      <p className="sr-only" aria-live="polite">
        {busy ? 'Reactivating your account…' : ''}
      </p>
    </StatusPanel>
  );
});
