import { usePageTitle } from '../../app/layout/page-title';
import { ButtonLink } from '../../shared/ui/button';
import { AlertIcon } from '../../shared/ui/icons';
import { DEFAULT_GRACE_DAYS } from '../account-deletion';
import { PROFILE_PATH, PROFILE_PATHS } from '../profile-paths';
import '../profile.css';

/** /profile/delete-consequences: what deleting the account means, before anything happens (spec 1 §2). */
export function DeleteConsequencesPage() {
  usePageTitle('Delete your account');
  return (
    <div className="container page profile-delete">
      <p className="eyebrow">Your profile</p>
      <h1>Before you delete your account</h1>
      <p className="lead">Please read what deleting your account means.</p>
      <div className="card profile-delete__card">
        <h2 className="card__title">What will be deleted</h2>
        <ul className="profile-delete__list">
          <li>Your profile: your name, date of birth, email address and the other details you gave us.</li>
          <li>Your plans and savings targets, and the progress you recorded.</li>
          <li>The data you imported from Myinfo, your banks and other providers, and the figures you entered.</li>
        </ul>
      </div>
      <div className="card profile-delete__card">
        <h2 className="card__title">When it happens</h2>
        <p>
          We'll log you out and keep your account for <strong>{DEFAULT_GRACE_DAYS} days</strong>. After that, your
          account and all its data are deleted for good and cannot be recovered.
        </p>
        <p>
          Changed your mind? Log in with Singpass within those {DEFAULT_GRACE_DAYS} days and reactivate your account:
          everything will be as you left it.
        </p>
      </div>
      <div className="form-note profile-delete__note">
        <AlertIcon size={20} />
        <p>If you log in with Singpass after your account is deleted, you will start again with a new, empty account.</p>
      </div>
      <div className="button-row profile-delete__actions">
        <ButtonLink to={PROFILE_PATHS.deleteConfirmation}>Continue</ButtonLink>
        <ButtonLink to={PROFILE_PATH} variant="secondary">
          Cancel
        </ButtonLink>
      </div>
    </div>
  );
}
