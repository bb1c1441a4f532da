/**
 * The menus: the main menu (profile, mode, start), the options screen and the high-score
 * tables, drawn with bar3d panels and the BGI's text styles. Everything works with the arrows,
 * Space, P and Esc — the keys the player's touch buttons and gamepads send: Up/Down choose a row,
 * Left/Right change its value, Space (or Enter, or P) takes it, Esc goes back.
 */
import type { Blocking } from '../../../runtime/process.ts';
import { bioskey } from '../../../runtime/tc/bios.ts';
import {
  BLUE, CENTER_TEXT, CYAN, DARKGRAY, DEFAULT_FONT, HORIZ_DIR, LEFT_TEXT, LIGHTCYAN, LIGHTGRAY,
  SOLID_FILL, TOP_TEXT, WHITE, YELLOW,
  bar, bar3d, cleardevice, outtextxy, setcolor, setfillstyle, settextjustify, settextstyle,
} from '../../../runtime/tc/graphics.ts';
import { LINE_GRAVITIES } from '../engine/gravity.ts';
import { DEFAULT_OPTIONS, MODES, PROFILES, type GameOptions, type Profile } from '../profiles/index.ts';
import { clockText } from './draw.ts';
import { SCAN, scanOf } from './keys.ts';
import type { HighScores } from './scores.ts';

/** What the menus set and the game reads. */
export interface Settings {
  profile: number;
  options: GameOptions;
  sound: boolean;
}

export function defaultSettings(): Settings {
  return { profile: 0, options: { ...DEFAULT_OPTIONS }, sound: true };
}

/** A menu row: its label, and for a setting its values and where it is kept. */
interface Row {
  label: string;
  values?: readonly string[];
  get?: () => number;
  set?: (i: number) => void;
  /** False: shown greyed (the profile has no such rule). */
  enabled?: boolean;
}

const TITLE_Y = 24;
const PANEL = { l: 110, t: 110, r: 530 } as const;
/** Row pitch: 26 px, 22 when a menu has more than 8 rows (the options screen's 11 fit). */
const rowHeight = (rows: number): number => (rows > 8 ? 22 : 26);

/** @c void drawMenu(char *title, ...) — the title, the rows in a bar3d panel, the footer lines. */
function drawMenu(title: string, rows: readonly Row[], sel: number, footer: readonly string[]): void {
  cleardevice();
  settextjustify(CENTER_TEXT, TOP_TEXT);
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 5);
  setcolor(BLUE);
  outtextxy(323, TITLE_Y + 3, 'BLOCKS');
  setcolor(YELLOW);
  outtextxy(320, TITLE_Y, 'BLOCKS');
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
  setcolor(LIGHTGRAY);
  outtextxy(320, TITLE_Y + 48, title);
  const ROW_H = rowHeight(rows.length);
  const b = PANEL.t + 16 + rows.length * ROW_H;
  setcolor(LIGHTGRAY);
  setfillstyle(SOLID_FILL, DARKGRAY);
  bar3d(PANEL.l, PANEL.t, PANEL.r, b, 10, 1);
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 2);
  settextjustify(LEFT_TEXT, TOP_TEXT);
  rows.forEach((row, i) => {
    const y = PANEL.t + 12 + i * ROW_H;
    if (i === sel) {
      setfillstyle(SOLID_FILL, BLUE);
      bar(PANEL.l + 6, y - 3, PANEL.r - 6, y + ROW_H - 8);
    }
    setcolor(row.enabled === false ? LIGHTGRAY : i === sel ? YELLOW : WHITE);
    outtextxy(PANEL.l + 16, y, row.label);
    if (row.values && row.get) {
      setcolor(row.enabled === false ? LIGHTGRAY : i === sel ? WHITE : LIGHTCYAN);
      outtextxy(PANEL.l + 232, y, `<${row.values[row.get()]}>`);
    }
  });
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
  settextjustify(CENTER_TEXT, TOP_TEXT);
  footer.forEach((s, i) => {
    setcolor(i === 0 ? CYAN : LIGHTGRAY);
    outtextxy(320, b + 24 + i * 14, s);
  });
  setcolor(DARKGRAY);
  outtextxy(320, 462, 'Up/Down choose  Left/Right change  Space start  Esc back');
  settextjustify(LEFT_TEXT, TOP_TEXT);
}

/** @c int runRows(char *title, struct row *rows, int n, int *sel) — one key: a row move, a value change, or the row taken (returns its index) / Esc (−1). */
function* runRows(title: string, rows: readonly Row[], sel: { i: number }, footer: () => string[]): Blocking<number> {
  for (;;) {
    drawMenu(title, rows, sel.i, footer());
    const scan = scanOf(yield* bioskey(0));
    const row = rows[sel.i]!;
    if (scan === SCAN.UP) sel.i = (sel.i + rows.length - 1) % rows.length;
    else if (scan === SCAN.DOWN) sel.i = (sel.i + 1) % rows.length;
    else if ((scan === SCAN.LEFT || scan === SCAN.RIGHT) && row.values && row.get && row.set && row.enabled !== false) {
      const n = row.values.length;
      row.set((row.get() + (scan === SCAN.LEFT ? n - 1 : 1)) % n);
    } else if (scan === SCAN.SPACE || scan === SCAN.ENTER || scan === SCAN.P) return sel.i;
    else if (scan === SCAN.ESC) return -1;
  }
}

const MODE_NAMES = ['MARATHON', 'SPRINT', 'ULTRA'];

/** The profile's field and rules in a line. */
function describe(p: Profile): string {
  const f = p.newField();
  return `${f.width}x${f.visibleRows}${f.hidden ? ` (+${f.hidden} hidden)` : ''}, ${p.randomiser === 'bag' ? '7-bag' : 'random'}, ${p.lockDelay ? 'lock delay' : 'locks on landing'}`;
}

export type MenuChoice = 'start' | 'quit';

/** @c int mainMenu(void) — until the player starts a game or quits. */
export function* mainMenu(s: Settings, hi: HighScores): Blocking<MenuChoice> {
  const sel = { i: 0 };
  const rows: Row[] = [
    { label: 'START GAME' },
    { label: 'PROFILE', values: PROFILES.map((p) => p.title.split(' ')[0]!.toUpperCase()), get: () => s.profile, set: (i) => { s.profile = i; } },
    { label: 'MODE', values: MODE_NAMES, get: () => MODES.indexOf(s.options.mode), set: (i) => { s.options.mode = MODES[i]!; } },
    { label: 'OPTIONS' },
    { label: 'HIGH SCORES' },
    { label: 'QUIT TO DOS' },
  ];
  for (;;) {
    const i = yield* runRows('one program, four designs of Tetris', rows, sel, () => {
      const p = PROFILES[s.profile]!;
      return [`${p.title}: ${p.source}`, describe(p), ...(hi.problem ? [hi.problem] : [])];
    });
    if (i === -1) { sel.i = 5; continue; }
    if (i <= 2) return 'start';
    if (i === 3) yield* optionsMenu(s);
    if (i === 4) yield* scoresScreen(s, hi);
    if (i === 5) return 'quit';
  }
}

// DAS: the Guideline's 167 ms (10 frames at 60 Hz) and a few either side.
const DAS = [100, 133, 167, 200, 267, 333];
const ARR = [0, 16, 33, 50, 100];
const SPRINT = [20, 40, 100];
const ULTRA = [60_000, 120_000, 180_000];
const ONOFF = ['OFF', 'ON'];

/** @c void optionsMenu(void) */
function* optionsMenu(s: Settings): Blocking {
  const o = s.options, p = PROFILES[s.profile]!;
  const pick = (list: readonly number[], v: number): number => Math.max(0, list.indexOf(v));
  const rows: Row[] = [
    { label: 'LINE GRAVITY', values: LINE_GRAVITIES.map((g) => g.toUpperCase()), get: () => LINE_GRAVITIES.indexOf(o.lineGravity), set: (i) => { o.lineGravity = LINE_GRAVITIES[i]!; }, enabled: p.has.lineGravity },
    { label: 'WALL KICKS', values: ['NONE(NES)', 'SRS'], get: () => +o.kicks, set: (i) => { o.kicks = i === 1; }, enabled: p.has.kicks },
    { label: 'HOLD', values: ONOFF, get: () => +o.hold, set: (i) => { o.hold = i === 1; }, enabled: p.has.hold },
    { label: 'GHOST', values: ONOFF, get: () => +(o.ghost ?? p.ghost), set: (i) => { o.ghost = i === 1; } },
    { label: 'DAS MS', values: DAS.map(String), get: () => pick(DAS, o.das), set: (i) => { o.das = DAS[i]!; } },
    { label: 'ARR MS', values: ARR.map(String), get: () => pick(ARR, o.arr), set: (i) => { o.arr = ARR[i]!; } },
    { label: 'START LEVEL', values: Array.from({ length: 15 }, (_, i) => String(i + 1)), get: () => o.startLevel - 1, set: (i) => { o.startLevel = i + 1; } },
    { label: 'SPRINT LINES', values: SPRINT.map(String), get: () => pick(SPRINT, o.sprintLines), set: (i) => { o.sprintLines = SPRINT[i]!; } },
    { label: 'ULTRA TIME', values: ULTRA.map((ms) => `${ms / 1000}s`), get: () => pick(ULTRA, o.ultraMs), set: (i) => { o.ultraMs = ULTRA[i]!; } },
    { label: 'SOUND', values: ONOFF, get: () => +s.sound, set: (i) => { s.sound = i === 1; } },
    { label: 'BACK' },
  ];
  const sel = { i: 0 };
  for (;;) {
    const i = yield* runRows(`options - ${p.title}`, rows, sel, () => [
      'greyed rows are rules this profile does not have',
      'DAS and ARR from the key\'s own make and break (INT 9)',
    ]);
    if (i === -1 || i === rows.length - 1) return;
  }
}

/** @c void scoresScreen(void) — Left/Right: mode, Up/Down: profile. */
function* scoresScreen(s: Settings, hi: HighScores): Blocking {
  let profile = s.profile, mode = MODES.indexOf(s.options.mode);
  for (;;) {
    drawScores(hi, PROFILES[profile]!, mode);
    const scan = scanOf(yield* bioskey(0));
    if (scan === SCAN.LEFT) mode = (mode + 2) % 3;
    else if (scan === SCAN.RIGHT) mode = (mode + 1) % 3;
    else if (scan === SCAN.UP) profile = (profile + PROFILES.length - 1) % PROFILES.length;
    else if (scan === SCAN.DOWN) profile = (profile + 1) % PROFILES.length;
    else return;
  }
}

/** @c void drawScores(struct profile *p, int mode, int mark) — the table of one profile and mode in a panel; `mark` highlights a new entry. */
export function drawScores(hi: HighScores, p: Profile, mode: number, mark = -1): void {
  const rows: Row[] = [];
  const t = hi.table(p.id, MODES[mode]!);
  for (let i = 0; i < 5; i++) {
    const e = t[i];
    rows.push({ label: e ? `${i + 1}. ${String(e.score).padStart(7)} ${String(e.lines).padStart(4)}L ${clockText(e.ms).padStart(8)}` : `${i + 1}.        -` });
  }
  if (t.length === 0) rows[0]!.label = '1. no games yet';
  drawMenu(`high scores - ${p.title} - ${MODE_NAMES[mode]}`, rows, mark, ['score, lines and time; sprint ranks by time', 'Left/Right: mode  Up/Down: profile  any other key: back']);
}
