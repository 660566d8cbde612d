// The service worker: caches the whole site on the first visit, so that a
// second visit works with the network gone. `cargo xtask dist` writes the
// release's file list and a version made from the files' contents in place
// of the two markers below; a new release therefore has a new cache, and the
// old one is deleted only when the new worker takes over (after every tab of
// the old release has closed), so old JavaScript never meets new wasm.
const VERSION = '__WARRI_VERSION__';
const FILES = __WARRI_FILES__;
const CACHE = `warri-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((k) => k.startsWith('warri-') && k !== CACHE).map((k) => caches.delete(k))),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // A page's query (?variant=…) does not change the file.
      const navigate = request.mode === 'navigate';
      const hit = await cache.match(request, { ignoreSearch: navigate });
      if (hit) return hit;
      try {
        return await fetch(request);
      } catch (offline) {
        const page = navigate && (await cache.match(new URL('./', self.registration.scope).href));
        if (page) return page;
        throw offline;
      }
    }),
  );
});
