/**
 * App-wide UI state: toasts and the one global modal shown after a sign-out (spec 1 §2 "Modals and fallback").
 */
import { makeAutoObservable } from 'mobx';

export type ToastVariant = 'default' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  /** true during the exit transition, before the toast is removed. */
  leaving: boolean;
}

/** Spec 1 §9: toasts auto-dismiss after 3500 ms with a 220 ms transition. */
export const TOAST_AUTO_DISMISS_MS = 3500;
export const TOAST_TRANSITION_MS = 220;

export type GlobalModal = 'duplicate-session';

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class UiStore {
  toasts: Toast[] = [];
  globalModal: GlobalModal | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, unknown>();

  constructor(private readonly timers: Timers = browserTimers) {
    makeAutoObservable<UiStore, 'pending' | 'timers' | 'nextId'>(this, { pending: false, timers: false, nextId: false });
  }

  /**
   * Shows a toast. Error toasts stay until dismissed (spec 1 §8) so nobody misses them; the others leave after
   * 3.5 s.
   */
  showToast(message: string, variant: ToastVariant = 'default'): number {
    const id = this.nextId++;
    this.toasts.push({ id, message, variant, leaving: false });
    if (variant !== 'error') {
      this.pending.set(id, this.timers.setTimeout(() => this.dismissToast(id), TOAST_AUTO_DISMISS_MS));
    }
    return id;
  }

  dismissToast(id: number): void {
    const toast = this.toasts.find((t) => t.id === id);
    if (!toast || toast.leaving) return;
    this.clearTimer(id);
    toast.leaving = true;
    this.pending.set(id, this.timers.setTimeout(() => this.removeToast(id), TOAST_TRANSITION_MS));
  }

  removeToast(id: number): void {
    this.clearTimer(id);
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  openGlobalModal(modal: GlobalModal): void {
    this.globalModal = modal;
  }

  closeGlobalModal(): void {
    this.globalModal = null;
  }

  private clearTimer(id: number): void {
    const handle = this.pending.get(id);
    if (handle !== undefined) this.timers.clearTimeout(handle);
    this.pending.delete(id);
  }
}
