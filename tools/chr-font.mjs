#!/usr/bin/env node
// Writes BGI stroked font files (.CHR) from glyph definitions, and the project's own test fonts:
// Borland's TRIP/LITT/SANS/GOTH.CHR cannot be committed, so the DOSBox probes that hold the
// stroked-font rules (test/fixtures/bgi-oracle/PSF*.C) draw with these instead.
//   node tools/chr-font.mjs [OUTDIR]      writes OWNA.CHR, OWNB.CHR, OWNC.CHR (default test/fixtures/bgi-oracle)
//
// The layout is the one runtime/tc/bgi/chr.ts reads (and Borland's files have): "PK" 08 08 "BGI "
// description CR LF NUL 0x1A; u16 header size (0x80), char[4] name, u16 size of what follows the
// header, u8 major, u8 minor, u16 minimum version, zeros to 0x80; then the font header ('+', u16
// count, 0, u8 first, u16 strokes offset, u8 scan flag, i8 capital, i8 baseline, i8 descender,
// char[4] name, 0), u16 offsets[count], u8 widths[count], the strokes: two bytes a point, the top
// bit of each the op (1,0 move; 1,1 draw; 0,0 end), the low 7 bits a signed x, then y (y up).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const HEADER = 0x80;

/**
 * The bytes of a .CHR file. `glyphs[i]` is character `first + i`: { width, strokes: [op, x, y][] }
 * with op 'm' (move) or 'd' (draw), x and y in −64..63.
 */
export function chrFile({ name, description = 'mode12h test font', first, capital, baseline, descender, glyphs }) {
  if (name.length !== 4) throw new Error(`${name}: a font's name is four characters`);
  const n = glyphs.length;
  const offsets = [], strokes = [];
  for (const [i, g] of glyphs.entries()) {
    if (!(g.width >= 0 && g.width <= 255)) throw new Error(`${name} glyph ${first + i}: width ${g.width} is not a byte`);
    offsets.push(strokes.length);
    for (const [op, x, y] of g.strokes) {
      if (x < -64 || x > 63 || y < -64 || y > 63) throw new Error(`${name} glyph ${first + i}: point ${x},${y} outside −64..63`);
      strokes.push(0x80 | (x & 0x7f), (op === 'd' ? 0x80 : 0) | (y & 0x7f));
    }
    strokes.push(0, 0);
  }
  const at = 16 + 3 * n; // the strokes, from the font header
  const font = [0x2b, n & 0xff, n >> 8, 0, first, at & 0xff, at >> 8, 0, capital & 0xff, baseline & 0xff, descender & 0xff, ...ascii(name), 0];
  for (const o of offsets) font.push(o & 0xff, o >> 8);
  for (const g of glyphs) font.push(g.width);
  font.push(...strokes);
  const head = [...ascii(`PK\b\bBGI ${description}`), 0x0d, 0x0a, 0, 0x1a];
  head.push(HEADER, 0, ...ascii(name), font.length & 0xff, font.length >> 8, 1, 0, 1, 0);
  if (head.length > HEADER) throw new Error(`${name}: description too long`);
  while (head.length < HEADER) head.push(0);
  return Uint8Array.from([...head, ...font]);
}

function ascii(s) {
  return [...s].map((c) => c.charCodeAt(0));
}

/** A small deterministic generator (mulberry32), so the fonts are the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return (lo, hi) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return lo + Math.floor(r * (hi - lo + 1));
  };
}

/**
 * OWNA: codes 32..255 at a text font's proportions (capital 24, descender −8), each glyph one of
 * eight kinds by its code: a box and its diagonal, one long stroke from below the descender to
 * above the capital, a zigzag of 20–60 points, dots (a move and a draw to the same point), a
 * descender hook, an empty glyph (nothing drawn, width 0–3), strokes left of the origin, random
 * strokes with moves between. Widths 1–40.
 */
function ownA() {
  const r = random(26);
  const glyphs = [];
  for (let c = 32; c < 256; c++) {
    const w = c === 32 ? 10 : r(1, 40);
    const s = [];
    const top = r(10, 30);
    switch (c % 8) {
      case 0:
        s.push(['m', 1, 0], ['d', 1, top], ['d', w - 1, top], ['d', w - 1, 0], ['d', 1, 0], ['d', w - 1, top]);
        break;
      case 1: {
        const x = r(0, 45);
        s.push(['m', x, r(-20, -8)], ['d', r(0, 45), r(24, 40)]);
        break;
      }
      case 2: {
        const k = r(20, 60);
        s.push(['m', 0, 0]);
        for (let i = 1; i <= k; i++) s.push(['d', Math.round((i * w) / k), i & 1 ? top : r(-6, 4)]);
        break;
      }
      case 3:
        for (let i = r(1, 6); i > 0; i--) {
          const x = r(0, w), y = r(-8, 24);
          s.push(['m', x, y], ['d', x, y]);
        }
        break;
      case 4:
        s.push(['m', w, 16], ['d', w, -4], ['d', w - 2, -8], ['d', 1, -8], ['d', 0, -5], ['m', w >> 1, 20], ['d', w >> 1, 22]);
        break;
      case 5:
        glyphs.push({ width: c === 32 ? 10 : r(0, 3), strokes: [] });
        continue;
      case 6:
        s.push(['m', -r(1, 20), r(-8, 24)], ['d', r(0, w), r(-8, 24)], ['d', -r(1, 30), r(-8, 24)]);
        break;
      default:
        for (let i = r(1, 12); i > 0; i--) s.push([r(0, 3) === 0 ? 'm' : 'd', r(-10, 50), r(-20, 40)]);
    }
    glyphs.push({ width: w, strokes: s });
  }
  // markers: '.' one point at the origin, '|' the origin's column from descender to capital, '_' the baseline
  glyphs[46 - 32] = { width: 8, strokes: [['m', 0, 0], ['d', 0, 0]] };
  glyphs[124 - 32] = { width: 4, strokes: [['m', 0, -8], ['d', 0, 24]] };
  glyphs[95 - 32] = { width: 20, strokes: [['m', 0, 0], ['d', 20, 0]] };
  return { name: 'OWNA', description: 'OWNA: mode12h test font, codes 32-255', first: 32, capital: 24, baseline: 0, descender: -8, glyphs };
}

/**
 * OWNB: codes 65..90 only (the others are outside the file), drawn at the format's limits:
 * capital 63, a baseline of 5, descender −64, points at −64 and 63 on both axes, a spiral of 120
 * points, widths up to 40 and one of 100.
 */
function ownB() {
  const r = random(65);
  const glyphs = [];
  for (let c = 65; c <= 90; c++) {
    const s = [];
    let w = r(1, 40);
    if (c === 65) s.push(['m', -64, -64], ['d', 63, 63], ['m', -64, 63], ['d', 63, -64]);
    else if (c === 66) {
      s.push(['m', 20, 0]);
      for (let i = 1; i <= 120; i++) {
        const a = i * 0.3, rad = 2 + i * 0.35;
        s.push(['d', Math.round(20 + rad * Math.cos(a)), Math.round(rad * Math.sin(a))]);
      }
    } else if (c === 67) {
      w = 100;
      s.push(['m', 0, 63], ['d', 63, 63], ['d', 63, -64], ['d', 0, -64], ['d', 0, 63]);
    } else if (c === 68) s.push(['m', 0, 5], ['d', w, 5], ['m', 0, 0], ['d', w, 0]);
    else for (let i = r(2, 16); i > 0; i--) s.push([r(0, 4) === 0 ? 'm' : 'd', r(-64, 63), r(-64, 63)]);
    glyphs.push({ width: w, strokes: s });
  }
  glyphs[69 - 65] = { width: 10, strokes: [['m', 0, 0], ['d', 0, 0]] }; // 'E': one point at the origin
  return { name: 'OWNB', description: 'OWNB: mode12h test font, codes 65-90', first: 65, capital: 63, baseline: 5, descender: -64, glyphs };
}

/** OWNC: a small font (capital 7, baseline 2, descender −3) of codes 48..63, every width 1..16. */
function ownC() {
  const r = random(48);
  const glyphs = [];
  for (let c = 48; c < 64; c++) {
    const w = c - 47;
    const s = [['m', 0, 0]];
    for (let i = r(1, 8); i > 0; i--) s.push([r(0, 5) === 0 ? 'm' : 'd', r(0, w), r(-3, 7)]);
    glyphs.push({ width: w, strokes: s });
  }
  glyphs[0] = { width: 1, strokes: [['m', 0, 0], ['d', 0, 0]] }; // '0': one point at the origin
  return { name: 'OWNC', description: 'OWNC: mode12h test font, codes 48-63', first: 48, capital: 7, baseline: 2, descender: -3, glyphs };
}

/** The project's test fonts, by file name. */
export function testFonts() {
  return { 'OWNA.CHR': chrFile(ownA()), 'OWNB.CHR': chrFile(ownB()), 'OWNC.CHR': chrFile(ownC()) };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const out = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'test', 'fixtures', 'bgi-oracle'));
  for (const [file, bytes] of Object.entries(testFonts())) {
    writeFileSync(join(out, file), bytes);
    console.log(`${join(out, file)}: ${bytes.length} bytes`);
  }
}
