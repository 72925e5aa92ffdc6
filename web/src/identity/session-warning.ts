/**
 * The idle warning of spec 1 §4 ("a warning modal shows at 5 minutes; it can be dismissed"): its observable state
 * and the words it shows. Pure apart from MobX, so the texts are unit-tested.
 */
import { makeAutoObservable } from 'mobx';

export class SessionWarningState {
  /** When the idle sign-out happens (ms since the epoch) while the warning is open; null when it is closed. */
  logoutAt: number | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get isOpen(): boolean {
    return this.logoutAt !== null;
  }

  /** The session timer's `onWarningChange`. */
  set(logoutAt: number | null): void {
    this.logoutAt = logoutAt;
  }
}

/** The visible countdown, 'm:ss' (never negative): changes every second. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What screen readers hear. It changes only when the whole minutes left change, so a polite live region speaks
 * at most once a minute, not every second: 'within 5 minutes' from 5:00 down to 4:01, ..., 'within a minute' for
 * the last one.
 */
export function warningAnnouncement(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return minutes === 1
    ? 'You will be logged out within a minute unless you choose to stay logged in.'
    : `You will be logged out within ${minutes} minutes unless you choose to stay logged in.`;
}
