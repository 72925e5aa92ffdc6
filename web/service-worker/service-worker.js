/* global self, caches, fetch, URL, Response */
/**
 * The service worker at /service-worker.js (spec 1 §7; docs/decisions.md "Spec gaps closed"). Built by the
 * `serviceWorker` plugin of web/vite.config.ts, which fills in the build's version and its start-up files.
 *
 * - Hashed files under /assets/ never change: cache-first, so a repeat visit starts without the network.
 * - Page navigations go to the network first (index.html carries the runtime config and a new release); without
 *   a network they get the cached "You are offline" page.
 * - /api/ answers, /meta.json (the version check) and anything else that may be personal are never cached or
 *   answered from a cache: the worker lets them through untouched.
 * - A new build has a new version, so new cache names: the old caches go when the new worker activates. The
 *   site-version check (web/src/app/site-version.ts) unregisters the worker and empties the caches on a new
 *   version and reloads, as it always did; the reload registers the new worker.
 */
const VERSION = __SW_VERSION__;
const PRECACHE = __SW_PRECACHE__;
const OFFLINE_PAGE = '/offline.html';
const CACHE = `mymoneyplan-shell-${VERSION}`;

/** Paths that are never cached nor answered from a cache: the API and everything the server works out per call. */
const NEVER_CACHED = /^\/(api|meta\.json|\.well-known|dev|sp-callback|my-info-data-callback)(\/|$)/i;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_PAGE, '/offline.css', '/favicon.svg', ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('mymoneyplan-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE).then((page) => page || Response.error())));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok && response.type === 'basic') {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }
  // The offline page's own files (its style sheet, the icon): the network, else the copy kept for the offline page.
  event.respondWith(fetch(request).catch(() => caches.match(request).then((kept) => kept || Response.error())));
});
