import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { FALLBACK_SUBMIT_MESSAGE } from '../../shared/forms/server-errors';
import { useRunOnce } from '../../shared/use-run-once';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { StatusPanel } from '../components/status-panel';
import { rememberReturnPath } from '../return-path';

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : FALLBACK_SUBMIT_MESSAGE;
}

/**
 * /email-verification/:verificationCode, the link of the verification email (spec 1 §4 "Email verification").
 * A public route: signed out, it asks the resident to log in and comes back here afterwards; signed in, it
 * verifies the code once and says how it went, and that the link is another account's when it is.
 */
export const EmailVerificationPage = observer(function EmailVerificationPage() {
  usePageTitle('Verify your email');
  const { identity } = useStores();
  const { verificationCode = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();

  if (identity.status === 'unknown') return <StatusPanel tone="busy" title="Loading…" />;
  if (identity.status === 'signed-out') {
    return (
      <StatusPanel
        tone="info"
        title="Log in to verify your email"
        actions={
          <Button
            onClick={() => {
              rememberReturnPath(`${location.pathname}${location.search}`);
              navigate('/login');
            }}
          >
            Log in with Singpass to verify
          </Button>
        }
      >
        <p>To verify your email address, log in with Singpass. We'll bring you back here afterwards.</p>
      </StatusPanel>
    );
  }
  return <VerifyEmail code={verificationCode} />;
});

type Outcome = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string } | { kind: 'another-account'; message: string };

/** The server's answer to a live link of another resident (docs/decisions.md "Email verification"). */
const ANOTHER_ACCOUNT = 'IDENTITY.VERIFICATION_CODE_OTHER_ACCOUNT';

function failureOf(error: unknown): Outcome {
  const code = (error as { code?: unknown } | null)?.code;
  return code === ANOTHER_ACCOUNT ? { kind: 'another-account', message: messageOf(error) } : { kind: 'failed', message: messageOf(error) };
}

const VerifyEmail = observer(function VerifyEmail({ code }: { code: string }) {
  const { identity, ui } = useStores();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  const [resending, setResending] = useState(false);

  useRunOnce(
    code,
    () => flowResult(identity.verifyEmail(code)),
    (result) => setOutcome(result.ok ? { kind: 'verified' } : failureOf(result.error)),
  );

  if (outcome.kind === 'verifying') return <StatusPanel tone="busy" title="Verifying your email…" />;
  // The gate sends the resident on: onboarding while it is not finished, else the dashboard.
  const continueTo = identity.user?.onboardingComplete ? '/dashboard' : '/onboarding';
  if (outcome.kind === 'verified') {
    return (
      <StatusPanel
        tone="success"
        title="Your email is verified"
        actions={
          <ButtonLink to={continueTo} replace>
            Continue
          </ButtonLink>
        }
      >
        <p>
          Thank you. {identity.user?.email ? <strong className="status-page__address">{identity.user.email}</strong> : 'Your address'}{' '}
          will receive updates about your account and your plan.
        </p>
      </StatusPanel>
    );
  }

  // Signed in as someone else: the way out is to change account, not a new link for this one.
  if (outcome.kind === 'another-account') {
    return (
      <StatusPanel
        tone="info"
        title="This link is for another account"
        actions={
          <>
            <Button onClick={() => void flowResult(identity.signOut('user-initiated'))}>Log out</Button>
            <ButtonLink to={continueTo} variant="secondary">
              Not now
            </ButtonLink>
          </>
        }
      >
        <p>{outcome.message}</p>
      </StatusPanel>
    );
  }

  // A link used again (or replaced) after the address was verified: nothing is wrong.
  if (identity.user?.emailVerificationStatus === 'VERIFIED') {
    return (
      <StatusPanel
        tone="info"
        title="Your email is already verified"
        actions={
          <ButtonLink to={continueTo} replace>
            Continue
          </ButtonLink>
        }
      >
        <p>This link can't be used again, and you don't need it: your email address is verified.</p>
      </StatusPanel>
    );
  }

  const resend = async () => {
    if (resending) return;
    setResending(true);
    try {
      await flowResult(identity.resendVerificationEmail(code));
      ui.showToast(`We've sent a new link to ${identity.user?.email ?? 'your email address'}.`, 'success');
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      if (status !== 401 && status !== 440) ui.showToast(messageOf(error), 'error');
    } finally {
      setResending(false);
    }
  };
  return (
    <StatusPanel
      tone="error"
      title="We couldn't verify your email"
      actions={
        <>
          <Button aria-disabled={resending || undefined} onClick={() => void resend()}>
            {resending && <Spinner />}
            Send a new link
          </Button>
          <ButtonLink to={continueTo} variant="secondary">
            Not now
          </ButtonLink>
        </>
      }
    >
      <p>{outcome.message}</p>
      <p className="sr-only" aria-live="polite">
        {resending ? 'Sending a new link…' : ''}
      </p>
    </StatusPanel>
  );
});
