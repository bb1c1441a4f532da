/**
 * The BGI files a program links in (BGIOBJ's EGAVGA_driver, triplex_font…), registerbgidriver
 * and registerbgifont, installuserdriver, getdefaultpalette's pointer, and getpass — what TC 2.0 answered in
 * DOSBox (oracle RG: TCC RG.C EGAVGA.OBJ TRIP.OBJ GRAPHICS.LIB with no EGAVGA.BGI on the drive:
 * registerbgidriver(EGAVGA_driver) 1, twice; registerbgifont(triplex_font) 1; installuserdriver
 * 6; graphresult 0; initgraph 0).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { output, runC } from './cc-harness.ts';

test('registerbgidriver(EGAVGA_driver) and registerbgifont(triplex_font) give the numbers TC 2.0 gave, and initgraph works after', () => {
  const src = `#include <stdio.h>
#include <graphics.h>
void main()
{
  int gd = VGA, gm = VGAHI, r1, r2, r3, r4;
  r1 = registerbgidriver(EGAVGA_driver);
  r2 = registerbgifont(triplex_font);
  r3 = registerbgidriver(EGAVGA_driver);
  r4 = installuserdriver("FOO", NULL);
  printf("%d %d %d %d %d\\n", r1, r2, r3, r4, graphresult());
  printf("%d %d %d %d\\n", registerbgidriver(CGA_driver), registerbgidriver(Herc_driver), registerbgifont(gothic_font), registerbgidriver((void (*)(void))main) < 0);
  initgraph(&gd, &gm, "");
  printf("%d\\n", graphresult());
  closegraph();
}
`;
  assert.equal(output(src), '1 1 1 6 0\n0 3 4 1\n0\n');
});

test('getdefaultpalette with the driver linked in: the near pointer 01E9h, the program\'s own bytes there (TCC RG.C EGAVGA.OBJ TRIP.OBJ GRAPHICS.LIB in DOSBox, no EGAVGA.BGI on the drive)', () => {
  const src = `#include <stdio.h>
#include <graphics.h>
void main()
{
  int gd = VGA, gm = VGAHI, r1, r2;
  struct palettetype *p;
  int i;
  r1 = registerbgidriver(EGAVGA_driver);
  r2 = registerbgifont(triplex_font);
  initgraph(&gd, &gm, "");
  p = getdefaultpalette();
  closegraph();
  printf("%d %d %d %04X", r1, r2, graphresult(), (unsigned)p);
  for (i = 0; i < 17; i++) printf(" %d", ((unsigned char *)p)[i]);
  printf("\\n");
}
`;
  assert.equal(output(src), '1 1 0 01E9 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n');
});

test('linked without BGIOBJ\'s objects (the oracle\'s TCC with GRAPHICS.LIB): TLINK\'s undefined symbols, refused as TC 2.0 refused them (oracle RG9)', () => {
  const src = `#include <stdio.h>
#include <graphics.h>
void main()
{
  int gd = DETECT, gm, a, b, c, d, e;
  a = registerbgidriver(EGAVGA_driver);
  b = graphresult();
  c = registerbgifont(triplex_font);
  d = graphresult();
  e = registerbgifont(gothic_font);
  printf("%d %d %d %d %d\\n", a, b, c, d, e);
  initgraph(&gd, &gm, "");
  a = graphresult();
  closegraph();
  printf("%d %d %d\\n", gd, gm, a);
}
`;
  const r = runC(src, { bgiObjects: false });
  assert.equal(r.crash, null);
  assert.is(r.stdout, '-4 -4 -13 -13 -13\n9 2 0\n');
});

test('putimage of a near bitmap whose header asks for more than the data segment holds reads on from DS:0000 (corpus C671, probe PIMW)', () => {
  const src = `#include <stdio.h>
#include <graphics.h>
void main()
{
  char bitmap[] = { 12, 0, 6, 0, 0x02, 0x00, 0x02, 0x00, 0x87, 0x08, 0x97, 0x48, 0xFF, 0xF8, 0xFF, 0xF8, 0x97, 0x48 };
  int gd = VGA, gm = VGAHI;
  initgraph(&gd, &gm, "");
  putimage(0, 0, bitmap, COPY_PUT);
  printf("%d %d %d\\n", getpixel(0, 0), getpixel(6, 0), getpixel(7, 0));
}
`;
  const r = runC(src);
  assert.equal(r.crash, null);
  assert.is(r.stdout, '3 15 3\n');
});

test('putimage of a string taken for an image (corpus C2106: 24945×25711 at x 220) draws nothing and reads nothing: it crosses the right edge; graphresult stays grOk', () => {
  const src = `#include <stdio.h>
#include <graphics.h>
void main()
{
  static char name[] = "panda.imc";
  int gd = VGA, gm = VGAMED;
  initgraph(&gd, &gm, "");
  putimage(220, 50, name, COPY_PUT);
  putimage(0, 0, name, XOR_PUT);
  printf("%d %d %d\\n", getpixel(220, 50), getpixel(0, 0), graphresult());
}
`;
  const r = runC(src);
  assert.equal(r.crash, null);
  assert.is(r.stdout, '0 0 0\n');
});

test('a driver besides EGAVGA.BGI: not found in initgraph\'s path or the current directory, grFileNotFound; CGA.BGI found, or linked in, runs its modes, HERC.BGI its (probes BD01–BD03, BD07–BD11, CB2, DRHERC)', () => {
  const r = runC(`#include <stdio.h>
#include <graphics.h>
void main()
{
  int gd = CGA, gm = CGAHI, r;
  initgraph(&gd, &gm, "");
  printf("%d %d\\n", gd, graphresult());
  fclose(fopen("CGA.BGI", "w"));
  gd = CGA;
  initgraph(&gd, &gm, "c:\\\\tc");
  r = graphresult();
  closegraph();
  printf("%d %d %d %d %d\\n", gd, gm, r, getmaxx(), getmaxy());
}
`);
  assert.equal(r.crash, null);
  assert.is(r.stdout, '-3 -3\n1 4 0 639 199\n');
  const cga = runC('#include <stdio.h>\n#include <graphics.h>\nvoid main() { int gd = CGA, gm = CGAC0, c; registerbgidriver(CGA_driver); initgraph(&gd, &gm, ""); c = getmaxcolor(); closegraph(); printf("%d %d", c, getmaxx()); }\n');
  assert.is(cga.stdout, '3 319');
  // HERC.BGI linked in runs as DOSBox runs it (probe DRHERC: 719×347, 1 colour, "HERC")
  const linked = runC('#include <stdio.h>\n#include <graphics.h>\nvoid main() { int gd = HERCMONO, gm = 0, x, y, c; char n[20]; registerbgidriver(Herc_driver); initgraph(&gd, &gm, ""); x = getmaxx(); y = getmaxy(); c = getmaxcolor(); sprintf(n, "%s", getdrivername()); closegraph(); printf("%d %d %d %d %s", graphresult(), x, y, c, n); }\n');
  assert.equal(linked.crash, null);
  assert.is(linked.stdout, '0 719 347 1 HERC');
});

test('a linked-in driver is data: calling it halts naming it', () => {
  const r = runC('#include <graphics.h>\nvoid main() { EGAVGA_driver(); }\n');
  assert.match(r.crash ?? '', /EGAVGA_driver: the BGI file linked in as data/);
});

test('getpass: the prompt, keys without echo up to Enter, the first 8 kept', () => {
  // nothing typed: getpass waits (it empties the type-ahead buffer first), so the program never ends
  const r = runC('#include <conio.h>\n#include <stdio.h>\nvoid main() { printf("[%s]", getpass("Pw: ")); }\n', { ms: 300 });
  assert.equal(r.crash, null);
  assert.is.not(r.state, 'exited');
});

test.run();
