/** The gate refused to queue one more: `maxWaiting` already wait for the same key. */
export class GateQueueFull extends Error {
  constructor() {
    super('too many waiting for the same key');
    this.name = 'GateQueueFull';
  }
}

interface Waiter {
  admit(): void;
}

interface Lane {
  waiting: Waiter[];
}

/**
 * One at a time per key, in arrival order, with at most `maxWaiting` waiting behind the one running. In memory, for
 * one process (docs/operations.md "Time limits", the write gate). Pure: no timers, no I/O; a waiter leaves the queue
 * when the `cancelled` callback it registers fires (the request's deadline).
 */
export class KeyedGate {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly maxWaiting: number) {}

  /**
   * Resolves with `release` once it is `key`'s turn; `release` lets the next one in (calling it twice does nothing).
   * Rejects at once with {@link GateQueueFull} when `maxWaiting` already wait, and with the reason given to the
   * `cancelled` callback when that fires before the turn comes.
   */
  enter(key: string, cancelled?: (cancel: (reason: Error) => void) => () => void): Promise<() => void> {
    const lane = this.lanes.get(key);
    if (!lane) {
      this.lanes.set(key, { waiting: [] });
      return Promise.resolve(this.releaser(key));
    }
    if (lane.waiting.length >= this.maxWaiting) return Promise.reject(new GateQueueFull());
    return new Promise((resolve, reject) => {
      let stopListening = (): void => undefined;
      const waiter: Waiter = {
        admit: () => {
          stopListening();
          resolve(this.releaser(key));
        },
      };
      lane.waiting.push(waiter);
      if (cancelled) {
        stopListening = cancelled((reason) => {
          const at = lane.waiting.indexOf(waiter);
          if (at < 0) return;
          lane.waiting.splice(at, 1);
          reject(reason);
        });
      }
    });
  }

  /** How many wait for `key` behind the one running (0 when none runs). */
  waitingFor(key: string): number {
    return this.lanes.get(key)?.waiting.length ?? 0;
  }

  /** Keys with something running: the gate forgets a key once its last one is done. */
  get busyKeys(): number {
    return this.lanes.size;
  }

  private releaser(key: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const lane = this.lanes.get(key)!;
      const next = lane.waiting.shift();
      if (next) next.admit();
      else this.lanes.delete(key);
    };
  }
}
