import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useDeferredValue, useLayoutEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { logoutScreenFor } from '../identity/logout-reasons';
import { Modal } from '../shared/ui/modal';
import { ToastList } from '../shared/ui/toast';
import { Masthead } from './layout/masthead';
import { MAIN_CONTENT_ID, RouteChangeEffects } from './layout/route-change-effects';
import { PageAnalytics } from './analytics/page-analytics';
import { HydrationFailure } from './hydration-failure';
import { useStores } from './store-context';

/**
 * 'Are you still there?' is only ever shown to a signed-in resident after minutes idle: its code is fetched once
 * they are signed in (after the first paint), not with every first page (bench/bundle-size.ts).
 */
const SessionWarningModal = lazy(async () => ({ default: (await import('../identity/session-warning-modal')).SessionWarningModal }));

/**
 * What every page shares: the masthead first, the skip link, toasts and the global modal. Until start-up has
 * decided whether a session exists the page stays blank (spec 1 §4), so nobody sees the wrong navigation flash.
 */
export const RootShell = observer(function RootShell() {
  const { identity, config } = useStores();
  const location = useLocation();
  // Leaving the blank shell renders the whole page: deferred, React does it in slices rather than in the task that
  // brought the session's answer (docs/decisions.md "Rendering in slices").
  const starting = useDeferredValue(identity.status === 'unknown');
  // After each route change has rendered (before paint): lets a sign-out end once its outcome page is showing.
  useLayoutEffect(() => identity.onLocationChange(location.pathname), [identity, location.key, location.pathname]);
  return (
    <>
      <Masthead govDeployment={config.govDeployment} productName={config.productName} />
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="skip-link"
        onClick={(event) => {
          // Focus the target ourselves: a hash change would also reach the router as a navigation.
          event.preventDefault();
          const main = document.getElementById(MAIN_CONTENT_ID);
          main?.focus();
          main?.scrollIntoView();
        }}
      >
        Skip to main content
      </a>
      <RouteChangeEffects />
      <PageAnalytics />
      {identity.hydrationFailure ? (
        <HydrationFailure />
      ) : starting ? (
        <div className="blank-shell" aria-busy="true" />
      ) : (
        <Outlet />
      )}
      <ToastHost />
      <GlobalModals />
      {identity.isSignedIn && (
        <Suspense fallback={null}>
          <SessionWarningModal />
        </Suspense>
      )}
    </>
  );
});

const ToastHost = observer(function ToastHost() {
  const { ui } = useStores();
  // Copies, so this observer reads every toast and its fields: a push or a `leaving` flag re-renders the list
  // (ToastList is a plain component and would not be tracked).
  const toasts = ui.toasts.map((toast) => ({ ...toast }));
  return <ToastList toasts={toasts} onDismiss={(id) => ui.dismissToast(id)} />;
});

/** The modal shown after a sign-out that has no page of its own: a duplicate session (spec 1 §4). */
const GlobalModals = observer(function GlobalModals() {
  const { ui } = useStores();
  const close = () => ui.closeGlobalModal();
  const screen = logoutScreenFor('duplicate-session');
  return (
    <Modal
      open={ui.globalModal === 'duplicate-session'}
      onClose={close}
      title={screen.title}
      actions={
        <Link to="/login" className="btn btn--primary" onClick={close}>
          Log in again with Singpass
        </Link>
      }
    >
      <p>{screen.body}</p>
    </Modal>
  );
});
