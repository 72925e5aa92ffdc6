import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Modal } from '../../shared/ui/modal';
import { useNavigationBlocker, type HeldNavigation } from '../navigation/app-router';
import { useStores } from '../store-context';
import { LEAVE_PAGE_TEXT, shouldConfirmLeaving, shouldWarnBeforeUnload } from './leave-page-rules';

export interface LeavePageWarning {
  /** Render it anywhere on the page: the 'Leave this page without saving changes?' dialog, shown while a navigation waits for an answer. */
  modal: ReactNode;
  /** Call right before the page moves on by itself (after a successful save), so that navigation is not held. */
  allowLeaving: () => void;
}

/**
 * Asks before leaving a page whose form has unsaved changes (spec 1 §4 "Leaving a page"): in-app navigation waits
 * on a 'Leave this page without saving changes?' dialog (Cancel / Leave); closing or reloading the tab gets the browser's own prompt. A
 * no-op when LEAVE_PAGE_WARNING is off, and never in the way of a sign-out.
 */
export function useLeavePageWarning(dirty: boolean): LeavePageWarning {
  const { config, identity } = useStores();
  const enabled = config.leavePageWarning;
  const allowedRef = useRef(false);
  // Read at navigation time, so a save that navigates in the same tick is judged on the latest answer.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const blocker = useNavigationBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        shouldConfirmLeaving({
          enabled,
          dirty: dirtyRef.current,
          allowed: allowedRef.current,
          signingOut: identity.pendingSignOutPath !== null || !identity.isSignedIn,
          currentPath: currentLocation.pathname,
          nextPath: nextLocation.pathname,
        }),
      [enabled, identity],
    ),
  );

  useEffect(() => {
    if (!shouldWarnBeforeUnload({ enabled, dirty, allowed: false })) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowedRef.current) return;
      // Both, for every browser: the standard call and the legacy return value.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [enabled, dirty]);

  // A sign-out that starts while the question is open wins: let the held navigation go.
  useEffect(() => {
    if (blocker.state === 'blocked' && (identity.pendingSignOutPath !== null || !identity.isSignedIn)) blocker.proceed();
  });

  return {
    modal: <LeavePageModal blocker={blocker} />,
    allowLeaving: () => {
      allowedRef.current = true;
    },
  };
}

/** The question itself. Esc, the close button and the backdrop mean Stay: nothing is lost by staying. */
function LeavePageModal({ blocker }: { blocker: HeldNavigation }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  return (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={stay}
      title={LEAVE_PAGE_TEXT.title}
      initialFocusRef={stayRef}
      actions={
        <>
          <button ref={stayRef} type="button" className="btn btn--primary" onClick={stay}>
            {LEAVE_PAGE_TEXT.stay}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            {LEAVE_PAGE_TEXT.leave}
          </button>
        </>
      }
    >
      <p>{LEAVE_PAGE_TEXT.body}</p>
    </Modal>
  );
}
