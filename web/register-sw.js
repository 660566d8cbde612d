// Registers the service worker (sw.js, written by `cargo xtask dist`) so the
// site works offline after one visit. A file of its own, not an inline
// script: the Content-Security-Policy allows no inline script.
if ('serviceWorker' in navigator && window.isSecureContext) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // No service worker (a sandboxed frame, a private mode): the game
      // still plays, it just needs the network next time.
    });
  });
}
