/**
 * `mode12h check --report DIR`: DIR/index.html and the PNGs it shows, self-contained (no network,
 * no server: it opens from disk and works as a CI artifact). Every replay in order, a filmstrip of
 * its shots (passes too); for a failure expected / actual / diff side by side, a blink toggle, a
 * slider, the count and bounding box of the differing pixels, an inspector ("7 → 8 at (129,255)"
 * under the cursor) and the command that accepts the new look.
 *
 * The inspector reads colour indices, not colours: the page carries both frames' indices run-length
 * coded (a canvas cannot read images loaded from file://, and two indices may share a colour).
 */
import { makeFolder, writeFileAtomic } from './output.ts';
import { join } from 'node:path';
import { diffImage, diffPalette } from '../shared/frame-diff.ts';
import { encodeIndexedPng } from '../shared/png.ts';
import { isFailure, type ReplayResult, type ShotResult, type StaleGolden } from './check-core.ts';

const html = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Colour indices as (value, run ≤ 255) byte pairs, base64: BGI screens shrink a hundredfold. */
export function runLengthBase64(pixels: Uint8Array): string {
  const out: number[] = [];
  for (let i = 0; i < pixels.length; ) {
    const v = pixels[i]!;
    let n = 1;
    while (n < 255 && i + n < pixels.length && pixels[i + n] === v) n++;
    out.push(v, n);
    i += n;
  }
  return Buffer.from(out).toString('base64');
}

interface Inspectable {
  id: string;
  width: number;
  height: number;
  expected: string;
  actual: string;
}

/** Write the report; returns the path of its index.html. */
export function writeReport(
  dir: string,
  results: readonly ReplayResult[],
  stale: readonly StaleGolden[],
  updateCommand: (replay: string, shot: string) => string,
): string {
  makeFolder(dir);
  const data: Inspectable[] = [];
  const sections: string[] = [];
  let n = 0;
  const all = results.flatMap((r) => r.shots);
  const failed = all.filter((s) => isFailure(s.status)).length;
  const written = all.filter((s) => s.status === 'created' || s.status === 'updated').length;

  for (const r of results) {
    const strip: string[] = [];
    const cards: string[] = [];
    for (const s of r.shots) {
      const id = `s${++n}`;
      const file = (kind: string): string => `${String(n).padStart(3, '0')}-${safe(r.replay)}-${safe(s.shot || 'replay')}${kind}.png`;
      let actualFile: string | null = null;
      if (s.actualPng) {
        actualFile = file('');
        writeFileAtomic(join(dir, actualFile), s.actualPng);
      }
      const label = s.shot ? html(s.shot) : '(replay)';
      const at = s.atMs >= 0 ? `${s.atMs} ms` : '';
      strip.push(
        `<a class="thumb ${s.status}" href="#${id}" title="${html(`${s.status}: ${s.message || 'equal to its golden'}`)}">` +
          (actualFile ? `<img src="${actualFile}" alt="">` : '<span class="noimg">no image</span>') +
          `<span>${label}<br><small>${at} · ${s.status}</small></span></a>`,
      );
      if (s.status === 'pass') continue; // passes live in the filmstrip
      cards.push(card(dir, r, s, id, actualFile, file, data, updateCommand));
    }
    const bad = r.shots.filter((s) => isFailure(s.status)).length;
    sections.push(
      `<section class="replay${bad ? ' bad' : ''}"><h2>${html(r.replay)} <small>${html(r.replayPath)} · ${r.shots.length} shot(s)` +
        `${bad ? `, <b>${bad} failed</b>` : ', all passed'} · ${(r.wallMs / 1000).toFixed(1)} s</small></h2>` +
        `<div class="strip">${strip.join('')}</div>${cards.join('')}</section>`,
    );
  }
  const staleHtml = stale.length
    ? `<section class="replay bad"><h2>Stale goldens <small>no shot makes them</small></h2><ul>${stale
        .map((s) => `<li><code>${html(s.path)}</code>${s.replay ? ` (named like ${html(s.replay.path)})` : ''}</li>`)
        .join('')}</ul></section>`
    : '';
  const summary = `${all.length} shots: ${all.length - failed - written} passed, ${failed} failed${written ? `, ${written} written` : ''}${stale.length ? `, ${stale.length} stale golden(s)` : ''}`;
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>mode12h check — ${html(summary)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${CSS}</style></head>
<body><header><h1>mode12h check</h1><p class="summary ${failed || stale.length ? 'bad' : 'good'}">${html(summary)}</p>
<label><input type="checkbox" id="onlyBad"> failures only</label>
<label title="screen pixels per frame pixel: whole numbers only, so a 1-pixel line shows alike in every image">scale <select id="scale"><option value="1">1×</option><option value="2">2×</option><option value="3">3×</option><option value="4">4×</option></select></label></header>
${staleHtml}${sections.join('\n')}
<script type="application/json" id="frames">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>
<script>${SCRIPT}</script></body></html>
`;
  const index = join(dir, 'index.html');
  writeFileAtomic(index, new TextEncoder().encode(page));
  return index;
}

function safe(s: string): string {
  return s.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 80);
}

function card(
  dir: string,
  r: ReplayResult,
  s: ShotResult,
  id: string,
  actualFile: string | null,
  file: (kind: string) => string,
  data: Inspectable[],
  updateCommand: (replay: string, shot: string) => string,
): string {
  const where = `${html(r.replayPath)}${s.line ? `:${s.line}` : ''}`;
  const head = `<h3 id="${id}" class="${s.status}">${html(s.shot ? `${r.replay}:${s.shot}` : r.replay)} <small>${s.status} · ${where}${s.atMs >= 0 ? ` · at ${s.atMs} ms` : ''}</small></h3>`;
  const msg = `<p class="msg">${html(s.message)}</p>`;
  const accept =
    s.shot && s.status !== 'error' && s.status !== 'created' && s.status !== 'updated'
      ? `<p class="accept">To accept the new look: <code>${html(updateCommand(r.replay, s.shot))}</code> <button class="copy">copy</button></p>`
      : '';
  if (s.actual && s.expected && s.diff?.box) {
    const { width, height } = s.actual;
    const palette = s.actual.palette;
    const expectedFile = file('.expected');
    const diffFile = file('.diff');
    writeFileAtomic(join(dir, expectedFile), encodeIndexedPng(s.expected.pixels, width, height, palette));
    writeFileAtomic(join(dir, diffFile), encodeIndexedPng(diffImage(s.actual.pixels, s.expected.pixels, palette), width, height, diffPalette(palette)));
    data.push({ id, width, height, expected: runLengthBase64(s.expected.pixels), actual: runLengthBase64(s.actual.pixels) });
    const b = s.diff.box;
    const panel = (kind: string, src: string, title: string): string =>
      `<figure class="panel"><figcaption>${title}</figcaption><div class="view"><img class="${kind}" src="${src}" data-shot="${id}" alt="${kind}"></div></figure>`;
    return (
      `<article class="card">${head}` +
      `<p class="stats"><b>${s.diff.count}</b> pixel(s) differ, within (${b.x0},${b.y0})–(${b.x1},${b.y1}) ` +
      `(${b.x1 - b.x0 + 1}×${b.y1 - b.y0 + 1}) · <span class="inspect" data-for="${id}">move the cursor over an image</span></p>` +
      `<div class="panels">${panel('expected', expectedFile, 'expected (golden)')}${panel('actual', actualFile!, 'actual')}${panel('diff', diffFile, 'diff <small>(changed pixels magenta)</small>')}</div>` +
      zoomRow(id, b, width, height, expectedFile, actualFile!, diffFile) +
      `<p class="tools"><button class="blink" data-for="${id}">blink expected ⇄ actual</button> ` +
      `<label>slider <input type="range" class="slide" data-for="${id}" min="0" max="100" value="50"></label></p>` +
      `<div class="compare" data-for="${id}"><img class="base" src="${expectedFile}" data-shot="${id}" alt="expected">` +
      `<img class="top" src="${actualFile}" data-shot="${id}" alt="actual" style="clip-path: inset(0 0 0 50%)"><span class="l">expected</span><span class="r">actual</span></div>` +
      `${accept}</article>`
    );
  }
  const img = actualFile ? `<figure class="panel"><figcaption>actual</figcaption><div class="view"><img src="${actualFile}" alt="actual"></div></figure>` : '';
  return `<article class="card">${head}${msg}<div class="panels">${img}</div>${accept}</article>`;
}

/**
 * The differing box enlarged (a margin around it, at least 40×30 pixels, within the frame): the same
 * three images drawn into canvases without smoothing, so one changed pixel is a visible square.
 */
function zoomRow(id: string, b: { x0: number; y0: number; x1: number; y1: number }, width: number, height: number, expected: string, actual: string, diff: string): string {
  const span = (lo: number, hi: number, min: number, size: number): [number, number] => {
    const want = Math.max(hi - lo + 1 + 8, min);
    const len = Math.min(want, size);
    const start = Math.max(0, Math.min(size - len, Math.round((lo + hi + 1) / 2 - len / 2)));
    return [start, len];
  };
  const [x, w] = span(b.x0, b.x1, 40, width);
  const [y, h] = span(b.y0, b.y1, 30, height);
  const canvas = (kind: string, src: string): string =>
    `<figure class="panel"><figcaption>${kind}, (${x},${y}) to (${x + w - 1},${y + h - 1}) enlarged</figcaption>` +
    `<canvas class="zoom" data-shot="${id}" data-src="${src}" data-x="${x}" data-y="${y}" data-w="${w}" data-h="${h}"></canvas></figure>`;
  return `<div class="panels">${canvas('expected', expected)}${canvas('actual', actual)}${canvas('diff', diff)}</div>`;
}

const CSS = `
body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#14161a;color:#ddd}
header{position:sticky;top:0;z-index:2;background:#1d2026;padding:8px 16px;display:flex;gap:24px;align-items:center;border-bottom:1px solid #333}
h1{font-size:18px;margin:0} .summary{margin:0;font-weight:bold} .good{color:#6c6} .bad>b,.summary.bad{color:#f66}
section{padding:8px 16px;border-bottom:1px solid #2a2d33} h2{font-size:16px;margin:8px 0} h2 small,h3 small{color:#999;font-weight:normal}
.strip{display:flex;gap:8px;overflow-x:auto;padding-bottom:6px}
.thumb{flex:none;width:168px;text-decoration:none;color:#ccc;border:3px solid #3a5;border-radius:4px;background:#000;font-size:12px}
.thumb img{width:160px;display:block;margin:1px} .thumb span{display:block;padding:2px 4px}
.thumb.fail,.thumb.missing,.thumb.error{border-color:#f44} .thumb.created,.thumb.updated{border-color:#db3}
.noimg{height:120px;line-height:120px;text-align:center;color:#777}
.card{background:#1b1e23;border-left:4px solid #f44;margin:10px 0;padding:6px 12px}
h3{font-size:15px;margin:4px 0} .msg{color:#f99;white-space:pre-wrap}
.panels{display:flex;gap:8px;flex-wrap:wrap} .panel{margin:0;min-width:0;max-width:100%} .view{overflow:auto}
.zoom,.panel img,.compare img{image-rendering:pixelated;display:block;cursor:crosshair;max-width:none;background:#000}
figcaption{color:#aaa;font-size:12px}
.compare{position:relative;width:fit-content;max-width:100%;overflow:auto;margin-top:6px} .compare .top{position:absolute;left:0;top:0}
.compare span{position:absolute;top:2px;background:#000a;padding:0 4px;font-size:12px} .compare .l{left:2px} .compare .r{right:2px}
.inspect{font-family:ui-monospace,monospace;color:#ffd866}
code{background:#000;padding:2px 6px;border-radius:3px;color:#9cf}
button{background:#333;color:#eee;border:1px solid #555;border-radius:3px;cursor:pointer}
body.onlyBad section:not(.bad){display:none}
`;

const SCRIPT = `
(() => {
  const frames = {};
  for (const f of JSON.parse(document.getElementById('frames').textContent)) frames[f.id] = f;
  const unrle = (b64, n) => {
    const s = atob(b64), out = new Uint8Array(n);
    let o = 0;
    for (let i = 0; i < s.length; i += 2) { const c = s.charCodeAt(i + 1); out.fill(s.charCodeAt(i), o, o + c); o += c; }
    return out;
  };
  const decoded = {};
  const pixels = (id) => decoded[id] ||= { e: unrle(frames[id].expected, frames[id].width * frames[id].height), a: unrle(frames[id].actual, frames[id].width * frames[id].height) };
  // Every image at a whole number of device pixels per frame pixel (the scale menu: 1×–4×): a
  // fractional scale, pixelated, drops different 1-pixel lines in images side by side, which then
  // seem to differ where they do not. A narrower window scrolls the image instead.
  const scale = document.getElementById('scale');
  const size = (el, w, h, k) => { const d = devicePixelRatio || 1; el.style.width = w * k / d + 'px'; el.style.height = h * k / d + 'px'; };
  const fit = () => {
    for (const img of document.querySelectorAll('.panel img, .compare img')) if (img.naturalWidth) size(img, img.naturalWidth, img.naturalHeight, +scale.value);
    for (const c of document.querySelectorAll('canvas.zoom')) size(c, c.width, c.height, 1);
  };
  for (const img of document.querySelectorAll('.panel img, .compare img')) img.addEventListener('load', fit);
  scale.addEventListener('change', fit);
  addEventListener('resize', fit); // the browser's zoom changes devicePixelRatio
  for (const c of document.querySelectorAll('canvas.zoom')) {
    const d = c.dataset, x = +d.x, y = +d.y, w = +d.w, h = +d.h, img = new Image();
    const k = Math.max(1, Math.floor(640 / w));
    c.width = w * k; c.height = h * k;
    img.onload = () => { const g = c.getContext('2d'); g.imageSmoothingEnabled = false; g.drawImage(img, x, y, w, h, 0, 0, w * k, h * k); };
    img.src = d.src;
  }
  fit();
  document.addEventListener('mousemove', (ev) => {
    const el = ev.target;
    if (!(el instanceof HTMLElement) || !el.dataset.shot) return;
    const id = el.dataset.shot, f = frames[id], r = el.getBoundingClientRect();
    // An image shows the whole frame; a zoom canvas the box (data-x, data-y, data-w, data-h).
    const ox = el.dataset.x ? +el.dataset.x : 0, oy = el.dataset.y ? +el.dataset.y : 0;
    const w = el.dataset.w ? +el.dataset.w : f.width, h = el.dataset.h ? +el.dataset.h : f.height;
    const x = ox + Math.min(w - 1, Math.floor((ev.clientX - r.left) * w / r.width));
    const y = oy + Math.min(h - 1, Math.floor((ev.clientY - r.top) * h / r.height));
    const p = pixels(id), i = y * f.width + x, e = p.e[i], a = p.a[i];
    const out = document.querySelector('.inspect[data-for="' + id + '"]');
    out.textContent = (e === a ? e + ' = ' + a : e + ' → ' + a) + ' at (' + x + ',' + y + ')';
    out.style.color = e === a ? '' : '#ff4df0';
  });
  const blinking = {};
  document.addEventListener('click', (ev) => {
    const b = ev.target;
    if (b.classList.contains('blink')) {
      const id = b.dataset.for, img = document.querySelector('.compare[data-for="' + id + '"] .top');
      if (blinking[id]) { clearInterval(blinking[id]); delete blinking[id]; img.style.opacity = 1; b.textContent = 'blink expected ⇄ actual'; return; }
      img.style.clipPath = 'none';
      blinking[id] = setInterval(() => { img.style.opacity = img.style.opacity === '0' ? 1 : 0; }, 500);
      b.textContent = 'stop blinking';
    } else if (b.classList.contains('copy')) {
      const text = b.previousElementSibling.textContent;
      const done = () => { b.textContent = 'copied'; setTimeout(() => (b.textContent = 'copy'), 1500); };
      if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, () => select(b.previousElementSibling));
      else select(b.previousElementSibling);
    }
  });
  const select = (el) => { const r = document.createRange(); r.selectNodeContents(el); getSelection().removeAllRanges(); getSelection().addRange(r); };
  document.addEventListener('input', (ev) => {
    const s = ev.target;
    if (s.id === 'onlyBad') document.body.classList.toggle('onlyBad', s.checked);
    if (!s.classList.contains('slide')) return;
    const img = document.querySelector('.compare[data-for="' + s.dataset.for + '"] .top');
    img.style.opacity = 1;
    img.style.clipPath = 'inset(0 0 0 ' + s.value + '%)';
  });
})();
`;
