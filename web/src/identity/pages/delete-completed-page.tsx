import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { DEFAULT_GRACE_DAYS, deletionDateFromState } from '../../profile/account-deletion';
import { ButtonLink } from '../../shared/ui/button';
import { HomeIcon } from '../../shared/ui/icons';
import { StatusPanel } from '../components/status-panel';

/**
 * /delete-completed (public, spec 1 §2): the account is scheduled for deletion and the resident is logged out.
 * The deletion day comes in navigation state from the deactivation answer; opened directly, the page says when
 * in days instead.
 */
export function DeleteCompletedPage() {
  usePageTitle('Account scheduled for deletion');
  const location = useLocation();
  const day = deletionDateFromState(location.state);
  return (
    <StatusPanel
      tone="success"
      title="Your account has been scheduled for deletion"
      actions={
        <ButtonLink to="/">
          <HomeIcon size={18} />
          Back to home
        </ButtonLink>
      }
    >
      <p>
        {day ? (
          <>
            We've logged you out. Your account and all its data will be deleted on <strong>{day}</strong>.
          </>
        ) : (
          <>We've logged you out. Your account and all its data will be deleted {DEFAULT_GRACE_DAYS} days after you asked.</>
        )}
      </p>
      <p>
        Changed your mind? Log in with Singpass {day ? `before ${day}` : 'before then'} and choose 'Reactivate my
        account'.
      </p>
    </StatusPanel>
  );
}
