/**
 * Session timing in the browser (spec 1 §4 "Session timing", §9 constants), as a plain class driven by `tick()`
 * and `recordActivity()` so tests move time by hand.
 *
 * - Idle for 10 minutes: sign out with reason inactivity-expired. At half that (5 minutes) a warning opens; while it
 *   is open, page events no longer count as activity: only the resident's answer ({@link SessionTimer.stayActive})
 *   does, and it also refreshes the session (see docs/decisions.md "Idle warning").
 * - Activity (mouse, wheel, key, touch) is taken at most once every 5 s (debounce).
 * - Activity inside the block-out window (the last 5 minutes before the token expires) refreshes the session,
 *   at most once every 10 s (throttle). When 2 minutes remain the session refreshes by itself.
 * - A token that has run out (a laptop woken from sleep) signs out with reason access-token-expired.
 * The server enforces the same idle limit on its own (the token expires 10 minutes after the last activity).
 */
export const IDLE_LOGOUT_MS = 10 * 60 * 1000;
export const ACTIVITY_DEBOUNCE_MS = 5 * 1000;
export const REFRESH_THROTTLE_MS = 10 * 1000;
export const BLOCK_OUT_MS = 5 * 60 * 1000;
export const AUTO_REFRESH_REMAINING_MS = 2 * 60 * 1000;

export interface SessionTimerDeps {
  now: () => number;
  /** Refreshes the session; resolves to the new token expiry in seconds. */
  refresh: () => Promise<number>;
  onIdle: () => void;
  onExpired: () => void;
  /** The idle limit (SESSION_IDLE_TIMEOUT_SECONDS in the runtime config); default 10 minutes. */
  idleLogoutMs?: number;
  /** The idle warning opened (`logoutAt`: when the idle sign-out will happen, ms since the epoch) or closed (null). */
  onWarningChange?: (logoutAt: number | null) => void;
}

export class SessionTimer {
  private running = false;
  private lastActivityAt = 0;
  private lastRecordedAt = -Infinity;
  private lastRefreshAt = -Infinity;
  private tokenExpiresAt = 0;
  private refreshing: Promise<void> | null = null;
  private warning = false;

  constructor(private readonly deps: SessionTimerDeps) {}

  get isRunning(): boolean {
    return this.running;
  }

  get isWarning(): boolean {
    return this.warning;
  }

  private get idleLogoutMs(): number {
    return this.deps.idleLogoutMs ?? IDLE_LOGOUT_MS;
  }

  /** Spec 1 §9: the warning shows at 5 of the 10 idle minutes, i.e. at half the idle limit whatever it is set to. */
  get warnAfterMs(): number {
    return this.idleLogoutMs / 2;
  }

  start(tokenExpirySeconds: number): void {
    const now = this.deps.now();
    this.running = true;
    this.lastActivityAt = now;
    this.lastRecordedAt = now;
    this.tokenExpiresAt = now + tokenExpirySeconds * 1000;
  }

  stop(): void {
    this.running = false;
    this.setWarning(false);
  }

  /**
   * A user event happened. Debounced; may refresh the session when inside the block-out window. Ignored while the
   * idle warning is open: a mouse nudged past the dialog must not silently close it or extend the session.
   */
  recordActivity(): void {
    if (!this.running || this.warning) return;
    const now = this.deps.now();
    if (now - this.lastRecordedAt < ACTIVITY_DEBOUNCE_MS) return;
    this.lastRecordedAt = now;
    this.lastActivityAt = now;
    if (this.tokenExpiresAt - now <= BLOCK_OUT_MS) this.refresh(now);
  }

  /**
   * The resident answered the idle warning ('Stay logged in', or closing it): counts as activity whatever the
   * debounce, closes the warning and refreshes the session (no throttle: this is one deliberate click).
   */
  stayActive(): void {
    if (!this.running) return;
    const now = this.deps.now();
    this.lastActivityAt = now;
    this.lastRecordedAt = now;
    this.setWarning(false);
    this.refresh(now, true);
  }

  /** When the idle sign-out happens if nothing else is done (ms since the epoch). */
  logoutAt(): number {
    return this.lastActivityAt + this.idleLogoutMs;
  }

  /** Called about once a second. */
  tick(): void {
    if (!this.running) return;
    const now = this.deps.now();
    if (now - this.lastActivityAt >= this.idleLogoutMs) {
      this.stop();
      this.deps.onIdle();
      return;
    }
    if (now >= this.tokenExpiresAt) {
      this.stop();
      this.deps.onExpired();
      return;
    }
    if (!this.warning && now - this.lastActivityAt >= this.warnAfterMs) this.setWarning(true);
    if (this.tokenExpiresAt - now <= AUTO_REFRESH_REMAINING_MS) this.refresh(now);
  }

  /** Milliseconds since the last recorded activity (for an idle warning). */
  idleFor(): number {
    return this.deps.now() - this.lastActivityAt;
  }

  private setWarning(open: boolean): void {
    if (this.warning === open) return;
    this.warning = open;
    this.deps.onWarningChange?.(open ? this.logoutAt() : null);
  }

  private refresh(now: number, unthrottled = false): void {
    if (this.refreshing || (!unthrottled && now - this.lastRefreshAt < REFRESH_THROTTLE_MS)) return;
    this.lastRefreshAt = now;
    this.refreshing = this.deps
      .refresh()
      .then((seconds) => {
        this.tokenExpiresAt = this.deps.now() + seconds * 1000;
      })
      .catch(() => {
        // The API client has already signed out on 401/440; anything else leaves the timer to expire the session.
      })
      .finally(() => {
        this.refreshing = null;
      });
  }
}

/** Binds the timer to the page: user events feed it, an interval ticks it. Returns the unbinding function. */
export function bindSessionTimer(timer: SessionTimer, target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>): () => void {
  const events = ['mousemove', 'mousedown', 'wheel', 'keydown', 'touchstart', 'scroll'] as const;
  const onActivity = () => timer.recordActivity();
  for (const event of events) target.addEventListener(event, onActivity, { passive: true });
  const interval = target.setInterval(() => timer.tick(), 1000);
  return () => {
    for (const event of events) target.removeEventListener(event, onActivity);
    target.clearInterval(interval);
  };
}
