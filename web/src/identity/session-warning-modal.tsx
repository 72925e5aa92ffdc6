import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { flowResult } from 'mobx';
import { Button } from '../shared/ui/button';
import { Modal } from '../shared/ui/modal';
import { useStores } from '../app/store-context';
import { formatCountdown, warningAnnouncement } from './session-warning';

/**
 * 'Are you still there?' (spec 1 §2 "session-expiring modal", §4 "Session timing"). Opens at half the idle limit
 * with a live countdown. Staying (the button, Esc, the close button or the backdrop) counts as activity and
 * refreshes the session; 'Log out now' signs out as the resident asked.
 */
export const SessionWarningModal = observer(function SessionWarningModal() {
  const { sessionWarning, sessionTimer, identity } = useStores();
  const stayRef = useRef<HTMLButtonElement>(null);
  const logoutAt = sessionWarning.logoutAt;
  const now = useSecondTicks(logoutAt !== null);
  const remaining = logoutAt === null ? 0 : logoutAt - now;
  const stay = () => sessionTimer.stayActive();

  return (
    <Modal
      open={sessionWarning.isOpen}
      onClose={stay}
      title="Are you still there?"
      initialFocusRef={stayRef}
      actions={
        <>
          <button ref={stayRef} type="button" className="btn btn--primary" onClick={stay}>
            Stay logged in
          </button>
          <Button variant="secondary" onClick={() => void flowResult(identity.signOut('user-initiated'))}>
            Log out now
          </Button>
        </>
      }
    >
      <p>
        You have not used the page for a while. To protect your data, we will log you out in{' '}
        <strong className="tabular" role="timer">
          {formatCountdown(remaining)}
        </strong>{' '}
        unless you choose to stay logged in.
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {logoutAt === null ? '' : warningAnnouncement(remaining)}
      </p>
    </Modal>
  );
});

/** The current time, re-read every second while `active` (the countdown), so the component re-renders. */
function useSecondTicks(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}
