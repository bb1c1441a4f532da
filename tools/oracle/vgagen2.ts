/**
 * Generated VGA programs, version 2 (programs `VH00001.C` …; docs/ORACLE.md "The VGA generator",
 * docs/FIDELITY.md "Generated VGA programs"): what version 1 (vgagen.ts) left out — the text
 * modes driven directly (the CRTC's cursor, start address, offset, underline and scan lines, the
 * character map select, fonts loaded by INT 10h AH=11h and through plane 2, blink or bright
 * backgrounds), the planar modes' start address, line compare and panning, the CGA modes 04h–06h
 * and the 40-column modes through INT 10h and B800, mode 11h, INT 10h AH=12h's alternate select,
 * AH=1Bh, AH=1Ch, AH=0Bh and AH=0Fh after them.
 *
 * Each program has four scenes; a scene ends in `shot(N)`, which writes to VG.OUT the registers
 * the picture is made from (`rN`: CRTC 00h–18h, sequencer 00h–04h, graphics controller 00h–08h,
 * attribute controller 00h–14h, 3CCh, 3C6h) and the BIOS data area's video fields (`bN`:
 * 0049h–0066h, 0084h–008Ah), and appends to SHOTS.SCR a word (the memory's 2 KB blocks), the
 * memory and the DAC: in a text mode the font (A000h with odd/even off: plane 2's 64 KB) and
 * B800h's 32 KB, in a CGA mode B800h's 32 KB, in the others the four planes' 64 KB each (`main`
 * first clears the font: DOSBox 0.74 keeps it apart from the planes, and no mode set clears what
 * a program before in the same session wrote there). DOSBox's
 * picture is the memory read through those registers; the shot is what both sides compare.
 *
 * Not generated: what depends on DOSBox's CPU timing (3DAh's retrace bits), mode 07h, the
 * miscellaneous output's I/O select, attribute register 10h's graphics bit in a text mode.
 */
import { Rng } from './generate.ts';
import { esBpInt10 } from './textgen5.ts';
import { SCENES_RUN, VGA_HELPERS, type VgaFormat } from './vgagen.ts';

export const vgagen2Name = (seed: number): string => `VH${String(seed % 100000).padStart(5, '0')}`;
export const vgagen2Seed = (name: string): number | null => (/^VH\d{5}$/.test(name) ? Number(name.slice(2)) : null);

const hex = (v: number): string => `0x${v.toString(16).toUpperCase()}`;
const byte = (r: Rng): number => (r.chance(0.3) ? r.pick([0, 0xff, 0x0f, 0xf0, 0x55, 0xaa, 0x80, 0x01]) : r.int(0, 255));

/** Version 2's shots: a word of 2 KB blocks, the blocks, the DAC. */
function splitV2(shots: Uint8Array): { shots: [Uint8Array, Uint8Array][]; rest: number } {
  const out: [Uint8Array, Uint8Array][] = [];
  let at = 0;
  while (at + 2 <= shots.length) {
    const n = (shots[at]! | (shots[at + 1]! << 8)) * 2048;
    if (at + 2 + n + 768 > shots.length) break;
    out.push([shots.subarray(at + 2, at + 2 + n), shots.subarray(at + 2 + n, at + 2 + n + 768)]);
    at += 2 + n + 768;
  }
  return { shots: out, rest: shots.length - at };
}

/** The programs the e2e test runs: one in 80 (a text shot reads 96 KB, a planar one 256 KB). */
export const VGA2_EVERY = 80;
export const VGA_V2: VgaFormat = { version: 2, folder: 'oracle-vga-v2', split: splitV2, checked: (name) => (vgagen2Seed(name) ?? 1) % VGA2_EVERY === 0 };

const of = (s: number): string => `bios(0x0F00, 0, 0, 0); fprintf(f, "s${s} of %04X %04X\\n", rg.x.ax, rg.x.bx);`;

/** Cells written at B800 (words: character, attribute), in a pattern from the index. */
function cellsStep(r: Rng, cols: number): string {
  const n = r.int(1, 200), o = r.chance(0.85) ? r.int(0, cols * 25 - 1) : r.int(0, 0x3fff - n);
  const k = r.int(0, 3);
  const ch = k === 0 ? `'A' + k % 26` : k === 1 ? `k * ${r.int(1, 13)} + ${r.int(0, 255)}` : hex(r.int(32, 255));
  const at = r.chance(0.7) ? hex(byte(r)) : `(k * ${r.int(1, 17)}) & 0xFF`;
  return `for (k = 0; k < ${n}; k++) tw[(${o} + k) & 0x3FFF] = ((${at}) << 8) | ((${ch}) & 0xFF);`;
}

/** The CRTC's text registers written directly. */
function textCrtc(r: Rng, s: number, cols: number): string {
  switch (r.int(0, 9)) {
    case 0: case 1: return `cr(0x0A, ${hex(r.chance(0.8) ? r.int(0, 0x1f) | r.pick([0, 0, 0, 0x20]) : byte(r))}); cr(0x0B, ${hex(r.chance(0.8) ? r.int(0, 0x1f) : byte(r))});`;
    case 2: case 3: {
      const at = r.chance(0.8) ? r.int(0, cols * 25 - 1) : r.int(0, 0xffff);
      return `cr(0x0E, ${hex(at >> 8)}); cr(0x0F, ${hex(at & 0xff)}); bios(0x0300, 0, 0, 0); fprintf(f, "s${s} c3 %04X %04X\\n", rg.x.cx, rg.x.dx);`;
    }
    case 4: case 5: {
      const at = r.chance(0.7) ? r.pick([0, cols, cols * 2, 0x800, 0x1000, 0x2000, cols * r.int(1, 24)]) : r.int(0, 0xffff);
      return `cr(0x0C, ${hex(at >> 8)}); cr(0x0D, ${hex(at & 0xff)});`;
    }
    case 6: return `cr(0x13, ${hex(r.chance(0.8) ? r.pick([20, 40, 41, 50, 64, 80]) : byte(r))});`;
    case 7: return `cr(0x14, ${hex(r.chance(0.8) ? r.int(0, 0x1f) : byte(r))});`;
    case 8: return `cr(0x09, (rcr(9) & 0xE0) | ${r.pick([7, 13, 15, 15, 3, r.int(0, 31)])});`;
    default: return `fprintf(f, "s${s} tc %02X %02X %02X %02X %02X %02X %02X %02X\\n", rcr(9), rcr(0x0A), rcr(0x0B), rcr(0x0C), rcr(0x0D), rcr(0x0E), rcr(0x0F), rcr(0x14));`;
  }
}

/** INT 10h's text calls: cursor, pages, characters, scrolls, blink. */
function textBios(r: Rng, s: number, cols: number): string {
  switch (r.int(0, 12)) {
    case 0: return `bios(0x0100, 0, ${hex(r.chance(0.7) ? r.pick([0x0607, 0x0007, 0x000f, 0x0e0f, 0x2000, 0x0d0e, 0x0105, 0x0700]) : r.int(0, 0xffff))}, 0); fprintf(f, "s${s} c1 %02X %02X %04X\\n", rcr(0x0A), rcr(0x0B), peek(0x40, 0x60));`;
    case 1: return `bios(0x0200, ${r.int(0, 7) << 8}, 0, ${hex((r.int(0, 26) << 8) | r.int(0, cols + 1))}); fprintf(f, "s${s} c2 %02X %02X\\n", rcr(0x0E), rcr(0x0F));`;
    case 2: return `bios(0x05${r.int(0, 8).toString(16).padStart(2, '0').toUpperCase()}, 0, 0, 0); fprintf(f, "s${s} pg %02X %02X %04X\\n", rcr(0x0C), rcr(0x0D), peek(0x40, 0x4E));`;
    case 3: {
      const text = Array.from({ length: r.int(1, 10) }, () => r.int(32, 126)).concat(r.chance(0.3) ? [13, 10] : []);
      return text.map((c) => `bios(0x0E${c.toString(16).padStart(2, '0').toUpperCase()}, ${hex(r.int(0, 255))}, 0, 0);`).join(' ');
    }
    case 4: return `bios(0x09${r.int(1, 255).toString(16).padStart(2, '0').toUpperCase()}, ${hex((r.int(0, 7) << 8) | byte(r))}, ${r.int(1, 90)}, 0);`;
    case 5: return `bios(0x0A${r.int(1, 255).toString(16).padStart(2, '0').toUpperCase()}, ${hex(r.int(0, 7) << 8)}, ${r.int(1, 90)}, 0);`;
    case 6: return `bios(0x0800, ${hex(r.int(0, 7) << 8)}, 0, 0); fprintf(f, "s${s} c8 %04X\\n", rg.x.ax);`;
    case 7: return `bios(0x06${r.int(0, 5).toString(16).padStart(2, '0')}, ${hex(byte(r) << 8)}, ${hex((r.int(0, 12) << 8) | r.int(0, 20))}, ${hex((r.int(10, 26) << 8) | r.int(20, cols + 2))});`;
    case 8: return `bios(0x07${r.int(0, 5).toString(16).padStart(2, '0')}, ${hex(byte(r) << 8)}, ${hex((r.int(0, 12) << 8) | r.int(0, 20))}, ${hex((r.int(10, 26) << 8) | r.int(20, cols + 2))});`;
    case 9: return `bios(0x1003, ${r.chance(0.9) ? r.int(0, 1) : r.int(2, 255)}, 0, 0); fprintf(f, "s${s} bl %02X %02X\\n", rac(0x10), peekb(0x40, 0x65));`;
    case 10: return `ac(0x10, (rac(0x10) & ${hex(r.pick([0xf7, 0xf7, 0xfb, 0xdf]))}) | ${hex(r.pick([0, 8, 8, 4, 0x20]))});`;
    case 11: return `bios(0x1000, ${hex((r.int(0, 63) << 8) | r.int(0, 15))}, 0, 0);`;
    default: return of(s);
  }
}

/** The glyphs of a user font: `n` of `h` lines in buf, from a pattern. */
function glyphs(r: Rng, n: number, h: number): string {
  return `for (k = 0; k < ${n * h}; k++) buf[k] = k * ${r.int(1, 97)} + ${r.int(0, 255)};`;
}

/** INT 10h AH=11h in a text mode, the character map select, plane 2 written directly. */
function fontStep(r: Rng, s: number): string {
  switch (r.int(0, 9)) {
    case 0: case 1: {
      const h = r.chance(0.8) ? r.pick([8, 14, 16]) : r.int(1, 32), n = r.int(1, Math.min(8, Math.floor(256 / h)));
      const al = r.chance(0.7) ? 0x00 : 0x10;
      const dx = r.chance(0.9) ? r.int(0, 255) : r.pick([0xffff, 0x100, 0x1ff]);
      return `${glyphs(r, n, h)} font(${hex(0x1100 | al)}, ${hex((h << 8) | (r.chance(0.9) ? r.int(0, 7) : byte(r)))}, ${n}, ${hex(dx)});`;
    }
    case 2: return `bios(0x11${r.pick([0x01, 0x02, 0x04, 0x11, 0x12, 0x14]).toString(16).padStart(2, '0')}, ${r.int(0, 7)}, 0, 0);`;
    case 3: case 4: return r.chance(0.6) ? `bios(0x1103, ${hex(r.chance(0.8) ? r.int(0, 0x3f) : byte(r))}, 0, 0);` : `sq(3, ${hex(r.chance(0.8) ? r.int(0, 0x3f) : byte(r))});`;
    case 5: {
      const bh = r.int(0, 7);
      return `rp.r_ax = 0x1130; rp.r_bx = ${bh << 8}; rp.r_cx = 0; rp.r_dx = 0; rp.r_bp = 0; rp.r_es = 0; intr(0x10, &rp); fprintf(f, "s${s} f30 %04X %04X %04X:%04X\\n", rp.r_cx, rp.r_dx, rp.r_es, rp.r_bp);`;
    }
    case 6: case 7: {
      // plane 2 through A000: the map mask on it, odd/even off, then back (as games load a font)
      const at = r.chance(0.7) ? r.int(0, 255) * 32 + r.pick([0, 0x4000, 0x8000, 0xc000, 0x2000]) : r.int(0, 0xffff);
      const n = r.int(1, 64);
      return `sq(2, 4); sq(4, 7); gc(5, 0); gc(6, 4); for (k = 0; k < ${n}; k++) vm[(${at}u + k) & 0xFFFF] = k * ${r.int(1, 41)} + ${r.int(0, 255)}; fprintf(f, "s${s} fp %02X %02X\\n", vm[${at}], vm[${(at + 1) & 0xffff}]); sq(2, 3); sq(4, 3); gc(5, 0x10); gc(6, 0x0E);`;
    }
    case 8: return `bios(0x1003, ${r.int(0, 1)}, 0, 0);`;
    default: return `fprintf(f, "s${s} fb %02X %02X %02X %04X\\n", peekb(0x40, 0x84), peekb(0x40, 0x85), rsq(3), peek(0x40, 0x4C));`;
  }
}

/** The planar modes' picture registers: start address, line compare, panning, offset. */
function scrollStep(r: Rng, s: number, row: number, rows: number): string {
  switch (r.int(0, 9)) {
    case 0: case 1: {
      const at = r.chance(0.7) ? row * r.int(0, rows) + r.pick([0, 0, 1, 2]) : r.int(0, 0xffff);
      return `cr(0x0C, ${hex(at >> 8)}); cr(0x0D, ${hex(at & 0xff)});`;
    }
    case 2: case 3: {
      const lc = r.chance(0.8) ? r.int(0, 480) : r.int(0, 1023);
      return `cr(0x18, ${hex(lc & 0xff)}); cr(7, (rcr(7) & 0xEF) | ${hex((lc >> 4) & 0x10)}); cr(9, (rcr(9) & 0xBF) | ${hex((lc >> 3) & 0x40)});`;
    }
    case 4: return `ac(0x13, ${r.chance(0.8) ? r.int(0, 7) : r.int(8, 15)});`;
    case 5: return `ac(0x10, (rac(0x10) & 0xDF) | ${r.pick([0, 0x20])});`;
    case 6: return `cr(0x13, ${hex(r.chance(0.7) ? r.pick([row / 2, row / 2, row, 64, 50]) : r.int(1, 255))});`;
    case 7: return `bios(0x05${r.int(0, 8).toString(16).padStart(2, '0').toUpperCase()}, 0, 0, 0); fprintf(f, "s${s} pg %02X %02X %04X %02X\\n", rcr(0x0C), rcr(0x0D), peek(0x40, 0x4E), peekb(0x40, 0x62));`;
    case 8: return `fprintf(f, "s${s} sc %02X %02X %02X %02X %02X %02X\\n", rcr(0x0C), rcr(0x0D), rcr(0x18), rcr(7), rcr(9), rac(0x13));`;
    default: return of(s);
  }
}

/** Bytes written to the planes (all four through the map mask) in a pattern. */
function planarFill(r: Rng, row: number, rows: number): string {
  const n = r.int(1, 400), o = r.chance(0.8) ? r.int(0, Math.min(0xffff, row * rows) - 1) : r.int(0, 0xffff);
  return `sq(2, ${hex(r.chance(0.7) ? 15 : r.int(1, 15))}); for (k = 0; k < ${n}; k++) vm[(${o}u + k * ${r.pick([1, 1, row, row + 1])}u) & 0xFFFF] = k * ${r.int(1, 29)} + ${r.int(0, 255)}; sq(2, 15);`;
}

/** INT 10h in a graphics mode: pixels, characters, the teletype, AH=0Bh. */
function gfxBios(r: Rng, s: number, w: number, h: number, cols: number): string {
  switch (r.int(0, 8)) {
    case 0: case 1: {
      const x = r.chance(0.9) ? r.int(0, w - 1) : r.int(0, 1000), y = r.chance(0.9) ? r.int(0, h - 1) : r.int(0, 600);
      const c = r.chance(0.7) ? r.int(0, 15) : byte(r);
      return `bios(0x0C${c.toString(16).padStart(2, '0').toUpperCase()}, ${r.chance(0.9) ? 0 : r.int(1, 3) << 8}, ${x}, ${y}); bios(0x0D00, 0, ${x}, ${y}); fprintf(f, "s${s} px %04X\\n", rg.x.ax);`;
    }
    case 2: {
      const x = r.int(0, w - 40), y = r.int(0, h - 20), c = r.int(0, 255);
      return `for (j = 0; j < ${r.int(1, 12)}; j++) for (k = 0; k < ${r.int(1, 30)}; k++) bios(0x0C${c.toString(16).padStart(2, '0').toUpperCase()}, 0, ${x} + k, ${y} + j);`;
    }
    case 3: {
      const text = Array.from({ length: r.int(1, 8) }, () => r.int(32, 126)).concat(r.chance(0.3) ? [13, 10] : []);
      return `bios(0x0200, 0, 0, ${hex((r.int(0, 24) << 8) | r.int(0, cols - 1))}); ${text.map((c) => `bios(0x0E${c.toString(16).padStart(2, '0').toUpperCase()}, ${hex(r.int(0, 255))}, 0, 0);`).join(' ')}`;
    }
    case 4: return `bios(0x0200, 0, 0, ${hex((r.int(0, 24) << 8) | r.int(0, cols - 1))}); bios(0x09${r.int(33, 126).toString(16).toUpperCase()}, ${hex(byte(r))}, ${r.int(1, 5)}, 0);`;
    case 5: return `bios(0x0B00, ${hex(r.chance(0.5) ? r.int(0, 0x1f) : byte(r))}, 0, 0); fprintf(f, "s${s} bk %02X %02X %02X %02X %02X\\n", rac(0), rac(1), rac(2), rac(3), peekb(0x40, 0x66));`;
    case 6: return `bios(0x0B${r.pick(['01', '01', '02'])}, ${hex(r.chance(0.7) ? r.int(0, 1) : byte(r))}, 0, 0); fprintf(f, "s${s} cs %02X %02X %02X %02X %02X\\n", rac(0), rac(1), rac(2), rac(3), peekb(0x40, 0x66));`;
    case 7: return `bios(0x1000, ${hex((r.int(0, 63) << 8) | r.int(0, 16))}, 0, 0);`;
    default: return of(s);
  }
}

/** B800 in a CGA mode: bytes in both banks and past them. */
function cgaFill(r: Rng): string {
  const n = r.int(1, 300), o = r.chance(0.8) ? r.int(0, 0x3fff) : r.int(0, 0x7fff);
  return `for (k = 0; k < ${n}; k++) cm[(${o}u + k * ${r.pick([1, 1, 80, 0x2000])}u) & 0x7FFF] = k * ${r.int(1, 29)} + ${r.int(0, 255)};`;
}

/** INT 10h AH=12h, 1Bh, 1Ch, then a mode set or the state read. */
function altStep(r: Rng, s: number): string {
  switch (r.int(0, 10)) {
    case 0: return `bios(0x1200, ${hex(r.chance(0.8) ? 0x10 : r.int(0, 0xffff))}, 0, 0); fprintf(f, "s${s} a10 %04X %04X %04X\\n", rg.x.ax, rg.x.bx, rg.x.cx);`;
    case 1: return `bios(0x12${r.int(0, 3).toString(16).padStart(2, '0')}, 0x30, 0, 0); fprintf(f, "s${s} a30 %04X %02X %02X\\n", rg.x.ax, peekb(0x40, 0x89), peekb(0x40, 0x88));`;
    case 2: return `bios(0x12${r.int(0, 2).toString(16).padStart(2, '0')}, ${hex(r.pick([0x31, 0x32, 0x33, 0x34, 0x36, 0x35, 0x37]))}, 0, 0); fprintf(f, "s${s} a3x %04X %02X %02X %02X\\n", rg.x.ax, peekb(0x40, 0x89), peekb(0x40, 0x87), rsq(1));`;
    case 3: return `bios(${hex(r.pick([0x00, 0x01, 0x02, 0x03, 0x03, 0x03, 0x04, 0x06, 0x0d, 0x0e, 0x10, 0x12, 0x13, 0x11]) | (r.chance(0.1) ? 0x80 : 0))}, 0, 0, 0); ${of(s)} fprintf(f, "s${s} ms %02X %02X %02X %02X %02X\\n", rcr(9), rcr(0x0A), rcr(0x0B), peekb(0x40, 0x84), peekb(0x40, 0x85));`;
    case 4: return `memset(buf, 0xEE, 70); rg.x.di = (unsigned)buf; biosx(0x1B00, ${r.chance(0.9) ? 0 : r.int(1, 3)}, 0, 0); fprintf(f, "s${s} 1b %04X", rg.x.ax); for (k = 4; k < 64; k++) fprintf(f, " %02X", buf[k]); fprintf(f, "\\n");`;
    case 5: return `bios(0x1C00, 0, ${r.int(0, 15)}, 0); fprintf(f, "s${s} 1c %04X %04X\\n", rg.x.ax, rg.x.bx);`;
    case 6: return `bios(0x0100, 0, ${hex(r.pick([0x0607, 0x0007, 0x0e0f, 0x2000, 0x0105, 0x000d]))}, 0); fprintf(f, "s${s} c1 %02X %02X %04X\\n", rcr(0x0A), rcr(0x0B), peek(0x40, 0x60));`;
    case 7: return `bios(0x1003, ${r.int(0, 1)}, 0, 0); bios(0x1008, 0, 0, 0); fprintf(f, "s${s} bl %04X %02X %02X\\n", rg.x.bx, rac(0x10), peekb(0x40, 0x65));`;
    case 8: return `bios(0x1A00, 0, 0, 0); fprintf(f, "s${s} 1a %04X %04X\\n", rg.x.ax, rg.x.bx);`;
    case 9: return `bios(0x0B00, ${hex(r.int(0, 0x1f))}, 0, 0); fprintf(f, "s${s} bk %02X %02X %02X\\n", rac(0), rac(0x11), peekb(0x40, 0x66));`;
    default: return of(s);
  }
}

/** Version 1's known differences, to look at again: mode 13h's teletype past the screen, INT 10h after attribute 10h's bit 0 or GC 05h's bit 6 dropped. */
function oldStep(r: Rng, s: number): string {
  switch (r.int(0, 4)) {
    case 0: case 1: {
      const text = Array.from({ length: r.int(1, 6) }, () => r.int(33, 126));
      return `bios(0x0200, 0, 0, ${hex((r.int(20, 60) << 8) | r.int(30, 90))}); ${text.map((c) => `bios(0x0E${c.toString(16).toUpperCase()}, ${hex(r.int(1, 255))}, 0, 0);`).join(' ')} bios(0x0300, 0, 0, 0); fprintf(f, "s${s} c3 %04X\\n", rg.x.dx);`;
    }
    case 2: return `ac(0x10, rac(0x10) & 0xFE); bios(0x0200, 0, 0, ${hex((r.int(0, 20) << 8) | r.int(0, 30))}); bios(0x0E${r.int(33, 126).toString(16).toUpperCase()}, ${r.int(1, 15)}, 0, 0); bios(0x09${r.int(33, 126).toString(16).toUpperCase()}, ${r.int(1, 15)}, ${r.int(1, 4)}, 0);`;
    case 3: return `gc(5, rgc(5) & 0xBF); bios(0x0200, 0, 0, ${hex((r.int(0, 20) << 8) | r.int(0, 30))}); bios(0x09${r.int(33, 126).toString(16).toUpperCase()}, ${r.int(1, 255)}, ${r.int(1, 4)}, 0);`;
    default: return `for (k = 0; k < ${r.int(1, 200)}; k++) vm[${r.int(0, 63000)}u + k] = k * ${r.int(1, 9)};`;
  }
}

type Kind = 'text' | 'font' | 'scroll' | 'cga' | 'm11' | 'alt' | 'old';
const KINDS: readonly Kind[] = ['text', 'text', 'text', 'font', 'font', 'scroll', 'scroll', 'scroll', 'cga', 'cga', 'm11', 'alt', 'alt', 'old'];
/** Planar modes: the BIOS mode, bytes a plane's row, rows, the BIOS's columns. */
const PLANAR: readonly [number, number, number, number][] = [[0x0d, 40, 200, 40], [0x0e, 80, 200, 80], [0x10, 80, 350, 80], [0x12, 80, 480, 80]];

function scene(r: Rng, s: number): string[] {
  const kind = r.pick(KINDS);
  const steps: string[] = [];
  const n = r.int(6, 14);
  const setMode = (m: number): void => void steps.push(`bios(${hex((r.chance(0.1) ? 0x80 : 0) | m)}, 0, 0, 0);`);
  switch (kind) {
    case 'text': case 'font': {
      const m = r.pick([3, 3, 3, 1, 1, 0, 2]), cols = m < 2 ? 40 : 80;
      if (r.chance(0.15)) steps.push(`bios(0x12${r.int(0, 2).toString(16).padStart(2, '0')}, 0x30, 0, 0);`);
      setMode(m);
      for (let k = 0; k < n; k++) {
        const x = r.next();
        if (kind === 'text') steps.push(x < 0.25 ? cellsStep(r, cols) : x < 0.6 ? textCrtc(r, s, cols) : textBios(r, s, cols));
        else steps.push(x < 0.2 ? cellsStep(r, cols) : x < 0.75 ? fontStep(r, s) : x < 0.85 ? textCrtc(r, s, cols) : textBios(r, s, cols));
      }
      break;
    }
    case 'scroll': {
      const [m, row, rows, cols] = r.pick(PLANAR);
      setMode(m);
      for (let k = 0; k < n; k++) {
        const x = r.next();
        steps.push(x < 0.3 ? planarFill(r, row, rows) : x < 0.75 ? scrollStep(r, s, row, rows) : gfxBios(r, s, row * 8, rows, cols));
      }
      break;
    }
    case 'cga': {
      const m = r.pick([4, 4, 5, 6, 6]), w = m === 6 ? 640 : 320;
      setMode(m);
      for (let k = 0; k < n; k++) steps.push(r.chance(0.3) ? cgaFill(r) : gfxBios(r, s, w, 200, w / 8));
      break;
    }
    case 'm11': {
      setMode(0x11);
      for (let k = 0; k < n; k++) {
        const x = r.next();
        steps.push(x < 0.25 ? planarFill(r, 80, 480) : x < 0.35 ? scrollStep(r, s, 80, 480) : gfxBios(r, s, 640, 480, 80));
      }
      break;
    }
    case 'alt': {
      setMode(r.pick([3, 3, 0x12, 0x13, 1, 4]));
      for (let k = 0; k < n; k++) steps.push(altStep(r, s));
      break;
    }
    default: {
      const m = r.pick([0x13, 0x13, 0x12, 0x0d, 0x10]);
      setMode(m);
      for (let k = 0; k < n; k++) steps.push(oldStep(r, s));
    }
  }
  return [`/* ${kind} */`, ...steps];
}

/**
 * AX=1100h/1110h take the glyphs at ES:BP, which TC 2.0's intr does not load (its BP is DS: probe
 * IB1), so a program that loads a font sets the pseudo-registers and calls geninterrupt in a
 * function with no frame of its own, BP kept in a static word and put back (textgen5.ts's int13).
 * The programs that load none keep the text the fixtures' first run had (INTR_FONT), so their
 * oracle output stands.
 */
const INTR_FONT = `/* AH=11h with ES:BP at buf */
static void font(unsigned ax, unsigned bx, unsigned cx, unsigned dx)
{
  rp.r_ax = ax; rp.r_bx = bx; rp.r_cx = cx; rp.r_dx = dx; rp.r_es = _DS; rp.r_bp = (unsigned)buf;
  intr(0x10, &rp);
}`;
const GEN_FONT = `static unsigned a11, b11, c11, d11, p11, q11;

/* INT 10h with ES:BP at buf (TC's intr loads BP with DS): BP kept and put back */
${esBpInt10('11')}
/* AH=11h with ES:BP at buf */
static void font(unsigned ax, unsigned bx, unsigned cx, unsigned dx)
{
  a11 = ax; b11 = bx; c11 = cx; d11 = dx; p11 = (unsigned)buf;
  int11();
}`;

const prelude = (fontHelper: string): string => `#include <stdio.h>
#include <dos.h>
#include <mem.h>

static FILE *f, *sf;
static unsigned char far *vm;
static unsigned char far *cm;
static unsigned far *tw;
static unsigned far *vw;
static unsigned char sb[2048], buf[300];
static union REGS rg;
static struct SREGS sr;
static struct REGPACK rp;
static int j, k;

${fontHelper}
${VGA_HELPERS}
/* AH=12h's options as the BIOS starts (DOSBox runs many programs in one session): 400 lines, the palette loaded, no grey summing, cursor emulation and the screen on */
static void defaults(void)
{
  bios(0x1202, 0x30, 0, 0); bios(0x1200, 0x31, 0, 0); bios(0x1201, 0x33, 0, 0); bios(0x1200, 0x34, 0, 0); bios(0x1200, 0x36, 0, 0);
}

static void blocks(unsigned seg, unsigned n)
{
  unsigned o, i;
  for (i = 0, o = 0; i < n; i++, o += 2048) {
    movedata(seg, o, _DS, (unsigned)sb, 2048);
    fwrite(sb, 1, 2048, sf);
  }
}

/* the registers, the data area's video fields, then the memory (text: the font and B800; CGA: B800; else the planes) and the DAC */
static void shot(int s)
{
  int p, gi, si, ci, g4, g5, g6, s2, s4, mode;
  unsigned o;
  gi = inportb(0x3CE); si = inportb(0x3C4); ci = inportb(0x3D4);
  fprintf(f, "r%d cr", s); for (k = 0; k < 25; k++) fprintf(f, " %02X", rcr(k));
  fprintf(f, " sq"); for (k = 0; k < 5; k++) fprintf(f, " %02X", rsq(k));
  fprintf(f, " gc"); for (k = 0; k < 9; k++) fprintf(f, " %02X", rgc(k));
  fprintf(f, " ac"); for (k = 0; k < 21; k++) fprintf(f, " %02X", rac(k));
  fprintf(f, " %02X %02X\\n", inportb(0x3CC), inportb(0x3C6));
  fprintf(f, "b%d", s); for (k = 0x49; k <= 0x66; k++) fprintf(f, " %02X", peekb(0x40, k));
  for (k = 0x84; k <= 0x8A; k++) fprintf(f, " %02X", peekb(0x40, k)); fprintf(f, "\\n");
  mode = peekb(0x40, 0x49);
  g4 = rgc(4); g5 = rgc(5); g6 = rgc(6); s2 = rsq(2); s4 = rsq(4);
  if (mode <= 3) {
    fputc(48, sf); fputc(0, sf);
    sq(4, s4 | 0x04); gc(5, g5 & 0xEF); gc(6, 0x04); gc(4, 2);
    blocks(0xA000, 32);
    gc(6, 0x0E); gc(5, 0x10); gc(4, 0); sq(4, s4);
    blocks(0xB800, 16);
  } else if (mode <= 6) {
    fputc(16, sf); fputc(0, sf);
    blocks(0xB800, 16);
  } else {
    fputc(128, sf); fputc(0, sf);
    sq(4, (s4 & 0xF7) | 0x04); gc(5, g5 & 0xE7); gc(6, (g6 & 0xF1) | 0x04);
    for (p = 0; p < 4; p++) { gc(4, p); blocks(0xA000, 32); }
  }
  outportb(0x3C7, 0);
  for (o = 0; o < 768; o++) sb[o] = inportb(0x3C9);
  fwrite(sb, 1, 768, sf);
  gc(6, g6); gc(5, g5); gc(4, g4); sq(4, s4); sq(2, s2);
  outportb(0x3CE, gi); outportb(0x3C4, si); outportb(0x3D4, ci);
  fprintf(f, "#%d\\n", s);
}
`;

export interface Vgagen2Program { seed: number; name: string; body: string }

/** The program of `seed`. */
export function generateVga2(seed: number): Vgagen2Program {
  const r = new Rng(seed * 2246822519 + 0x7b);
  const scenes: string[] = [];
  for (let s = 1; s <= 4; s++) scenes.push(`static void s${s}(void)\n{\n${scene(r, s).map((x) => `  ${x}\n`).join('')}  shot(${s});\n}\n`);
  const loads = scenes.some((x) => x.includes(' font(0x11'));
  const body = `${prelude(loads ? GEN_FONT : INTR_FONT)}
${scenes.join('\n')}
int main(void)
{
  f = fopen("VG.OUT", "w");
  sf = fopen("SHOTS.SCR", "wb");
  segread(&sr);
  defaults();
  vm = MK_FP(0xA000, 0);
  vw = MK_FP(0xA000, 0);
  /* the text font: DOSBox keeps it apart from the planes and no mode set clears it (a program before in the session wrote it) */
  bios(0x0003, 0, 0, 0);
  sq(2, 4); sq(4, 7); gc(5, 0); gc(6, 4);
  for (k = 0; k < 32767; k++) vw[k] = 0;
  vw[32767] = 0;
  sq(2, 3); sq(4, 3); gc(5, 0x10); gc(6, 0x0E);
  /* DAC entries 64-255 as mode 13h loads them, whichever program ran before */
  bios(0x0013, 0, 0, 0);
  cm = MK_FP(0xB800, 0);
  tw = MK_FP(0xB800, 0);
${SCENES_RUN}  defaults();
  bios(0x0003, 0, 0, 0);
  return 0;
}
`;
  return { seed, name: vgagen2Name(seed), body };
}
