// Fetches a wasm module that `cargo xtask dist` shipped gzip-compressed
// (`NAME_bg.wasm-gz.bin`, about 40 % of the plain `NAME_bg.wasm`) and
// decompresses it in the browser while it downloads, so that a host that
// compresses nothing (`python3 -m http.server`, nginx's defaults) sends as
// few bytes as one that does. The name ends in `.bin` and has no `.gz`
// extension, so hosts label it application/octet-stream and none adds a
// `Content-Encoding: gzip` of its own; should one do so anyway, the browser
// hands over the plain module, which is recognised by its first bytes and
// used as it is.
//
// Falls back to the plain `.wasm` where the browser has no
// `DecompressionStream` or the compressed file cannot be fetched (missing,
// refused by the host).
//
// One file for both kinds of script: `cargo xtask dist` inlines it into the
// page's start script, and the computer-opponent worker loads it with
// `importScripts` (web/worker-loader.js). It defines one global,
// `warriWasm(packed, plain)`, which resolves to a `Response` for
// wasm-bindgen's init (`module_or_path`).
self.warriWasm = (packed, plain) => {
  if (typeof DecompressionStream !== 'function' || typeof ReadableStream !== 'function') return fetch(plain);
  const unpack = async (body) => {
    // The first two bytes say whether it is still gzip (1f 8b) or already
    // a wasm module (00 61 73 6d).
    const reader = body.getReader();
    let head = new Uint8Array(0);
    while (head.length < 2) {
      const { done, value } = await reader.read();
      if (done) break;
      const joined = new Uint8Array(head.length + value.length);
      joined.set(head);
      joined.set(value, head.length);
      head = joined;
    }
    // The module comes on in slices of at most SLICE bytes, each in a task
    // of its own: decompressing and compiling it then never blocks the page
    // for long, even where the whole file arrives at once (a fast network,
    // the service worker's cache).
    const SLICE = 16384;
    const nextTask = () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    let pending = head;
    const stream = new ReadableStream({
      async pull(c) {
        if (!pending.length) {
          const { done, value } = await reader.read();
          if (done) return c.close();
          pending = value;
        }
        await nextTask();
        c.enqueue(pending.subarray(0, SLICE));
        pending = pending.subarray(SLICE);
      },
      cancel: (why) => reader.cancel(why),
    }, { highWaterMark: 0 });
    const gzip = head[0] === 0x1f && head[1] === 0x8b;
    // A Response of its own, labelled as wasm, so that
    // `WebAssembly.instantiateStreaming` compiles while it downloads.
    return new Response(gzip ? stream.pipeThrough(new DecompressionStream('gzip')) : stream, {
      headers: { 'Content-Type': 'application/wasm' },
    });
  };
  return fetch(packed).then(
    (response) => (response.ok && response.body ? unpack(response.body) : fetch(plain)),
    () => fetch(plain),
  );
};
