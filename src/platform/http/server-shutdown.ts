import type http from 'node:http';
import type { InFlightRequests } from './in-flight-requests.js';

export interface ShutdownTimes {
  /** In-flight requests may finish on their own this long. */
  graceMs: number;
  /** After their statements are cancelled, this long to answer (503) before their connections are closed. */
  cutMs?: number;
}

const within = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/**
 * Stops the HTTP server with a deadline (docs/operations.md "Shutdown"): no new connections; requests in flight get
 * the grace period; then every API request still running has its deadline expired (its statements cancelled, its
 * transaction rolled back, its answer a 503), and after a short cut whatever connection remains is closed. Resolves
 * with how many API requests had to be stopped, or null when everything finished within the grace period.
 */
export async function closeServer(server: http.Server, inFlight: InFlightRequests, times: ShutdownTimes): Promise<number | null> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection whose request finishes during the grace would otherwise idle on for keepAliveTimeout.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  sweep.unref();
  try {
    if (await within(closed, times.graceMs)) return null;
    const stopped = inFlight.size;
    inFlight.expireAll();
    // Their 503s go out, their connections turn idle and the sweep closes them; whatever is left then is cut.
    if (!(await within(closed, times.cutMs ?? 1_000))) {
      server.closeAllConnections();
      await within(closed, 500);
    }
    return stopped;
  } finally {
    clearInterval(sweep);
  }
}
