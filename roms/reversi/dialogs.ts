/**
 * The boxes drawn over the board (ours): the options, the transcript field and the yes/no question.
 * Each is a bar3d box in the DOS manner, worked by keys and by the mouse; the caller redraws the
 * screen when it closes.
 */
import type { Blocking } from '../../runtime/process.ts';
import {
  BLACK, BLUE, CYAN, DARKGRAY, DEFAULT_FONT, HORIZ_DIR, LEFT_TEXT, LIGHTGRAY, RED, SOLID_FILL, TOP_TEXT,
  WHITE, bar, bar3d, line, outtextxy, setcolor, setfillstyle, settextjustify, settextstyle,
} from '../../runtime/tc/graphics.ts';
import { MAX_LEVEL } from './engine/levels.ts';
import { HUMAN, type Settings } from './files.ts';
import { playerLabel, wrap } from './draw.ts';
import { type Event, type Input, K_BACKSPACE, K_DOWN, K_ENTER, K_ESC, K_LEFT, K_RIGHT, K_UP } from './input.ts';

/** @c void box(int l, int t, int r, int b, char *title) — a box with a title bar; returns nothing, draws at (l, t)–(r, b). */
function box(l: number, t: number, r: number, b: number, title: string): void {
  setcolor(DARKGRAY);
  setfillstyle(SOLID_FILL, LIGHTGRAY);
  bar3d(l, t, r, b, 6, 1);
  setfillstyle(SOLID_FILL, CYAN);
  bar(l + 1, t + 1, r - 1, t + 14);
  settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
  settextjustify(LEFT_TEXT, TOP_TEXT);
  setcolor(BLACK);
  outtextxy(l + 8, t + 4, title);
}

const OPT_L = 60, OPT_T = 120, OPT_R = 420, LINE_H = 20, FIRST = OPT_T + 26;

/** The next player in the options' cycle: Human, 0, 1, … MAX_LEVEL, Human. */
export function nextPlayer(p: number): number {
  return p === HUMAN ? 0 : p >= MAX_LEVEL ? HUMAN : p + 1;
}

/** One step down (−1) or up (+1) the players, Human below level 0, stopping at the ends. */
export function stepPlayer(p: number, dir: -1 | 1): number {
  return Math.min(MAX_LEVEL, Math.max(HUMAN, p + dir));
}

interface OptionRow {
  readonly key: string;
  text(): string;
  /** Change the value: +1 (the hot key, a click, Right) or −1 (Left); `wrap` for the hot key's cycle. */
  change(dir: -1 | 1, wrap: boolean): void;
}

/**
 * @c void optionsDialog(struct settings *s)
 * The options. A row is chosen with Up/Down or its hot key; its hot key or a click on it moves it
 * on round its cycle (Human, 0, 1, … top level, Human; on/off), Left and Right step it down and up
 * without wrapping round (so a key sequence means the same whatever the top level is).
 */
export function* optionsDialog(io: Input, s: Settings): Blocking {
  const player = (c: 'black' | 'white'): OptionRow['change'] => (dir, wrap) => void (s[c] = wrap ? nextPlayer(s[c]) : stepPlayer(s[c], dir));
  const rows: OptionRow[] = [
    { key: 'B', text: () => `Black:   ${playerLabel(s.black)}`, change: player('black') },
    { key: 'W', text: () => `White:   ${playerLabel(s.white)}`, change: player('white') },
    { key: 'M', text: () => `Markers: ${s.markers ? 'on' : 'off'}`, change: () => void (s.markers = !s.markers) },
    { key: 'S', text: () => `Sound:   ${s.sound ? 'on' : 'off'}`, change: () => void (s.sound = !s.sound) },
  ];
  const bottom = FIRST + rows.length * LINE_H + 30;
  let chosen = 0;
  for (;;) {
    yield* io.hide();
    box(OPT_L, OPT_T, OPT_R, bottom, 'Options');
    rows.forEach((row, i) => {
      const y = FIRST + i * LINE_H;
      if (i === chosen) {
        setfillstyle(SOLID_FILL, WHITE);
        bar(OPT_L + 6, y - 5, OPT_R - 6, y + 12);
      }
      setcolor(RED);
      outtextxy(OPT_L + 12, y, row.key);
      setcolor(BLACK);
      outtextxy(OPT_L + 36, y, row.text().slice(0, 42));
    });
    setcolor(DARKGRAY);
    outtextxy(OPT_L + 12, bottom - 18, 'B W M S, click, arrows: change; Enter');
    yield* io.show();
    const e = yield* io.next();
    if (!('key' in e)) {
      const row = Math.floor((e.y - FIRST + 5) / LINE_H);
      if (e.x >= OPT_L && e.x <= OPT_R && row >= 0 && row < rows.length) {
        chosen = row;
        rows[row]!.change(1, true);
      } else if (e.x < OPT_L || e.x > OPT_R || e.y < OPT_T || e.y > bottom) return; // a click outside closes
      continue;
    }
    if (e.key === K_ENTER || e.key === K_ESC || e.key === 0x4f /* O */) return;
    if (e.key === K_UP) chosen = (chosen + rows.length - 1) % rows.length;
    else if (e.key === K_DOWN) chosen = (chosen + 1) % rows.length;
    else if (e.key === K_LEFT || e.key === K_RIGHT) rows[chosen]!.change(e.key === K_LEFT ? -1 : 1, false);
    else {
      const at = rows.findIndex((r) => r.key.charCodeAt(0) === e.key);
      if (at >= 0) {
        chosen = at;
        rows[at]!.change(1, true);
      }
    }
  }
}

const FIELD_L = 20, FIELD_R = 620, FIELD_T = 150, FIELD_CHARS = Math.floor((FIELD_R - FIELD_L - 24) / 8);
/** The longest transcript typed: 60 moves with a separator and a number each, and room to spare. */
export const MAX_FIELD = 400;

/**
 * @c int transcriptDialog(char *initial, char *(*accept)(char *text))
 * The transcript field: the text starts as `initial`, selected as Turbo Vision's input lines are
 * (the first character typed replaces it; Backspace or a click in the field keeps it); Enter hands the text to `accept`, which
 * returns null when it took it, or the message to show (the field stays open to correct it);
 * Esc cancels. Returns whether a text was accepted.
 */
export function* transcriptDialog(io: Input, initial: string, accept: (text: string) => string | null): Blocking<boolean> {
  let text = initial, error = '', selected = initial !== '';
  const bottom = FIELD_T + 110;
  for (;;) {
    yield* io.hide();
    box(FIELD_L, FIELD_T, FIELD_R, bottom, 'Type or paste a game, e.g. f5d6c3d3c4 (Enter: set up, Esc: cancel)');
    setfillstyle(SOLID_FILL, WHITE);
    setcolor(BLACK);
    bar3d(FIELD_L + 10, FIELD_T + 24, FIELD_R - 10, FIELD_T + 40, 0, 0);
    const shown = text.length > FIELD_CHARS - 1 ? text.slice(text.length - (FIELD_CHARS - 1)) : text;
    if (selected) {
      setfillstyle(SOLID_FILL, BLUE);
      bar(FIELD_L + 13, FIELD_T + 26, FIELD_L + 14 + shown.length * 8, FIELD_T + 37);
      setcolor(WHITE);
    }
    outtextxy(FIELD_L + 14, FIELD_T + 28, shown);
    setcolor(BLACK);
    line(FIELD_L + 14 + shown.length * 8, FIELD_T + 36, FIELD_L + 21 + shown.length * 8, FIELD_T + 36); // the caret
    setcolor(DARKGRAY);
    outtextxy(FIELD_L + 14, FIELD_T + 48, `${text.length} characters; any case, spaces, commas, move numbers`);
    setcolor(RED);
    wrap(error, FIELD_CHARS).slice(0, 4).forEach((l, i) => outtextxy(FIELD_L + 14, FIELD_T + 64 + i * 10, l));
    yield* io.show();
    const e: Event = yield* io.next();
    if (!('key' in e)) {
      if (e.x < FIELD_L || e.x > FIELD_R || e.y < FIELD_T || e.y > bottom) return false;
      selected = false;
      continue;
    }
    if (e.key === K_ESC) return false;
    if (e.key === K_ENTER) {
      const why = accept(text);
      if (why === null) return true;
      error = why;
    } else if (e.key === K_BACKSPACE) {
      if (!selected) text = text.slice(0, -1);
    } else if (e.key >= 32 && e.key < 127) {
      if (selected) text = '';
      if (text.length < MAX_FIELD) text += String.fromCharCode(e.key).toLowerCase();
    } else continue;
    selected = false;
  }
}

/** @c int confirmDialog(char *question) — a yes/no question: Y or Enter is yes, N or Esc no; a click on the box is yes, outside it no. */
export function* confirmDialog(io: Input, question: string): Blocking<boolean> {
  const l = 140, t = 200, r = 400, b = 250;
  yield* io.hide();
  box(l, t, r, b, 'Reversi');
  setcolor(BLACK);
  outtextxy(l + 12, t + 26, question);
  yield* io.show();
  for (;;) {
    const e = yield* io.next();
    if (!('key' in e)) return e.x >= l && e.x <= r && e.y >= t && e.y <= b;
    if (e.key === 0x59 || e.key === K_ENTER) return true;
    if (e.key === 0x4e || e.key === K_ESC) return false;
  }
}
