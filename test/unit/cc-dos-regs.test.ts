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

test.run();
