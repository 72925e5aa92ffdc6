import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { CheckInbox } from '../../identity/components/check-inbox';
import { ButtonLink } from '../../shared/ui/button';
import { ArrowLeftIcon } from '../../shared/ui/icons';
import { PROFILE_PATH, PROFILE_PATHS, wantsSend } from '../profile-paths';
import '../profile.css';

/**
 * /profile/email-intercept-notification: 'Check your inbox' for the address on the profile (spec 1 §4 "Email
 * verification"). The link goes out as the page opens when the address is unverified or the resident asked for a
 * new one; otherwise 'Resend email' is offered. 'Change email' goes to the email form.
 */
export const EmailInterceptNotificationPage = observer(function EmailInterceptNotificationPage() {
  usePageTitle('Check your inbox');
  const { identity } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const user = identity.user;
  // Decided once, as the page opens: a reload must not send yet another email.
  const [sendOnMount] = useState(() => wantsSend(location.state) || user?.emailVerificationStatus === 'UNVERIFIED');
  useEffect(() => {
    if (wantsSend(location.state)) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  if (!user) return null;
  if (!user.email) return <Navigate to={PROFILE_PATHS.addEmail} replace />;
  const verified = user.emailVerificationStatus === 'VERIFIED';
  return (
    <div className="container page profile-inbox">
      <p className="eyebrow">Your profile</p>
      <CheckInbox
        key={user.email}
        email={user.email}
        heading="h1"
        sendOnMount={sendOnMount}
        onChangeEmail={() => navigate(PROFILE_PATHS.addEmail)}
        verifiedActions={<ButtonLink to={PROFILE_PATH}>Back to profile</ButtonLink>}
      />
      {!verified && (
        <div className="button-row profile-inbox__back">
          <ButtonLink to={PROFILE_PATH} variant="link">
            <ArrowLeftIcon size={18} />
            Back to profile
          </ButtonLink>
        </div>
      )}
    </div>
  );
});
