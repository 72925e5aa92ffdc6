import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { continuePath } from '../../app/gating/access-state';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { submitErrorOutcome } from '../../shared/forms/server-errors';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { email as emailRule } from '../../../../src/shared-kernel/validation/text-rules.js';
import { Button, ButtonLink } from '../../shared/ui/button';
import { TextInput } from '../../shared/ui/fields';
import { Spinner } from '../../shared/ui/spinner';
import { CheckInbox } from '../components/check-inbox';
import './consent.css';

const FIELDS = ['email'] as const;

type Phase = { kind: 'form' } | { kind: 'inbox'; sendOnMount: boolean; attempt: number };

/**
 * /email-intercept-login (spec 1 §4): the email step of the dashboard's gate, for residents whose email is neither
 * verified nor deferred. With an address on file: 'Check your inbox' (the link is sent on the first visit when the
 * status is UNVERIFIED; when a link is already on its way, only 'Resend' is offered). Without one, or after
 * 'Change email': a form that saves the address and sends the link. 'I'll verify later' defers verification.
 */
export const EmailInterceptPage = observer(function EmailInterceptPage() {
  usePageTitle('Verify your email');
  const { identity } = useStores();
  const location = useLocation();
  const next = continuePath(location.state, '/dashboard');
  const initial = useRef(identity.user);
  const user = initial.current;
  if (!user || user.emailVerificationStatus === 'VERIFIED' || user.deferEmailVerification) {
    return <Navigate to={next} replace />;
  }
  return <EmailIntercept next={next} />;
});

const EmailIntercept = observer(function EmailIntercept({ next }: { next: string }) {
  const { identity, ui } = useStores();
  const navigate = useNavigate();
  const user = identity.user;
  const [phase, setPhase] = useState<Phase>(() =>
    user?.email ? { kind: 'inbox', sendOnMount: user.emailVerificationStatus === 'UNVERIFIED', attempt: 0 } : { kind: 'form' },
  );
  const [deferring, setDeferring] = useState(false);
  if (!user) return null;

  const verifyLater = async (email?: string): Promise<'saved' | Record<string, string> | null> => {
    setDeferring(true);
    try {
      await flowResult(identity.updateProfile({ deferEmailVerification: true, ...(email ? { email } : {}) }));
      navigate(next, { replace: true });
      return 'saved';
    } catch (error) {
      setDeferring(false);
      const outcome = submitErrorOutcome(error, FIELDS);
      if (outcome.kind === 'fields') return outcome.errors;
      if (outcome.kind === 'toast') ui.showToast(outcome.message, 'error');
      return null;
    }
  };

  if (phase.kind === 'inbox' && user.email) {
    return (
      <div className="container page consent-page">
        <p className="eyebrow">Your email</p>
        <CheckInbox
          key={`${user.email}|${phase.attempt}`}
          email={user.email}
          heading="h1"
          sendOnMount={phase.sendOnMount}
          focusOnShow={phase.attempt > 0}
          onChangeEmail={() => setPhase({ kind: 'form' })}
          onVerifyLater={() => void verifyLater()}
          verifyLaterBusy={deferring}
          verifiedActions={
            <ButtonLink to={next} replace>
              Continue
            </ButtonLink>
          }
        />
        <div className="button-row">
          <Button variant="secondary" onClick={() => void flowResult(identity.signOut('user-initiated'))}>
            Log out
          </Button>
        </div>
      </div>
    );
  }
  return (
    <EmailForm
      initialEmail={user.email ?? ''}
      hasEmail={Boolean(user.email)}
      deferring={deferring}
      onVerifyLater={verifyLater}
      onSaved={() => setPhase((p) => ({ kind: 'inbox', sendOnMount: true, attempt: (p.kind === 'inbox' ? p.attempt : 0) + 1 }))}
    />
  );
});

function EmailForm({
  initialEmail,
  hasEmail,
  deferring,
  onVerifyLater,
  onSaved,
}: {
  initialEmail: string;
  hasEmail: boolean;
  deferring: boolean;
  onVerifyLater: (email?: string) => Promise<'saved' | Record<string, string> | null>;
  onSaved: () => void;
}) {
  const { identity, ui } = useStores();
  const { formRef, revealed, reveal, focusInvalid } = useFormReveal();
  const [email, setEmail] = useState(initialEmail);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = saving || deferring;
  const typed = email.trim();

  const save = async () => {
    setSaving(true);
    setServerError(null);
    try {
      await flowResult(identity.updateProfile({ email: typed }));
      onSaved();
    } catch (error) {
      const outcome = submitErrorOutcome(error, FIELDS);
      if (outcome.kind === 'fields') {
        setServerError(outcome.errors.email ?? null);
        focusInvalid();
      } else if (outcome.kind === 'toast') ui.showToast(outcome.message, 'error');
      setSaving(false);
    }
  };

  return (
    <div className="container page consent-page">
      <p className="eyebrow">Your email</p>
      <h1>{hasEmail ? 'Change your email address' : 'Add your email address'}</h1>
      <p className="lead">
        We use your email to tell you about your account and your plan, so we'd like to be sure it reaches you. We'll
        send a link to this address to verify it.
      </p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (emailRule(email) !== null) reveal();
          else void save();
        }}
      >
        <TextInput
          type="email"
          label="Email address"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setServerError(null);
          }}
          validate={emailRule}
          forceShowError={revealed}
          error={serverError}
          hint="For example, name@example.com"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
        />
        <div className="button-row">
          <Button type="submit" aria-disabled={busy || undefined}>
            {saving && <Spinner />}
            Send verification link
          </Button>
          <Button
            variant="secondary"
            aria-disabled={busy || undefined}
            onClick={async () => {
              if (busy) return;
              // An address typed here is saved with the deferral when it is valid; an invalid one is pointed out.
              if (typed && emailRule(email) !== null) {
                reveal();
                return;
              }
              const result = await onVerifyLater(typed && typed !== initialEmail ? typed : undefined);
              if (result && result !== 'saved') {
                setServerError(result.email ?? null);
                focusInvalid();
              }
            }}
          >
            {deferring && <Spinner />}
            I'll verify later
          </Button>
          <Button variant="link" onClick={() => void flowResult(identity.signOut('user-initiated'))}>
            Log out
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {saving ? 'Saving your email…' : deferring ? 'Saving…' : ''}
        </p>
      </form>
    </div>
  );
}
