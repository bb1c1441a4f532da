// cc conformance: dos.h's calls with segment registers — segread, int86x, intr — with their
// structs in the data segment as TC lays them out, and INT 33h's cursor masks read through a far
// pointer (ES:DX) into the program's data.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { output } from './cc-harness.ts';

const head = '#include <stdio.h>\n#include <dos.h>\n#include <graphics.h>\n';

test('segread: DS, SS and ES are the data segment; SREGS and REGPACK sizes', () => {
  const src = `${head}void main() { struct SREGS s; segread(&s);
  printf("%X %X %X %d %d %d\\n", s.ds, s.ss, s.es, s.cs != s.ds, sizeof(struct SREGS), sizeof(struct REGPACK)); }`;
  assert.is(output(src), '1000 1000 1000 1 8 20\n');
});

test('int86x and intr reach the mouse driver: reset, then the position set', () => {
  const src = `${head}void main() { union REGS r; struct SREGS s; struct REGPACK p; segread(&s);
  r.x.ax = 0; int86x(0x33, &r, &r, &s); printf("%X %d ", r.x.ax, r.x.bx);
  p.r_ax = 4; p.r_cx = 200; p.r_dx = 150; intr(0x33, &p);
  p.r_ax = 3; intr(0x33, &p); printf("%d %d %X\\n", p.r_cx, p.r_dx, p.r_es); }`;
  // INT 33h AX=0: FFFFh and the button count; the ES intr passed comes back as it went in (uninitialised locals are 0)
  const out = output(src);
  assert.match(out, /^FFFF \d /);
  assert.match(out, / 200 150 [0-9A-F]+\n$/);
});

test('INT 33h AX=0009h takes the cursor masks at ES:DX in the data segment; ES and DX come back as given', () => {
  const src = `${head}unsigned masks[32];
void main() { int gd = DETECT, gm, i; union REGS r; struct SREGS s;
  initgraph(&gd, &gm, "");
  for (i = 0; i < 16; i++) { masks[i] = 0; masks[16 + i] = 0xFFFF; } /* AND 0, XOR all: a solid square */
  segread(&s);
  r.x.ax = 0; int86(0x33, &r, &r);
  r.x.ax = 9; r.x.bx = 0; r.x.cx = 0; r.x.dx = (unsigned)masks; int86x(0x33, &r, &r, &s);
  printf("%d %d ", s.es == 0x1000, r.x.dx == (unsigned)masks);
  r.x.ax = 4; r.x.cx = 100; r.x.dx = 100; int86(0x33, &r, &r);
  r.x.ax = 1; int86(0x33, &r, &r);
  printf("%d %d %d\\n", getpixel(100, 100), getpixel(115, 115), getpixel(116, 116)); }`;
  // the square covers 100..115 in both directions, white (0 AND 0 XOR 15)
  assert.is(output(src), '1 1 15 15 0\n');
});

test('INT 10h AX=4F00h fills ES:DI with the S3 VESA block; the OEM name is the ROM\'s; AX=4F03h the mode', () => {
  // probes VB1, VB3 (DOSBox 0.74, machine=svga_s3): "VESA" 2.00, C000:2F01, caps 0, C000:2EAB, 32 × 64 KB
  const src = `${head}unsigned char b[300];
void main() { union REGS r; struct SREGS s; int i; char far *p;
  for (i = 0; i < 300; i++) b[i] = 0xAA;
  segread(&s); r.x.ax = 0x4f00; r.x.di = (unsigned)b; int86x(0x10, &r, &r, &s);
  printf("%04X ", r.x.ax); for (i = 0; i < 20; i++) printf("%02X", b[i]);
  printf(" %02X%02X ", b[255], b[256]);
  p = MK_FP(b[8] | (b[9] << 8), b[6] | (b[7] << 8)); for (i = 0; p[i]; i++) printf("%c", p[i]);
  p = MK_FP(b[16] | (b[17] << 8), b[14] | (b[15] << 8));
  r.x.ax = 0x4f03; int86(0x10, &r, &r); printf(" %02X%02X %04X %04X", p[0], p[1], r.x.ax, r.x.bx);
  r.x.ax = 0x4f15; r.x.bx = 7; int86(0x10, &r, &r); printf(" %04X %d\\n", r.x.ax, r.x.bx); }`;
  assert.is(output(src), '004F 564553410002012F00C000000000AB2E00C02000 00AA S3 Incorporated. Trio64 0001 004F 0003 4F00 7\n');
});

test.run();
