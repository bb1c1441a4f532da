/**
 * Generated CGA.BGI programs (`CG00001.C` …; docs/ORACLE.md "The CGA.BGI generator"): random
 * scenes of graphics.h calls in one of CGA.BGI's modes 0–4, initgraph finding CGA.BGI in C:\TC.
 * After each scene the program writes to CGnnnnn.TXT the kernel's numbers (getcolor, getx, gety,
 * graphresult, a few getpixel) and a 16-bit hash of each of B800h's 200 rows; the test
 * (test/e2e/cc-oracle-files.test.ts) compiles each program with cc/, runs it with a file named
 * CGA.BGI in C:\TC, and compares the file byte for byte with DOSBox's (test/fixtures/oracle-cga).
 *
 * Not generated: stroked fonts (the test's drive has no .CHR), getimage from a negative
 * coordinate (it hangs TC 2.0: images.ts), and in CGAHI patterned fills in a colour but 1 (not
 * modelled: docs/TURBO-C-FACTS.md#cgabgi).
 */
import { Rng } from './generate.ts';

export const cgagenName = (seed: number): string => `CG${String(seed % 100000).padStart(5, '0')}`;

const SCENES = 3;

const HEAD = `#include <stdio.h>
#include <graphics.h>
#include <dos.h>
#include <alloc.h>
FILE *f;
unsigned char far *vm = MK_FP(0xB800, 0);
int poly[40];
char pat[8];
void *img;
void shot(int s)
{
    int y, x;
    unsigned h;
    fprintf(f, "s%d c %d x %d y %d r %d p", s, getcolor(), getx(), gety(), graphresult());
    for (x = 0; x < 6; x++) fprintf(f, " %d", getpixel(x * 53 % 320, x * 37 % 200));
    fprintf(f, "\\n");
    for (y = 0; y < 200; y++) {
        h = 0;
        for (x = 0; x < 80; x++) h = h * 31 + vm[(y & 1) * 0x2000 + (y >> 1) * 80 + x];
        fprintf(f, "%04X%s", h, y % 16 == 15 ? "\\n" : " ");
    }
    fprintf(f, "\\n");
}
`;

/**
 * A scene's room: the width drawn in (HERCMONO's and PC3270's 720 columns kept to 440, whose
 * drawing stays left of column 640: the kernel's rows are 640 wide, cga.ts flush), the height and
 * getmaxcolor.
 */
interface Room {
  readonly w: number;
  readonly h: number;
  readonly max: number;
}

/** One random call (or a few) of a scene in `g` (CGA.BGI's modes 0–3: 320×200, 4: 640×200). */
function step(r: Rng, g: Room): string {
  const w = g.w, h = g.h, x = (): number => (r.chance(0.9) ? r.int(0, w - 1) : r.int(-40, w + 40));
  const y = (): number => (r.chance(0.9) ? r.int(0, h - 1) : r.int(-40, h + 40)), len = (): number => r.int(0, 80);
  const colour = (): number => (r.chance(0.8) ? r.int(0, g.max) : r.pick([4, 5, 7, 9, 15]));
  const fill = (): string => {
    const style = r.int(0, 11);
    // (CGAHI: a pattern in a colour but 1 is not modelled)
    const c = g.max === 1 && style > 1 ? 1 : colour();
    return style === 11 && r.chance(0.5)
      ? `pat[0] = ${r.int(0, 255)}; pat[1] = ${r.int(0, 255)}; pat[2] = ${r.int(0, 255)}; pat[3] = ${r.int(0, 255)}; pat[4] = ${r.int(0, 255)}; pat[5] = ${r.int(0, 255)}; pat[6] = ${r.int(0, 255)}; pat[7] = ${r.int(0, 255)}; setfillpattern(pat, ${c});`
      : `setfillstyle(${style}, ${c});`;
  };
  switch (r.int(0, 21)) {
    case 0: return `setcolor(${colour()});`;
    case 1: return fill();
    case 2: return `setlinestyle(${r.int(0, 4)}, ${r.int(0, 65535)}u, ${r.pick([1, 3])});`;
    case 3: return `setwritemode(${r.pick([0, 1])});`;
    case 4: case 5: return `line(${x()}, ${y()}, ${x()}, ${y()});`;
    case 6: return `rectangle(${x()}, ${y()}, ${x()}, ${y()});`;
    case 7: return `circle(${x()}, ${y()}, ${len()});`;
    case 8: return `arc(${x()}, ${y()}, ${r.int(0, 360)}, ${r.int(0, 400)}, ${len()});`;
    case 9: return `ellipse(${x()}, ${y()}, ${r.int(0, 360)}, ${r.int(0, 400)}, ${len()}, ${len()});`;
    case 10: return `fillellipse(${x()}, ${y()}, ${len()}, ${len()});`;
    case 11: return `pieslice(${x()}, ${y()}, ${r.int(0, 360)}, ${r.int(0, 400)}, ${len()});`;
    case 12: return `sector(${x()}, ${y()}, ${r.int(0, 360)}, ${r.int(0, 400)}, ${len()}, ${len()});`;
    case 13: return `bar(${x()}, ${y()}, ${x()}, ${y()});`;
    case 14: return `bar3d(${r.int(0, w - 40)}, ${r.int(10, h - 50)}, ${r.int(0, w - 1)}, ${r.int(10, h - 1)}, ${r.int(0, 20)}, ${r.int(0, 1)});`;
    case 15: {
      const n = r.int(3, 8), pts = Array.from({ length: n * 2 }, (_, i) => (i & 1 ? y() : x()));
      return `${pts.map((v, i) => `poly[${i}] = ${v};`).join(' ')} ${r.chance(0.6) ? 'fillpoly' : 'drawpoly'}(${n}, poly);`;
    }
    case 16: {
      // a closed outline and a flood inside it
      const cx = r.int(30, w - 30), cy = r.int(30, h - 30), rad = r.int(5, 28), c = colour();
      return `setcolor(${c}); circle(${cx}, ${cy}, ${rad}); floodfill(${cx}, ${cy}, ${c});`;
    }
    case 17: return `settextstyle(0, ${r.int(0, 1)}, ${r.int(1, 3)}); settextjustify(${r.int(0, 2)}, ${r.int(0, 2)}); outtextxy(${x()}, ${y()}, "${r.pick(['CGA', 'Hi!', 'x=12', 'BGI 2.0', '#@'])}");`;
    case 18: {
      const n = r.int(1, 30), bx = r.int(0, w - 1), by = r.int(0, h - 1);
      return `{ int i; for (i = 0; i < ${n}; i++) putpixel(${bx} + i * ${r.int(1, 7)} % ${w}, ${by} + i * ${r.int(0, 5)} % ${h}, i * ${r.int(1, 5)} % 16); }`;
    }
    case 19: {
      const clip = r.int(0, 1), l = r.int(0, w / 2), t = r.int(0, 100);
      return r.chance(0.3) ? `setviewport(0, 0, ${w - 1}, ${h - 1}, 1);` : `setviewport(${l}, ${t}, ${l + r.int(10, w / 2)}, ${t + r.int(10, 99)}, ${clip});${r.chance(0.4) ? ' clearviewport();' : ''}`;
    }
    case 20: {
      // an image taken and put back elsewhere, by every op
      const l = r.int(0, w - 60), t = r.int(0, h - 50), iw = r.int(0, 50), ih = r.int(0, 40);
      return `img = malloc(imagesize(${l}, ${t}, ${l + iw}, ${t + ih})); if (img) { getimage(${l}, ${t}, ${l + iw}, ${t + ih}, img); putimage(${r.int(-10, w - 1)}, ${r.int(-10, h - 1)}, img, ${r.int(0, 4)}); free(img); }`;
    }
    default: return `moveto(${x()}, ${y()}); lineto(${x()}, ${y()}); linerel(${r.int(-50, 50)}, ${r.int(-50, 50)});`;
  }
}

/** The program of seed `seed`. */
export function generateCga(seed: number): { name: string; body: string } {
  const r = new Rng(seed * 7919 + 17), name = cgagenName(seed), mode = r.int(0, 4);
  const lines = [HEAD, 'int main(void)', '{', `    int gd = CGA, gm = ${mode};`, `    f = fopen("${name}.TXT", "w");`, '    initgraph(&gd, &gm, "c:\\\\tc");'];
  lines.push(`    fprintf(f, "init %d %d %d %d %d\\n", gd, gm, graphresult(), getmaxx(), getmaxcolor());`);
  for (let s = 1; s <= SCENES; s++) {
    for (let k = r.int(3, 9); k > 0; k--) lines.push(`    ${step(r, { w: mode === 4 ? 640 : 320, h: 200, max: mode === 4 ? 1 : 3 })}`);
    lines.push(`    shot(${s});`);
  }
  lines.push('    closegraph();', '    fclose(f);', '    return 0;', '}', '');
  return { name, body: lines.join('\r\n').replace(/\r?\n/g, '\r\n') };
}

export const cgadriverName = (seed: number): string => `CD${String(seed % 100000).padStart(5, '0')}`;

/**
 * The other drivers (`--driver`: CDnnnnn.C), each seed one of them in one of its modes: MCGA
 * (CGA.BGI), ATT400, HERCMONO, PC3270, IBM8514, found in C:\\TC: the scenes as CGnnnnn's, each
 * shot the kernel's numbers and a hash of each 128 bytes of the memory the mode draws in (B000h's
 * 32K for HERCMONO, else B800h's), so that what the text screen shows is checked too.
 */
const DRIVERS: readonly { gd: string; modes: number; room: (mode: number) => Room; segment: number }[] = [
  { gd: 'MCGA', modes: 5, room: (k) => ({ w: k < 4 ? 320 : 640, h: k === 5 ? 480 : 200, max: k < 4 ? 3 : 1 }), segment: 0xb800 },
  { gd: 'ATT400', modes: 6, room: (k) => ({ w: k < 4 ? 320 : 640, h: k === 5 ? 400 : 200, max: k < 4 ? 3 : 1 }), segment: 0xb800 },
  { gd: 'HERCMONO', modes: 1, room: () => ({ w: 440, h: 348, max: 1 }), segment: 0xb000 },
  { gd: 'PC3270', modes: 1, room: () => ({ w: 440, h: 350, max: 1 }), segment: 0xb800 },
  { gd: 'IBM8514', modes: 2, room: (k) => ({ w: k ? 1024 : 640, h: k ? 768 : 480, max: 15 }), segment: 0xb800 },
];

/** Each driver's modes, those drawing in text memory (ATT400HI, HERCMONO, PC3270) three times. */
const PAIRS = DRIVERS.flatMap((d) => Array.from({ length: d.modes }, (_, k) => [d, k] as const).flatMap((p) => (p[0].room(p[1]).h > 300 && p[0].room(p[1]).max === 1 ? [p, p, p] : [p])));

/** The program of seed `seed` for another driver. */
export function generateCgaDriver(seed: number): { name: string; body: string } {
  const r = new Rng(seed * 7919 + 29), name = cgadriverName(seed), [d, mode] = r.pick(PAIRS), g = d.room(mode);
  const head = HEAD.replace('MK_FP(0xB800, 0)', `MK_FP(0x${d.segment.toString(16).toUpperCase()}, 0)`)
    .replace(/    for \(y = 0; y < 200; y\+\+\) \{[^]*?\n    \}\n/, '    for (y = 0; y < 256; y++) {\n        h = 0;\n        for (x = 0; x < 128; x++) h = h * 31 + vm[y * 128 + x];\n        fprintf(f, "%04X%s", h, y % 16 == 15 ? "\\n" : " ");\n    }\n');
  const lines = [head, '#include <conio.h>', 'int main(void)', '{', `    int gd = ${d.gd}, gm = ${mode};`, '    unsigned core;', '    clrscr();', `    f = fopen("${name}.TXT", "w");`, '    core = coreleft();', '    initgraph(&gd, &gm, "c:\\\\tc");'];
  lines.push(`    fprintf(f, "init %d %d %d %d %d %d %u\\n", gd, gm, graphresult(), getmaxx(), getmaxy(), getmaxcolor(), core - coreleft());`);
  for (let s = 1; s <= SCENES; s++) {
    for (let k = r.int(3, 9); k > 0; k--) lines.push(`    ${step(r, g)}`);
    lines.push(`    shot(${s});`);
  }
  lines.push('    closegraph();', '    fclose(f);', '    return 0;', '}', '');
  return { name, body: lines.join('\r\n').replace(/\r?\n/g, '\r\n') };
}
