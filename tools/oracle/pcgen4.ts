/**
 * Generated programs on the PC as DOS games program it, version 4 of the PC generator (programs
 * `PH00001.C` …; docs/ORACLE.md "The PC as games program it"): what versions 1–3 leave unchecked,
 * in scenes whose outcome DOSBox fixes whatever its speed —
 *
 * - `vec`: getvect/setvect on 08h, 09h, 1Bh, 1Ch, 23h, 24h and the user vectors 60h–66h: the vector
 *   read back, the table's word at 0000:4n, the old one put back; two handlers stacked on 1Ch,
 *   each chaining to the one before through `(*old)()`, counted over BIOS ticks; geninterrupt on a
 *   hooked user vector;
 * - `brk`: ctrlbrk and what INT 23h then holds, geninterrupt(0x23) through TC's entry (the
 *   function's value: go on), a plain interrupt handler on 23h, Ctrl-C (2E03h) put in the BIOS
 *   buffer and then read by kbhit, getch, bioskey and DOS 0Bh with BREAK on or off (how often
 *   INT 23h came), INT 1Bh hooked or not and 0040:0071;
 * - `crit`: harderr and what INT 24h then holds, calls on drive A: (which DOSBox lacks: no
 *   critical error, the error DOS gives), geninterrupt(0x24) through TC's entry with AX and DI
 *   set (what the handler got, AL after);
 * - `timer`: PIT channel 0 reprogrammed through 43h/40h to a game's rate (70 Hz, 100 Hz, 1 kHz,
 *   4×, 2×, 60 Hz) with an INT 8 handler that chains to the BIOS every k-th call or by the 65 536
 *   accumulator, counted to N calls of its own: the BIOS ticks, clock(), biostime() and INT 1Ch
 *   calls seen; interrupts off while IRR fills, IRQ 0 masked at port 21h, then one INT 8 each;
 *   channel 2 and port 61h as a game's sound routine sets them;
 * - `kbd`: an INT 9 handler that eats the byte (port 60h read, 61h bit 7 pulsed, EOI) or chains,
 *   under keyboard commands whose replies raise IRQ 1, IRQ 1 masked or not; the keys put in the
 *   BIOS buffer before (plain, extended, E0 forms) as kbhit, getch, bioskey then see them, and
 *   the shift flags 0040:0017 as bioskey(2) reads them;
 * - `bios`: biosequip, biosmemory, bioscom (status and init on COM1–4), biosprint (status and
 *   init on LPT1–3), biosdisk (reset, status, read, verify, parameters; drives A:, B:, 80h, 81h).
 *
 * A count is read only at a fixed point: after a wait on the BIOS tick count, or on the handler's
 * own count. PC.OUT as versions 1–3's; each scene ends with `#N`. keep() ends the program it is
 * called in, so no scene calls it (library.ts: oracle EX6).
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { PCGEN_FILE, PCGEN_SCENES, runPc } from './pcgen.ts';
import { compareText8, readText8Facts, text8Difference, type Text8Fact } from './textgen8.ts';
import type { OracleResult } from './dosbox.ts';

export const PCGEN4_VERSION = 4;
export const pcgen4Name = (seed: number): string => `PH${String(seed % 100000).padStart(5, '0')}`;
export const pcgen4Seed = (name: string): number | null => (/^PH\d{5}$/.test(name) ? Number(name.slice(2)) : null);

const hex = (v: number, w = 2): string => `0x${(v >>> 0).toString(16).toUpperCase().padStart(w, '0')}`;

function vecScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} vec");`];
  for (let k = r.int(2, 6); k > 0; k--) {
    switch (r.int(0, 5)) {
      case 0: case 1: {
        const v = r.pick([8, 9, 0x1b, 0x1c, 0x23, 0x24, 0x60, 0x61, 0x65, 0x66]);
        const h = r.pick(['hu', 'h1b', 'h23']);
        out.push(`sv(${hex(v)}, ${h});`);
        break;
      }
      case 2: {
        const v = r.pick([0x60, 0x61, 0x62, 0x66]);
        out.push(`nu = 0; ov = getvect(${hex(v)}); setvect(${hex(v)}, hu); geninterrupt(${hex(v)}); geninterrupt(${hex(v)}); setvect(${hex(v)}, ov); P(" gen %02X %u", ${hex(v)}, nu);`);
        break;
      }
      case 3: case 4: {
        // two handlers stacked on 1Ch; put back in order or out of it
        const n = r.int(1, 3), lifo = r.chance(0.7), chainA = r.pick([0, 1, 1]);
        out.push(`ca = ${chainA}; w(1); na = nb = 0; oa = getvect(0x1C); setvect(0x1C, ha); ob = getvect(0x1C); setvect(0x1C, hb); t0 = ticks(); w(${n}); P(" stack %u %u %lu", na, nb, ticks() - t0);`);
        out.push(lifo ? 'setvect(0x1C, ob); setvect(0x1C, oa);' : 'setvect(0x1C, oa);');
        out.push(`P(" back %d", getvect(0x1C) == oa); w(1); na = nb = 0; w(1); P(" after %u %u", na, nb);`, 'setvect(0x1C, old1c);');
        break;
      }
      default: {
        const v = r.pick([0x08, 0x1c, 0x60]);
        out.push(`disable(); ou = getvect(${hex(v)}); setvect(${hex(v)}, hu); setvect(${hex(v)}, hu); v = getvect(${hex(v)}) == hu; setvect(${hex(v)}, ou); enable(); P(" twice %d %d", v, getvect(${hex(v)}) == ou);`);
        break;
      }
    }
  }
  return out;
}

function brkScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} brk");`];
  let installed = false;
  for (let k = r.int(3, 8); k > 0; k--) {
    switch (r.int(0, 9)) {
      case 0: case 1: out.push(`cbret = ${r.pick([1, 1, 7, -1])}; o23 = getvect(0x23); ctrlbrk(cbf); P(" cb %d %d", getvect(0x23) != o23, getvect(0x23) == old23);`); installed = true; break;
      case 2: if (installed) out.push('cb = 0; geninterrupt(0x23); P(" g23 %u", cb);'); break;
      case 3: out.push('n23 = 0; setvect(0x23, h23); geninterrupt(0x23); P(" h23 %u", n23);'); installed = true; break;
      case 4: case 5: {
        if (!installed) { out.push('n23 = 0; setvect(0x23, h23);'); installed = true; }
        const how = r.pick(['kbhit', 'getch', 'bioskey', 'dos0b', 'dos06', 'dos07']);
        out.push(`setcbrk(${r.pick([0, 1])}); cc(${q(how)});`);
        break;
      }
      case 6: case 7: {
        const hook = r.chance(0.6);
        out.push(`pokeb(0x40, 0x71, ${r.pick(['0x00', '0x80', '0x01'])}); n1b = 0; ${hook ? 'setvect(0x1B, h1b); ' : ''}geninterrupt(0x1B); P(" g1b %u %02X", n1b, peekb(0x40, 0x71)); setvect(0x1B, old1b);`);
        break;
      }
      default: out.push('P(" cbrk %d", getcbrk());'); break;
    }
  }
  out.push('setcbrk(0); setvect(0x23, old23); setvect(0x1B, old1b); pokeb(0x40, 0x71, 0);');
  return out;
}
const q = (s: string): string => JSON.stringify(s);

function critScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} crit");`];
  let installed = false;
  for (let k = r.int(3, 7); k > 0; k--) {
    switch (r.int(0, 7)) {
      case 0: case 1: out.push(`hret = ${r.pick([0, 1, 2, 3])}; o24 = getvect(0x24); harderr(hh); P(" he %d %d", getvect(0x24) != o24, getvect(0x24) == old24);`); installed = true; break;
      case 2: case 3: {
        const call = r.pick([
          'open("A:QX.TXT", O_RDONLY)', 'open("B:QX.TXT", O_RDONLY)', 'creat("A:QX.TXT", 0)', 'mkdir("A:\\\\QD")', 'chdir("A:\\\\")',
          'access("A:QX.TXT", 0)', 'findfirst("A:*.*", &fb, 0)', 'unlink("A:QX.TXT")', 'getdfree(1, &df), df.df_sclus', 'setdisk(0), getdisk()',
        ]);
        out.push(`nh = 0; errno = 0; _doserrno = 0; v = (${call}); P(" a %d e%d %d nh %u", v, errno, _doserrno, nh); setdisk(2);`);
        break;
      }
      case 4: case 5: if (installed) {
        const ax = r.pick([0x0000, 0x0100, 0x1a00, 0x8000, 0x0001]), di = r.pick([0, 2, 0x0c, 0x0f]);
        out.push(`nh = 0; _SI = 0x1234; _DI = ${hex(di, 4)}; _AX = ${hex(ax, 4)}; geninterrupt(0x24); v = _AX; P(" g24 %u %02X ev %04X ax %04X", nh, v & 255, hev, hax);`);
      } break;
      default: out.push(`P(" v24 %d", getvect(0x24) == old24);`); break;
    }
  }
  out.push('setvect(0x24, old24);');
  return out;
}

/** Channel 0's divisors: 70 Hz, 100 Hz, 1 kHz, 4×, 2×, 60 Hz, 8×, 18.2 Hz. */
const DIVISORS = [17045, 11932, 1193, 16384, 32768, 19886, 8192, 0];
function timerScene(r: Rng, s: number): string[] {
  const div = r.pick(DIVISORS), d = div === 0 ? 65536 : div;
  const k = r.pick([0, 0, 0, 1, 2, 4]);
  // N calls of its own; the wait bounded to about 0.6 s of PIT time
  const n = Math.max(2, Math.min(r.pick([5, 18, 40, 100, 300]), Math.floor(720_000 / d)));
  const hook1c = r.chance(0.4);
  const out = [`P("s${s} timer ${d} k${k} ${n}");`];
  out.push(`disable(); k8 = ${k}; dv = ${div}u; c8 = 0; acc = 0; setvect(8, h8);${hook1c ? ' setvect(0x1C, h1c);' : ''} outportb(0x43, 0x36); outportb(0x40, ${hex(div & 0xff)}); outportb(0x40, ${hex(div >> 8)}); enable();`);
  out.push('w8(1);', 'disable(); c8 = 0; acc = 0; n8 = 0; nch = 0; n1c = 0; t0 = ticks(); c0 = clock(); b0 = biostime(0, 0L); enable();');
  out.push(`w8(${n});`, 'disable(); P(" n8 %u nch %u n1c %u dt %lu clk %ld bt %ld", n8, nch, n1c, ticks() - t0, clock() - c0, biostime(0, 0L) - b0); enable();');
  for (let j = r.int(0, 2); j > 0; j--) {
    switch (r.int(0, 3)) {
      case 0: out.push('w8(1); disable(); m0 = n8; outportb(0x20, 0x0A); while (!(inportb(0x20) & 1)) ; m1 = n8; enable(); w8(1); P(" cli %u %u", m1 - m0, n8 - m0);'); break;
      case 1: out.push('w8(1); m0 = n8; outportb(0x21, inportb(0x21) | 1); outportb(0x20, 0x0A); while (!(inportb(0x20) & 1)) ; m1 = n8; outportb(0x21, inportb(0x21) & 0xFE); w8(1); P(" mask %u %u %02X", m1 - m0, n8 - m0, inportb(0x21));'); break;
      case 2: {
        const f = r.pick([440, 1000, 262, 2000, 100, 37]);
        const c = Math.floor(1193180 / f);
        out.push(`outportb(0x43, 0xB6); outportb(0x42, ${hex(c & 0xff)}); outportb(0x42, ${hex(c >> 8)}); outportb(0x61, inportb(0x61) | 3); P(" snd %02X", inportb(0x61) & 3); outportb(0x43, 0xE8); P(" st2 %02X", inportb(0x42) & 0x3F); outportb(0x61, inportb(0x61) & 0xFC); P(" off %02X", inportb(0x61) & 3);`);
        break;
      }
      default: out.push(`sound(${r.pick([440, 1000, 50])}); outportb(0x43, 0xE8); P(" ts %02X %02X", inportb(0x61) & 3, inportb(0x42) & 0x3F); nosound(); P(" tn %02X", inportb(0x61) & 3);`); break;
    }
  }
  out.push('disable(); outportb(0x43, 0x36); outportb(0x40, 0); outportb(0x40, 0); setvect(8, old8); setvect(0x1C, old1c); enable(); w(1);');
  return out;
}

/** Key words put in the BIOS buffer: letters, Enter, Escape, extended keys, their E0 forms. */
const KEYS = [0x1e61, 0x3062, 0x1c0d, 0x011b, 0x4800, 0x3b00, 0x48e0, 0x4be0, 0xe00d, 0x5300, 0x53e0, 0x2c7a, 0x0e08, 0x8500, 0x1ef0];
function kbdScene(r: Rng, s: number): string[] {
  const eat = r.pick([0, 1, 2]), mask = r.chance(0.25);
  const keys = Array.from({ length: r.int(0, 5) }, () => r.pick(KEYS));
  const out = [`P("s${s} kbd e${eat} m${mask ? 1 : 0}");`, 'kclr();', ...keys.map((w) => `push(${hex(w, 4)});`)];
  out.push(`n9 = 0; nb9 = 0; eat9 = ${eat}; setvect(9, h9);`);
  if (mask) out.push('outportb(0x21, inportb(0x21) | 0x02);');
  const cmd = r.pick([['0xF4'], ['0xEE'], ['0xF4'], ['0xF2'], ['0xED', '0x02'], []]);
  for (const c of cmd) out.push(`outportb(0x60, ${c}); w(1);`);
  out.push('w(1);');
  if (mask) out.push('P(" m n9 %u", n9); outportb(0x21, inportb(0x21) & ~0x02); w(1);');
  out.push('setvect(9, old9); seen();');
  if (r.chance(0.4)) {
    const fl = r.pick([0x00, 0x01, 0x02, 0x03, 0x04, 0x08, 0x0c, 0x10, 0x20, 0x40, 0x80, 0x70]);
    out.push(`pokeb(0x40, 0x17, ${hex(fl)}); P(" sh %02X %02X", bioskey(2), peekb(0x40, 0x17)); pokeb(0x40, 0x17, f17);`);
  }
  const readers = ['kbhit', 'getch', 'bioskey0', 'bioskey1', 'bioskey10', 'bioskey11', 'getche'];
  for (let j = keys.length + r.int(0, 1); j > 0; j--) out.push(`rk(${q(r.pick(readers))});`);
  out.push('kclr();');
  return out;
}

function biosScene(r: Rng, s: number): string[] {
  const out = [`P("s${s} bios");`];
  for (let k = r.int(3, 8); k > 0; k--) {
    switch (r.int(0, 8)) {
      case 0: out.push('P(" equip %04X mem %d", biosequip(), biosmemory());'); break;
      case 1: case 2: { const p = r.int(0, 4); out.push(`P(" com ${p} %04X", bioscom(${r.pick([3, 3, 0])}, ${hex(r.pick([0xe3, 0x03, 0x83, 0x1b, 0]))}, ${p}));`); break; }
      case 3: case 4: { const p = r.int(0, 3); out.push(`P(" prn ${p} %04X", biosprint(${r.pick([2, 2, 1])}, 0, ${p}));`); break; }
      case 5: case 6: case 7: {
        const cmd = r.pick([0, 1, 2, 4, 8, 0x10, 2, 8]), drive = r.pick([0, 1, 0x80, 0x81, 0x80, 2]);
        const head = r.pick([0, 0, 1]), track = r.pick([0, 0, 1, 79]), sector = r.pick([1, 1, 0, 18]), n = r.pick([1, 1, 2]);
        out.push(`memset(buf, 0xEE, 16); P(" disk ${cmd} ${drive.toString(16)} %04X", biosdisk(${cmd}, ${hex(drive)}, ${head}, ${track}, ${sector}, ${n}, buf)); bytes(4);`);
        break;
      }
      default: out.push(`P(" key12 %04X", bioskey(0x12) & 0xFF00);`); break;
    }
  }
  return out;
}

const PRELUDE4 = `#include <stdio.h>
#include <dos.h>
#include <bios.h>
#include <conio.h>
#include <time.h>
#include <io.h>
#include <dir.h>
#include <fcntl.h>
#include <errno.h>
#include <string.h>

FILE *f;
union REGS r;
struct ffblk fb;
struct dfree df;
void interrupt (*old8)(void);
void interrupt (*old9)(void);
void interrupt (*old1c)(void);
void interrupt (*old1b)(void);
void interrupt (*old23)(void);
void interrupt (*old24)(void);
void interrupt (*ou)(void);
void interrupt (*ov)(void);
void interrupt (*oa)(void);
void interrupt (*ob)(void);
void interrupt (*o23)(void);
void interrupt (*o24)(void);
volatile unsigned n8, n9, n1c, n1b, n23, nu, na, nb, ca, nch, k8, c8, acc, dv, eat9, nb9, cb, nh, hev, hax, m0, m1;
volatile int cbret, hret;
volatile unsigned char b9[8];
unsigned long t0;
long c0, b0;
int v;
unsigned char f17, buf[1024];

void interrupt h8(void)
{
  n8++;
  if (k8) {
    if (++c8 >= k8) { c8 = 0; nch++; (*old8)(); return; }
  } else {
    acc += dv;
    if (dv == 0 || acc < dv) { nch++; (*old8)(); return; }
  }
  outportb(0x20, 0x20);
}
void interrupt h1c(void) { n1c++; (*old1c)(); }
void interrupt h9(void)
{
  unsigned char v = inportb(0x60);
  n9++;
  if (nb9 < 8) b9[nb9++] = v;
  if (eat9) {
    if (eat9 == 2) { v = inportb(0x61); outportb(0x61, v | 0x80); outportb(0x61, v); }
    outportb(0x20, 0x20);
  } else (*old9)();
}
void interrupt hu(void) { nu++; }
void interrupt h1b(void) { n1b++; }
void interrupt h23(void) { n23++; }
void interrupt ha(void) { na++; if (ca) (*oa)(); }
void interrupt hb(void) { nb++; (*ob)(); }
int cbf(void) { cb++; return cbret; }
int hh(int errval, int ax, int bp, int si)
{
  nh++; hev = errval; hax = ax;
  if (hret == 3) hardresume(2);
  return hret;
}

static unsigned long ticks(void) { return *(unsigned long far *)MK_FP(0x40, 0x6C); }
/* n BIOS ticks */
static void w(int n)
{
  unsigned char t;
  while (n-- > 0) {
    t = peekb(0x40, 0x6C);
    while (peekb(0x40, 0x6C) == t) ;
  }
}
/* n calls of h8 */
static void w8(unsigned n)
{
  unsigned s = n8;
  while (n8 - s < n) ;
}
static void bytes(int m)
{
  int k;
  for (k = 0; k < m; k++) fprintf(f, " %02X", buf[k]);
  fprintf(f, "\\n");
}
/* setvect, getvect and the table's words, the old vector back */
static void sv(int n, void interrupt (*h)(void))
{
  int a, b, c, d, e;
  disable();
  ou = getvect(n);
  setvect(n, h);
  a = getvect(n) == h; b = peek(0, 4 * n) == FP_OFF(h); c = peek(0, 4 * n + 2) == FP_SEG(h);
  setvect(n, ou);
  d = getvect(n) == ou; e = peek(0, 4 * n) == FP_OFF(ou);
  enable();
  fprintf(f, " sv %02X %d %d %d %d %d\\n", n, a, b, c, d, e);
}
static void push(unsigned w) { r.x.ax = 0x0500; r.x.cx = w; int86(0x16, &r, &r); }
static void kclr(void) { poke(0x40, 0x1A, peek(0x40, 0x1C)); }
/* the second byte of an extended key DOS keeps for the next read goes (a program before may leave one): an 'x' read through it */
static void drain(void) { kclr(); push(0x2D78); while (getch() != 0x78) ; kclr(); }
static void seen(void)
{
  unsigned i;
  fprintf(f, " n9 %u b", n9);
  for (i = 0; i < nb9; i++) fprintf(f, " %02X", b9[i]);
  fprintf(f, " h%02X t%02X\\n", peekb(0x40, 0x1A), peekb(0x40, 0x1C));
}
/* a key read, never waiting: each reader only after bioskey(1) found one */
static void rk(char *how)
{
  int k = bioskey(1) != 0;
  fprintf(f, " %s %d", how, k);
  if (!strcmp(how, "kbhit")) fprintf(f, " %d", kbhit() != 0);
  else if (!strcmp(how, "bioskey1")) fprintf(f, " %04X", bioskey(1));
  else if (!strcmp(how, "bioskey11")) fprintf(f, " %04X", bioskey(0x11));
  else if (k) {
    if (!strcmp(how, "getch")) fprintf(f, " %02X", getch());
    else if (!strcmp(how, "getche")) fprintf(f, " %02X", getche());
    else if (!strcmp(how, "bioskey0")) fprintf(f, " %04X", bioskey(0));
    else fprintf(f, " %04X", bioskey(0x10));
  }
  fprintf(f, " h%02X t%02X\\n", peekb(0x40, 0x1A), peekb(0x40, 0x1C));
}
/* Ctrl-C put in the BIOS buffer, then read: how often INT 23h came, what the reader gave, the buffer left */
static void cc(char *how)
{
  int k = -9;
  kclr();
  push(0x2E03);
  push(0x1E61);
  cb = 0; n23 = 0;
  if (!strcmp(how, "kbhit")) k = kbhit() != 0;
  else if (!strcmp(how, "getch")) k = getch();
  else if (!strcmp(how, "bioskey")) k = bioskey(0);
  else if (!strcmp(how, "dos0b")) k = bdos(0x0B, 0, 0) & 255;
  else if (!strcmp(how, "dos06")) k = bdos(0x06, 0xFF, 0) & 255;
  else k = bdos(0x07, 0, 0) & 255;
  fprintf(f, " cc %s %d %04X cb %u n23 %u h%02X t%02X\\n", how, getcbrk(), k, cb, n23, peekb(0x40, 0x1A), peekb(0x40, 0x1C));
  kclr();
}
`;

export interface Pcgen4Program {
  seed: number;
  name: string;
  body: string;
}

const SCENES: readonly [number, (r: Rng, s: number) => string[]][] = [
  [2, vecScene], [2, brkScene], [2, critScene], [3, timerScene], [2, kbdScene], [2, biosScene],
];

/** The program of `seed`. */
export function generatePc4(seed: number): Pcgen4Program {
  const r = new Rng(seed * 2654435761 + 53);
  const bag = SCENES.flatMap(([w, fn]) => Array.from({ length: w }, () => fn));
  const scenes: string[] = [];
  for (let s = 1; s <= PCGEN_SCENES; s++) {
    const steps = r.pick(bag)(r, s).map((x) => x.replace(/\bP\("((?:[^"\\]|\\.)*)"/g, 'fprintf(f, "$1\\n"'));
    scenes.push(`static void s${s}(void)\n{\n${steps.map((x) => `  ${x}\n`).join('')}  fprintf(f, "#${s}\\n");\n  fflush(f);\n}\n`);
  }
  const body = `${PRELUDE4}
${scenes.join('\n')}
int main(void)
{
  unsigned char imr = inportb(0x21);
  f17 = peekb(0x40, 0x17);
  f = fopen("${PCGEN_FILE}", "w");
  old8 = getvect(8);
  old9 = getvect(9);
  old1c = getvect(0x1C);
  old1b = getvect(0x1B);
  old23 = getvect(0x23);
  old24 = getvect(0x24);
  /* the ring's head and tail where the programs before left them: at its start (they are printed) */
  poke(0x40, 0x1A, 0x1E); poke(0x40, 0x1C, 0x1E);
  drain();
  /* what DOSBox keeps over a session, from the programs before: COM1's and COM2's modem status
     deltas (the first status read since DOSBox started has them), INT 13h's last status */
  bioscom(3, 0, 0); bioscom(3, 0, 1);
  biosdisk(0, 0x80, 0, 0, 1, 1, buf);
  fprintf(f, "imr %02X cbrk %d\\n", imr, getcbrk());
  s1();
  s2();
  s3();
  s4();
  s5();
  disable();
  outportb(0x43, 0x36); outportb(0x40, 0); outportb(0x40, 0);
  setvect(8, old8); setvect(9, old9); setvect(0x1C, old1c); setvect(0x1B, old1b); setvect(0x23, old23); setvect(0x24, old24);
  outportb(0x21, imr);
  enable();
  pokeb(0x40, 0x17, f17);
  drain();
  setcbrk(0);
  fclose(f);
  return 0;
}
`;
  return { seed, name: pcgen4Name(seed), body };
}

/** test/fixtures/oracle-pc-v4/FILE. */
export const pc4Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-pc-v4', file);

/** The programs the e2e test runs: one in twenty. */
export const pc4Checked = (name: string): boolean => (pcgen4Seed(name) ?? 1) % 20 === 0;

export type Pc4Fact = Text8Fact;
export const readPc4Facts = (file = 'oracle.txt'): Pc4Fact[] => readText8Facts(file, pc4Fixtures(file));
export const pc4Difference = text8Difference;
export { runPc as runPc4 };

/** Every program against its oracle: OUT/pc.txt, and the facts to OUT/pc-facts.txt. */
export function comparePc4(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: PCGEN4_VERSION, source: 'pcgen4.ts', checked: pc4Checked, file: PCGEN_FILE, what: 'generated PC programs (version 4: DOS games)', report: 'pc', crlf: true, run: runPc,
  });
}
