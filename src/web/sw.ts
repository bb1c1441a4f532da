/**
 * The service worker (sw.js): the built pages and their files, precached on install, served from
 * the cache first, so the home page, the players and the study page work with no network after the
 * first visit. The build (tools/build-app.mjs) writes the file list and a hash of their contents
 * into this script; a new build is a new script, so the browser installs it, it fills a cache of
 * its own and, once active, deletes the caches of older builds. Responses are cached whole, headers
 * included: pages keep their Content-Security-Policy offline.
 */
declare const MODE12H_PRECACHE: { version: string; files: string[] };

// The worker's own types, as far as used (the project's lib is the DOM's, which lacks them).
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(r: Promise<Response>): void;
}
interface WorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
}

const sw = self as unknown as WorkerScope;
const PREFIX = 'mode12h-';
const CACHE = `${PREFIX}${MODE12H_PRECACHE.version}`;

sw.addEventListener('install', (e) => {
  // Fetched past the HTTP cache: a stale copy must not land in a new build's cache.
  e.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll(MODE12H_PRECACHE.files.map((f) => new Request(f, { cache: 'reload' }))))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== 'GET' || url.origin !== location.origin) return;
  e.respondWith(cached(e.request, url));
});

/** The precached file for `url` (its query ignored: `index.html?rom=tetris` is index.html), else the network. */
async function cached(request: Request, url: URL): Promise<Response> {
  const scope = new URL(sw.registration.scope);
  const path = url.pathname === scope.pathname ? `${scope.pathname}index.html` : url.pathname;
  const hit = await caches.match(path, { cacheName: CACHE, ignoreSearch: true });
  return hit ?? fetch(request);
}
