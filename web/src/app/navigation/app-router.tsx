import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Router } from 'react-router-dom';
import type { BlockingHistory, ShouldBlock } from './blocking-history';

const HistoryContext = createContext<BlockingHistory | null>(null);

/**
 * React Router's declarative router on the app's {@link BlockingHistory} (docs/decisions.md "Declarative router"):
 * what its BrowserRouter does, with a history that can hold a navigation. Route changes render as transitions, as
 * they did under the data router (the identity store relies on MobX's updates landing first).
 */
export function AppRouter({ history, children }: { history: BlockingHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const onUpdate = useCallback(
    (update: Pick<typeof state, 'action' | 'location'>) =>
      startTransition(() => setState({ action: update.action, location: update.location })),
    [],
  );
  useLayoutEffect(() => history.listen(onUpdate), [history, onUpdate]);
  return (
    <HistoryContext.Provider value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </HistoryContext.Provider>
  );
}

/** A navigation the page holds until the resident answers (React Router's Blocker, as far as the app uses it). */
export interface HeldNavigation {
  state: 'blocked' | 'unblocked';
  proceed: () => void;
  reset: () => void;
}

const NEVER_HELD = () => false;
const NO_SUBSCRIPTION = () => () => undefined;

/**
 * Holds in-app navigations (links, `navigate()`, Back and Forward) for which `shouldBlock` says yes, while the
 * calling component is mounted. Without an {@link AppRouter} above (the build's prerender) nothing is ever held.
 * Pass a stable `shouldBlock` (useCallback): a new one replaces the old.
 */
export function useNavigationBlocker(shouldBlock: ShouldBlock): HeldNavigation {
  const history = useContext(HistoryContext);
  useEffect(() => history?.block(shouldBlock), [history, shouldBlock]);
  const held = useSyncExternalStore(
    history?.subscribeHeld ?? NO_SUBSCRIPTION,
    () => history?.isHolding ?? false,
    NEVER_HELD,
  );
  return {
    state: held ? 'blocked' : 'unblocked',
    proceed: () => history?.proceed(),
    reset: () => history?.reset(),
  };
}
