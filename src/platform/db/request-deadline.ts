import { AsyncLocalStorage } from 'node:async_hooks';

/** Why a request's time ran out: its own deadline, or the process stopping (docs/operations.md "Time limits"). */
export type ExpiredBy = 'deadline' | 'shutdown';

/** A request whose deadline has passed: raised instead of running its next statement or waiting any longer. */
export class DeadlinePassed extends Error {
  constructor(readonly expiredBy: ExpiredBy) {
    super(expiredBy === 'shutdown' ? 'request stopped: the process is shutting down' : 'request deadline passed');
    this.name = 'DeadlinePassed';
  }
}

/**
 * The time one request may take. When it passes (its timer, or `expire('shutdown')`), the listeners run once: the
 * database guard cancels the statements the request is running, the write gate drops it from its queue. It also
 * notes whether the request already changed data (a COMMIT or a statement outside a transaction went through), so
 * the answer can tell the resident whether anything was saved.
 */
export class RequestDeadline {
  private expiredReason: ExpiredBy | null = null;
  private timer: NodeJS.Timeout | undefined;
  private listeners: Array<(by: ExpiredBy) => void> = [];
  /** True once a commit or a statement outside a transaction went through: something may have been saved. */
  changedData = false;

  constructor(ms: number) {
    this.timer = setTimeout(() => this.expire('deadline'), ms);
    this.timer.unref();
  }

  get expiredBy(): ExpiredBy | null {
    return this.expiredReason;
  }

  get expired(): boolean {
    return this.expiredReason !== null;
  }

  /** The error of an expired deadline. */
  error(): DeadlinePassed {
    return new DeadlinePassed(this.expiredReason ?? 'deadline');
  }

  /** Runs `listener` once when the deadline passes (at once if it has). Returns a function that removes it. */
  onExpire(listener: (by: ExpiredBy) => void): () => void {
    if (this.expiredReason) {
      listener(this.expiredReason);
      return () => undefined;
    }
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** Ends the request's time now; later calls change nothing. */
  expire(by: ExpiredBy): void {
    if (this.expiredReason) return;
    this.expiredReason = by;
    this.dispose();
    const listeners = this.listeners;
    this.listeners = [];
    for (const listener of listeners) listener(by);
  }

  /** The request is over: no timer keeps running for it. */
  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

const scope = new AsyncLocalStorage<RequestDeadline>();

/** The deadline of the request this code runs for, if any (none for start-up work, schedules, scripts). */
export const currentDeadline = (): RequestDeadline | undefined => scope.getStore();

/** Runs `work` under `deadline`: every statement it issues through a guarded Sequelize is held to it. */
export const withinDeadline = <T>(deadline: RequestDeadline, work: () => Promise<T>): Promise<T> => scope.run(deadline, work);
