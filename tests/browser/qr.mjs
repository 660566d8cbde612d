// Reading a QR code the page draws, as a phone's camera would: the <svg> is
// rendered to pixels in the page (in every engine, through the driver's
// `page.evaluate`) and decoded in node by jsQR, a decoder that shares
// nothing with the Rust encoder (crates/warri-site/src/friend/qr.rs).
//
//   import { decodeQr } from './qr.mjs';
//   assert.equal(await decodeQr(page, '[data-testid="friend-qr"]'), link);
import jsQR from 'jsqr';

/**
 * The text of the QR code drawn by the `<svg>` at `selector` in `page` (a
 * page, or a frame, of driver/index.mjs — any engine), or null if none can
 * be read. Waits for the element to be visible.
 *
 * The SVG is drawn as an image (a `data:` URL, which the site's CSP allows
 * for images) onto a canvas, `scale` px per unit of its viewBox (a unit is
 * a module), on `background` (the colour of what the SVG leaves
 * unpainted; its own background rect normally covers it). The page's CSS
 * reaches the image as presentation attributes: the computed fill, stroke
 * and visibility of each element, so a code coloured by the stylesheet is
 * read in the colours the page shows.
 */
export async function decodeQr(page, selector, { scale = 8, background = '#fff' } = {}) {
  await page.waitFor(selector);
  const shot = await page.evaluate(drawInPage, { selector, scale, background });
  if (shot.error) throw new Error(`decodeQr(${selector}): ${shot.error}`);
  const { width, height } = shot;
  const grey = Buffer.from(shot.grey, 'base64');
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < grey.length; i++) {
    rgba[4 * i] = rgba[4 * i + 1] = rgba[4 * i + 2] = grey[i];
    rgba[4 * i + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

// Run in the page (by source: it must not close over anything). Returns
// { width, height, grey } (one byte a pixel, base64) or { error }.
async function drawInPage({ selector, scale, background }) {
  const svg = document.querySelector(selector);
  if (!(svg instanceof SVGSVGElement)) return { error: 'not an <svg>' };
  const box = svg.viewBox.baseVal;
  const [w, h] = box && box.width > 0 ? [box.width, box.height] : [svg.clientWidth, svg.clientHeight];
  const width = Math.round(w * scale);
  const height = Math.round(h * scale);
  if (!(width > 0 && height > 0)) return { error: `no size (viewBox ${w}×${h})` };
  const copy = svg.cloneNode(true);
  const live = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  live.forEach((el, i) => {
    const style = getComputedStyle(el);
    // Presentation attributes, not `style`: the site's CSP has no
    // 'unsafe-inline' for styles.
    for (const name of ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'opacity', 'visibility']) {
      copies[i].setAttribute(name, style.getPropertyValue(name));
    }
    if (style.display === 'none') copies[i].setAttribute('display', 'none');
  });
  copy.setAttribute('width', width);
  copy.setAttribute('height', height);
  const xml = new XMLSerializer().serializeToString(copy);
  const img = new Image();
  try {
    await new Promise((resolve, reject) => {
      img.onload = resolve;
      img.onerror = () => reject(new Error('the SVG did not load as an image'));
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
    });
  } catch (e) {
    return { error: e.message };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(img, 0, 0, width, height);
  let data;
  try {
    data = ctx.getImageData(0, 0, width, height).data;
  } catch (e) {
    return { error: `the canvas cannot be read: ${e.message}` };
  }
  // Luma, one byte a pixel: a quarter of RGBA to carry back as JSON.
  let bytes = '';
  for (let i = 0; i < data.length; i += 4) {
    bytes += String.fromCharCode(Math.round(0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2]));
  }
  return { width, height, grey: btoa(bytes) };
}
