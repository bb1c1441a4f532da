/**
 * PRIMS3.C — BGI reference screens for the whole of graphics.h (oracle/prims3), ported line by
 * line. Sixteen screens, one topic each, separated by getch(); every value read back is written
 * to PRIMS3.TXT on the C: drive, one "screen: name values" per line.
 */
import type { Blocking, Rom } from '../../runtime/process.ts';
import { getch } from '../../runtime/tc/conio.ts';
import {
  BLACK, BLUE, BROWN, COPY_PUT, CYAN, DARKGRAY, DEFAULT_FONT, DETECT, DOTTED_LINE, EGA, GREEN,
  HATCH_FILL, HORIZ_DIR, LEFT_TEXT, LIGHTBLUE, LIGHTCYAN, LIGHTGRAY, LIGHTGREEN, LIGHTMAGENTA,
  LIGHTRED, MAGENTA, NORM_WIDTH, RED, RIGHT_TEXT, SLASH_FILL, SOLID_FILL, SOLID_LINE, THICK_WIDTH,
  TOP_TEXT, TRIPLEX_FONT, USERBIT_LINE, USER_FILL, VERT_DIR, VGA, VGAHI, VGALO, WHITE, XHATCH_FILL,
  XOR_PUT, YELLOW, BOTTOM_TEXT, CENTER_TEXT,
  arc, arccoords, bar, bar3d, circle, cleardevice, clearviewport, closegraph, drawpoly, ellipse,
  fillellipse, fillpoly, fillsettings, getarccoords, getaspectratio, getbkcolor, getcolor,
  getdrivername, getfillsettings, getgraphmode, getimage, getlinesettings, getmaxcolor, getmaxmode,
  getmaxx, getmaxy, getmodename, getmoderange, getpalette, getpalettesize, getpixel,
  gettextsettings, getviewsettings, getx, gety, grapherrormsg, graphresult, imagesize, initgraph,
  line, linerel, linesettings, lineto, moverel, moveto, outtext, outtextxy, palette, pieslice,
  putimage, putpixel, rectangle, sector, setbkcolor, setcolor, setfillpattern, setfillstyle,
  setgraphmode, setlinestyle, setpalette, setrgbpalette, settextjustify, settextstyle,
  setviewport, setwritemode, textheight, textsettings, textwidth, viewport,
} from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { fclose, fopen, fprintf, type FILE } from '../../runtime/tc/stdio.ts';

export const prims3: Rom = {
  name: 'prims3',
  title: 'PRIMS3.C: the whole of graphics.h (oracle prims3 01–16)',
  keys: 'a key: the next screen',
  start() {
    let out: FILE | null = null; // FILE *out;
    const upat = [0x7e, 0x40, 0x40, 0x7c, 0x40, 0x40, 0x40, 0x00];
    let img: Uint8Array | null = null; // void far *img;

    /** @c void newscr(void) */
    function newscr(): void {
      setviewport(0, 0, 639, 479, 1);
      setbkcolor(BLACK);
      setwritemode(COPY_PUT);
      setlinestyle(SOLID_LINE, 0, NORM_WIDTH);
      settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
      settextjustify(LEFT_TEXT, TOP_TEXT);
      setfillstyle(SOLID_FILL, WHITE);
      setcolor(WHITE);
      cleardevice();
      moveto(0, 0);
    }

    /** @c void cross(int x, int y) */
    function cross(x: number, y: number): void {
      putpixel(x, y, LIGHTRED);
      putpixel(x - 2, y, LIGHTRED); putpixel(x + 2, y, LIGHTRED);
      putpixel(x, y - 2, LIGHTRED); putpixel(x, y + 2, LIGHTRED);
    }

    /** @c void label(int x, int y, char *s) */
    function label(x: number, y: number, s: string): void {
      const c = getcolor();
      setcolor(DARKGRAY);
      outtextxy(x, y, s);
      setcolor(c);
    }
    void label; // defined by PRIMS3.C, never called

    /** @c void main() */
    function* main(): Blocking {
      const gd = ref(DETECT), gm = ref(0);
      let i: number, j: number, x: number, y: number, a: number, e: number, xr: number, yr: number;
      const mn = ref(0), mx = ref(0);
      const ac = arccoords();
      const vp = viewport();
      const pal = palette();
      const ls = linesettings();
      const fs = fillsettings();
      const ts = textsettings();
      let sz: number;
      const poly = new Array<number>(20).fill(0);
      const xa = ref(0), ya = ref(0);

      out = fopen('PRIMS3.TXT', 'w');
      initgraph(gd, gm, 'c:\\tc\\');
      fprintf(out, 'init: gd %d gm %d result %d\n', gd.value, gm.value, graphresult());

      /* ===== 01 circles: radius 0..47 grid, all colours ===== */
      newscr();
      for (i = 0; i < 48; i++) {
        x = 30 + (i % 12) * 52; y = 30 + Math.trunc(i / 12) * 60;
        setcolor(1 + i % 15);
        circle(x, y, i);
        putpixel(x, y, WHITE);
      }
      setcolor(YELLOW); circle(320, 400, 100);
      setcolor(LIGHTCYAN); circle(600, 460, 60); /* clipped by screen right/bottom */
      setcolor(LIGHTGREEN); circle(10, 300, 40); /* clipped by screen left */
      fprintf(out, '01 circles: result %d\n', graphresult());
      yield* getch();

      /* ===== 02 circles in a clipping viewport, thick circles, circle(-r) ===== */
      newscr();
      setcolor(DARKGRAY); rectangle(99, 99, 301, 251);
      setviewport(100, 100, 300, 250, 1);
      setcolor(YELLOW); circle(0, 0, 60);
      setcolor(LIGHTCYAN); circle(200, 150, 70);
      setcolor(LIGHTGREEN); circle(100, 75, 120);
      setviewport(0, 0, 639, 479, 1);
      setlinestyle(SOLID_LINE, 0, THICK_WIDTH);
      setcolor(WHITE); circle(450, 120, 50); circle(450, 120, 1); circle(560, 120, 0);
      setlinestyle(DOTTED_LINE, 0, NORM_WIDTH);
      setcolor(LIGHTMAGENTA); circle(450, 300, 60); /* does a line style apply to circles? */
      setlinestyle(SOLID_LINE, 0, NORM_WIDTH);
      setcolor(LIGHTRED); circle(150, 380, -30);
      fprintf(out, '02 negative radius: result %d\n', graphresult());
      getaspectratio(xa, ya);
      fprintf(out, '02 aspect: %d %d\n', xa.value, ya.value);
      yield* getch();

      /* ===== 03 arcs: start angle rows, end angle columns ===== */
      newscr();
      for (i = 0; i < 6; i++)
        for (j = 0; j < 8; j++) {
          a = i * 45 + (i === 5 ? 80 : 0); /* 0 45 90 135 180 305 */
          e = j * 45 + 30; /* 30 75 120 ... 345 */
          x = 40 + j * 78; y = 40 + i * 70;
          setcolor(1 + (i * 8 + j) % 15);
          arc(x, y, a, e, 28);
          getarccoords(ac);
          fprintf(out, '03 arc %d %d %d %d: %d %d %d %d %d %d\n', x, y, a, e,
            ac.x, ac.y, ac.xstart, ac.ystart, ac.xend, ac.yend);
        }
      setcolor(WHITE); arc(100, 455, 350, 10, 20); arc(200, 455, 90, 90, 20);
      arc(300, 455, 0, 360, 20); arc(400, 455, 270, 450, 20); arc(500, 455, 10, 370, 20);
      getarccoords(ac);
      fprintf(out, '03 arc 500 455 10 370: %d %d %d %d %d %d\n', ac.x, ac.y, ac.xstart, ac.ystart, ac.xend, ac.yend);
      yield* getch();

      /* ===== 04 ellipses: radii and angles ===== */
      newscr();
      for (i = 0; i < 5; i++)
        for (j = 0; j < 5; j++) {
          xr = i * 13; yr = j * 11;
          setcolor(1 + (i * 5 + j) % 15);
          ellipse(40 + i * 120, 40 + j * 75, 0, 360, xr, yr);
        }
      setcolor(WHITE); ellipse(600, 60, 0, 360, 120, 20); /* clipped right */
      setcolor(YELLOW); ellipse(600, 200, 45, 225, 30, 50);
      setcolor(LIGHTGREEN); ellipse(600, 330, 300, 60, 35, 25);
      getarccoords(ac);
      fprintf(out, '04 ellipse 600 330 300 60 35 25: %d %d %d %d %d %d\n', ac.x, ac.y, ac.xstart, ac.ystart, ac.xend, ac.yend);
      setcolor(LIGHTCYAN); ellipse(600, 440, 90, 90, 30, 20);
      yield* getch();

      /* ===== 05 fillellipse with fill styles ===== */
      newscr();
      for (i = 0; i < 12; i++) {
        setcolor(1 + i % 15);
        setfillstyle(i, 15 - i % 15);
        fillellipse(50 + (i % 6) * 105, 70 + Math.trunc(i / 6) * 140, 40 + i * 2, 55 - i * 3);
      }
      setcolor(WHITE); setfillpattern(upat, YELLOW);
      fillellipse(100, 400, 60, 40);
      setfillstyle(SOLID_FILL, LIGHTRED); fillellipse(260, 400, 0, 30); fillellipse(330, 400, 30, 0);
      fillellipse(400, 400, 1, 1); fillellipse(450, 400, 2, 5);
      setfillstyle(HATCH_FILL, GREEN); fillellipse(620, 440, 60, 60); /* clipped */
      yield* getch();

      /* ===== 06 pieslice and sector ===== */
      newscr();
      for (i = 0; i < 8; i++) {
        a = i * 45; e = a + 30 + i * 25;
        setcolor(WHITE);
        setfillstyle(1 + i % 11, 1 + i);
        pieslice(60 + i * 75, 70, a, e, 35);
        getarccoords(ac);
        fprintf(out, '06 pieslice %d %d: %d %d %d %d %d %d\n', a, e, ac.x, ac.y, ac.xstart, ac.ystart, ac.xend, ac.yend);
        setcolor(YELLOW);
        sector(60 + i * 75, 200, a, e, 35, 20 + i * 3);
        getarccoords(ac);
        fprintf(out, '06 sector %d %d: %d %d %d %d %d %d\n', a, e, ac.x, ac.y, ac.xstart, ac.ystart, ac.xend, ac.yend);
      }
      setcolor(LIGHTCYAN); setfillpattern(upat, LIGHTRED);
      pieslice(100, 360, 0, 360, 70); sector(280, 360, 200, 20, 80, 50);
      setfillstyle(SOLID_FILL, BLUE); setcolor(LIGHTGREEN);
      pieslice(450, 360, 330, 30, 90); sector(600, 360, 90, 270, 60, 100);
      yield* getch();

      /* ===== 07 bar3d ===== */
      newscr();
      for (i = 0; i < 4; i++)
        for (j = 0; j < 2; j++) {
          setcolor(1 + i * 2 + j + 8 * (i > 2 ? 1 : 0));
          setfillstyle(1 + i * 3, 2 + i + j);
          bar3d(30 + i * 150, 80 + j * 170, 110 + i * 150, 200 + j * 170, i === 0 ? 0 : (i === 1 ? 5 : (i === 2 ? 20 : 40)), j);
        }
      setcolor(WHITE); setfillstyle(SOLID_FILL, RED);
      bar3d(500, 430, 450, 400, 10, 1); /* swapped corners */
      bar3d(560, 20, 560, 60, 8, 1); /* zero width */
      fprintf(out, '07 bar3d: result %d\n', graphresult());
      yield* getch();

      /* ===== 08 drawpoly and fillpoly ===== */
      newscr();
      poly[0] = 20; poly[1] = 20; poly[2] = 180; poly[3] = 40; poly[4] = 90; poly[5] = 150; poly[6] = 20; poly[7] = 20;
      setcolor(YELLOW); drawpoly(4, poly);
      poly[0] = 220; poly[1] = 20; poly[2] = 380; poly[3] = 20; poly[4] = 300; poly[5] = 90; poly[6] = 380; poly[7] = 150; poly[8] = 220; poly[9] = 150;
      setcolor(WHITE); setfillstyle(SOLID_FILL, LIGHTBLUE); fillpoly(5, poly); /* concave, horizontal edges */
      /* star, self-intersecting */
      poly[0] = 500; poly[1] = 10; poly[2] = 560; poly[3] = 170; poly[4] = 420; poly[5] = 70;
      poly[6] = 580; poly[7] = 70; poly[8] = 440; poly[9] = 170;
      setcolor(LIGHTGREEN); setfillstyle(SOLID_FILL, RED); fillpoly(5, poly);
      /* triangle with a pattern, partly off screen */
      poly[0] = -40; poly[1] = 200; poly[2] = 150; poly[3] = 330; poly[4] = 30; poly[5] = 470;
      setcolor(LIGHTCYAN); setfillstyle(HATCH_FILL, MAGENTA); fillpoly(3, poly);
      poly[0] = 300; poly[1] = 250; poly[2] = 700; poly[3] = 300; poly[4] = 400; poly[5] = 520;
      setcolor(WHITE); setfillpattern(upat, YELLOW); fillpoly(3, poly);
      /* thin shapes */
      poly[0] = 200; poly[1] = 200; poly[2] = 260; poly[3] = 201; poly[4] = 230; poly[5] = 202;
      setcolor(LIGHTRED); setfillstyle(SOLID_FILL, GREEN); fillpoly(3, poly);
      poly[0] = 200; poly[1] = 220; poly[2] = 200; poly[3] = 220; poly[4] = 200; poly[5] = 220;
      fillpoly(3, poly);
      setlinestyle(SOLID_LINE, 0, THICK_WIDTH);
      poly[0] = 560; poly[1] = 200; poly[2] = 620; poly[3] = 260; poly[4] = 540; poly[5] = 300; poly[6] = 560; poly[7] = 200;
      setcolor(YELLOW); drawpoly(4, poly);
      setlinestyle(SOLID_LINE, 0, NORM_WIDTH);
      fprintf(out, '08 poly: result %d\n', graphresult());
      yield* getch();

      /* ===== 09 getimage / putimage ===== */
      newscr();
      setfillstyle(XHATCH_FILL, LIGHTGREEN); bar(10, 10, 89, 59);
      setcolor(YELLOW); rectangle(10, 10, 89, 59); line(10, 10, 89, 59);
      outtextxy(20, 30, 'IMG');
      sz = imagesize(10, 10, 89, 59);
      fprintf(out, '09 imagesize 80x50: %u\n', sz);
      {
        // C evaluates fprintf's arguments right to left (docs/TURBO-C-FACTS.md#argument-evaluation-order).
        const s17x3 = imagesize(3, 5, 19, 7), s8x8 = imagesize(0, 0, 7, 7), s640x1 = imagesize(0, 0, 639, 0), s1x1 = imagesize(0, 0, 0, 0);
        fprintf(out, '09 imagesize 1x1: %u 640x1: %u 8x8: %u 17x3: %u\n', s1x1, s640x1, s8x8, s17x3);
      }
      img = new Uint8Array(sz); // img = malloc(sz);
      getimage(10, 10, 89, 59, img);
      setfillstyle(SOLID_FILL, BLUE); bar(100, 0, 639, 300);
      setfillstyle(SOLID_FILL, RED); bar(100, 310, 639, 479);
      for (i = 0; i < 5; i++) {
        putimage(110 + i * 100, 20, img, i);
        putimage(110 + i * 100, 100, img, i);
        putimage(115 + i * 100, 105, img, i);
        putimage(110 + i * 100, 330, img, i);
      }
      putimage(600, 200, img, COPY_PUT); /* off the right edge */
      fprintf(out, '09 putimage right: result %d\n', graphresult());
      putimage(300, 450, img, COPY_PUT); /* off the bottom edge */
      fprintf(out, '09 putimage bottom: result %d\n', graphresult());
      putimage(-20, 200, img, COPY_PUT); /* negative x */
      fprintf(out, '09 putimage negx: result %d\n', graphresult());
      putimage(20, -20, img, COPY_PUT); /* negative y */
      fprintf(out, '09 putimage negy: result %d\n', graphresult());
      setviewport(200, 180, 280, 230, 1);
      putimage(-30, -20, img, COPY_PUT); /* clipped by a viewport? */
      setviewport(0, 0, 639, 479, 1);
      img = null; // free(img);
      yield* getch();

      /* ===== 10 text: sizes and directions ===== */
      newscr();
      for (i = 1; i <= 5; i++) {
        settextstyle(DEFAULT_FONT, HORIZ_DIR, i);
        setcolor(i + 8);
        outtextxy(10, 5 + Math.trunc((i * (i - 1)) / 2) * 8 + i * 2, 'Ag0');
        { const h = textheight('Ag0'), w = textwidth('Ag0'); fprintf(out, '10 size %d: w %d h %d\n', i, w, h); }
      }
      for (i = 6; i <= 10; i++) {
        settextstyle(DEFAULT_FONT, HORIZ_DIR, i);
        { const h = textheight('A'), w = textwidth('A'); fprintf(out, '10 size %d: w %d h %d\n', i, w, h); }
      }
      settextstyle(DEFAULT_FONT, HORIZ_DIR, 10); setcolor(LIGHTGREEN); outtextxy(200, 10, 'W');
      settextstyle(DEFAULT_FONT, HORIZ_DIR, 7); setcolor(YELLOW); outtextxy(300, 20, 'x');
      for (i = 1; i <= 4; i++) {
        settextstyle(DEFAULT_FONT, VERT_DIR, i);
        setcolor(i + 9);
        outtextxy(420 + i * 40, 300, 'Vt');
        cross(420 + i * 40, 300);
      }
      settextstyle(DEFAULT_FONT, HORIZ_DIR, 2); setcolor(WHITE);
      moveto(10, 300); outtext('CP'); outtext('+'); x = getx(); y = gety();
      settextstyle(DEFAULT_FONT, VERT_DIR, 2); outtext('Up');
      { const cy = gety(), cx = getx(); fprintf(out, '10 cp after horiz: %d %d, after vert: %d %d\n', x, y, cx, cy); }
      settextstyle(DEFAULT_FONT, HORIZ_DIR, 3); setcolor(LIGHTCYAN);
      outtextxy(560, 420, 'Clip'); /* right edge */
      outtextxy(100, 460, 'Bot'); /* bottom edge */
      gettextsettings(ts);
      fprintf(out, '10 textsettings: font %d dir %d size %d h %d v %d\n', ts.font, ts.direction, ts.charsize, ts.horiz, ts.vert);
      settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
      fprintf(out, '10 triplex: result %d\n', graphresult());
      settextstyle(DEFAULT_FONT, HORIZ_DIR, 11);
      fprintf(out, '10 size 11: result %d\n', graphresult());
      settextstyle(12, HORIZ_DIR, 1);
      fprintf(out, '10 font 12: result %d\n', graphresult());
      yield* getch();

      /* ===== 11 text justification, both directions, size 1 and 2 ===== */
      newscr();
      for (i = 0; i < 3; i++)
        for (j = 0; j < 3; j++) {
          x = 60 + i * 100; y = 40 + j * 60;
          settextstyle(DEFAULT_FONT, HORIZ_DIR, 1 + (i + j) % 2);
          settextjustify(i, j === 0 ? BOTTOM_TEXT : (j === 1 ? CENTER_TEXT : TOP_TEXT));
          setcolor(YELLOW); outtextxy(x, y, 'Abc');
          cross(x, y);
          x = 360 + i * 90; y = 60 + j * 130;
          settextstyle(DEFAULT_FONT, VERT_DIR, 1 + (i + j) % 2);
          settextjustify(i, j === 0 ? BOTTOM_TEXT : (j === 1 ? CENTER_TEXT : TOP_TEXT));
          setcolor(LIGHTGREEN); outtextxy(x, y, 'Vert');
          cross(x, y);
        }
      settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
      settextjustify(CENTER_TEXT, CENTER_TEXT);
      setcolor(WHITE); outtextxy(100, 300, 'Odd'); cross(100, 300);
      outtextxy(200, 300, 'Even'); cross(200, 300);
      settextjustify(RIGHT_TEXT, TOP_TEXT); moveto(300, 350); outtext('R1'); outtext('R2');
      { const cy = gety(), cx = getx(); fprintf(out, '11 cp after right outtext: %d %d\n', cx, cy); }
      settextjustify(CENTER_TEXT, TOP_TEXT); moveto(300, 380); outtext('C1'); outtext('C2');
      { const cy = gety(), cx = getx(); fprintf(out, '11 cp after center outtext: %d %d\n', cx, cy); }
      yield* getch();

      /* ===== 12 line styles and thickness, all octants, chains ===== */
      newscr();
      for (i = 0; i < 5; i++) {
        if (i < 4) setlinestyle(i, 0, NORM_WIDTH); else setlinestyle(USERBIT_LINE, 0x5a3c, NORM_WIDTH);
        setcolor(9 + i);
        for (j = 0; j < 16; j++) {
          x = 60 + i * 120; y = 60;
          line(x, y, x + (j < 8 ? (j - 4) * 12 : 50), y + (j < 8 ? 50 : (j - 12) * 12));
        }
        if (i < 4) setlinestyle(i, 0, THICK_WIDTH); else setlinestyle(USERBIT_LINE, 0x5a3c, THICK_WIDTH);
        line(20 + i * 120, 150, 110 + i * 120, 165);
        line(20 + i * 120, 180, 40 + i * 120, 250);
        rectangle(20 + i * 120, 270, 100 + i * 120, 320);
        if (i < 4) setlinestyle(i, 0, NORM_WIDTH); else setlinestyle(USERBIT_LINE, 0x5a3c, NORM_WIDTH);
        rectangle(25 + i * 120, 340, 95 + i * 120, 380);
        moveto(20 + i * 120, 400); lineto(60 + i * 120, 400); lineto(60 + i * 120, 430);
        linerel(40, 20); moverel(-10, 10); linerel(-60, 0);
      }
      getlinesettings(ls);
      fprintf(out, '12 linesettings: style %d pattern %u thick %d\n', ls.linestyle, ls.upattern, ls.thickness);
      setlinestyle(USERBIT_LINE, 0x0001, NORM_WIDTH); setcolor(WHITE); line(10, 470, 630, 470);
      setlinestyle(5, 0, NORM_WIDTH);
      fprintf(out, '12 linestyle 5: result %d\n', graphresult());
      setlinestyle(SOLID_LINE, 0, 2);
      fprintf(out, '12 thickness 2: result %d\n', graphresult());
      yield* getch();

      /* ===== 13 viewports: clip on and off, clearviewport ===== */
      newscr();
      setfillstyle(SLASH_FILL, BROWN); bar(0, 0, 639, 479);
      setcolor(WHITE); rectangle(59, 59, 261, 201); rectangle(359, 59, 561, 201);
      setviewport(60, 60, 260, 200, 1);
      setcolor(YELLOW); circle(0, 70, 50); line(-50, -50, 250, 190);
      setfillstyle(SOLID_FILL, BLUE); bar(150, 100, 260, 180);
      settextstyle(DEFAULT_FONT, HORIZ_DIR, 2); outtextxy(120, 5, 'ClipOn');
      setfillstyle(SOLID_FILL, GREEN); pieslice(190, 20, 0, 270, 40);
      setviewport(360, 60, 560, 200, 0);
      setcolor(YELLOW); circle(0, 70, 50); line(-50, -50, 250, 190);
      setfillstyle(SOLID_FILL, BLUE); bar(150, 100, 260, 180);
      outtextxy(120, 5, 'ClipOff');
      getviewsettings(vp);
      fprintf(out, '13 viewport: %d %d %d %d %d\n', vp.left, vp.top, vp.right, vp.bottom, vp.clip);
      setbkcolor(CYAN);
      setviewport(100, 260, 400, 420, 1);
      clearviewport();
      setcolor(WHITE); rectangle(0, 0, 20, 20);
      { const cy = gety(), cx = getx(); fprintf(out, '13 cp after clearviewport: %d %d\n', cx, cy); }
      setviewport(300, 200, 200, 100, 1);
      fprintf(out, '13 inverted viewport: result %d\n', graphresult());
      setviewport(0, 0, 700, 479, 1);
      fprintf(out, '13 viewport past the screen: result %d\n', graphresult());
      yield* getch();

      /* ===== 14 palettes ===== */
      newscr();
      for (i = 0; i < 16; i++) { setfillstyle(SOLID_FILL, i); bar(i * 40, 0, i * 40 + 39, 200); }
      getpalette(pal);
      fprintf(out, '14 palette size %d default:', pal.size);
      for (i = 0; i < pal.size; i++) fprintf(out, ' %d', pal.colors[i]!);
      fprintf(out, '\n');
      setpalette(1, 4); setpalette(2, 0x3f); setpalette(3, 0x38); setpalette(14, 7);
      setrgbpalette(5, 63, 20, 0);
      setbkcolor(LIGHTBLUE);
      getpalette(pal);
      fprintf(out, '14 palette after:');
      for (i = 0; i < pal.size; i++) fprintf(out, ' %d', pal.colors[i]!);
      { const bk = getbkcolor(), mc = getmaxcolor(), ps = getpalettesize(); fprintf(out, '\n14 getpalettesize %d maxcolor %d bkcolor %d\n', ps, mc, bk); }
      setcolor(WHITE); outtextxy(10, 220, 'palette changed: 1->4 2->3F 3->38 14->7 5 rgb(63,20,0) bk LIGHTBLUE');
      yield* getch();

      /* ===== 15 XOR write mode on everything ===== */
      newscr();
      setfillstyle(SOLID_FILL, LIGHTGRAY); bar(0, 0, 319, 479);
      setwritemode(XOR_PUT);
      for (i = 0; i < 2; i++) {
        setcolor(LIGHTRED);
        line(20, 20 + i * 240, 600, 200 + i * 240);
        rectangle(40, 40 + i * 240, 400, 120 + i * 240);
        circle(500, 80 + i * 240, 40);
        poly[0] = 100; poly[1] = 150 + i * 240; poly[2] = 250; poly[3] = 130 + i * 240; poly[4] = 200; poly[5] = 220 + i * 240; poly[6] = 100; poly[7] = 150 + i * 240;
        drawpoly(4, poly);
        setfillstyle(SOLID_FILL, YELLOW); bar(300, 150 + i * 240, 360, 200 + i * 240);
        ellipse(420, 180 + i * 240, 0, 360, 50, 20);
        if (i === 0) { moveto(150, 5); lineto(450, 5); }
      }
      setwritemode(COPY_PUT);
      yield* getch();

      /* ===== 16 queries and error codes (numbers only; a text summary on screen) ===== */
      newscr();
      {
        const mm = getmaxmode(), gmode = getgraphmode(), mc = getmaxcolor(), my = getmaxy(), mxx = getmaxx();
        fprintf(out, '16 maxx %d maxy %d maxcolor %d graphmode %d maxmode %d\n', mxx, my, mc, gmode, mm);
      }
      {
        // Right to left, and getmodename returns one static buffer: every %s prints what the
        // last call, getmodename(0), left in it.
        getmodename(2); getmodename(1); const name0 = getmodename(0); const dn = getdrivername();
        fprintf(out, '16 drivername %s modename0 %s modename1 %s modename2 %s\n', dn, name0, name0, name0);
      }
      getmoderange(VGA, mn, mx);
      fprintf(out, '16 moderange VGA %d %d\n', mn.value, mx.value);
      getmoderange(EGA, mn, mx);
      fprintf(out, '16 moderange EGA %d %d\n', mn.value, mx.value);
      setfillstyle(13, RED);
      fprintf(out, '16 fillstyle 13: result %d\n', graphresult());
      getfillsettings(fs);
      fprintf(out, '16 fillsettings after bad: %d %d\n', fs.pattern, fs.color);
      setfillstyle(USER_FILL, RED);
      fprintf(out, '16 fillstyle USER: result %d\n', graphresult());
      setfillpattern(upat, 3);
      getfillsettings(fs);
      fprintf(out, '16 fillsettings after pattern: %d %d\n', fs.pattern, fs.color);
      putpixel(700, 10, WHITE);
      { const px = getpixel(700, 10), r = graphresult(); fprintf(out, '16 putpixel off: result %d getpixel off %d\n', r, px); }
      fprintf(out, '16 errmsg -7 %s\n', grapherrormsg(-7));
      fprintf(out, '16 errmsg -8 %s\n', grapherrormsg(-8));
      fprintf(out, '16 errmsg -11 %s\n', grapherrormsg(-11));
      setcolor(20);
      fprintf(out, '16 setcolor 20: getcolor %d\n', getcolor());
      setcolor(WHITE);
      outtextxy(10, 10, 'queries written to PRIMS3.TXT');
      setgraphmode(VGALO);
      { const my = getmaxy(), gmode = getgraphmode(), r = graphresult(); fprintf(out, '16 setgraphmode VGALO: result %d mode %d maxy %d\n', r, gmode, my); }
      setgraphmode(VGAHI);
      setcolor(WHITE); outtextxy(10, 10, 'back in VGAHI after setgraphmode');
      { const my = getmaxy(), r = graphresult(); fprintf(out, '16 setgraphmode VGAHI: result %d maxy %d\n', r, my); }
      yield* getch();

      closegraph();
      fclose(out);
    }
    return main();
  },
};
