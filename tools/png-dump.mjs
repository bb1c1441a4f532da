#!/usr/bin/env node
// Prints a palettised PNG's colour indices as text, one hex digit a pixel ('.' for 0), to study a
// capture up close. With a second PNG, prints both and a third map: '#' where they differ.
//   node tools/png-dump.mjs FILE.png [x0 y0 x1 y1]
//   node tools/png-dump.mjs EXPECTED.png ACTUAL.png [x0 y0 x1 y1]
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

function indices(path) {
  const b = readFileSync(path);
  let w = 0, h = 0;
  const idat = [];
  for (let at = 8; at < b.length; ) {
    const n = b.readUInt32BE(at), type = b.toString('latin1', at + 4, at + 8), d = b.subarray(at + 8, at + 8 + n);
    if (type === 'IHDR') {
      w = d.readUInt32BE(0); h = d.readUInt32BE(4);
      if (d[8] !== 8 || d[9] !== 3) throw new Error(`${path}: not an 8-bit palettised PNG`);
    } else if (type === 'IDAT') idat.push(d);
    at += 12 + n;
  }
  const raw = inflateSync(Buffer.concat(idat)), px = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const f = raw[y * (w + 1)];
    for (let x = 0; x < w; x++) {
      const l = x ? px[y * w + x - 1] : 0, u = y ? px[(y - 1) * w + x] : 0, ul = x && y ? px[(y - 1) * w + x - 1] : 0;
      let v = raw[y * (w + 1) + 1 + x];
      if (f === 1) v += l; else if (f === 2) v += u; else if (f === 3) v += (l + u) >> 1;
      else if (f === 4) { const p = l + u - ul, pa = Math.abs(p - l), pb = Math.abs(p - u), pc = Math.abs(p - ul); v += pa <= pb && pa <= pc ? l : pb <= pc ? u : ul; }
      px[y * w + x] = v & 0xff;
    }
  }
  return { w, h, px };
}

const args = process.argv.slice(2);
const files = args.filter((a) => a.endsWith('.png'));
const nums = args.filter((a) => !a.endsWith('.png')).map(Number);
const imgs = files.map(indices);
const [x0 = 0, y0 = 0, x1 = imgs[0].w - 1, y1 = imgs[0].h - 1] = nums;
const ch = (v) => (v === 0 ? '.' : v.toString(16));
for (let y = y0; y <= y1; y++) {
  let line = String(y).padStart(3) + ' ';
  for (const im of imgs) {
    for (let x = x0; x <= x1; x++) line += ch(im.px[y * im.w + x]);
    line += '  ';
  }
  if (imgs.length === 2) for (let x = x0; x <= x1; x++) line += imgs[0].px[y * imgs[0].w + x] === imgs[1].px[y * imgs[1].w + x] ? '.' : '#';
  console.log(line);
}
console.log(`    x ${x0}..${x1}` + (imgs.length === 2 ? `  (${files[0]} | ${files[1]} | differences)` : ''));
