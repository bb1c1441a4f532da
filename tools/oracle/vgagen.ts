/**
 * Generated VGA programs, version 1 (programs `VG00001.C` …; docs/ORACLE.md "The VGA generator",
 * docs/FIDELITY.md "Generated VGA programs"): C programs that drive the card themselves as Turbo C
 * games do — INT 10h's mode sets, the graphics controller, the sequencer, the CRTC, the attribute
 * controller and the DAC through their ports, video memory through far pointers (bytes and words,
 * latched copies, read modes 0 and 1), INT 10h's pixel, palette, font and information functions.
 *
 * Each program has four scenes. A scene sets a mode (mostly), runs 6–14 steps of its kind and ends
 * in `shot(N)`, which writes `#N` to VG.OUT and appends the card's memory to SHOTS.SCR: the four
 * planes' 64 KB each (read through the read map with chain 4, odd/even and read mode 1 turned off
 * for the read and put back after) and the DAC's 768 components. The same C reads the memory on
 * both sides, so the comparison is of the files: VG.OUT part by part, SHOTS.SCR shot by shot.
 *
 * Not generated: what depends on DOSBox's CPU timing (3DAh's retrace bits, polling counts), the
 * miscellaneous output's I/O select (bit 0: the CRTC's ports move to 3B4h).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Rng } from './generate.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { Machine } from '../../runtime/machine.ts';
import { compileForMode12h } from './mode12h.ts';
import type { OracleResult } from './dosbox.ts';

export const VGAGEN_FILE = 'VG.OUT';
export const VGAGEN_SHOTS = 'SHOTS.SCR';
export const VGAGEN_SCENES = 4;
/** A shot's bytes: four planes of 64 KB, then the DAC. */
export const PLANE = 65536;
export const SHOT_BYTES = 4 * PLANE + 768;
export const vgagenName = (seed: number): string => `VG${String(seed % 100000).padStart(5, '0')}`;
export const vgagenSeed = (name: string): number | null => (/^VG\d{5}$/.test(name) ? Number(name.slice(2)) : null);

const hex = (v: number): string => `0x${v.toString(16).toUpperCase()}`;

/** A mode's geometry: bytes a row at A000 (a plane's in the planar modes), rows, the BIOS's page size. */
interface ModeInfo { mode: number; row: number; rows: number; page: number }
const MODES: Record<string, ModeInfo> = {
  m0d: { mode: 0x0d, row: 40, rows: 200, page: 0x2000 },
  m0e: { mode: 0x0e, row: 80, rows: 200, page: 0x4000 },
  m10: { mode: 0x10, row: 80, rows: 350, page: 0x8000 },
  m12: { mode: 0x12, row: 80, rows: 480, page: 0xa000 },
  m13: { mode: 0x13, row: 320, rows: 200, page: 0x10000 },
  modex: { mode: 0x13, row: 80, rows: 200, page: 0x4000 },
};
const PLANAR = ['m0d', 'm0e', 'm10', 'm12'] as const;

/** A byte value: random, or one of the edges. */
const byte = (r: Rng): number => (r.chance(0.3) ? r.pick([0, 0xff, 0x0f, 0xf0, 0x55, 0xaa, 0x80, 0x01]) : r.int(0, 255));

/** An offset in the mode's picture, sometimes past it or at the segment's end. */
function offset(r: Rng, m: ModeInfo, span = 1): number {
  const k = r.next();
  const shown = Math.min(0x10000, m.row * m.rows);
  if (k < 0.75) return r.int(0, Math.max(0, shown - span));
  if (k < 0.9) return r.int(0, 0xffff - span);
  return r.pick([0, shown - 1, 0xfffe - span, 0xffff - span]) & 0xffff;
}

/** The state of the graphics controller a step sets: one register, its value in range mostly. */
function gcStep(r: Rng): string {
  const i = r.pick([0, 1, 2, 3, 3, 4, 5, 5, 5, 7, 8, 8, 8]);
  let v: number;
  switch (i) {
    case 0: case 1: case 2: case 7: v = r.chance(0.85) ? r.int(0, 15) : byte(r); break;
    case 3: v = r.chance(0.85) ? r.int(0, 31) : byte(r); break;
    case 4: v = r.chance(0.85) ? r.int(0, 3) : byte(r); break;
    case 5: v = r.chance(0.85) ? r.pick([0, 1, 2, 3, 8, 9, 10, 11]) : byte(r) & 0x7b; break;
    default: v = byte(r);
  }
  return `gc(${i}, ${hex(v)});`;
}

/** Bytes read back at `n` offsets and printed (the read mode as the scene left it). */
function readStep(r: Rng, m: ModeInfo, s: number): string {
  const n = r.int(1, 6);
  const at = Array.from({ length: n }, () => offset(r, m));
  if (r.chance(0.3)) return `fprintf(f, "s${s} rw${at.map(() => ' %04X').join('')}\\n"${at.map((o) => `, *(unsigned far *)(vm + ${hex(o & 0xfffe)})`).join('')});`;
  return `fprintf(f, "s${s} rd${at.map(() => ' %02X').join('')}\\n"${at.map((o) => `, vm[${hex(o)}]`).join('')});`;
}

/** A run of bytes or words written, or a rectangle of rows. */
function fillStep(r: Rng, m: ModeInfo): string {
  const k = r.int(0, 4);
  if (k === 0) {
    const n = r.int(1, 40);
    const o = offset(r, m, 2 * n + 1) & (r.chance(0.7) ? 0xfffe : 0xffff);
    return `for (k = 0; k < ${n}; k++) *(unsigned far *)(vm + ${hex(o)} + 2 * k) = ${hex(r.int(0, 0xffff))};`;
  }
  if (k === 1) {
    const w = r.int(1, Math.min(m.row, 24)), h = r.int(1, 30), o = offset(r, m, w + h * m.row);
    return `for (j = 0; j < ${h}; j++) for (k = 0; k < ${w}; k++) vm[${hex(o)} + j * ${m.row}u + k] = ${hex(byte(r))};`;
  }
  if (k === 2) {
    // a value from the index: every byte different
    const n = r.int(1, 120), o = offset(r, m, n);
    return `for (k = 0; k < ${n}; k++) vm[${hex(o)} + k] = k * ${r.int(1, 37)} + ${r.int(0, 255)};`;
  }
  const n = r.int(1, 80), o = offset(r, m, n);
  return `for (k = 0; k < ${n}; k++) vm[${hex(o)} + k] = ${hex(byte(r))};`;
}

/** A copy through the latches: each source byte read, the destination written (in the write mode the scene has). */
function copyStep(r: Rng, m: ModeInfo): string {
  const n = r.int(1, 60), a = offset(r, m, n), b = offset(r, m, n);
  switch (r.int(0, 3)) {
    case 0: return `gc(5, (rgc(5) & 0xFC) | 1); for (k = 0; k < ${n}; k++) vm[${hex(b)} + k] = vm[${hex(a)} + k];`;
    case 1: return `for (k = 0; k < ${n}; k++) vm[${hex(b)} + k] = vm[${hex(a)} + k];`;
    case 2: return `movedata(0xA000, ${hex(a)}, 0xA000, ${hex(b)}, ${n});`;
    default: return `for (k = 0; k < ${n}; k++) vm[${hex(b)} + k] |= ${hex(byte(r))};`;
  }
}

/** The graphics controller's and sequencer's registers read back. */
const regsLine = (s: number): string =>
  `fprintf(f, "s${s} gc"); for (k = 0; k < 9; k++) fprintf(f, " %02X", rgc(k)); fprintf(f, " sq"); for (k = 0; k < 5; k++) fprintf(f, " %02X", rsq(k)); fprintf(f, "\\n");`;

/** INT 10h AH=0Ch/0Dh: a pixel put (colour's bit 7 XORs in the planar modes) and read. */
function pixelStep(r: Rng, m: ModeInfo, s: number): string {
  const wide = m.mode === 0x0d || m.mode === 0x13 ? 320 : 640;
  const x = r.chance(0.9) ? r.int(0, wide - 1) : r.int(0, 1000), y = r.chance(0.9) ? r.int(0, m.rows - 1) : r.int(0, 600);
  const c = r.chance(0.7) ? r.int(0, 15) : byte(r);
  return `bios(0x0C${c.toString(16).padStart(2, '0').toUpperCase()}, 0, ${x}, ${y}); bios(0x0D00, 0, ${x}, ${y}); fprintf(f, "s${s} px %04X\\n", rg.x.ax);`;
}

/** The DAC: entries written through 3C8h/3C9h, read through 3C7h/3C9h, the mask, the index state. */
function dacStep(r: Rng, s: number): string {
  switch (r.int(0, 5)) {
    case 0: case 1: {
      const first = r.int(0, 255), n = r.int(1, 8);
      const vals = Array.from({ length: 3 * n + (r.chance(0.2) ? r.int(1, 2) : 0) }, () => (r.chance(0.9) ? r.int(0, 63) : byte(r)));
      return `outportb(0x3C8, ${first}); ${vals.map((v) => `outportb(0x3C9, ${v});`).join(' ')}`;
    }
    case 2: {
      const first = r.int(0, 255), n = r.int(1, 12);
      return `outportb(0x3C7, ${first}); fprintf(f, "s${s} dac %02X %02X", inportb(0x3C7), inportb(0x3C8)); for (k = 0; k < ${n}; k++) fprintf(f, " %02X", inportb(0x3C9)); fprintf(f, " %02X %02X\\n", inportb(0x3C7), inportb(0x3C8));`;
    }
    case 3: return `outportb(0x3C6, ${hex(byte(r))}); fprintf(f, "s${s} pel %02X\\n", inportb(0x3C6));`;
    case 4: {
      // a read begun, then a write index without a write: which index the next component goes to
      return `outportb(0x3C7, ${r.int(0, 255)}); k = inportb(0x3C9); outportb(0x3C9, ${r.int(0, 63)}); fprintf(f, "s${s} dx %02X %02X %02X\\n", k, inportb(0x3C7), inportb(0x3C8));`;
    }
    default: {
      const first = r.int(0, 255);
      return `outportb(0x3C8, ${first}); outportb(0x3C9, ${r.int(0, 63)}); outportb(0x3C9, ${r.int(0, 63)}); fprintf(f, "s${s} dw %02X %02X\\n", inportb(0x3C8), inportb(0x3C7));`;
    }
  }
}

/** INT 10h AH=10h: the attribute registers and the DAC through the BIOS. */
function paletteStep(r: Rng, s: number): string {
  switch (r.int(0, 13)) {
    case 0: return `bios(0x1000, ${hex((r.chance(0.85) ? r.int(0, 15) : r.int(0, 0x1f)) | (byte(r) << 8))}, 0, 0);`;
    case 1: return `bios(0x1001, ${hex(byte(r) << 8)}, 0, 0);`;
    case 2: {
      const vals = Array.from({ length: 17 }, () => (r.chance(0.8) ? r.int(0, 63) : byte(r)));
      return `${vals.map((v, i) => `buf[${i}] = ${v};`).join(' ')} biosx(0x1002, 0, 0, 0);`;
    }
    case 3: return `bios(0x1003, ${r.int(0, 2)}, 0, 0);`;
    case 4: return `bios(0x1007, ${r.int(0, 20)}, 0, 0); fprintf(f, "s${s} a07 %04X\\n", rg.x.bx);`;
    case 5: return `bios(0x1008, 0, 0, 0); fprintf(f, "s${s} a08 %04X\\n", rg.x.bx);`;
    case 6: return `memset(buf, 0xEE, 20); biosx(0x1009, 0, 0, 0); fprintf(f, "s${s} a09"); for (k = 0; k < 18; k++) fprintf(f, " %02X", buf[k]); fprintf(f, "\\n");`;
    case 7: return `bios(0x1010, ${r.int(0, 255)}, ${hex((r.int(0, 63) << 8) | r.int(0, 63))}, ${hex(r.int(0, 63) << 8)});`;
    case 8: {
      const n = r.int(0, 6), first = r.int(0, 255);
      const vals = Array.from({ length: 3 * n }, () => (r.chance(0.9) ? r.int(0, 63) : byte(r)));
      return `${vals.map((v, i) => `buf[${i}] = ${v};`).join(' ')} biosx(0x1012, ${first}, ${n}, 0);`;
    }
    case 9: return `bios(0x1015, ${r.int(0, 255)}, 0, 0); fprintf(f, "s${s} d15 %04X %04X\\n", rg.x.cx, rg.x.dx);`;
    case 10: {
      const n = r.int(1, 6);
      return `memset(buf, 0xEE, 20); biosx(0x1017, ${r.int(0, 255)}, ${n}, 0); fprintf(f, "s${s} d17"); for (k = 0; k < ${3 * n + 1}; k++) fprintf(f, " %02X", buf[k]); fprintf(f, "\\n");`;
    }
    case 11: return r.chance(0.5) ? `bios(0x1018, ${hex(byte(r))}, 0, 0);` : `bios(0x1019, 0, 0, 0); fprintf(f, "s${s} m19 %04X\\n", rg.x.bx);`;
    case 12: return r.chance(0.5) ? `bios(0x1013, ${hex((r.int(0, 15) << 8) | r.int(0, 1))}, 0, 0);` : `bios(0x101A, 0, 0, 0); fprintf(f, "s${s} p1a %04X\\n", rg.x.bx);`;
    default: return `bios(0x101B, ${r.int(0, 255)}, ${r.int(0, 8)}, 0);`;
  }
}

/** The attribute controller through 3C0h/3C1h: a register written, or read back. */
function acStep(r: Rng, s: number): string {
  if (r.chance(0.5)) return `ac(${r.chance(0.85) ? r.int(0, 0x14) : r.int(0, 0x1f)}, ${hex(r.chance(0.8) ? r.int(0, 63) : byte(r))});`;
  const i = r.int(0, 0x14);
  return `fprintf(f, "s${s} ac %02X %02X\\n", rac(${i}), inportb(0x3C0));`;
}

/** INT 10h's information and font functions in a graphics mode. */
function infoStep(r: Rng, s: number): string {
  switch (r.int(0, 6)) {
    case 0: return `bios(0x1A00, 0, 0, 0); fprintf(f, "s${s} 1a %04X %04X\\n", rg.x.ax, rg.x.bx);`;
    case 1: return `bios(0x1A01, ${hex(r.pick([0x0008, 0x0808, 0x0007, 0x000b, 0x00ff, r.int(0, 0xffff)]))}, 0, 0); bios(0x1A00, 0, 0, 0); fprintf(f, "s${s} 1a1 %04X %04X\\n", rg.x.ax, rg.x.bx);`;
    case 2: return `memset(buf, 0xEE, 70); rg.x.di = (unsigned)buf; biosx(0x1B00, ${r.chance(0.8) ? 0 : r.int(1, 3)}, 0, 0); fprintf(f, "s${s} 1b %04X", rg.x.ax); for (k = 4; k < 66; k++) fprintf(f, " %02X", buf[k]); fprintf(f, "\\n");`;
    case 3: return `bios(0x1130, ${hex(r.int(0, 7) << 8)}, 0, 0); fprintf(f, "s${s} f30 %04X %02X %04X\\n", rg.x.cx, rg.h.dl, sr.es);`;
    case 4: {
      const al = r.pick([0x22, 0x23, 0x24]), bl = r.int(0, 4), dl = r.int(1, 60);
      return `bios(0x11${al.toString(16).toUpperCase()}, ${bl}, 0, ${dl}); bios(0x1130, 0, 0, 0); fprintf(f, "s${s} f${al.toString(16)} %04X %02X %d %d\\n", rg.x.cx, rg.h.dl, peekb(0x40, 0x84), peek(0x40, 0x85));`;
    }
    case 5: {
      const text = Array.from({ length: r.int(1, 12) }, () => r.int(32, 126)).concat(r.chance(0.3) ? [13, 10] : []);
      return `bios(0x0200, ${r.int(0, 1) << 8}, 0, ${hex((r.int(0, 29) << 8) | r.int(0, 79))}); ${text.map((c) => `bios(0x0E${c.toString(16).padStart(2, '0').toUpperCase()}, ${hex(r.int(0, 255))}, 0, 0);`).join(' ')}`;
    }
    default: return `bios(0x0200, 0, 0, ${hex((r.int(0, 24) << 8) | r.int(0, 39))}); bios(0x09${r.int(33, 126).toString(16).toUpperCase()}, ${hex(byte(r))}, ${r.int(1, 5)}, 0);`;
  }
}

/** The CRTC: the start address and offset written and read back, a register of any index. */
function crtcStep(r: Rng, s: number): string {
  switch (r.int(0, 3)) {
    case 0: return `cr(0x0C, ${hex(r.int(0, 255))}); cr(0x0D, ${hex(byte(r))});`;
    case 1: return `cr(0x13, ${hex(r.chance(0.8) ? r.pick([20, 40, 80, 160 >> 1, r.int(1, 127)]) : byte(r))});`;
    case 2: return `cr(${hex(r.chance(0.8) ? r.pick([0x08, 0x0a, 0x0b, 0x0e, 0x0f, 0x14, 0x17, 0x18]) : r.int(0x19, 0x1f))}, ${hex(byte(r))});`;
    default: return `fprintf(f, "s${s} cr"); for (k = 0; k < 25; k++) fprintf(f, " %02X", rcr(k)); fprintf(f, " %02X\\n", inportb(0x3D4));`;
  }
}

/** Registers of every controller, any index, then all of them read back. */
function regsStep(r: Rng, s: number): string {
  switch (r.int(0, 5)) {
    case 0: return `sq(${r.chance(0.8) ? r.pick([1, 2, 3, 4]) : r.int(5, 7)}, ${hex(byte(r))});`;
    case 1: return `gc(${r.chance(0.8) ? r.int(0, 8) : r.int(9, 15)}, ${hex(byte(r))});`;
    case 2: return `outportb(0x3C4, ${hex(byte(r))}); outportb(0x3CE, ${hex(byte(r))}); fprintf(f, "s${s} ix %02X %02X\\n", inportb(0x3C4), inportb(0x3CE));`;
    case 3: return `outportb(0x3D4, ${hex(byte(r))}); fprintf(f, "s${s} ixc %02X %02X\\n", inportb(0x3D4), inportb(0x3D5));`;
    case 4: return `fprintf(f, "s${s} misc %02X %02X\\n", inportb(0x3CC), inportb(0x3CA));`;
    default: return regsLine(s);
  }
}

/** Mode X: mode 13h unchained, 80 bytes a row of each plane. */
const MODEX = 'sq(4, 0x06); cr(0x14, 0x00); cr(0x17, 0xE3); sq(2, 0x0F); for (k = 0; k < 16000; k++) vw[k] = 0;';

/** A pixel in mode X: the plane by the map mask, the byte by x / 4. */
function modexPixel(r: Rng): string {
  const x = r.int(0, 319), y = r.int(0, 239), c = byte(r);
  if (r.chance(0.5)) return `sq(2, ${1 << (x & 3)}); vm[${y * 80 + (x >> 2)}] = ${c};`;
  const w = r.int(1, 40), h = r.int(1, 30);
  return `for (j = 0; j < ${h}; j++) for (k = 0; k < ${w}; k++) { sq(2, 1 << ((${x} + k) & 3)); vm[(${y} + j) * 80u + ((${x} + k) >> 2)] = ${c} + k; }`;
}

type Kind = 'planar' | 'm13' | 'modex' | 'palette' | 'regs';
const KINDS: readonly Kind[] = ['planar', 'planar', 'planar', 'm13', 'm13', 'modex', 'modex', 'palette', 'palette', 'regs'];

/** A scene: its mode set (or the last scene's mode kept), its steps. */
function scene(r: Rng, s: number, last: string | null): { mode: string; text: string[] } {
  const kind = r.pick(KINDS);
  let mode: string;
  if (kind === 'm13') mode = 'm13';
  else if (kind === 'modex') mode = 'modex';
  else if (kind === 'planar') mode = r.pick(PLANAR);
  else mode = r.pick([...PLANAR, 'm13', 'm13']);
  const steps: string[] = [];
  const keep = last !== null && last === mode && mode !== 'modex' && r.chance(0.3);
  if (!keep) steps.push(`bios(${hex((r.chance(0.15) ? 0x80 : 0) | MODES[mode]!.mode)}, 0, 0, 0);${mode === 'modex' ? ` ${MODEX}` : ''}`);
  const m = MODES[mode]!;
  const n = r.int(6, 14);
  for (let k = 0; k < n; k++) {
    const x = r.next();
    switch (kind) {
      case 'planar':
        steps.push(x < 0.3 ? gcStep(r) : x < 0.38 ? `sq(2, ${hex(r.chance(0.9) ? r.int(0, 15) : byte(r))});` : x < 0.6 ? fillStep(r, m) : x < 0.72 ? copyStep(r, m) : x < 0.86 ? readStep(r, m, s) : x < 0.9 ? regsLine(s) : x < 0.96 ? pixelStep(r, m, s) : crtcStep(r, s));
        break;
      case 'm13':
        steps.push(x < 0.3 ? fillStep(r, m) : x < 0.45 ? readStep(r, m, s) : x < 0.65 ? dacStep(r, s) : x < 0.75 ? pixelStep(r, m, s) : x < 0.85 ? paletteStep(r, s) : x < 0.92 ? gcStep(r) : copyStep(r, m));
        break;
      case 'modex':
        steps.push(x < 0.3 ? modexPixel(r) : x < 0.42 ? `sq(2, ${hex(r.int(0, 15))}); ${fillStep(r, m)}` : x < 0.55 ? `gc(4, ${r.int(0, 3)}); ${readStep(r, m, s)}` : x < 0.7 ? `sq(2, ${hex(r.int(1, 15))}); ${copyStep(r, m)}` : x < 0.8 ? crtcStep(r, s) : x < 0.9 ? gcStep(r) : dacStep(r, s));
        break;
      case 'palette':
        steps.push(x < 0.35 ? paletteStep(r, s) : x < 0.5 ? acStep(r, s) : x < 0.6 ? dacStep(r, s) : x < 0.8 ? infoStep(r, s) : x < 0.9 ? fillStep(r, m) : pixelStep(r, m, s));
        break;
      default:
        steps.push(x < 0.55 ? regsStep(r, s) : x < 0.7 ? crtcStep(r, s) : x < 0.8 ? acStep(r, s) : x < 0.9 ? fillStep(r, m) : readStep(r, m, s));
    }
  }
  return { mode, text: [`/* ${kind} ${mode} */`, ...steps] };
}

/** The C functions every VGA program has: INT 10h calls, the controllers' registers written and read. */
export const VGA_HELPERS = `/* ES as the last call left it (AX=1130h's font pointer is read from it) */
static void bios(unsigned ax, unsigned bx, unsigned cx, unsigned dx)
{
  rg.x.ax = ax; rg.x.bx = bx; rg.x.cx = cx; rg.x.dx = dx;
  int86x(0x10, &rg, &rg, &sr);
}
/* with ES:DX (ES:DI for AH=1Bh) at buf */
static void biosx(unsigned ax, unsigned bx, unsigned cx, unsigned dx)
{
  unsigned di = rg.x.di;
  segread(&sr);
  sr.es = sr.ds;
  rg.x.ax = ax; rg.x.bx = bx; rg.x.cx = cx; rg.x.dx = dx ? dx : (unsigned)buf; rg.x.di = di;
  int86x(0x10, &rg, &rg, &sr);
}
static void gc(int i, int v) { outportb(0x3CE, i); outportb(0x3CF, v); }
static void sq(int i, int v) { outportb(0x3C4, i); outportb(0x3C5, v); }
static void cr(int i, int v) { outportb(0x3D4, i); outportb(0x3D5, v); }
static void ac(int i, int v) { inportb(0x3DA); outportb(0x3C0, i); outportb(0x3C0, v); outportb(0x3C0, 0x20); }
static int rgc(int i) { outportb(0x3CE, i); return inportb(0x3CF); }
static int rsq(int i) { outportb(0x3C4, i); return inportb(0x3C5); }
static int rcr(int i) { outportb(0x3D4, i); return inportb(0x3D5); }
static int rac(int i) { int v; inportb(0x3DA); outportb(0x3C0, i); v = inportb(0x3C1); inportb(0x3DA); outportb(0x3C0, 0x20); return v; }
`;

const PRELUDE = `#include <stdio.h>
#include <dos.h>
#include <mem.h>

static FILE *f, *sf;
static unsigned char far *vm;
static unsigned far *vw;
static unsigned char sb[2048], buf[80];
static union REGS rg;
static struct SREGS sr;
static int j, k;

${VGA_HELPERS}
/* the card's memory: each plane's 64 KB by the read map (chain 4, odd/even, read mode 1 off), the DAC */
static void shot(int s)
{
  int p, gi, si, g4, g5, g6, s4;
  unsigned o;
  gi = inportb(0x3CE); si = inportb(0x3C4);
  g4 = rgc(4); g5 = rgc(5); g6 = rgc(6); s4 = rsq(4);
  sq(4, (s4 & 0xF7) | 0x04);
  gc(5, g5 & 0xE7);
  gc(6, (g6 & 0xF1) | 0x04);
  for (p = 0; p < 4; p++) {
    gc(4, p);
    for (o = 0; ; o += 2048) {
      movedata(0xA000, o, _DS, (unsigned)sb, 2048);
      fwrite(sb, 1, 2048, sf);
      if (o == 0xF800) break;
    }
  }
  outportb(0x3C7, 0);
  for (o = 0; o < 768; o++) sb[o] = inportb(0x3C9);
  fwrite(sb, 1, 768, sf);
  gc(6, g6); gc(5, g5); gc(4, g4); sq(4, s4);
  outportb(0x3CE, gi); outportb(0x3C4, si);
  fprintf(f, "#%d\\n", s);
}
`;

export interface VgagenProgram { seed: number; name: string; body: string }

/** The program of `seed`. */
/** main's four scenes and the two files closed after them, in every version's program. */
export const SCENES_RUN = `  s1();
  s2();
  s3();
  s4();
  fclose(sf);
  fclose(f);
`;

export function generateVga(seed: number): VgagenProgram {
  const r = new Rng(seed * 2654435761 + 0x7a);
  const scenes: string[] = [];
  let last: string | null = null;
  for (let s = 1; s <= VGAGEN_SCENES; s++) {
    const sc = scene(r, s, last);
    last = sc.mode;
    scenes.push(`static void s${s}(void)\n{\n${sc.text.map((x) => `  ${x}\n`).join('')}  shot(${s});\n}\n`);
  }
  const body = `${PRELUDE}
${scenes.join('\n')}
int main(void)
{
  f = fopen("${VGAGEN_FILE}", "w");
  sf = fopen("${VGAGEN_SHOTS}", "wb");
  segread(&sr);
  /* DAC entries 64-255 as mode 13h loads them: the modes 0Dh-12h set only 0-63, and DOSBox keeps the rest from the program before */
  bios(0x0013, 0, 0, 0);
  vm = MK_FP(0xA000, 0);
  vw = MK_FP(0xA000, 0);
${SCENES_RUN}  bios(0x0003, 0, 0, 0);
  return 0;
}
`;
  return { seed, name: vgagenName(seed), body };
}

/** Virtual time a program may take. */
const RUN_MS = 20_000;

export interface VgaRun { out: string; shots: Uint8Array; error: string | null }

/** A program's VG.OUT and SHOTS.SCR on mode12h, or why there are none. */
export function runVga(source: string, name: string): VgaRun {
  const rom = compileForMode12h(source, `${name}.C`, name);
  if (typeof rom === 'string') return { out: '', shots: new Uint8Array(), error: rom };
  const m = new Machine();
  m.load(rom);
  while (m.state === 'running' && m.nowMs < RUN_MS) m.runFor(100);
  const read = (file: string): Uint8Array => driveOf(m).read(file) ?? driveOf(m).read(`${name}\\${file}`) ?? new Uint8Array();
  const error = m.crash ? `crashed: ${m.crash.message}` : m.state === 'running' ? 'still running' : null;
  return { out: new TextDecoder('latin1').decode(read(VGAGEN_FILE)), shots: read(VGAGEN_SHOTS), error };
}

/** FNV-1a, 32 bits. */
function fnv(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}
const latin1 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

/** VG.OUT's parts: each scene through its `#N` line, then the rest. */
export function vgaParts(out: string): string[] {
  const parts: string[] = [];
  let at = 0;
  for (const m of out.matchAll(/^#\d+\r?\n/gm)) {
    parts.push(out.slice(at, m.index + m[0].length));
    at = m.index + m[0].length;
  }
  parts.push(out.slice(at));
  return parts;
}

/**
 * How a version's SHOTS.SCR is cut into shots, each a memory part and the DAC's 768 bytes, and
 * where its fixtures are: version 1's shots are the four planes' 256 KB each; version 2's begin
 * with a word, the memory's 2 KB blocks (vgagen2.ts).
 */
export interface VgaFormat {
  version: number;
  folder: string;
  /** The shots' memory parts and DACs, and the bytes left over that make no whole shot. */
  split(shots: Uint8Array): { shots: [Uint8Array, Uint8Array][]; rest: number };
  /** The programs the e2e test runs. */
  checked(name: string): boolean;
}

function splitV1(shots: Uint8Array): { shots: [Uint8Array, Uint8Array][]; rest: number } {
  const out: [Uint8Array, Uint8Array][] = [];
  let at = 0;
  for (; at + SHOT_BYTES <= shots.length; at += SHOT_BYTES) out.push([shots.subarray(at, at + 4 * PLANE), shots.subarray(at + 4 * PLANE, at + SHOT_BYTES)]);
  return { shots: out, rest: shots.length - at };
}

/** The programs the e2e test runs: one in `VGA_EVERY` (about 0.8 s of CPU each: a shot reads 256 KB through the VGA's read path). */
export const VGA_EVERY = 80;
export const vgaChecked = (name: string): boolean => (vgagenSeed(name) ?? 1) % VGA_EVERY === 0;
export const VGA_V1: VgaFormat = { version: 1, folder: 'oracle-vga', split: splitV1, checked: vgaChecked };

/** A program's hashes: VG.OUT's parts, then each shot's memory and DAC (`memory/dac`). */
export function vgaHashes(out: string, shots: Uint8Array, format: VgaFormat = VGA_V1): { text: string[]; shots: string[] } {
  const { shots: parts, rest } = format.split(shots);
  const s = parts.map(([mem, dac]) => `${fnv(mem)}/${fnv(dac)}`);
  if (rest) s.push(`short${rest}`);
  return { text: vgaParts(out).map((p) => fnv(latin1(p))), shots: s };
}

/** Where two shots differ: each 64 KB part's (a plane's) first and last offset and count of bytes, or the DAC's first entry. */
export function shotDifference([a, da]: [Uint8Array, Uint8Array], [b, db]: [Uint8Array, Uint8Array]): string {
  const parts: string[] = [];
  if (a.length !== b.length) parts.push(`${a.length} vs ${b.length} bytes`);
  for (let p = 0; p * PLANE < Math.min(a.length, b.length); p++) {
    let n = 0, first = -1, lastAt = -1;
    for (let o = 0; o < PLANE && p * PLANE + o < Math.min(a.length, b.length); o++) {
      if (a[p * PLANE + o] !== b[p * PLANE + o]) { n++; if (first < 0) first = o; lastAt = o; }
    }
    if (n) parts.push(`plane ${p}: ${n} bytes in ${first.toString(16)}-${lastAt.toString(16)} (${(a[p * PLANE + first] ?? 0).toString(16)} vs ${(b[p * PLANE + first] ?? 0).toString(16)})`);
  }
  for (let i = 0; i < 768; i++) {
    if (da[i] !== db[i]) { parts.push(`dac ${Math.floor(i / 3)}.${i % 3}: ${da[i]} vs ${db[i]}`); break; }
  }
  return parts.join('; ');
}

export const vgaFixtures = (file = 'oracle.txt', format: VgaFormat = VGA_V1): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', format.folder, file);

export interface VgaFact { name: string; status: string; text: string[]; shots: string[]; out: string | null }

export function readVgaFacts(file = 'oracle.txt', format: VgaFormat = VGA_V1): VgaFact[] {
  const facts: VgaFact[] = [];
  for (const line of readFileSync(vgaFixtures(file, format), 'latin1').split('\n')) {
    if (line === '' || line.startsWith('#') || line.startsWith('generator ')) continue;
    const last = facts[facts.length - 1]!;
    if (line.startsWith('|')) last.out = `${last.out ?? ''}${line.slice(2)}\n`;
    else if (line.startsWith('= ')) last.text = line.slice(2).split(' ');
    else if (line.startsWith('@ ')) last.shots = line.slice(2).split(' ');
    else {
      const [name, status] = line.split(' ');
      facts.push({ name: name!, status: status!, text: [], shots: [], out: null });
    }
  }
  return facts;
}

/** The first line where two outputs differ, 1-based, or 0. */
function firstLine(a: string, b: string): number {
  const x = a.split('\n'), y = b.split('\n');
  for (let i = 0; i < Math.max(x.length, y.length); i++) if (x[i] !== y[i]) return i + 1;
  return 0;
}

/** What differs between TC's run (its hashes, its text when kept) and mode12h's: '' when nothing. */
export function vgaDifference(fact: VgaFact, ours: VgaRun, format: VgaFormat = VGA_V1): string {
  const mine = vgaHashes(ours.out, ours.shots, format);
  const badText = fact.text.findIndex((h, i) => mine.text[i] !== h);
  const badShot = fact.shots.findIndex((h, i) => mine.shots[i] !== h);
  if (badText < 0 && badShot < 0 && mine.text.length === fact.text.length && mine.shots.length === fact.shots.length && !ours.error) return '';
  const what: string[] = [];
  if (badText >= 0 || mine.text.length !== fact.text.length) {
    const at = fact.out !== null ? firstLine(fact.out, ours.out.replace(/\r/g, '')) : 0;
    what.push(`text part ${badText + 1}${at ? `: line ${at}: oracle "${fact.out!.split('\n')[at - 1] ?? '(none)'}" mode12h "${ours.out.replace(/\r/g, '').split('\n')[at - 1] ?? '(none)'}"` : ''}`);
  }
  if (badShot >= 0 || mine.shots.length !== fact.shots.length) what.push(`shot ${badShot + 1}`);
  return `${fact.name} ${what.join(', ')}${ours.error ? ` (${ours.error})` : ''}`;
}

/** The checked programs' differences from their facts (vgaDifference), each regenerated and run on mode12h. */
export function vgaDiffs(checked: VgaFact[], generate: (name: string) => { body: string; name: string }, format: VgaFormat = VGA_V1): string[] {
  return checked.flatMap((f) => {
    const p = generate(f.name);
    const run = runVga(p.body, p.name);
    run.out = run.out.replace(/\r/g, '');
    const d = vgaDifference(f, run, format);
    return d ? [d] : [];
  });
}

/** Every program against its oracle: OUT/vga.txt, and the facts to OUT/vga-facts.txt. */
export function compareVga(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null, only?: string, format: VgaFormat = VGA_V1): void {
  const lines: string[] = [];
  const facts: string[] = [`# VG.OUT and SHOTS.SCR of the generated VGA programs (tools/oracle/vgagen${format.version === 1 ? '' : format.version}.ts) in Turbo C 2.0 under DOSBox: hashes of VG.OUT's parts (=) and of each shot's memory/DAC (@), the text of those the test runs`, `generator ${format.version}`];
  let compared = 0, equal = 0;
  for (const p of programs) {
    if (only && p.name !== only) continue;
    const o = oracleOf(p.name);
    if (!o) continue;
    facts.push(`${p.name} ${o.status}`);
    if (o.status !== 'ok') { lines.push(`${p.name}  oracle ${o.status}`); continue; }
    const theirs = new TextDecoder('latin1').decode(o.files.get(VGAGEN_FILE) ?? new Uint8Array()).replace(/\r/g, '');
    const theirShots = o.files.get(VGAGEN_SHOTS) ?? new Uint8Array();
    const h = vgaHashes(theirs, theirShots, format);
    facts.push(`= ${h.text.join(' ')}`, `@ ${h.shots.join(' ')}`);
    if (format.checked(p.name)) for (const l of theirs.replace(/\n$/, '').split('\n')) facts.push(`| ${l}`);
    const run = runVga(p.source, p.name);
    run.out = run.out.replace(/\r/g, '');
    compared++;
    const fact: VgaFact = { name: p.name, status: 'ok', text: h.text, shots: h.shots, out: theirs };
    const d = vgaDifference(fact, run, format);
    if (!d) { equal++; lines.push(`${p.name}  equal`); continue; }
    const shotsDiff: string[] = [];
    const [sa, sb] = [format.split(theirShots).shots, format.split(run.shots).shots];
    for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
      const sd = sa[i] && sb[i] ? shotDifference(sa[i]!, sb[i]!) : `${sa[i] ? 'a shot' : 'none'} vs ${sb[i] ? 'a shot' : 'none'}`;
      if (sd) shotsDiff.push(`shot ${i + 1}: ${sd}`);
    }
    lines.push(`${d}${shotsDiff.length ? `\n    ${shotsDiff.join('\n    ')}` : ''}`);
  }
  const summary = `${compared} programs, ${equal} equal`;
  writeFileSync(join(out, 'vga.txt'), `${lines.join('\n')}\n\n${summary}\n`);
  writeFileSync(join(out, 'vga-facts.txt'), `${facts.join('\n')}\n`);
  console.log(lines.filter((l) => !l.endsWith('equal')).slice(0, 60).join('\n'));
  console.log(summary);
}
