/**
 * Calls that show nothing on the first paint (the bell's count, the session timer's seconds, the site-version check)
 * wait until the page has painted: until then the phone's connection and main thread go to what the resident sees
 * first (docs/decisions.md "Page files in the document's head"). A page that never paints (hidden in a background tab,
 * a browser without paint timing) lets them go after `fallbackMs`.
 */

/** The part of a window this needs: paint timing, and a timer for the fallback. */
export interface PaintClock {
  performance: Pick<Performance, 'getEntriesByName'>;
  PerformanceObserver?: typeof PerformanceObserver;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
}

export const FIRST_PAINT_FALLBACK_MS = 3_000;
const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** Resolves once the page has had its first contentful paint, in a task after it (an observer's callback). */
export function afterFirstContentfulPaint(clock: PaintClock = window, fallbackMs = FIRST_PAINT_FALLBACK_MS): Promise<void> {
  return new Promise((resolve) => {
    if (clock.performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) {
      resolve();
      return;
    }
    let observer: PerformanceObserver | null = null;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      observer?.disconnect();
      clock.clearTimeout(timer as never);
      resolve();
    };
    const timer = clock.setTimeout(settle, fallbackMs);
    try {
      if (!clock.PerformanceObserver) return;
      observer = new clock.PerformanceObserver((entries) => {
        if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) settle();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the fallback lets the calls go.
    }
  });
}
