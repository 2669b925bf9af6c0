// Spindle's service worker (docs/offline.md): keeps the pages, the boards, How to play, the rules and the engine, so
// that with no network (or the server stopped) a reload still opens them and games run on the engine in the
// browser. Network first, so a reachable server or site is always fresh; the kept copy only when it does not answer.
const VERSION = 'dev'; // `spindle site` writes a digest of the site's files here, so a new site replaces the old
const CACHE = `spindle-${VERSION}`;
const WAIT_MS = 4000; // a network that hangs counts as none after this long, for a page that is kept

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const list = await (await fetch('/offline-files.json', { cache: 'no-store' })).json();
    // one by one, so one missing file does not leave everything else out
    await Promise.all(list.map((path) => cache.add(new Request(path, { cache: 'no-cache' })).catch(() => null)));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

/** The kept page for a path: pages with an id or a game in the address are the same file for every one. */
function keptPaths(path) {
  if (path === '/game' || path.startsWith('/game/')) return ['/game/', '/game'];
  const page = path.match(/^\/(analysis|table|rules|howto)\/([^/]+)/);
  if (page) return [`/${page[1]}/${page[2]}/`, `/${page[1]}/${page[2]}`];
  if (/^\/(table|howto)\/?$/.test(path)) return [`${path.replace(/\/$/, '')}/`, path.replace(/\/$/, '')];
  return [path];
}

async function kept(request) {
  const cache = await caches.open(CACHE);
  const exact = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
  if (exact) return exact;
  if (request.mode !== 'navigate') return undefined;
  for (const path of keptPaths(new URL(request.url).pathname)) {
    const page = await cache.match(path);
    if (page) return page;
  }
  return cache.match('/');
}

async function networkFirst(request) {
  const timeout = new Promise((resolve) => { setTimeout(resolve, WAIT_MS, null); });
  // a page is kept once per kind (every game's page is the same file), so the kept copies do not grow with visits
  const key = request.mode === 'navigate' ? keptPaths(new URL(request.url).pathname)[0] : request;
  const network = fetch(request).then(async (response) => {
    if (response.ok && response.type === 'basic') {
      const cache = await caches.open(CACHE);
      await cache.put(key, response.clone()).catch(() => null);
    }
    return response;
  });
  try {
    const first = await Promise.race([network, timeout]);
    if (first) return first;
    return (await kept(request)) || network; // slow, and nothing kept: wait for the network after all
  } catch (e) {
    const copy = await kept(request);
    if (copy) return copy;
    throw e;
  }
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // only this site's own files; the API and its sockets always go to the server
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(networkFirst(event.request));
});
