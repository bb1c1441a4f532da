/**
 * PRIMS.C — the BGI primitive test screens captured in oracle/p1..p4, ported line by line.
 * Four screens, each followed by getch(): lines and rectangles, text, floodfill, the floodfill leak.
 */
import type { Blocking, Rom } from '../../runtime/process.ts';
import { getch } from '../../runtime/tc/conio.ts';
import {
  BLACK, BLUE, BROWN, CYAN, DARKGRAY, DETECT, GREEN, HATCH_FILL, LIGHTBLUE, LIGHTCYAN,
  LIGHTGRAY, LIGHTGREEN, LIGHTMAGENTA, LIGHTRED, MAGENTA, RED, SOLID_FILL, WHITE, YELLOW,
  cleardevice, closegraph, floodfill, graphresult, initgraph, line, outtextxy, rectangle,
  setcolor, setfillstyle,
} from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';

const pts = [
  520, 240, 513, 188, 493, 140, 461, 99, 420, 67, 372, 47, 320, 40, 268, 47, 220, 67, 179, 99, 147, 140,
  127, 188, 120, 240, 127, 292, 147, 340, 179, 381, 220, 413, 268, 433, 320, 440, 372, 433, 420, 413,
  461, 381, 493, 340, 513, 292,
];

/** `char buf[100]` read as a C string from `offset`: the characters up to the first NUL. */
function cstr(buf: Uint8Array, offset = 0): string {
  let s = '';
  for (let i = offset; i < buf.length && buf[i] !== 0; i++) s += String.fromCharCode(buf[i]!);
  return s;
}

/** sprintf into `buf` (the text is already formatted): copies it and its NUL. */
function store(buf: Uint8Array, text: string): void {
  for (let i = 0; i < text.length; i++) buf[i] = text.charCodeAt(i);
  buf[text.length] = 0;
}

/** printf's %2d for a small int: right-aligned in 2 columns. */
function d2(n: number): string {
  return String(n).padStart(2, ' ');
}

/** @c void main() */
function* main(): Blocking {
  const gd = ref(DETECT), gm = ref(0);
  let i: number, c: number, gr1: number, gr2: number;
  const buf = new Uint8Array(100);
  initgraph(gd, gm, 'c:\\tc\\');
  /* ---------- screen 1: lines and rectangles ---------- */
  for (i = 0; i < 24; i++) {
    setcolor((i % 15) + 1);
    line(320, 240, pts[2 * i]!, pts[2 * i + 1]!);
  }
  setcolor(WHITE); line(10, 10, 13, 400);
  setcolor(YELLOW); line(0, 0, 639, 479);
  setcolor(LIGHTRED); line(639, 0, 0, 479);
  setcolor(LIGHTGREEN); line(20, 470, 600, 461);
  setcolor(LIGHTCYAN); line(30, 30, 31, 31);
  setcolor(LIGHTMAGENTA); line(600, 20, 580, 300);
  setcolor(BROWN); line(5, 300, 200, 301);
  setcolor(CYAN); line(100, 450, 100, 450);
  for (c = 0; c < 16; c++) {
    setcolor(c);
    rectangle(540 + c * 2, 380 + c * 2, 630 - c * 2, 470 - c * 2);
    line(16 * c, 476, 16 * c + 14, 476);
    line(16 * c, 477, 16 * c + 14, 479);
  }
  setcolor(WHITE);
  rectangle(560, 10, 560, 10);
  rectangle(570, 10, 575, 10);
  rectangle(580, 10, 580, 15);
  rectangle(600, 40, 590, 30);
  yield* getch();
  /* ---------- screen 2: text ---------- */
  cleardevice();
  for (i = 0; i < 95; i++) buf[i] = 32 + i;
  buf[95] = 0;
  setcolor(WHITE); outtextxy(0, 0, cstr(buf)); /* 32..126 at (0,0) -- 760 px, clipped? */
  buf[48] = 0;
  setcolor(YELLOW); outtextxy(0, 16, cstr(buf)); /* 32..79 */
  setcolor(LIGHTGREEN); outtextxy(0, 32, cstr(buf, 0));
  for (i = 0; i < 47; i++) buf[i] = 80 + i;
  buf[47] = 0;
  setcolor(LIGHTCYAN); outtextxy(0, 48, cstr(buf)); /* 80..126 */
  for (i = 0; i < 64; i++) buf[i] = 128 + i;
  buf[64] = 0;
  setcolor(LIGHTRED); outtextxy(0, 72, cstr(buf)); /* 128..191 */
  for (i = 0; i < 64; i++) buf[i] = 192 + i;
  buf[64] = 0;
  setcolor(LIGHTMAGENTA); outtextxy(0, 88, cstr(buf)); /* 192..255 */
  for (i = 0; i < 48; i++) buf[i] = 32 + i;
  buf[48] = 0;
  setcolor(WHITE); outtextxy(3, 117, cstr(buf)); /* odd position */
  for (i = 0; i < 47; i++) buf[i] = 80 + i;
  buf[47] = 0;
  setcolor(YELLOW); outtextxy(5, 131, cstr(buf));
  for (i = 0; i < 64; i++) buf[i] = 128 + i;
  buf[64] = 0;
  setcolor(LIGHTGREEN); outtextxy(1, 147, cstr(buf));
  for (i = 0; i < 64; i++) buf[i] = 192 + i;
  buf[64] = 0;
  setcolor(LIGHTCYAN); outtextxy(7, 163, cstr(buf));
  for (c = 0; c < 16; c++) {
    setcolor(c);
    store(buf, `Color ${d2(c)}: Score: ${100 + c} Press P to Start or Resume!`);
    outtextxy(8 + (c & 3), 190 + c * 12 + (c & 1), cstr(buf));
  }
  setcolor(WHITE);
  outtextxy(600, 460, 'Clip'); /* runs off right edge */
  outtextxy(-4, 470, 'Neg'); /* negative x */
  outtextxy(630, 400, 'W'); /* partially off edge */
  outtextxy(300, 476, 'Bottom'); /* partially off bottom */
  setcolor(DARKGRAY);
  outtextxy(300, 220, 'Up  -rotate  Space-drop');
  outtextxy(300, 235, 'Left-left    Right-right');
  outtextxy(300, 250, 'Esc -exit');
  setcolor(YELLOW);
  outtextxy(300, 200, 'P: Pause Game. --by hoodlum1980');
  yield* getch();
  /* ---------- screen 3: floodfill ---------- */
  cleardevice();
  /* palette row: 16 boxes bordered WHITE filled with colour c */
  setcolor(WHITE);
  for (c = 0; c < 16; c++) {
    rectangle(10 + c * 38, 10, 10 + c * 38 + 30, 40);
    setfillstyle(SOLID_FILL, c);
    floodfill(10 + c * 38 + 15, 25, WHITE);
  }
  /* region touching screen edges (bottom-left corner) */
  setcolor(WHITE);
  line(0, 300, 100, 300);
  line(100, 300, 100, 479);
  setfillstyle(SOLID_FILL, GREEN);
  floodfill(50, 400, WHITE);
  /* concave U-shaped region made of lines */
  setcolor(LIGHTRED);
  line(200, 300, 260, 300); line(260, 300, 260, 420); line(260, 420, 300, 420);
  line(300, 420, 300, 300); line(300, 300, 360, 300); line(360, 300, 360, 460);
  line(360, 460, 200, 460); line(200, 460, 200, 300);
  setfillstyle(SOLID_FILL, BLUE);
  floodfill(220, 440, LIGHTRED);
  /* diagonal-walled concave region (a 'V' notch) */
  setcolor(YELLOW);
  line(400, 300, 450, 380); line(450, 380, 500, 300); line(500, 300, 520, 300);
  line(520, 300, 520, 470); line(520, 470, 380, 470); line(380, 470, 380, 300);
  line(380, 300, 400, 300);
  setfillstyle(SOLID_FILL, MAGENTA);
  floodfill(450, 440, YELLOW);
  /* seed on the border colour: nothing should happen */
  setcolor(WHITE);
  rectangle(560, 300, 630, 370);
  setfillstyle(SOLID_FILL, RED);
  gr1 = graphresult();
  floodfill(560, 330, WHITE);
  gr2 = graphresult();
  /* region containing other-coloured pixels (text) is filled over them */
  setcolor(DARKGRAY);
  rectangle(30, 60, 210, 120);
  setcolor(YELLOW);
  outtextxy(40, 85, 'TEXT INSIDE');
  setfillstyle(SOLID_FILL, CYAN);
  floodfill(35, 65, DARKGRAY);
  /* game-like grid: DARKGRAY 18px cells, fill some cells, then refill one black */
  setcolor(DARKGRAY);
  for (i = 0; i <= 4; i++) {
    line(240 + i * 18, 60, 240 + i * 18, 60 + 3 * 18);
  }
  for (i = 0; i <= 3; i++) {
    line(240, 60 + i * 18, 240 + 4 * 18, 60 + i * 18);
  }
  setfillstyle(SOLID_FILL, RED); floodfill(240 + 9, 60 + 9, DARKGRAY);
  setfillstyle(SOLID_FILL, YELLOW); floodfill(240 + 18 + 9, 60 + 9, DARKGRAY);
  setfillstyle(SOLID_FILL, GREEN); floodfill(240 + 36 + 9, 60 + 18 + 9, DARKGRAY);
  setfillstyle(SOLID_FILL, BLUE); floodfill(240 + 54 + 9, 60 + 36 + 9, DARKGRAY);
  setfillstyle(SOLID_FILL, BLACK); floodfill(240 + 36 + 9, 60 + 18 + 9, DARKGRAY);
  /* nested rectangles: fill between WHITE outer and LIGHTBLUE inner with border WHITE */
  setcolor(LIGHTBLUE);
  rectangle(340, 60, 420, 120);
  setcolor(WHITE);
  rectangle(330, 50, 430, 130);
  setfillstyle(SOLID_FILL, BROWN);
  floodfill(335, 90, WHITE);
  /* small closed 2x2 / 1-pixel-gap tests */
  setcolor(WHITE);
  rectangle(460, 60, 463, 63);
  setfillstyle(SOLID_FILL, LIGHTMAGENTA);
  floodfill(461, 61, WHITE);
  rectangle(470, 60, 520, 120);
  line(470, 90, 520, 90);
  setfillstyle(SOLID_FILL, LIGHTCYAN);
  floodfill(500, 70, WHITE);
  /* patterned fill (not used by the game) */
  rectangle(540, 60, 630, 120);
  setfillstyle(HATCH_FILL, LIGHTGREEN);
  floodfill(585, 90, WHITE);
  /* ellipse-free circle-like region made of spokes from screen 1 (octagon) */
  setcolor(LIGHTGRAY);
  line(150, 150, 190, 150); line(190, 150, 215, 175); line(215, 175, 215, 215);
  line(215, 215, 190, 240); line(190, 240, 150, 240); line(150, 240, 125, 215);
  line(125, 215, 125, 175); line(125, 175, 150, 150);
  setfillstyle(SOLID_FILL, LIGHTRED);
  floodfill(170, 195, LIGHTGRAY);
  store(buf, `graphresult before/after border-seed fill: ${gr1} ${gr2}`);
  setcolor(WHITE);
  outtextxy(250, 200, cstr(buf));
  yield* getch();
  /* ---------- screen 4: leak test - border colour not present on screen ---------- */
  setcolor(WHITE);
  outtextxy(250, 216, 'screen 4: floodfill(380,90,LIGHTGREEN) with no closed LIGHTGREEN border');
  setfillstyle(SOLID_FILL, BROWN);
  floodfill(380, 90, LIGHTGREEN);
  yield* getch();
  closegraph();
}

export const prims: Rom = {
  name: 'prims',
  title: 'PRIMS.C: the BGI primitive test screens (oracle p1–p4)',
  keys: 'a key: the next screen',
  start: () => main(),
};
