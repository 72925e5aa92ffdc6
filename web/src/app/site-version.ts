/**
 * Site version check (spec 1 §4): when the server runs a newer build than the page, drop service workers and
 * caches and reload once. A per-version marker in session storage stops a reload loop when the two can never
 * agree (say, a server that reports a version no build carries).
 */
export interface SiteVersionDeps {
  builtVersion: string;
  fetchServerVersion: () => Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  clearCaches: () => Promise<void>;
}

const RELOADED_FOR = 'site-version-reloaded-for';

/** Resolves to true when a reload was started. Failures are logged only (spec 1 §8). */
export async function checkSiteVersion(deps: SiteVersionDeps): Promise<boolean> {
  try {
    const serverVersion = await deps.fetchServerVersion();
    if (!serverVersion || serverVersion === deps.builtVersion) return false;
    if (deps.storage.getItem(RELOADED_FOR) === serverVersion) return false;
    deps.storage.setItem(RELOADED_FOR, serverVersion);
    await deps.clearCaches();
    deps.reload();
    return true;
  } catch (error) {
    console.warn('Site version check failed', error);
    return false;
  }
}

/** Unregisters service workers and empties Cache Storage, where the browser supports them. */
export async function clearBrowserCaches(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations?.()) ?? [];
  await Promise.all(registrations.map((r) => r.unregister()));
  if ('caches' in window) {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
}
