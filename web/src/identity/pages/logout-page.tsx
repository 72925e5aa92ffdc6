import { useLocation, useSearchParams } from 'react-router-dom';
import { EXTERNAL_LINKS } from '../../app/external-links';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { ButtonLink, ExternalLink } from '../../shared/ui/button';
import { StatusPanel } from '../components/status-panel';
import { logoutScreenFor, type LogoutAction } from '../logout-reasons';

/** The sign-out outcome (spec 1 §4): the reason comes from navigation state, or `?reason=` for a link. */
export function LogoutPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const stateReason = (location.state as { reason?: unknown } | null)?.reason;
  const { config } = useStores();
  const screen = logoutScreenFor(stateReason ?? params.get('reason'), config.idleTimeoutMs);
  usePageTitle(screen.reason === 'user-initiated' ? 'Logged out' : screen.title);

  return (
    <StatusPanel
      tone={screen.reason === 'user-initiated' ? 'success' : 'info'}
      title={screen.title}
      actions={screen.actions.map((action) => (
        <LogoutActionButton key={action} action={action} />
      ))}
    >
      {screen.body ? (
        <p>{screen.body}</p>
      ) : (
        <p>Thank you for using the service. Tell us how we can make it better.</p>
      )}
    </StatusPanel>
  );
}

function LogoutActionButton({ action }: { action: LogoutAction }) {
  switch (action) {
    case 'feedback':
      return (
        <ExternalLink href={EXTERNAL_LINKS.feedback} asButton variant="primary">
          Give feedback
        </ExternalLink>
      );
    case 'login-again':
      return <ButtonLink to="/login">Log in again with Singpass</ButtonLink>;
    case 'login':
      return <ButtonLink to="/login">Login</ButtonLink>;
    case 'return':
      return (
        <ButtonLink to="/" variant="secondary">
          Return
        </ButtonLink>
      );
  }
}
