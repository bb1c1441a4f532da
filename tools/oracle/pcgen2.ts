/**
 * Generated programs on the PC's hardware, version 2 (programs `F00001.C` …; docs/ORACLE.md "The
 * PC's interrupts, keyboard and timer"): what version 1 left out, in scenes whose outcome DOSBox
 * fixes whatever its speed —
 *
 * - `mouse`: INT 33h in a text or graphics mode set by INT 10h: 00h/21h reset and what they
 *   return, 01h/02h and the show/hide counter (2Ah), 03h/04h against the ranges of 07h/08h and
 *   each mode's rounding, 0Bh, 0Fh, 1Ah/1Bh, 1Dh/1Eh, 24h, the handler calls 0Ch/14h/18h (no
 *   motion: the handler is never called), and the cursor as drawn (the cell under it in text
 *   mode, the 16×16 box's pixels in graphics modes);
 * - `pic`: the 8259's IMR read back, IRR and ISR by OCW3 outside and inside an INT 8 handler,
 *   specific and non-specific EOIs, IRQ 0 masked over channel 2's periods then unmasked (how many
 *   INT 8s come), and IRR with interrupts off;
 * - `pit`: channels 0 and 2 in modes 0–5 (and their aliases), LSB/MSB/word access, BCD, the
 *   read-back command's status (null count, mode, access, OUT where it is fixed), count latches
 *   read as facts that hold at any speed (the count just loaded is near, a latch with channel 2's
 *   gate low reads as the one before), status latched while another is pending;
 * - `bios`: INT 11h, 12h, 15h AH=86h/88h/C0h (the configuration table), the equipment word and
 *   memory size in the BIOS data area;
 * - `clock`: INT 1Ah AH=01h sets the tick count and AH=00h reads it back after whole ticks, over
 *   midnight (the flag in AL and at 0040:0070), then the count is put back;
 * - `cmos`: ports 70h/71h: status registers A (update bit masked), B, D, the configuration bytes,
 *   RAM bytes written and read back, status A and B written and put back (never the time);
 * - `keys`: the type-ahead buffer moved by 0040:0080/0082, INT 16h AH=05h/10h/11h/00h/01h in it,
 *   AH=03h, 09h, 0Ah, keyboard flags toggled and read by AH=02h/12h;
 * - `spk`: port 61h bits 0–1 with channel 2 programmed first (its mode known: version 1's
 *   sound() scenes read the mode a program before had left), sound() and nosound();
 * - `kbd`: version 1's keyboard and controller commands (64h D0h against a scheduled reply).
 *
 * PC.OUT as version 1's; each scene ends with `#N`.
 */
import { Rng } from './generate.ts';
import { resolve } from 'node:path';
import { PRELUDE, PCGEN_FILE, PCGEN_SCENES, kbdScene, mainEnd, runPc } from './pcgen.ts';
import { compareText8, readText8Facts, text8Difference, type Text8Fact } from './textgen8.ts';
import type { OracleResult } from './dosbox.ts';

export const PCGEN2_VERSION = 2;
export const pcgen2Name = (seed: number): string => `F${String(seed % 100000).padStart(5, '0')}`;
export const pcgen2Seed = (name: string): number | null => (/^F\d{5}$/.test(name) ? Number(name.slice(1)) : null);

const hex = (v: number, w = 2): string => `0x${(v >>> 0).toString(16).toUpperCase().padStart(w, '0')}`;

/** Video modes and their width in pixels (0: text). */
const MODES: readonly [number, number][] = [[0x03, 0], [0x03, 0], [0x03, 0], [0x01, 0], [0x12, 640], [0x12, 640], [0x10, 640], [0x0e, 640], [0x0d, 320], [0x13, 320], [0x04, 320], [0x06, 640]];

const coord = (r: Rng): number => r.pick([0, 1, 7, 8, 9, 100, 101, 199, 200, 319, 320, 321, 349, 479, 480, 639, 640, 700, -1, -8, 0x7fff, 0x8000, r.int(0, 639), r.int(0, 479), r.int(0, 199)]);

function mouseScene(r: Rng, s: number): string[] {
  const [mode, width] = r.pick(MODES);
  const out = [`P("s${s} mouse ${mode.toString(16)}");`, `vmode(${hex(mode)});`];
  if (width === 0) out.push(`fill(${mode === 1 ? 40 : 80});`);
  else if (r.chance(0.5)) out.push(`band(${width});`);
  out.push(r.chance(0.8) ? 'm33(0x00, 0, 0, 0);' : 'm33(0x21, 0, 0, 0);');
  let installed = false;
  for (let k = r.int(6, 14); k > 0; k--) {
    switch (r.int(0, 19)) {
      case 0: case 1: out.push('m33(0x01, 0, 0, 0);'); break;
      case 2: out.push('m33(0x02, 0, 0, 0);'); break;
      case 3: out.push('m33(0x2A, 0, 0, 0);'); break;
      case 4: case 5: out.push('m33(0x03, 0, 0, 0);'); break;
      case 6: case 7: out.push(`m33(0x04, 0, ${hex(coord(r) & 0xffff, 4)}, ${hex(coord(r) & 0xffff, 4)}); m33(0x03, 0, 0, 0);`); break;
      case 8: out.push(`m33(${r.pick(['0x07', '0x08'])}, 0, ${hex(coord(r) & 0xffff, 4)}, ${hex(coord(r) & 0xffff, 4)}); m33(0x03, 0, 0, 0);`); break;
      case 9: out.push('m33(0x0B, 0, 0, 0);'); break;
      case 10: out.push(`m33(0x0F, 0, ${r.pick([0, 1, 8, 16, 32, 100])}, ${r.pick([0, 1, 8, 16, 32, 100])}); m33(0x0B, 0, 0, 0);`); break;
      case 11: out.push(`m33(0x1A, ${r.pick([0, 1, 50, 99, 100, 101, 255, 0x8000])}, ${r.pick([0, 1, 50, 100, 150])}, ${r.pick([0, 50, 100, 200])}); m33(0x1B, 0, 0, 0);`); break;
      case 12: out.push(`m33(0x1D, ${r.pick([0, 1, 3, 7, 8, 0x100])}, 0, 0); m33(0x1E, 0, 0, 0);`); break;
      case 13: out.push('m33(0x24, 0, 0, 0);'); break;
      case 14: installed = true; out.push(`hnd(0x0C, ${hex(r.pick([0, 1, 0x1f, 0x7f, 0xffff]), 4)});`); break;
      case 15: installed = true; out.push(`hnd(0x14, ${hex(r.pick([0, 2, 0x1f, 0xffff]), 4)});`); break;
      case 16: out.push(`hnd(0x18, ${hex(r.pick([0x20, 0x21, 0x40, 0x00, 0x1f]), 4)});`); break;
      case 17: out.push('m33(0x21, 0, 0, 0);'); break;
      case 18: if (width === 0) out.push(`m33(0x0A, 0, ${hex(r.pick([0x77ff, 0xffff, 0x00ff, 0x7fff]), 4)}, ${hex(r.pick([0x7700, 0x0000, 0x4e18, 0x7f00]), 4)});`); break;
      default: out.push(width === 0 ? 'cell();' : `box(${width});`); break;
    }
    if (r.chance(0.3)) out.push(width === 0 ? 'cell();' : `box(${width});`);
  }
  // the driver as the next scene and program expect it: no handler, hidden, text mode
  out.push('m33(0x00, 0, 0, 0);');
  if (installed) out.push('hnd(0x0C, 0);');
  out.push('vmode(3);', 'm33(0x00, 0, 0, 0);');
  return out;
}

function picScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} pic");`, 'zero();'];
  for (let k = r.int(2, 5); k > 0; k--) {
    switch (r.int(0, 7)) {
      case 0: {
        const v = r.pick([0xb8, 0xbc, 0xf8, 0x00, 0xfe, 0xff, 0xb9, r.int(0, 255)]) & 0xfc;
        out.push(`outportb(0x21, ${hex(v)}); P(" imr %02X", inportb(0x21)); outportb(0x21, imr0);`);
        break;
      }
      case 1: out.push('outportb(0x20, 0x0A); a = inportb(0x20); outportb(0x20, 0x0B); b = inportb(0x20); P(" irr %02X isr %02X", a & 0xFE, b);'); break;
      case 2: {
        // IRQ 0 masked over whole periods of channel 2 (its own clock), then unmasked
        const n = r.int(1, 3);
        out.push(`e8 = ${r.pick(['0', '0x20', '0x60', '0x61', '0x62', '0x67'])}; disable(); n8 = 0; setvect(8, h8v); outportb(0x21, imr0 | 1); enable(); half0(${2 * n}); a = n8; outportb(0x20, 0x0A); b = inportb(0x20); outportb(0x21, imr0); c = n8; P(" masked ${n}: n8 %u irr %02X then %u", a, b & 1, c); setvect(8, old8); wait(1);`);
        break;
      }
      case 3: {
        const e = r.pick(['0', '0x20', '0x60', '0x61', '0x62', '0x67', '0x0A', '0x0B']);
        out.push(`e8 = ${e}; n8 = 0; isrA = isrB = irrA = 0; setvect(8, h8v); wait(2); setvect(8, old8); P(" h8 e${e} n %u isr %02X %02X irr %02X", n8 > 0, isrA, isrB, irrA & 0xFE);`);
        break;
      }
      case 4: out.push(`outportb(0x20, ${r.pick(['0x20', '0x60', '0x61', '0x67'])}); outportb(0x20, 0x0B); P(" eoi isr %02X", inportb(0x20));`); break;
      case 5: out.push('disable(); half0(2); outportb(0x20, 0x0A); a = inportb(0x20); outportb(0x20, 0x0B); b = inportb(0x20); enable(); P(" cli irr %02X isr %02X", a & 1, b);'); break;
      case 6: out.push('outportb(0x20, 0x0A); P(" r20 %02X", inportb(0x20) & 0xFE); P(" r20 %02X", inportb(0x20) & 0xFE); outportb(0x20, 0x0B); P(" r20 %02X", inportb(0x20)); P(" r21 %02X", inportb(0x21) == imr0);'); break;
      default: out.push('outportb(0xA0, 0x0B); a = inportb(0xA0); P(" isr2 %02X imr2 %02X", a, inportb(0xA1));'); break;
    }
  }
  out.push('outportb(0x20, 0x0A);', 'outportb(0x21, imr0);', 'outportb(0x61, 0x00);');
  return out;
}

/** A control word for channel `ch` and the count bytes it takes. */
function pitWord(r: Rng, ch: number): { cw: number; mode: number; access: number; bcd: boolean; count: number; bytes: number[] } {
  const mode = r.pick([0, 1, 2, 3, 4, 5, 0, 2, 3, 6, 7]);
  const access = r.pick([3, 3, 3, 1, 2]);
  const bcd = r.chance(0.15);
  let count = bcd ? r.pick([0x9999, 0x5000, 0x1000, 0x0100, 0x0000, 0x6000]) : r.pick([0xffff, 0xf000, 0xc350, 0x8000, 0x4000, 0x1000, 0x0400, 0x0000, r.int(0x1000, 0xffff)]);
  if (access === 1) count &= 0xff;
  if (access === 2) count &= 0xff00;
  const bytes = access === 3 ? [count & 0xff, count >> 8] : access === 1 ? [count & 0xff] : [count >> 8];
  return { cw: (ch << 6) | (access << 4) | (mode << 1) | (bcd ? 1 : 0), mode: mode > 5 ? mode - 4 : mode, access, bcd, count, bytes };
}

function pitScene(r: Rng, s: number): string[] {
  const ch = r.pick([2, 2, 0]);
  const out = [`P("s${s} pit ${ch}");`];
  const port = hex(0x40 + ch);
  const rb = 0xc0 | (2 << ch);
  const gate = ch === 2 ? r.pick([0, 1, 1, 3]) : 1;
  if (ch === 2) out.push(`outportb(0x61, ${gate}); P(" gate ${gate}");`);
  else out.push('disable();');
  const w = pitWord(r, ch);
  out.push(`outportb(0x43, ${hex(w.cw)}); P(" cw %02X", ${hex(w.cw)});`);
  // before the count: the status with null count
  if (r.chance(0.6)) out.push(`outportb(0x43, ${hex(rb | 0x20)}); P(" st %02X", inportb(${port}) & ${w.mode === 0 ? '0xFF' : '0x7F'});`);
  out.push(`${w.bytes.map((b) => `outportb(${port}, ${hex(b)});`).join(' ')} P(" n ${w.bytes.map((b) => b.toString(16)).join(' ')}");`);
  // the count just loaded is within a few hundred clocks of what was written: 'near'; in mode 3 even
  const word = w.access === 3;
  const near = ch === 0 ? 'near0' : 'near2';
  // a latch reads the count only with the gate high (mode 1 needs the gate's rising edge)
  const live = (ch === 0 || gate & 1) && w.mode !== 1 && w.mode !== 5 && w.count >= 0x400 && !w.bcd;
  let waited = false;
  for (let k = r.int(2, 6); k > 0; k--) {
    const fresh = live && !waited;
    switch (r.int(0, 7)) {
      case 0: case 1:
        out.push(`outportb(0x43, ${hex(rb | 0x20)}); P(" st %02X", inportb(${port}) & 0x7F);`);
        break;
      case 2: case 3:
        if (word && fresh) out.push(`outportb(0x43, ${hex(ch << 6)}); P(" lat %d", ${near}(${hex(w.count, 4)}, ${w.mode === 3 ? 1 : 0}));`);
        else if (word && ch === 2 && !(gate & 1) && w.mode !== 1) out.push(`outportb(0x43, ${hex(ch << 6)}); a = inportb(${port}); b = inportb(${port}); outportb(0x43, ${hex(ch << 6)}); P(" same %d", a == inportb(${port}) && b == inportb(${port}));`);
        else if (!word) out.push(`outportb(0x43, ${hex(ch << 6)}); inportb(${port}); outportb(0x43, ${hex(rb | 0x20)}); P(" st1 %02X", inportb(${port}) & 0x7F);`);
        break;
      case 4:
        // status and count latched at once: the status comes first
        if (word && fresh) out.push(`outportb(0x43, ${hex(rb)}); P(" rb %02X", inportb(${port}) & 0x7F); P(" %d", ${near}(${hex(w.count, 4)}, ${w.mode === 3 ? 1 : 0}));`);
        break;
      case 5:
        // two status latches: the second waits until the first is read
        out.push(`outportb(0x43, ${hex(rb | 0x20)}); outportb(0x43, 0xE2); P(" st2 %02X", inportb(${port}) & 0x7F); outportb(0x43, 0xE2); P(" st0 %02X", inportb(0x40) & 0x7F);`);
        break;
      case 6:
        // half a word read, then the status
        if (word) out.push(`outportb(0x43, ${hex(ch << 6)}); inportb(${port}); outportb(0x43, ${hex(rb | 0x20)}); P(" half %02X", inportb(${port}) & 0x7F); inportb(${port});`);
        break;
      default:
        if (ch === 2) waited = true;
        if (ch === 2) out.push(`wait(2); outportb(0x43, ${hex(rb | 0x20)}); P(" w st %02X", inportb(${port}) & ${w.mode === 0 && !w.bcd && w.count > 0 && w.count <= 0xf000 ? '0xFF' : '0x7F'});`);
        break;
    }
  }
  if (ch === 0) out.push('outportb(0x43, 0x36); outportb(0x40, 0); outportb(0x40, 0); enable(); wait(1);');
  else out.push('outportb(0x61, 0);');
  return out;
}

function biosScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} bios");`];
  for (let k = r.int(2, 5); k > 0; k--) {
    switch (r.int(0, 6)) {
      case 0: out.push('r.x.ax = 0x1234; int86(0x11, &r, &r); P(" i11 %04X bda %04X", r.x.ax, peek(0x40, 0x10));'); break;
      case 1: out.push('r.x.ax = 0x1234; int86(0x12, &r, &r); P(" i12 %04X bda %04X", r.x.ax, peek(0x40, 0x13));'); break;
      case 2: out.push('r.x.ax = 0x8800; r.x.cflag = 0; int86(0x15, &r, &r); P(" i88 %04X %d", r.x.ax, r.x.cflag);'); break;
      case 3: out.push('cfg();'); break;
      case 4: {
        const us = r.pick([1, 976, 1000, 20000, 50000, 100000, 150000, 200000]);
        out.push(`us86(${us}L);`);
        break;
      }
      case 5: out.push(`r.x.ax = ${hex(r.pick([0xc100, 0x2400, 0x2401, 0x2402, 0x5300, 0x4f00, 0x9100]), 4)}; r.x.bx = 0x5555; int86(0x15, &r, &r); P(" i15 %04X %04X %d", r.x.ax, r.x.bx, r.x.cflag);`); break;
      default: out.push('P(" bda %02X %04X %02X", peekb(0x40, 0x49), peek(0x40, 0x4A), peekb(0x40, 0x84));'); break;
    }
  }
  return out;
}

function clockScene(r: Rng, s: number): string[] {
  const MID = 0x1800b0;
  const t = r.pick([0, 1, 0x10000, 0xffff, MID - 1, MID - 2, MID - 3, MID, MID + 5, 0x123456, r.int(0, MID - 1)]);
  const n = r.int(1, 3);
  return [
    `P("s${s} clock ${t.toString(16)} ${n}");`,
    'wait(1); t0 = tk1a(); pokeb(0x40, 0x70, 0);',
    `set1a(${t}L); P(" set %d", tk1a() == ${t}L);`,
    `wait(${n}); c0 = tk1a(); P(" after %lX al %02X bda %02X", c0, al1a, peekb(0x40, 0x70));`,
    r.chance(0.5) ? 'c0 = tk1a(); P(" again %lX al %02X", c0, al1a);' : `wait(1); P(" next %lX al %02X", tk1a(), al1a);`,
    // the count put back, as if it had run on: the day's ticks go on for the programs after
    `c0 = tk1a(); set1a(t0 + ${n + 2}L); tk1a(); pokeb(0x40, 0x70, 0);`,
  ];
}

function cmosScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} cmos");`];
  for (let k = r.int(2, 6); k > 0; k--) {
    switch (r.int(0, 5)) {
      case 0: case 1: {
        const regs = Array.from({ length: r.int(2, 8) }, () => r.pick([0x0a, 0x0b, 0x0d, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x2d, 0x2e, 0x2f, 0x30, 0x31, 0x33, 0x34, 0x35, 0x37, 0x3d, 0x3f, ((x) => (x === 0x32 ? 0x33 : x))(r.int(0x10, 0x3f))]));
        out.push(`P(" r${regs.map((g) => ` ${g.toString(16)}`).join('')}:");`, ...regs.map((g) => `P(" %02X", rtc(${hex(r.chance(0.2) ? g | 0x80 : g)}) & ${g === 0x0a ? '0x7F' : '0xFF'});`));
        break;
      }
      case 2: {
        const g = r.pick([0, 0x40]) + r.pick([r.int(0x19, 0x2c), r.int(0x33, 0x3f)]), v = r.pick([0x00, 0x55, 0xaa, 0xff, 0x80, 0x7f, r.int(0, 255)]);
        out.push(`a = rtc(${hex(g)}); wtc(${hex(g)}, ${hex(v)}); P(" w ${g.toString(16)} ${v.toString(16)}: %02X", rtc(${hex(g)})); wtc(${hex(g)}, a);`);
        break;
      }
      case 3: {
        const v = r.pick([0x26, 0x27, 0x2f, 0x20, 0xa6, 0x06, 0x76]);
        out.push(`wtc(0x0A, ${hex(v)}); P(" wa ${v.toString(16)}: %02X", rtc(0x0A) & 0x7F); wtc(0x0A, 0x26);`);
        break;
      }
      case 4: {
        const v = r.pick([0x02, 0x82, 0x0a, 0x03, 0x12, 0x22]);
        out.push(`wtc(0x0B, ${hex(v)}); P(" wb ${v.toString(16)}: %02X", rtc(0x0B)); wtc(0x0B, 0x02);`);
        break;
      }
      default: {
        const v = r.pick([0x00, 0xff, 0x80, 0x01]);
        out.push(`wtc(0x0D, ${hex(v)}); P(" wd ${v.toString(16)}: %02X", rtc(0x0D)); wtc(0x0D, 0x80);`);
        break;
      }
    }
  }
  out.push('outportb(0x70, 0x0D);');
  return out;
}

/** Buffers: start and end offsets in segment 40h. */
const BUFFERS: readonly [number, number][] = [[0x1e, 0x3e], [0x1e, 0x3e], [0x1e, 0x2e], [0x22, 0x36], [0x2a, 0x30], [0x1e, 0x22], [0x30, 0x3e]];
const KEYS = [0x1e61, 0x3062, 0x1c0d, 0x011b, 0x4800, 0xe00d, 0x48e0, 0x8500, 0x3920, 0x2c7a];

function keysScene(r: Rng, s: number): string[] {
  const [start, end] = r.pick(BUFFERS);
  const out = [`P("s${s} keys ${start.toString(16)} ${end.toString(16)}");`, `buf(${hex(start)}, ${hex(end)});`];
  for (let k = r.int(4, 12); k > 0; k--) {
    switch (r.int(0, 11)) {
      case 0: case 1: case 2: out.push(`push2(${hex(r.pick(KEYS), 4)});`); break;
      case 3: for (let j = r.int(2, 10); j > 0; j--) out.push(`push2(${hex(r.pick(KEYS), 4)});`); break;
      case 4: case 5: out.push(`rd2(${r.pick(['0x00', '0x10'])});`); break;
      case 6: out.push(`ck2(${r.pick(['0x01', '0x11'])});`); break;
      case 7: {
        const al = r.pick([0, 5, 5, 1, 4, 6]);
        out.push(`r.x.ax = ${hex(0x0300 | al, 4)}; r.x.bx = ${hex((r.int(0, 3) << 8) | r.int(0, 31), 4)}; int86(0x16, &r, &r); P(" a03 ${al} %04X %04X", r.x.ax, r.x.bx); wait(1); P(" 97 %02X", peekb(0x40, 0x97) & 0x10); ht2();`);
        break;
      }
      case 8: out.push(`r.x.ax = ${r.pick(['0x0900', '0x0A00'])}; r.x.bx = 0x1234; int86(0x16, &r, &r); P(" %04X %04X", r.x.ax, r.x.bx);`); break;
      case 9: case 10: {
        const a = r.pick([0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x03, 0xf0]);
        const b = r.pick([0x00, 0x00, 0x01, 0x02, 0x04, 0x10, 0x20, 0x40, 0x80]);
        out.push(`pokeb(0x40, 0x17, peekb(0x40, 0x17) ^ ${hex(a)}); pokeb(0x40, 0x18, peekb(0x40, 0x18) ^ ${hex(b)}); fl();`);
        break;
      }
      default: out.push(`P(" b1 %04X", bioskey(1)); P(" b2 %02X", bioskey(2)); ht2();`); break;
    }
  }
  out.push('pokeb(0x40, 0x17, 0); pokeb(0x40, 0x18, 0);', 'buf(0x1E, 0x3E);');
  return out;
}

function spkScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} spk");`, 'outportb(0x61, 0x00);', 'outportb(0x43, 0xB6); outportb(0x42, 0x00); outportb(0x42, 0x10);'];
  for (let k = r.int(4, 10); k > 0; k--) {
    switch (r.int(0, 9)) {
      case 0: case 1: {
        const v = r.pick([0x00, 0x01, 0x02, 0x03, 0x0c, 0x30, 0xfc, 0x4c, r.int(0, 255)]);
        out.push(`outportb(0x61, ${hex(v)}); P(" o61 %02X i %02X %02X", ${hex(v)}, inportb(0x61), inportb(0x61));`);
        break;
      }
      case 2: out.push('P(" i61 %02X", inportb(0x61));'); break;
      case 3: case 4: {
        const cw = r.pick([0xb6, 0xb6, 0xb4, 0xb0, 0xb2, 0x96, 0xa6, 0xb8, 0xba, 0xbc, 0xb7]);
        const count = r.pick([1320, 1193, 100, 1000, 0x1234, 65535, 0]);
        const access = (cw >> 4) & 3;
        const bytes = access === 3 ? [count & 0xff, count >> 8] : access === 1 ? [count & 0xff] : [count >> 8];
        out.push(`outportb(0x43, ${hex(cw)}); ${bytes.map((b) => `outportb(0x42, ${hex(b)});`).join(' ')} P(" c2 %02X", ${hex(cw)});`);
        break;
      }
      case 5: case 6: out.push('outportb(0x43, 0xE8); P(" rb2 %02X", inportb(0x42) & 0x7F);'); break;
      case 7: {
        const hz = r.pick([440, 1000, 19, 20000, 100, 5000]);
        out.push(`sound(${hz}); P(" snd ${hz} %02X", inportb(0x61) & 0x0F); outportb(0x43, 0xE8); P(" rb2 %02X", inportb(0x42) & 0x7F);`);
        break;
      }
      default: out.push('nosound(); P(" nos %02X", inportb(0x61) & 0x0F);'); break;
    }
  }
  out.push('nosound();', 'outportb(0x61, 0x00);');
  return out;
}

/**
 * Version 1's prelude with its tick wait on a plain char: TC 2.0 compares a char with an unsigned
 * char as bytes (probe PQ2: 0AFh read by peekb equals an unsigned char 175), cc/ as ints, so a
 * wait begun at a tick count whose low byte is 80h or more ended at once on mode12h.
 */
const PRELUDE2 = `${PRELUDE.replace('  unsigned char t;\n  while (n-- > 0) {', '  char t;\n  while (n-- > 0) {')}
struct SREGS sr;
unsigned char imr0, a, b, al1a;
unsigned c;
volatile unsigned char isrA, isrB, irrA, e8;
unsigned long c0;
typedef void (far *MH)(void);
MH hp;

static void mh(void) { }

/* INT 33h: the four registers it gives back */
static void m33(unsigned ax, unsigned bx, unsigned cx, unsigned dx)
{
  r.x.ax = ax; r.x.bx = bx; r.x.cx = cx; r.x.dx = dx; r.x.si = 0x5151; r.x.di = 0xD1D1;
  int86(0x33, &r, &r);
  fprintf(f, " m%02X %04X %04X %04X %04X %04X %04X\\n", ax, r.x.ax, r.x.bx, r.x.cx, r.x.dx, r.x.si, r.x.di);
}

/* 0Ch, 14h, 18h with this program's handler: ES:DX back as "hp" when it is that one */
static void hnd(unsigned ax, unsigned mask)
{
  segread(&sr);
  sr.es = FP_SEG(hp);
  r.x.ax = ax; r.x.bx = 0x3333; r.x.cx = mask; r.x.dx = mask ? FP_OFF(hp) : 0;
  if (!mask) sr.es = 0;
  int86x(0x33, &r, &r, &sr);
  if (sr.es == FP_SEG(hp) && r.x.dx == FP_OFF(hp)) fprintf(f, " h%02X %04X %04X %04X hp\\n", ax, r.x.ax, r.x.bx, r.x.cx);
  else fprintf(f, " h%02X %04X %04X %04X %04X:%04X\\n", ax, r.x.ax, r.x.bx, r.x.cx, sr.es, r.x.dx);
}

static void vmode(int m) { r.x.ax = m; int86(0x10, &r, &r); }

/* a text screen of known cells */
static void fill(int cols)
{
  int i;
  for (i = 0; i < cols * 25; i++) poke(0xB800, 2 * i, ((0x10 + i % 7) << 8) | ('A' + i % 26));
}

/* a graphics screen of known pixels: bands of colour */
static void band(int w)
{
  int x, y;
  for (y = 0; y < 200; y += 3) for (x = 0; x < w; x += 5) { r.x.ax = 0x0C00 | ((x / 5 + y) & 3); r.x.bx = 0; r.x.cx = x; r.x.dx = y; int86(0x10, &r, &r); }
}

static void pos(int *x, int *y)
{
  r.x.ax = 3; int86(0x33, &r, &r); *x = r.x.cx; *y = r.x.dx;
}

/* the cell under the mouse */
static void cell(void)
{
  int x, y, cols = peek(0x40, 0x4A);
  pos(&x, &y);
  x >>= (cols == 40 ? 4 : 3); y >>= 3;
  if (x < 0 || x >= cols || y < 0 || y >= 25) { fprintf(f, " cell -\\n"); return; }
  fprintf(f, " cell %d %d %04X %04X\\n", x, y, peek(0xB800, 2 * (y * cols + x)), peek(0xB800, 2 * (y * cols + x + 1)));
}

/* the 16x16 box at the mouse: its pixels not 0 row by row, and their sum */
static void box(int w)
{
  int x, y, i, j, px;
  unsigned m, sum = 0;
  pos(&x, &y);
  if (w == 320) x >>= 1;
  fprintf(f, " box %d %d", x, y);
  for (j = 0; j < 16; j++) {
    m = 0;
    for (i = 0; i < 16; i++) {
      r.x.ax = 0x0D00; r.x.bx = 0; r.x.cx = x + i; r.x.dx = y + j; int86(0x10, &r, &r);
      px = r.h.al; sum += px * (i + 1);
      if (px) m |= 0x8000u >> i;
    }
    if (m) fprintf(f, " %d:%04X", j, m);
  }
  fprintf(f, " s%u\\n", sum);
}

/* an INT 8 that reads ISR and IRR, sends e8 (an EOI or OCW3), and chains to the BIOS */
void interrupt h8v(void)
{
  n8++;
  outportb(0x20, 0x0B); isrA = inportb(0x20);
  outportb(0x20, 0x0A); irrA = inportb(0x20);
  if (e8) { outportb(0x20, e8); outportb(0x20, 0x0B); isrB = inportb(0x20); }
  old8();
}

static unsigned cnt0(void)
{
  unsigned lo;
  outportb(0x43, 0x00); lo = inportb(0x40);
  return lo | (inportb(0x40) << 8);
}

/* n half-periods of channel 0 (mode 3 counts down twice a period), IRQ 0 masked or not: two are
   a whole period, which raises IRQ 0 once (a first count of 0, the edge itself, is no wrap) */
static void half0(int n)
{
  unsigned c, p = cnt0() - 1;
  while (n > 0) { c = cnt0(); if (c > p) n--; p = c; }
}

/* the count just loaded, latched now: within 3000 clocks (2.5 ms) of it; in mode 3, even */
static int nearc(int port, unsigned n, int even)
{
  unsigned v, d;
  v = inportb(port); v |= inportb(port) << 8;
  d = n - v;
  if (n == 0) d = -v;
  return (d < 3000) + 2 * (even && (v & 1));
}
static int near0(unsigned n, int even) { return nearc(0x40, n, even); }
static int near2(unsigned n, int even) { return nearc(0x42, n, even); }

static void cfg(void)
{
  unsigned char far *p;
  int i;
  segread(&sr);
  r.x.ax = 0xC000; r.x.bx = 0x5555; r.x.cflag = 0;
  int86x(0x15, &r, &r, &sr);
  fprintf(f, " c0 %04X %04X %d", r.x.ax, r.x.bx, r.x.cflag);
  p = MK_FP(sr.es, r.x.bx);
  for (i = 0; i < 10; i++) fprintf(f, " %02X", p[i]);
  fprintf(f, "\\n");
}

/* INT 15h AH=86h: the carry, AH, and whether the ticks it took are in its range */
static void us86(long us)
{
  unsigned long t, lo = us / 54925L, dt;
  wait(1);
  t = ticks();
  r.x.ax = 0x8600; r.x.cx = us >> 16; r.x.dx = us & 0xFFFF;
  int86(0x15, &r, &r);
  dt = ticks() - t;
  fprintf(f, " w86 %ld %d %02X %d %02X\\n", us, r.x.cflag, r.h.ah, dt >= lo && dt <= lo + 1, peekb(0x40, 0xA0));
}

static unsigned long tk1a(void)
{
  r.x.ax = 0; int86(0x1A, &r, &r); al1a = r.h.al;
  return ((unsigned long)r.x.cx << 16) | r.x.dx;
}

static void set1a(unsigned long t)
{
  r.x.ax = 0x0100; r.x.cx = t >> 16; r.x.dx = t & 0xFFFF; int86(0x1A, &r, &r);
}

static unsigned char rtc(int i) { outportb(0x70, i); return inportb(0x71); }
static void wtc(int i, int v) { outportb(0x70, i); outportb(0x71, v); }

static void ht2(void) { fprintf(f, " h%02X t%02X\\n", peekb(0x40, 0x1A), peekb(0x40, 0x1C)); }

/* the buffer at start..end, empty */
static void buf(int s, int e)
{
  poke(0x40, 0x80, s); poke(0x40, 0x82, e); poke(0x40, 0x1A, s); poke(0x40, 0x1C, s);
}

static void push2(unsigned w)
{
  r.x.ax = 0x0500; r.x.cx = w; int86(0x16, &r, &r);
  fprintf(f, " p %04X %02X", w, r.h.al); ht2();
}

static int ck2(int ah)
{
  r.x.ax = ah << 8; int86(0x16, &r, &r);
  fprintf(f, " c%02X %d %04X", ah, (r.x.flags & 0x40) != 0, r.x.ax); ht2();
  return (r.x.flags & 0x40) == 0;
}

static void rd2(int ah)
{
  if (!ck2(ah + 1)) return;
  r.x.ax = ah << 8; int86(0x16, &r, &r);
  fprintf(f, " r%02X %04X", ah, r.x.ax); ht2();
}

static void fl(void)
{
  unsigned a2, a12;
  r.x.ax = 0x0200; int86(0x16, &r, &r); a2 = r.h.al;
  r.x.ax = 0x1200; int86(0x16, &r, &r); a12 = r.x.ax;
  fprintf(f, " fl %02X %02X a02 %02X a12 %04X\\n", peekb(0x40, 0x17), peekb(0x40, 0x18), a2, a12);
}
`;

export interface Pcgen2Program {
  seed: number;
  name: string;
  body: string;
}

const SCENES: readonly [number, (r: Rng, s: number) => string[]][] = [
  [4, mouseScene], [2, picScene], [3, pitScene], [1, biosScene], [1, clockScene], [1, cmosScene], [2, keysScene], [1, spkScene], [1, kbdScene],
];

/** The program of `seed`. */
export function generatePc2(seed: number): Pcgen2Program {
  const r = new Rng(seed * 2654435761 + 23);
  const bag = SCENES.flatMap(([w, fn]) => Array.from({ length: w }, () => fn));
  const scenes: string[] = [];
  for (let s = 1; s <= PCGEN_SCENES; s++) {
    const steps = r.pick(bag)(r, s).map((x) => x.replace(/\bP\("((?:[^"\\]|\\.)*)"/g, 'fprintf(f, "$1\\n"'));
    scenes.push(`static void s${s}(void)\n{\n${steps.map((x) => `  ${x}\n`).join('')}  fprintf(f, "#${s}\\n");\n  fflush(f);\n}\n`);
  }
  const name = pcgen2Name(seed);
  const body = `${PRELUDE2}
${scenes.join('\n')}
int main(void)
{
  int k;
  unsigned char f17 = peekb(0x40, 0x17), f18 = peekb(0x40, 0x18), f96 = peekb(0x40, 0x96);
  imr0 = inportb(0x21);
  hp = (MH) mh;
  f = fopen("${PCGEN_FILE}", "w");
  old8 = getvect(8);
  old9 = getvect(9);
  old1c = getvect(0x1C);
  outportb(0x61, 0x00);
  outportb(0x60, 0xF4);
  wait(1);
  for (k = 0x1E; k < 0x3E; k += 2) poke(0x40, k, 0);
  buf(0x1E, 0x3E);
  /* the mouse as a program before may have left it: its sensitivity, page and handler */
  r.x.ax = 0x1A; r.x.bx = 50; r.x.cx = 50; r.x.dx = 50; int86(0x33, &r, &r);
  r.x.ax = 0x1D; r.x.bx = 0; int86(0x33, &r, &r);
  r.x.ax = 0; int86(0x33, &r, &r);
  /* a reset leaves the handler's address, which function 14h hands back: a program before set one */
  hnd(0x0C, 0);
  fprintf(f, "imr %02X 64 %02X\\n", imr0, inportb(0x64));
${mainEnd('imr0')}`;
  return { seed, name, body };
}

/** test/fixtures/oracle-pc-v2/FILE. */
export const pc2Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-pc-v2', file);

/** The programs the e2e test runs: one in ten (a program takes about 65 ms of CPU there, its mouse boxes read 256 pixels each). */
export const pc2Checked = (name: string): boolean => (pcgen2Seed(name) ?? 1) % 10 === 0;

export type Pc2Fact = Text8Fact;
export const readPc2Facts = (file = 'oracle.txt'): Pc2Fact[] => readText8Facts(file, pc2Fixtures(file));
export const pc2Difference = text8Difference;
export { runPc as runPc2 };

/** Every program against its oracle: OUT/pc.txt, and the facts to OUT/pc-facts.txt. */
export function comparePc2(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: PCGEN2_VERSION, source: 'pcgen2.ts', checked: pc2Checked, file: PCGEN_FILE, what: 'generated PC programs (version 2)', report: 'pc', crlf: true, run: runPc,
  });
}
