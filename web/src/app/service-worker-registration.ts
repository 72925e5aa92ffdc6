/**
 * Registers /service-worker.js (spec 1 §7) in production builds, once the site-version check has found the page
 * current (a stale page reloads instead; web/src/app/site-version.ts). Failures are logged only: the app works the
 * same without the worker, just without the offline page and the instant repeat start.
 */
export interface ServiceWorkerHost {
  register: (url: string, options: { scope: string }) => Promise<unknown>;
}

export const SERVICE_WORKER_URL = '/service-worker.js';

export async function registerServiceWorker(host: ServiceWorkerHost | undefined): Promise<boolean> {
  if (!host) return false;
  try {
    await host.register(SERVICE_WORKER_URL, { scope: '/' });
    return true;
  } catch (error) {
    console.warn('Service worker registration failed', error);
    return false;
  }
}
