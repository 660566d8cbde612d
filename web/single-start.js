// The start of the single-file game (`cargo xtask dist --single-file`,
// dist-single/warri.html). `cargo xtask dist` appends it to wasm-bindgen's
// no-modules glue of the whole site's module (warri-site: the game and the
// learning pages), inside the file's one inline module script, whose hash
// the file's Content-Security-Policy names. Everything comes from the file
// itself, so it plays from `file://` with no network:
// - the site's and the worker's wasm are gzip-compressed, base64-encoded
//   data blocks (`<script type="application/octet-stream">`, never run),
//   unpacked with `DecompressionStream`;
// - the computer-opponent worker is started from a `blob:` URL made on first
//   use from the worker's glue (another data block) and its wasm: the page
//   asks `warriWorkerLoader()` for it (crates/warri-web/src/engine/hook.rs).
// No service worker and no manifest: a `file://` page has neither.
{
  // The bytes of a base64 data block. A function declaration, so its
  // source text also goes into the worker.
  function warriBytes(base64) {
    const text = base64.replace(/\s+/g, '');
    if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text);
    const raw = atob(text);
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }
  // Unpacks base64 gzip into a Response for wasm-bindgen's init (into the
  // worker too, as warriBytes).
  function warriUnpack(base64) {
    const bytes = warriBytes(base64);
    // A stream of its own, not a Blob's: WebKit cannot read a Blob in a
    // worker started from a `file://` page.
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(bytes);
        c.close();
      },
    }).pipeThrough(new DecompressionStream('gzip'));
    return new Response(stream, { headers: { 'Content-Type': 'application/wasm' } });
  }
  const block = (id) => document.getElementById(id).textContent;
  if (typeof DecompressionStream !== 'function') {
    // Said before the game (and its translations) can start: in the
    // language of the link (`lang=`) or of the browser, as the game would.
    const TOO_OLD = {
      en: 'This browser is too old to play warri from a single file. Please update it, or play on the warri web site.',
      nl: 'Deze browser is te oud om warri vanuit één bestand te spelen. Werk hem bij, of speel op de website van warri.',
      fr: 'Ce navigateur est trop ancien pour jouer à warri depuis un seul fichier. Mettez-le à jour, ou jouez sur le site web de warri.',
      ru: 'Этот браузер слишком стар, чтобы играть в warri из одного файла. Обновите его или играйте на сайте warri.',
    };
    const asked = new URLSearchParams(`${location.hash.slice(1)}&${location.search.slice(1)}`).get('lang');
    const lang = [asked, ...(navigator.languages || [navigator.language])]
      .map((tag) => String(tag || '').slice(0, 2).toLowerCase())
      .find((code) => TOO_OLD[code]) || 'en';
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.lang = lang;
    p.textContent = TOO_OLD[lang];
    document.body.append(p);
  } else {
    let loader;
    self.warriWorkerLoader = () => {
      if (!loader) {
        const glue = new TextDecoder().decode(warriBytes(block('warri-worker-js')));
        const start = `\n${warriBytes}\n${warriUnpack}\nwasm_bindgen({ module_or_path: warriUnpack(${JSON.stringify(block('warri-worker-wasm'))}) });\n`;
        loader = URL.createObjectURL(new Blob([glue, start], { type: 'text/javascript' }));
      }
      return loader;
    };
    await wasm_bindgen({ module_or_path: warriUnpack(block('warri-site-wasm')) });
  }
}
