// The service worker (served at /sw.js, scope /), written into the build by
// build/service-worker.ts, which fills in VERSION and SHELL. It keeps the app shell (index.html,
// the built assets, the icons and the manifest) so the app opens offline; it never answers
// for the API: GraphQL, /api/*, files and images, SSE and WebSockets, and any request that is
// not a GET (the share target's POST /share) always go to the network (docs/web.md,
// "Installable app").
const VERSION = '__VERSION__';
const SHELL = __SHELL__;
const CACHE = `swipestack-shell-${VERSION}`;

/** Paths that are the server's answers, never the shell's: not even looked up in the cache. */
const NETWORK_ONLY =
  /^\/(?:graphql|api|files|_next|og|monitoring|healthz|readyz|sitemap\.xml|robots\.txt)(?:\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

// A new build's worker drops every older build's cache.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('swipestack-shell-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NETWORK_ONLY.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // Online, the server's page (with its own head); offline, the shell's index.html (kept as
    // the server answers `/`: /index.html itself is no page of the app, answered 404), whose
    // router draws the page.
    event.respondWith(fetch(request).catch(() => caches.match('/', { cacheName: CACHE })));
    return;
  }
  event.respondWith(
    caches.match(url.pathname, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)),
  );
});
