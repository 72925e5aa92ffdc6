import { useState } from 'react';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { useRunOnce } from '../../shared/use-run-once';
import { Button, ButtonLink } from '../../shared/ui/button';
import { StatusPanel } from '../components/status-panel';
import { HttpIdentityApi } from '../identity.api';

/**
 * The national-login redirect route: asks the server for the Singpass address (it keeps the state, nonce and
 * PKCE verifier of this attempt), then leaves the app for it.
 */
export function LoginPage() {
  usePageTitle('Log in');
  const { api, tester } = useStores();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useRunOnce(attempt, () => new HttpIdentityApi(api).getAuthorizationUrl(), (result) => {
    // Outside production a tester's 'Mock login' goes straight to the chosen sandbox persona.
    if (result.ok) window.location.href = tester.loginUrlFor(result.value);
    else setFailed(true);
  });

  if (failed) {
    return (
      <StatusPanel
        tone="error"
        title="We couldn't reach Singpass"
        actions={
          <>
            <Button
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
            <ButtonLink to="/" variant="secondary">
              Back to home
            </ButtonLink>
          </>
        }
      >
        <p>Something went wrong while starting your Singpass login. Please try again in a moment.</p>
      </StatusPanel>
    );
  }
  return <StatusPanel tone="busy" title="Redirecting you to Singpass…" />;
}
