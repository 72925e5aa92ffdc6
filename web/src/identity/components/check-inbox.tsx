import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useStores } from '../../app/store-context';
import { FALLBACK_SUBMIT_MESSAGE } from '../../shared/forms/server-errors';
import { Button } from '../../shared/ui/button';
import { CheckCircleIcon, MailIcon } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/spinner';
import { VERIFICATION_POLL_MS, formatCountdown, resendState, sendFailureOutcome } from '../email-verification';
import './check-inbox.css';

type Heading = 'h1' | 'h2';

export interface CheckInboxProps {
  /** The address the link goes to. */
  email: string;
  heading: Heading;
  /** Send the email when this state first shows (status UNVERIFIED, or just saved); else only offer 'Resend'. */
  sendOnMount: boolean;
  onChangeEmail: () => void;
  /** 'I'll verify later' shows only where deferring means something (onboarding, the email intercept). */
  onVerifyLater?: () => void;
  verifyLaterBusy?: boolean;
  /** What the 'Email verified' state offers (Continue). */
  verifiedActions: ReactNode;
  /** Move focus to the heading when this state appears (it replaced what had focus). */
  focusOnShow?: boolean;
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : FALLBACK_SUBMIT_MESSAGE;
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * 'Check your inbox' (spec 1 §4 "Email verification"): the address, 'Resend email' (waits 60 s, with a visible
 * countdown; the server's 429 message is a toast after a press of 'Resend', silent on the automatic first send), 'Change email' and 'I'll verify later'. While it shows, the
 * profile is re-read on window focus and every 10 s, so a verification made in another tab turns it into
 * 'Email verified'.
 */
export const CheckInbox = observer(function CheckInbox({
  email,
  heading: H,
  sendOnMount,
  onChangeEmail,
  onVerifyLater,
  verifyLaterBusy,
  verifiedActions,
  focusOnShow,
}: CheckInboxProps) {
  const { identity, ui } = useStores();
  const headingId = useId();
  const countdownId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const verified = identity.user?.emailVerificationStatus === 'VERIFIED';
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const started = useRef(false);
  const { canResend, secondsLeft } = resendState(lastSentAt, now);

  const send = async (initial: boolean) => {
    setSending(true);
    try {
      await flowResult(initial ? identity.sendVerificationEmail() : identity.resendVerificationEmail());
      setSendFailed(false);
      setLastSentAt(Date.now());
      setNow(Date.now());
      if (!initial) ui.showToast(`We've sent a new link to ${email}.`, 'success');
    } catch (error) {
      const outcome = sendFailureOutcome(statusOf(error), initial);
      if (outcome.countdown) {
        // An email went out a moment ago: wait before offering another.
        setLastSentAt(Date.now());
        setNow(Date.now());
      }
      if (outcome.failed) setSendFailed(true);
      if (outcome.toast) ui.showToast(messageOf(error), 'error');
    } finally {
      setSending(false);
    }
  };

  // The first email, once (StrictMode runs effects twice in development; the ref survives that).
  useEffect(() => {
    if (!sendOnMount || started.current || verified) return;
    started.current = true;
    void send(true);
    // Only on mount: a new address remounts this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The visible countdown.
  useEffect(() => {
    if (canResend) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [canResend]);

  // Notice a verification made in another tab.
  useEffect(() => {
    if (verified) return;
    const check = () => void flowResult(identity.refreshUser());
    const id = window.setInterval(check, VERIFICATION_POLL_MS);
    window.addEventListener('focus', check);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('focus', check);
    };
  }, [verified, identity]);

  // Focus follows the change of state (the form that had focus is gone).
  const shownOnce = useRef(false);
  useEffect(() => {
    if (shownOnce.current || focusOnShow) headingRef.current?.focus();
    shownOnce.current = true;
  }, [verified, focusOnShow]);

  if (verified) {
    return (
      <section className="check-inbox check-inbox--verified" aria-labelledby={headingId}>
        <div aria-live="polite">
          <CheckCircleIcon size={40} className="check-inbox__icon check-inbox__icon--success" />
          <H id={headingId} ref={headingRef} tabIndex={-1} className="check-inbox__title">
            Email verified
          </H>
          <p>
            Thank you. <strong className="check-inbox__address">{email}</strong> is verified.
          </p>
        </div>
        {verifiedActions && <div className="button-row">{verifiedActions}</div>}
      </section>
    );
  }

  const title = sendFailed ? "We couldn't send the email" : 'Check your inbox';
  return (
    <section className="check-inbox" aria-labelledby={headingId}>
      <MailIcon size={40} className="check-inbox__icon" />
      <H id={headingId} ref={headingRef} tabIndex={-1} className="check-inbox__title">
        {title}
      </H>
      {sendFailed ? (
        <p>
          We couldn't send a verification link to <strong className="check-inbox__address">{email}</strong>. Please
          try again.
        </p>
      ) : (
        <>
          <p>
            We've sent a verification link to <strong className="check-inbox__address">{email}</strong>. Open the link
            in the email to verify your address; it works for 24 hours.
          </p>
          <p className="check-inbox__hint">Can't find it? Check your spam or junk folder, or resend the email.</p>
        </>
      )}
      <div className="button-row check-inbox__actions">
        <Button
          variant="secondary"
          aria-disabled={!canResend || sending || undefined}
          aria-describedby={canResend ? undefined : countdownId}
          onClick={() => {
            if (canResend && !sending) void send(false);
          }}
        >
          {sending && <Spinner />}
          {sendFailed ? 'Try again' : 'Resend email'}
        </Button>
        <Button variant="secondary" onClick={onChangeEmail}>
          Change email
        </Button>
        {onVerifyLater && (
          <Button
            variant="link"
            aria-disabled={verifyLaterBusy || undefined}
            onClick={() => {
              if (!verifyLaterBusy) onVerifyLater();
            }}
          >
            {verifyLaterBusy && <Spinner />}
            I'll verify later
          </Button>
        )}
      </div>
      {!canResend && (
        <p id={countdownId} className="check-inbox__countdown">
          You can resend the email in <span className="check-inbox__time">{formatCountdown(secondsLeft)}</span>
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {sending ? 'Sending the email…' : verifyLaterBusy ? 'Saving…' : ''}
      </p>
    </section>
  );
});
