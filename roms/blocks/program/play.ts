/**
 * One game: the screen, the loop and the end. The loop sleeps until a key or a BIOS tick
 * (`while(!bioskey(1) && ticks == seen);`), reads every waiting key, lets the ticks' worth of
 * virtual time pass in the engine, then redraws what changed and plays the events' tunes.
 */
import type { Blocking } from '../../../runtime/process.ts';
import { bioskey } from '../../../runtime/tc/bios.ts';
import {
  CYAN, DARKGRAY, LIGHTGRAY, LIGHTGREEN, WHITE, YELLOW, cleardevice, outtextxy, setcolor,
} from '../../../runtime/tc/graphics.ts';
import { random } from '../../../runtime/tc/stdlib.ts';
import { fclose, fgetc, fopen, fputs } from '../../../runtime/tc/stdio.ts';
import { Game, MARATHON_LINES } from '../engine/game.ts';
import { PROFILES } from '../profiles/index.ts';
import { formatZhouSave, loadZhouSave } from '../profiles/zhou-save.ts';
import type { FastClock, TickClock } from './clock.ts';
import { BoardView, clockText, drawMini, PANEL_LEFT, panelBox, textLine, wellMessage } from './draw.ts';
import { SCAN, scanOf, ShiftInput, ShiftKeys } from './keys.ts';
import type { Settings } from './menu.ts';
import type { HighScores } from './scores.ts';
import type { Speaker } from './sound.ts';

export const SAVE_FILE = 'BLOCKS.SAV';
const NEXT = { l: PANEL_LEFT, t: 50, r: PANEL_LEFT + 110, b: 140 };
const HOLD = { l: PANEL_LEFT + 130, t: 50, r: PANEL_LEFT + 240, b: 140 };
const STATS = { l: PANEL_LEFT, t: 160, r: PANEL_LEFT + 240, b: 290 };
const STATUS_Y = 462;

/** What the machine-level tests look at while a game runs (the model behind the screen). */
export interface Watch {
  game: Game | null;
  /** True while the loop sleeps with everything drawn: then the screen shows the model exactly. */
  settled: boolean;
}

/** @c void play(void) */
export function* play(s: Settings, hi: HighScores, clock: TickClock, fast: FastClock, speaker: Speaker, watch: Watch): Blocking {
  const profile = PROFILES[s.profile]!;
  const o = { ...s.options };
  const game = new Game(profile, o, (n) => random(n));
  watch.game = game;
  const view = new BoardView(game, o.ghost ?? profile.ghost);
  const shift = new ShiftInput(o.das, o.arr);
  const keys = new ShiftKeys(() => fast.ms());
  keys.hook();
  speaker.on = s.sound;
  let shown: string[] = [];
  let statusUntil = -1;

  /** @c void drawScreen(void) */
  function drawScreen(): void {
    cleardevice();
    view.frame();
    panelBox(NEXT.l, NEXT.t, NEXT.r, NEXT.b, 'NEXT');
    if (o.hold && profile.has.hold) panelBox(HOLD.l, HOLD.t, HOLD.r, HOLD.b, 'HOLD');
    panelBox(STATS.l, STATS.t, STATS.r, STATS.b, `${o.mode.toUpperCase()}`);
    setcolor(YELLOW);
    outtextxy(PANEL_LEFT, 310, profile.title);
    setcolor(CYAN);
    outtextxy(PANEL_LEFT, 324, profile.source);
    setcolor(LIGHTGRAY);
    const keys = ['Left/Right move   Down soft drop', 'Up/X rotate       Z rotate back', 'Space hard drop   P pause', 'Esc menu'];
    if (o.hold && profile.has.hold) keys[3] += '          C hold';
    if (profile.has.save) keys.push('S save            L load');
    keys.forEach((k, i) => outtextxy(PANEL_LEFT, 350 + i * 14, k));
    shown = [];
  }

  /** @c void drawInfo(void) — the boxes and numbers that changed. */
  function drawInfo(): void {
    const time = o.mode === 'ultra' ? Math.max(0, o.ultraMs - game.elapsed) : game.elapsed;
    const now = [
      `SCORE  ${game.score}`, `LEVEL  ${game.level}`, `LINES  ${game.lines}${o.mode === 'sprint' ? ` / ${o.sprintLines}` : ''}`,
      `${o.mode === 'ultra' ? 'LEFT' : 'TIME'}   ${clockText(time)}`, `PIECES ${game.pieces}`,
      `CHAIN  ${game.lastClear.length > 1 ? `x${game.lastClear.length}` : '-'}  BEST ${game.longestChain}`,
      `next ${game.queue[0]}`, `hold ${game.held}`,
    ];
    now.slice(0, 6).forEach((line, i) => {
      if (line !== shown[i]) textLine(STATS.l + 10, STATS.t + 22 + i * 17, 220, line, i === 0 ? LIGHTGREEN : WHITE);
    });
    if (now[6] !== shown[6]) drawMini(game, game.queue[0]!, NEXT.l + 5, NEXT.t + 18, NEXT.r - 5, NEXT.b - 5);
    if (o.hold && profile.has.hold && now[7] !== shown[7]) drawMini(game, game.held, HOLD.l + 5, HOLD.t + 18, HOLD.r - 5, HOLD.b - 5);
    shown = now;
  }

  /** @c void status(char *text) */
  function status(text: string): void {
    textLine(PANEL_LEFT, STATUS_Y, 280, text, YELLOW);
    statusUntil = clock.ticks + 55; // about 3 s
  }

  /** @c void saveGame(void) — Zhou's format (his 6.7) on the C: drive. */
  function saveGame(): void {
    const f = fopen(SAVE_FILE, 'w');
    if (f === null) return status(`${SAVE_FILE}: cannot write it`);
    fputs(formatZhouSave(game.level, game.score, game.field), f);
    fclose(f);
    status(`game saved in ${SAVE_FILE}`);
  }

  /** @c void loadGame(void) — a bad file changes nothing and says why. */
  function loadGame(): void {
    const f = fopen(SAVE_FILE, 'r');
    if (f === null) return status(`${SAVE_FILE}: no saved game`);
    let text = '';
    for (let c = fgetc(f); c !== -1 && text.length < 4096; c = fgetc(f)) text += String.fromCharCode(c);
    fclose(f);
    const why = loadZhouSave(game, SAVE_FILE, text);
    view.invalidate();
    status(why ?? `game loaded from ${SAVE_FILE}`);
  }

  /** `n` auto shifts (signed), each while the piece can still move. */
  function autoShift(n: number): void {
    while (n !== 0 && game.move(Math.sign(n))) n -= Math.sign(n);
  }

  drawScreen();
  view.update();
  drawInfo();
  let seen = clock.ticks;
  let paused = false;
  Playing: for (;;) {
    watch.settled = !paused;
    let waiting = 0;
    // Sleep until a key, a Left/Right edge (a break has no key word) or the next tick. A poll
    // straight after this one would count as the same idle spin (and sleep a tick more), so the
    // keys are read only when this saw one.
    // The sleep also ends when the held key's next auto shift falls due on the fast clock.
    const edges = keys.count;
    const due = shift.nextDue();
    while (!(waiting = yield* bioskey(1)) && keys.count === edges && clock.ticks === seen && fast.ms() < due);
    watch.settled = false;
    const now = clock.ticks;
    const dt = clock.ms(now) - clock.ms(seen);
    seen = now;
    speaker.tick(now);
    // The edges first: a tap's move comes before a key word read in the same wake (Space after it).
    // Each edge at its own time: the shifts due before it, then its own. Paused, nothing moves
    // and nothing is held (a key held through a pause is pressed again to move).
    for (const e of keys.take()) {
      if (paused) continue;
      autoShift(shift.due(e.at));
      const n = shift.edge(e);
      if (n) game.move(n);
    }
    for (; waiting; waiting = yield* bioskey(1)) {
      const scan = scanOf(yield* bioskey(0));
      if (scan === SCAN.ESC) break Playing;
      if (scan === SCAN.P) {
        paused = !paused;
        shift.release();
        if (paused) wellMessage(game, ['PAUSED', 'P: go on   Esc: menu']);
        else view.frame(); // the box's 3-D edge reaches over the well's frame: redraw it too
        continue;
      }
      if (paused) continue;
      switch (scan) {
        // Left and Right come from the INT 9 handler's edges; their key words are typematic.
        case SCAN.UP: case SCAN.X: game.rotate(1); break;
        case SCAN.Z: game.rotate(-1); break;
        case SCAN.DOWN: game.softDrop(); break;
        case SCAN.SPACE: game.hardDrop(); break;
        case SCAN.C: game.hold(); break;
        case SCAN.S: if (profile.has.save) saveGame(); break;
        case SCAN.L: if (profile.has.save) loadGame(); break;
      }
    }
    if (!paused) {
      autoShift(shift.due(fast.ms()));
      game.advance(dt);
      view.update();
      drawInfo();
    }
    speaker.play(game.events, now);
    game.events.length = 0;
    if (statusUntil >= 0 && now >= statusUntil) {
      textLine(PANEL_LEFT, STATUS_Y, 280, '', DARKGRAY);
      statusUntil = -1;
    }
    if (game.over) {
      yield* gameOver(game, hi, clock, speaker);
      break;
    }
  }
  keys.unhook();
  speaker.stop();
  watch.game = null;
}

/** @c void gameOver(void) — the result, the table entry, the tune; a key goes back to the menu. */
function* gameOver(game: Game, hi: HighScores, clock: TickClock, speaker: Speaker): Blocking {
  const o = game.options;
  const counts = o.mode !== 'sprint' || game.over === 'sprint';
  const place = counts ? hi.add({ profile: game.profile.id, mode: o.mode, score: game.score, lines: game.lines, ms: Math.round(game.elapsed) }) : -1;
  const saved = place >= 0 ? hi.save() : true;
  const title = game.over === 'sprint' ? `${o.sprintLines} LINES!` : game.over === 'ultra' ? 'TIME UP' : game.over === 'marathon' ? `${MARATHON_LINES} LINES!` : 'GAME OVER';
  wellMessage(game, [
    title, `SCORE ${game.score}`, `LINES ${game.lines}`, `TIME ${clockText(game.elapsed)}`,
    place >= 0 ? `NEW HIGH SCORE #${place + 1}` : counts ? 'no high score' : 'unfinished: no entry',
    ...(saved ? [] : ['BLOCKS.HI: cannot write']),
    'Space: menu',
  ]);
  // Let the tune play out (it runs on the tick clock), then wait for Space, Enter, P or Esc.
  for (let seen = clock.ticks, key = 0; speaker.busy() && !key;) {
    while (!(key = yield* bioskey(1)) && clock.ticks === seen);
    seen = clock.ticks;
    speaker.tick(seen);
  }
  speaker.stop();
  for (;;) {
    const scan = scanOf(yield* bioskey(0));
    if (scan === SCAN.SPACE || scan === SCAN.ENTER || scan === SCAN.P || scan === SCAN.ESC) return;
  }
}
