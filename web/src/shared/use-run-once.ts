import { useEffect, useRef } from 'react';

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Starts `start()` once per `key` and reports its outcome while the component is mounted. React's StrictMode
 * runs effects twice in development; a sign-in code can only be exchanged once, so the second run re-subscribes
 * to the same promise instead of calling again.
 */
export function useRunOnce<T>(key: string | number, start: () => Promise<T>, onSettled: (result: Settled<T>) => void): void {
  const current = useRef<{ key: string | number; promise: Promise<Settled<T>> } | null>(null);
  const latestOnSettled = useRef(onSettled);
  latestOnSettled.current = onSettled;

  useEffect(() => {
    if (current.current?.key !== key) {
      current.current = {
        key,
        promise: start().then(
          (value): Settled<T> => ({ ok: true, value }),
          (error: unknown): Settled<T> => ({ ok: false, error }),
        ),
      };
    }
    let alive = true;
    void current.current.promise.then((result) => {
      if (alive) latestOnSettled.current(result);
    });
    return () => {
      alive = false;
    };
    // `start` is deliberately not a dependency: only a new key starts a new run.
  }, [key]);
}
