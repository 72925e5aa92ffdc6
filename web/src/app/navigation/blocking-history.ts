import { NavigationType, type Location, type To, type unstable_HistoryRouter } from 'react-router-dom';

/** React Router's history interface (what its `<Router>` navigates with), which the package does not export by name. */
export type History = Parameters<typeof unstable_HistoryRouter>[0]['history'];
type Listener = Parameters<History['listen']>[0];
type Update = Parameters<Listener>[0];

/** Asked before each navigation while a page holds a blocker: true holds the navigation until it is answered. */
export type ShouldBlock = (attempt: { currentLocation: Location; nextLocation: Location; action: NavigationType }) => boolean;

/**
 * The browser history the app's router runs on, able to hold a navigation until the resident answers a question
 * (spec 1 §4 "Leaving a page"). React Router offers this only in its data router, whose weight the first page cannot
 * carry (docs/decisions.md "Declarative router"); this is the same behaviour on the declarative one:
 * - a link, `navigate()` or the store's own navigation asks {@link ShouldBlock} before it touches the history;
 * - the browser's Back and Forward have already moved when the app hears of them, so a held one is moved back at once
 *   (by its `delta`, which the inner history reads from the entry's index) and replayed if the resident leaves.
 * One blocker at a time, like React Router's: the page with unsaved changes.
 */
export class BlockingHistory implements History {
  private readonly listeners = new Set<Listener>();
  private readonly heldListeners = new Set<() => void>();
  private shouldBlock: ShouldBlock | null = null;
  private held: (() => void) | null = null;
  /** The location the router was last told of (the browser's may already be elsewhere during a Back). */
  private current: Location;
  /** The Back or Forward we make ourselves to undo a held one: not a navigation the router should hear of. */
  private undoingPop = false;
  /** A held Back or Forward being replayed: it was already asked. */
  private replayingPop = false;

  constructor(private readonly inner: History) {
    this.current = inner.location;
    inner.listen((update) => this.onInnerUpdate(update));
  }

  get action(): NavigationType {
    return this.inner.action;
  }

  get location(): Location {
    return this.inner.location;
  }

  // Arrow functions, like React Router's own histories: its navigate() calls push and replace unbound.
  createHref = (to: To): string => {
    return this.inner.createHref(to);
  };

  createURL = (to: To): URL => {
    return this.inner.createURL(to);
  };

  encodeLocation = (to: To) => {
    return this.inner.encodeLocation(to);
  };

  push = (to: To, state?: unknown): void => {
    this.navigate(to, state, NavigationType.Push, () => this.inner.push(to, state));
  };

  replace = (to: To, state?: unknown): void => {
    this.navigate(to, state, NavigationType.Replace, () => this.inner.replace(to, state));
  };

  go = (delta: number): void => {
    this.inner.go(delta);
  };

  listen = (listener: Listener): () => void => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Sets the page's blocker; the returned function removes it (and lets go of a navigation it holds). */
  block(shouldBlock: ShouldBlock): () => void {
    this.shouldBlock = shouldBlock;
    return () => {
      if (this.shouldBlock !== shouldBlock) return;
      this.shouldBlock = null;
      this.setHeld(null);
    };
  }

  /** Whether a navigation waits for an answer. */
  get isHolding(): boolean {
    return this.held !== null;
  }

  /** Calls back whenever a navigation starts or stops waiting (for React's useSyncExternalStore). */
  subscribeHeld = (onChange: () => void): (() => void) => {
    this.heldListeners.add(onChange);
    return () => void this.heldListeners.delete(onChange);
  };

  /** The resident chose to leave: the held navigation goes ahead, without asking again. */
  proceed(): void {
    const held = this.held;
    this.setHeld(null);
    held?.();
  }

  /** The resident chose to stay: the held navigation is dropped. */
  reset(): void {
    this.setHeld(null);
  }

  private navigate(to: To, state: unknown, action: NavigationType, go: () => void): void {
    const url = this.inner.createURL(to);
    const nextLocation: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state, key: '' };
    if (this.asks(nextLocation, action)) this.setHeld(go);
    else go();
  }

  private onInnerUpdate(update: Update): void {
    if (update.action === NavigationType.Pop) {
      if (this.undoingPop) {
        this.undoingPop = false;
        return;
      }
      const replaying = this.replayingPop;
      this.replayingPop = false;
      // Without a delta (an entry this app did not make) the move cannot be undone: it goes ahead, as in React Router.
      const delta = update.delta;
      if (!replaying && delta !== null && delta !== 0 && this.asks(update.location, update.action)) {
        this.undoingPop = true;
        this.inner.go(-delta);
        this.setHeld(() => {
          this.replayingPop = true;
          this.inner.go(delta);
        });
        return;
      }
    }
    this.current = update.location;
    // The page moved on by another way (a sign-out, say): a question about leaving it is moot.
    this.setHeld(null);
    for (const listener of [...this.listeners]) listener(update);
  }

  private asks(nextLocation: Location, action: NavigationType): boolean {
    return this.shouldBlock?.({ currentLocation: this.current, nextLocation, action }) ?? false;
  }

  private setHeld(held: (() => void) | null): void {
    if (held === null && this.held === null) return;
    this.held = held;
    for (const onChange of [...this.heldListeners]) onChange();
  }
}
