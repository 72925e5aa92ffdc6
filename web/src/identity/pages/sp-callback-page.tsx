import { flowResult } from 'mobx';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { useRunOnce } from '../../shared/use-run-once';
import { ButtonLink } from '../../shared/ui/button';
import { StatusPanel } from '../components/status-panel';
import { takeReturnPath } from '../return-path';
import { signInRefusal } from '../sign-in-failure';

/**
 * Where Singpass sends the browser back: `?code=…&state=…` (plus `iss=…` from FAPI 2.0 providers) on success,
 * `?error=…` when the person cancelled or Singpass failed. The server checks state, nonce and PKCE and sets the
 * session cookie. A signed-in resident goes to the path stored before the sign-in (e.g. back to an email
 * verification link), else to the dashboard.
 */
export function SpCallbackPage() {
  usePageTitle('Signing you in');
  const { identity } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss');
  const singpassError = params.get('error');
  const [failed, setFailed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useRunOnce(
    `${code}|${state}|${iss}|${singpassError}`,
    async () => {
      if (singpassError || !code || !state) throw new Error('Singpass did not return a sign-in code');
      return flowResult(identity.completeSingpassSignIn({ code, state, ...(iss ? { iss } : {}) }));
    },
    (result) => {
      if (result.ok) navigate(takeReturnPath() ?? '/dashboard', { replace: true });
      else {
        setRefusal(signInRefusal(result.error));
        setFailed(true);
      }
    },
  );

  if (failed) {
    return (
      <StatusPanel
        tone="error"
        title="We couldn't log you in"
        actions={
          <>
            <ButtonLink to="/login">Try logging in again</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Back to home
            </ButtonLink>
          </>
        }
      >
        {refusal ? (
          <p>{refusal}</p>
        ) : (
          <p>
            {singpassError === 'access_denied'
              ? 'The Singpass login was cancelled.'
              : 'Your Singpass login could not be completed. It may have timed out.'}{' '}
            Please try again.
          </p>
        )}
      </StatusPanel>
    );
  }
  return <StatusPanel tone="busy" title="Signing you in…" />;
}
