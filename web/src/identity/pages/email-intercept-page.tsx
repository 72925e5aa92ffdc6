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
import { Button } from '../../shared/ui/button';
import { TextInput } from '../../shared/ui/fields';
import { MailIcon } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/spinner';
import './consent.css';

const FIELDS = ['email'] as const;

/**
 * /email-intercept-login (spec 1 §4): the email step of the dashboard's gate. Verification by email is not built
 * yet (next slice), so this page is honest about it: it shows the address we have, or lets the resident add one,
 * and 'Verify later' defers verification (PATCH { deferEmailVerification: true }) before going on.
 */
export const EmailInterceptPage = observer(function EmailInterceptPage() {
  usePageTitle('Verify your email');
  const { identity, ui } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const next = continuePath(location.state, '/dashboard');
  const { formRef, revealed, reveal, focusInvalid } = useFormReveal();
  const initial = useRef(identity.user);
  const [email, setEmail] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const user = initial.current;
  if (!user || user.emailVerificationStatus === 'VERIFIED' || user.deferEmailVerification) {
    return <Navigate to={next} replace />;
  }
  const hasEmail = Boolean(user.email);
  const typed = email.trim();

  const verifyLater = async () => {
    setBusy(true);
    setServerError(null);
    try {
      await flowResult(identity.updateProfile({ deferEmailVerification: true, ...(typed ? { email: typed } : {}) }));
      navigate(next, { replace: true });
    } catch (error) {
      const outcome = submitErrorOutcome(error, FIELDS);
      if (outcome.kind === 'fields') {
        setServerError(outcome.errors.email ?? null);
        focusInvalid();
      } else if (outcome.kind === 'toast') ui.showToast(outcome.message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container page consent-page">
      <p className="eyebrow">Your email</p>
      <h1>{hasEmail ? 'Verify your email address' : 'Add your email address'}</h1>
      <p className="lead">
        We use your email to tell you about your account and your plan, so we'd like to be sure it reaches you.
      </p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (emailRule(email) !== null) reveal();
          else void verifyLater();
        }}
      >
        {hasEmail ? (
          <div className="email-on-file">
            <MailIcon size={24} />
            <div>
              <p className="email-on-file__label">The email address we have for you</p>
              <p className="email-on-file__address">{user.email}</p>
            </div>
          </div>
        ) : (
          <TextInput
            type="email"
            label="Email address"
            optional
            value={email}
            onChange={(value) => {
              setEmail(value);
              setServerError(null);
            }}
            validate={emailRule}
            forceShowError={revealed}
            error={serverError}
            hint="For example, name@example.com. You can also add it later in your profile."
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="none"
          />
        )}
        <div className="form-note">
          <MailIcon size={20} />
          <p>
            Verifying your email with a link we send you is coming soon. Until then, choose 'Verify later' to carry on.
          </p>
        </div>
        <div className="button-row">
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy && <Spinner />}
            Verify later
          </Button>
          <Button variant="secondary" onClick={() => void flowResult(identity.signOut('user-initiated'))}>
            Log out
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {busy ? 'Saving…' : ''}
        </p>
      </form>
    </div>
  );
});
