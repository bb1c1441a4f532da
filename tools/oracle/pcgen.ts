/**
 * Generated programs on the PC's interrupts, keyboard and timer, version 1 (programs `E00001.C` …;
 * docs/ORACLE.md "The PC's interrupts, keyboard and timer"): what Turbo C games do to the hardware
 * behind the library's back, in scenes whose outcome DOSBox fixes whatever its speed —
 *
 * - `keys`: words put into the BIOS type-ahead buffer (0040:001E–003D, head and tail at any slot)
 *   and read in any order by INT 16h AH=00h/01h/10h/11h (a blocking read only after its check
 *   found a key), AH=05h pushes up to a full buffer, bioskey(0/1/2), the head moved or the buffer
 *   flushed by hand; AX, ZF, head and tail after each call;
 * - `flags`: 0040:0017/0018/0096 poked, then AH=02h, AH=12h and bioskey(2);
 * - `tick`: INT 8 and INT 1Ch handlers counting their calls over 1–4 BIOS ticks, chaining or not,
 *   the ISR and IMR they saw (OCW3), the tick count's step;
 * - `pit`: channel 0 reprogrammed (modes 2 and 3 and their aliases, lobyte/hibyte/both, BCD) with an
 *   INT 8 handler that chains to the BIOS every k-th call or by the 65 536-count accumulator games
 *   use, EOIs of both kinds, counted over BIOS ticks; the read-back status;
 * - `kbd`: an INT 9 handler (reading port 60h or not, chaining or acknowledging itself) while the
 *   program writes keyboard commands to port 60h, controller commands to port 64h, INT 16h AX=0305h,
 *   with IRQ 1 masked or not; the bytes it saw, port 64h, IRR;
 * - `spk`: port 61h written and read back, channel 2 programmed and its status read back (mode,
 *   access, BCD: in DOSBox its count, even with the gate low, keeps what the last latch saw, which
 *   depends on the time the gate was high, in this program or one run before it), sound() and
 *   nosound().
 *
 * Counts are only read after a wait on the BIOS tick count (TK1: a wait ends at the tick in both),
 * so nothing depends on how many instructions DOSBox runs a millisecond. A program writes one line
 * a step to PC.OUT; each scene ends with `#N`.
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { Machine } from '../../runtime/machine.ts';
import { compileForMode12h } from './mode12h.ts';
import { compareText8, readText8Facts, text8Difference, type Text8Fact } from './textgen8.ts';
import type { OracleResult } from './dosbox.ts';

export const PCGEN_VERSION = 1;
export const PCGEN_FILE = 'PC.OUT';
export const PCGEN_SCENES = 5;
export const pcgenName = (seed: number): string => `E${String(seed % 100000).padStart(5, '0')}`;
export const pcgenSeed = (name: string): number | null => (/^E\d{5}$/.test(name) ? Number(name.slice(1)) : null);

const hex = (v: number, w = 2): string => `0x${v.toString(16).toUpperCase().padStart(w, '0')}`;

/** Key words: ordinary ones, the E0 forms, those DOSBox's AH=00h drops (scan past 84h, ascii F0h), zero. */
const PLAIN_KEYS = [0x1e61, 0x3062, 0x1c0d, 0x011b, 0x3920, 0x4800, 0x3b00, 0x2c7a, 0x0e08, 0x1071, 0x0231, 0x4b00, 0x5300, 0x2f16];
const ODD_KEYS = [0x48e0, 0xe00d, 0xe00a, 0xe02f, 0x8500, 0x8600, 0x9700, 0x1ef0, 0x00f0, 0x0000, 0x00e0, 0xa600, 0x84e0, 0x85e0, 0x4ce0, 0xe000, 0x3500];
const keyWord = (r: Rng): number => (r.chance(0.6) ? r.pick(PLAIN_KEYS) : r.pick(ODD_KEYS));

const SLOT = (i: number): number => 0x1e + 2 * (((i % 16) + 16) % 16);

function keysScene(r: Rng, s: number): string[] {
  const out: string[] = [];
  const start = r.int(0, 15);
  const n = r.pick([0, 1, 2, 3, 5, 8, 14, 15, r.int(0, 15)]);
  const words = Array.from({ length: n }, () => keyWord(r));
  out.push(`poke(0x40, 0x1A, ${hex(SLOT(start))});`);
  words.forEach((w, i) => out.push(`poke(0x40, ${hex(SLOT(start + i))}, ${hex(w, 4)});`));
  out.push(`poke(0x40, 0x1C, ${hex(SLOT(start + n))});`, `P("s${s} keys ${n}"); ht();`);
  for (let k = r.int(4, 12); k > 0; k--) {
    switch (r.int(0, 13)) {
      case 0: case 1: out.push(`rd(0x00);`); break;
      case 2: out.push(`rd(0x10);`); break;
      case 3: case 4: out.push(`ck(0x01);`); break;
      case 5: out.push(`ck(0x11);`); break;
      case 6: case 7: out.push(`push(${hex(keyWord(r), 4)});`); break;
      case 8: out.push(`bk();`); break;
      case 9: out.push(`P(" b1 %04X", bioskey(1)); ht();`); break;
      case 10: out.push(`sh(${r.pick(['0x02', '0x12'])});`); break;
      case 11: out.push(r.chance(0.5) ? `poke(0x40, 0x1A, peek(0x40, 0x1C)); P(" flush"); ht();` : `poke(0x40, 0x1A, peek(0x40, 0x1A) == 0x3C ? 0x1E : peek(0x40, 0x1A) + 2); P(" skip"); ht();`); break;
      case 12: for (let j = r.int(3, 16); j > 0; j--) out.push(`push(${hex(keyWord(r), 4)});`); break;
      default: out.push(`while (bioskey(1)) bk();`); break;
    }
  }
  return out;
}

function flagsScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} flags");`];
  for (let k = r.int(1, 4); k > 0; k--) {
    const a = r.pick([0, 0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, r.int(0, 255)]);
    const b = r.pick([0, 0x01, 0x02, 0x04, 0x08, 0x10, 0x80, r.int(0, 255)]);
    const c = r.pick([0, 0x01, 0x02, 0x04, 0x08, 0x10, 0x80, r.int(0, 255)]);
    out.push(`pokeb(0x40, 0x17, ${hex(a)}); pokeb(0x40, 0x96, ${hex(c)}); pokeb(0x40, 0x18, ${hex(b)}); P(" f %02X %02X %02X", ${hex(a)}, ${hex(b)}, ${hex(c)});`);
    for (const op of r.pick([['0x02', '0x12'], ['0x12'], ['0x02'], ['b2', '0x12']])) out.push(op === 'b2' ? `P(" b2 %04X", bioskey(2));` : `sh(${op});`);
    out.push(`P(" bda %02X %02X %02X", peekb(0x40, 0x17), peekb(0x40, 0x18), peekb(0x40, 0x96));`);
  }
  return out;
}

function tickScene(r: Rng, s: number): string[] {
  const kind = r.pick(['1c', '8', 'both']);
  const n = r.int(1, 4);
  const out = [`P("s${s} tick ${kind} ${n}");`, 'zero();'];
  if (kind !== '8') out.push(`chain1c = ${r.pick([0, 1])}; setvect(0x1C, h1c);`);
  if (kind !== '1c') out.push(`k8 = 1; eoifirst = ${r.chance(0.3) ? 1 : 0}; setvect(8, h8);`);
  out.push('wait(1);', 'zero();', 't0 = ticks();', `wait(${n});`, 'snap();');
  if (kind !== '8') out.push('setvect(0x1C, old1c);');
  if (kind !== '1c') out.push('setvect(8, old8);');
  return out;
}

/** A channel 0 control word and the bytes of its count: the divisor it gives, 500 to 65 536. */
function pitProgram(r: Rng): { cw: number; bytes: number[]; div: number } {
  const mode = r.pick([2, 3, 2, 3, 6, 7]);
  const access = r.pick([3, 3, 3, 1, 2]);
  const bcd = r.chance(0.12);
  let div: number;
  let bytes: number[];
  if (bcd) {
    const v = r.pick([1000, 2000, 5000, 9999, 1193, 4000, 0]);
    const b = parseInt(String(v), 16);
    bytes = access === 3 ? [b & 0xff, b >> 8] : access === 1 ? [b & 0xff] : [b >> 8];
    const lo = access === 2 ? 0 : b & 0xff, hi = access === 1 ? 0 : b >> 8;
    div = Number((hi * 256 + lo).toString(16)) || 10000;
    if (div < 500) { bytes = access === 1 ? [0x00] : bytes; div = 10000; }
  } else if (access === 1) {
    const lo = r.pick([0, 0, 200, 255]);
    bytes = [lo];
    div = lo === 0 ? 256 : lo;
  } else if (access === 2) {
    const hi = r.pick([0, 0x10, 0x20, 0x40, 0x80, 0x04, 0x08]);
    bytes = [hi];
    div = hi === 0 ? 65536 : hi * 256;
  } else {
    div = r.pick([1193, 2386, 4096, 5966, 8192, 11932, 16384, 19886, 32768, 65535, 0x8000, 0x1000, r.int(600, 65535)]);
    bytes = [div & 0xff, div >> 8];
  }
  return { cw: (access << 4) | (mode << 1) | (bcd ? 1 : 0), bytes, div: div === 0 ? 65536 : div };
}

function pitScene(r: Rng, s: number): string[] {
  let p = pitProgram(r);
  // an interrupt storm: lobyte-only counts are short
  if (p.div < 500 && p.bytes.length === 1 && (p.cw & 0x30) === 0x10) p = { cw: 0x36, bytes: [0x00, 0x10], div: 4096 };
  const k = r.pick([0, 0, 1, 2, 3, 4, 8]);
  // BIOS ticks come every k IRQs, or every 65536/div by the accumulator: the wait's length bounded
  const perTick = k === 0 ? 65536 : k * p.div;
  const n = Math.max(1, Math.min(r.int(1, 4), Math.floor(900_000 / perTick)));
  const cw = p.cw.toString(16).toUpperCase().padStart(2, '0');
  const out = [`P("s${s} pit ${cw} ${p.bytes.map((b) => b.toString(16).toUpperCase()).join(' ')} k${k} ${n}");`, 'zero();'];
  out.push(`k8 = ${k}; dv = ${p.div === 65536 ? 0 : p.div}u; eoifirst = ${r.chance(0.2) ? 1 : 0}; eoi8 = ${r.pick(['0x20', '0x20', '0x60'])}; chain1c = 1;`);
  out.push('disable();', 'setvect(8, h8);', r.chance(0.4) ? 'setvect(0x1C, h1c);' : 'hooked1c = 0;', `outportb(0x43, ${hex(p.cw)});`, ...p.bytes.map((b) => `outportb(0x40, ${hex(b)});`), 'enable();');
  if (r.chance(0.5)) out.push('outportb(0x43, 0xE2); P(" st %02X", inportb(0x40) & 0x3F);');
  out.push('wait(1);', 'zero();', 't0 = ticks();', `wait(${n});`, 'snap();');
  if (r.chance(0.5)) out.push('outportb(0x43, 0xE2); P(" st %02X", inportb(0x40) & 0x7F);');
  out.push('disable();', 'outportb(0x43, 0x36); outportb(0x40, 0); outportb(0x40, 0);', 'setvect(8, old8);', 'setvect(0x1C, old1c);', 'enable();', 'wait(1);');
  return out;
}

export function kbdScene(r: Rng, s: number): string[] {
  const chain = r.pick([0, 1, 1]);
  const read = chain ? r.pick([0, 1, 1]) : r.pick([1, 1, 0]);
  const mask = r.chance(0.25);
  const out = [`P("s${s} kbd c${chain} r${read} m${mask ? 1 : 0}");`, 'zero();', 'ax = 0;', `chain9 = ${chain}; read9 = ${read};`, 'setvect(9, h9);'];
  if (mask) out.push('outportb(0x21, inportb(0x21) | 0x02);');
  // the commands back to back or a tick apart, never with a print between: in DOSBox a reply not
  // sent 0.3 ms after its command is dropped by the next byte, and a print's time is the CPU's
  const said: string[] = [];
  for (let k = r.int(1, 3); k > 0; k--) {
    const between = r.chance(0.5) ? ' wait(1);' : '';
    switch (r.int(0, 11)) {
      case 0: case 1: out.push('outportb(0x60, 0xF4);'); said.push('F4'); break;
      case 2: { const v = r.int(0, 7); out.push(`outportb(0x60, 0xED);${between} outportb(0x60, ${hex(v)});`); said.push(`ED${between ? 'w' : ''} ${v}`); break; }
      case 3: { const v = r.int(0, 0x7f); out.push(`outportb(0x60, 0xF3);${between} outportb(0x60, ${hex(v)});`); said.push(`F3${between ? 'w' : ''} ${v}`); break; }
      case 4: { const v = r.pick([0xee, 0xf2, 0xf5, 0xf6, 0xab, 0x05]); out.push(`outportb(0x60, ${hex(v)});`); said.push(v.toString(16).toUpperCase()); if (v === 0xf5) { out.push('wait(1); outportb(0x60, 0xF4);'); said.push('w F4'); } break; }
      case 5: { const v = r.pick([0xd0, 0xd0, 0xad, 0xae, 0xa8, 0x20]); out.push(`outportb(0x64, ${hex(v)});`); said.push(`64:${v.toString(16).toUpperCase()}`); if (v === 0xad) { out.push('outportb(0x64, 0xAE);'); said.push('64:AE'); } break; }
      case 6: { const bx = (r.int(0, 3) << 8) | r.int(0, 31); out.push(`r.x.ax = 0x0305; r.x.bx = ${hex(bx, 4)}; int86(0x16, &r, &r); ax = r.x.ax;`); said.push(`0305 ${bx.toString(16)}`); break; }
      case 7: out.push('outportb(0x60, 0xF4); outportb(0x60, 0xF4);'); said.push('F4 F4'); break;
      default: out.push('wait(1);'); said.push('w'); break;
    }
  }
  out.push(`P(" ${said.join(', ')} ax %04X", ax);`);
  out.push(`wait(${r.int(1, 2)});`, 'outportb(0x20, 0x0A); P(" irr %02X", inportb(0x20) & 0x03);', 'P(" n9 %u p64 %02X", n9, p64); seen();');
  out.push('P(" 64 %02X", inportb(0x64));');
  if (mask) out.push('outportb(0x21, inportb(0x21) & ~0x02); wait(1); P(" un n9 %u", n9); seen();');
  if (r.chance(0.5)) out.push('P(" 60 %02X", inportb(0x60)); wait(1); P(" n9 %u", n9); P(" 64 %02X", inportb(0x64));');
  out.push('setvect(9, old9);', 'drain();');
  return out;
}

function spkScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} spk");`, 'outportb(0x61, 0x00);'];
  let set = false;
  for (let k = r.int(4, 10); k > 0; k--) {
    switch (r.int(0, 9)) {
      case 0: case 1: {
        const v = r.pick([0x00, 0x01, 0x02, 0x03, 0x0c, 0x30, 0x80, 0xfc, r.int(0, 255)]);
        out.push(`outportb(0x61, ${hex(v)}); P(" o61 %02X", ${hex(v)});`);
        break;
      }
      case 2: case 3: out.push('P(" i61 %02X", inportb(0x61));'); break;
      case 4: case 5: {
        const cw = r.pick([0xb6, 0xb6, 0xb4, 0xb0, 0xb2, 0x96, 0xa6, 0xb7, 0xb8, 0xba]);
        const count = r.pick([1320, 1193, 2, 3, 100, 1000, 0x1234, 65535, 0, r.int(1, 65535)]);
        const access = (cw >> 4) & 3;
        const bytes = access === 3 ? [count & 0xff, count >> 8] : access === 1 ? [count & 0xff] : [count >> 8];
        set = true;
        out.push(`outportb(0x43, ${hex(cw)}); ${bytes.map((b) => `outportb(0x42, ${hex(b)});`).join(' ')} P(" c2 %02X ${bytes.join(' ')}", ${hex(cw)});`);
        break;
      }
      // the status's mode, access and BCD bits (its OUT and null-count bits, and the count, move
      // with time), once this program has set them (before, they are the last program's)
      case 6: case 7: if (set) out.push('outportb(0x43, 0xE8); P(" rb2 %02X", inportb(0x42) & 0x3F);'); break;
      case 8: { const hz = r.pick([440, 1000, 18, 19, 20000, 100]);
        set ||= hz > 18; out.push(`sound(${hz}); P(" snd ${hz} %02X", inportb(0x61) & 0x0F);`); break; }
      default: out.push('nosound(); P(" nos %02X", inportb(0x61) & 0x0F);'); break;
    }
  }
  out.push('outportb(0x61, 0x00);');
  return out;
}

export const PRELUDE = `#include <stdio.h>
#include <dos.h>
#include <bios.h>

FILE *f;
union REGS r;
void interrupt (*old8)(void);
void interrupt (*old9)(void);
void interrupt (*old1c)(void);
volatile unsigned n8, n9, n1c, nch, k8, c8, acc, dv, eoi8 = 0x20, eoifirst, chain1c, chain9, read9, hooked1c, nb9;
volatile unsigned char isr8, imr8, isr1c, imr1c, isr9, p64, b9[8];
unsigned long t0;
unsigned ax;

void interrupt h8(void)
{
  n8++;
  outportb(0x20, 0x0B);
  isr8 = inportb(0x20);
  imr8 = inportb(0x21);
  if (k8) {
    if (++c8 >= k8) { c8 = 0; nch++; if (eoifirst) outportb(0x20, 0x20); old8(); return; }
  } else {
    acc += dv;
    if (dv == 0 || acc < dv) { nch++; if (eoifirst) outportb(0x20, 0x20); old8(); return; }
  }
  outportb(0x20, eoi8);
}

void interrupt h1c(void)
{
  n1c++;
  outportb(0x20, 0x0B);
  isr1c = inportb(0x20);
  imr1c = inportb(0x21);
  if (chain1c) old1c();
}

void interrupt h9(void)
{
  unsigned char v;
  n9++;
  p64 = inportb(0x64);
  outportb(0x20, 0x0B);
  isr9 = inportb(0x20);
  if (read9) { v = inportb(0x60); if (nb9 < 8) b9[nb9++] = v; }
  if (chain9) old9(); else outportb(0x20, 0x20);
}

static unsigned long ticks(void) { return *(unsigned long far *)MK_FP(0x40, 0x6C); }

static void wait(int n)
{
  unsigned char t;
  while (n-- > 0) {
    t = peekb(0x40, 0x6C);
    while (peekb(0x40, 0x6C) == t) ;
  }
}

static void zero(void)
{
  disable();
  n8 = n9 = n1c = nch = c8 = acc = nb9 = 0;
  isr8 = imr8 = isr1c = imr1c = isr9 = p64 = 0;
  enable();
}

static void ht(void) { fprintf(f, " h%02X t%02X\\n", peekb(0x40, 0x1A), peekb(0x40, 0x1C)); }

/* check (AH=01h/11h): ZF and AX */
static int ck(int ah)
{
  r.x.ax = ah << 8;
  int86(0x16, &r, &r);
  fprintf(f, " c%02X %d %04X", ah, (r.x.flags & 0x40) != 0, r.x.ax);
  ht();
  return (r.x.flags & 0x40) == 0;
}

/* a read (AH=00h/10h) only after its check found a key: it never waits */
static void rd(int ah)
{
  if (!ck(ah + 1)) return;
  r.x.ax = ah << 8;
  int86(0x16, &r, &r);
  fprintf(f, " r%02X %04X", ah, r.x.ax);
  ht();
}

static void push(unsigned w)
{
  r.x.ax = 0x0500;
  r.x.cx = w;
  int86(0x16, &r, &r);
  fprintf(f, " p %04X %02X", w, r.h.al);
  ht();
}

static void bk(void)
{
  if (!bioskey(1)) { fprintf(f, " b0 -\\n"); return; }
  fprintf(f, " b0 %04X", bioskey(0));
  ht();
}

static void sh(int ah)
{
  r.x.ax = ah << 8;
  int86(0x16, &r, &r);
  fprintf(f, " a%02X %04X\\n", ah, ah == 2 ? r.h.al : r.x.ax);
}

static void snap(void)
{
  fprintf(f, " n8 %u nch %u n1c %u dt %lu isr %02X %02X imr %02X %02X\\n", n8, nch, n1c, ticks() - t0, isr8, isr1c, imr8, imr1c);
}

static void seen(void)
{
  unsigned i;
  fprintf(f, " isr9 %02X b", isr9);
  for (i = 0; i < nb9; i++) fprintf(f, " %02X", b9[i]);
  fprintf(f, "\\n");
}

/* what a scene left in port 60h and the type-ahead buffer goes */
static void drain(void)
{
  wait(1);
  inportb(0x60);
  poke(0x40, 0x1A, peek(0x40, 0x1C));
}
`;

/** main's end in every version: the scenes, then the IMR (saved in `imr`), the keyboard flags and an empty type-ahead ring put back for the program after. */
export const mainEnd = (imr: string): string => `  s1();
  s2();
  s3();
  s4();
  s5();
  outportb(0x21, ${imr});
  pokeb(0x40, 0x17, f17);
  pokeb(0x40, 0x18, f18);
  pokeb(0x40, 0x96, f96);
  poke(0x40, 0x1A, peek(0x40, 0x1C));
  fclose(f);
  return 0;
}
`;

export interface PcgenProgram {
  seed: number;
  name: string;
  body: string;
}

const SCENES: readonly [string, number, (r: Rng, s: number) => string[]][] = [
  ['keys', 3, keysScene], ['flags', 1, flagsScene], ['tick', 2, tickScene], ['pit', 2, pitScene], ['kbd', 2, kbdScene], ['spk', 2, spkScene],
];

/** The program of `seed`. */
export function generatePc(seed: number): PcgenProgram {
  const r = new Rng(seed * 2654435761 + 11);
  const bag = SCENES.flatMap(([, w, fn]) => Array.from({ length: w }, () => fn));
  const scenes: string[] = [];
  for (let s = 1; s <= PCGEN_SCENES; s++) {
    // P("text", …): a line of PC.OUT
    const steps = r.pick(bag)(r, s).map((x) => x.replace(/\bP\("((?:[^"\\]|\\.)*)"/g, 'fprintf(f, "$1\\n"'));
    scenes.push(`static void s${s}(void)\n{\n${steps.map((x) => `  ${x}\n`).join('')}  fprintf(f, "#${s}\\n");\n  fflush(f);\n}\n`);
  }
  const body = `${PRELUDE}
${scenes.join('\n')}
int main(void)
{
  int k;
  unsigned char imr = inportb(0x21), f17 = peekb(0x40, 0x17), f18 = peekb(0x40, 0x18), f96 = peekb(0x40, 0x96);
  f = fopen("${PCGEN_FILE}", "w");
  old8 = getvect(8);
  old9 = getvect(9);
  old1c = getvect(0x1C);
  outportb(0x61, 0x00);
  /* what the programs before this one left: port 60h's byte, the words of the type-ahead ring */
  outportb(0x60, 0xF4);
  wait(1);
  for (k = 0x1E; k < 0x3E; k += 2) poke(0x40, k, 0);
  poke(0x40, 0x1A, 0x1E);
  poke(0x40, 0x1C, 0x1E);
  fprintf(f, "imr %02X 64 %02X 60 %02X bda %02X %02X %02X\\n", imr, inportb(0x64), inportb(0x60), f17, f18, f96);
${mainEnd('imr')}`;
  return { seed, name: pcgenName(seed), body };
}

/** Virtual time a program may take. */
const RUN_MS = 60_000;

/** A program's PC.OUT on mode12h, or why there is none. */
export function runPc(source: string, name: string): { out: string; error: string | null } {
  const rom = compileForMode12h(source, `${name}.C`, name);
  if (typeof rom === 'string') return { out: '', error: rom };
  const m = new Machine();
  m.load(rom);
  while (m.state === 'running' && m.nowMs < RUN_MS) m.runFor(100);
  const bytes = driveOf(m).read(PCGEN_FILE) ?? driveOf(m).read(`${name}\\${PCGEN_FILE}`);
  const error = m.crash ? `crashed: ${m.crash.message}` : m.state === 'running' ? 'still running' : null;
  return { out: new TextDecoder('latin1').decode(bytes ?? new Uint8Array()).replace(/\r\n/g, '\n'), error };
}

/** test/fixtures/oracle-pc/FILE. */
export const pcFixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-pc', file);

/** The programs the e2e test runs. */
export const pcChecked = (name: string): boolean => (pcgenSeed(name) ?? 1) % 4 === 0;

/** A program's line in oracle.txt: the same record as version 8's text generator keeps. */
export type PcFact = Text8Fact;

export const readPcFacts = (file = 'oracle.txt'): PcFact[] => readText8Facts(file, pcFixtures(file));

/** What differs between TC's PC.OUT and mode12h's: '' when nothing; else the first part and line. */
export const pcDifference = text8Difference;

/** Every program against its oracle: OUT/pc.txt, and the facts to OUT/pc-facts.txt (version 8's text comparison). */
export function comparePc(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: PCGEN_VERSION, source: 'pcgen.ts', checked: pcChecked, file: PCGEN_FILE, what: 'generated PC programs', report: 'pc', crlf: true, run: runPc,
  });
}
