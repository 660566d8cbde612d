// The service worker: caches the whole site on the first visit, so that a
// second visit works with the network gone. `cargo xtask dist` writes the
// release's file list and a version made from the files' contents in place
// of the markers below; a new release therefore has a new cache, and the
// old one is deleted only when the new worker takes over (after every tab of
// the old release has closed), so old JavaScript never meets new wasm.
const VERSION = '__WARRI_VERSION__';
const FILES = __WARRI_FILES__;
// Each wasm module is shipped twice, as [compressed, plain] pairs (see
// wasm-unpack.js): the page fetches the compressed one where the browser has
// `DecompressionStream` and the host serves it, else the plain one. Only the
// one the page will fetch is cached.
const PACKED = __WARRI_PACKED__;
const CACHE = `warri-${VERSION}`;

async function install(cache) {
  const paired = new Set(PACKED.flat());
  await cache.addAll(FILES.filter((f) => !paired.has(f)));
  for (const [packed, plain] of PACKED) {
    if (typeof DecompressionStream === 'function') {
      try {
        await cache.add(packed);
        continue;
      } catch {
        // The host refuses it: the page falls back to the plain one too.
      }
    }
    await cache.add(plain);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then(install));
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
