/**
 * The study page: the original TETRIS.C (the user's copy) beside the port, function by function,
 * with the game running in a small player; the C function running now is highlighted in both panes
 * and its call stack and the frame's library calls are listed.
 *
 * URL parameters (optional): variant, cycles, tod=HH:MM:SS (time of day at power-on; default:
 * the host clock). test=step pins virtual time to a test hook (window.mode12hStudy).
 */
import { PORT_FILES } from 'virtual:port-sources';
import { parseTimeOfDay, type TimeOfDay } from '../../../runtime/bios/timer.ts';
import { CYCLES_DEFAULT, CYCLES_MAX, CYCLES_MIN } from '../../../runtime/hw/cpu.ts';
import type { KeyName } from '../../../runtime/scancodes.ts';
import { tetris } from '../../../roms/tetris/index.ts';
import { align, alignedSummary } from '../align.ts';
import { decodeSource } from '../decode.ts';
import { checkOriginal, forumMessage } from '../original-check.ts';
import { installPanes } from '../panes.ts';
import { renderPanes } from '../render.ts';
import { LiveGame, type LiveView } from './live.ts';
import { OriginalMode } from './original.ts';
import { forget, recall, recallRunMode, remember, rememberRunMode, type Remembered } from './store.ts';

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`study page: #${id} is missing`);
  return el as T;
};

const el = {
  file: $<HTMLInputElement>('c-file'),
  cName: $('c-name'),
  forget: $<HTMLButtonElement>('forget'),
  sync: $<HTMLInputElement>('sync'),
  follow: $<HTMLInputElement>('follow'),
  status: $('status'),
  prompt: $('prompt'),
  stack: $('stack'),
  calls: $('calls'),
  callsWhen: $('calls-when'),
  pause: $<HTMLButtonElement>('pause'),
  runMode: $<HTMLSelectElement>('run-mode'),
};
let panes = $('panes');

/** Library calls listed per frame at most (a board repaint makes several hundred). */
const MAX_CALLS_SHOWN = 400;

function setStatus(text: string, error = false): void {
  el.status.textContent = text;
  el.status.classList.toggle('error', error);
}

// ---- the sources ----

/** Show `src` beside the port when it is the original; otherwise say what was expected. Returns whether it was shown. */
function showSource(src: Remembered): boolean {
  const alignment = align(src.text, PORT_FILES);
  const verdict = checkOriginal(src.name, src.text, alignment);
  if (!verdict.ok) {
    setStatus(verdict.message, true);
    return false;
  }
  // A fresh element each time, so listeners of an earlier source do not pile up.
  const fresh = panes.cloneNode(false) as HTMLElement;
  panes.replaceWith(fresh);
  panes = fresh;
  panes.innerHTML = renderPanes({ cName: src.name, cText: src.text, portFiles: PORT_FILES }, alignment);
  panes.hidden = false;
  el.prompt.hidden = true;
  installPanes(panes, el.sync);
  el.cName.textContent = src.name;
  el.forget.hidden = false;
  if (verdict.forumLines.length) {
    setStatus(`${alignedSummary(alignment)} — ${forumMessage(src.name, verdict.forumLines)}`, true);
    // Each such line marked in the C pane, with the restored form in its tooltip.
    for (const f of verdict.forumLines) {
      const ln = panes.querySelector<HTMLElement>(`#pane-c .ln[data-n="${f.line}"]`);
      if (!ln) continue;
      ln.classList.add('dev', 'forum');
      ln.title = `The forum lost the [i] subscripts here; the restored original reads: ${f.restored}`;
    }
  } else setStatus(alignedSummary(alignment));
  lastFocus = null;
  showView(game.current());
  original.setSource(src.name, src.text);
  el.runMode.disabled = false;
  if (original.active) void original.enter();
  return true;
}

/** The edited C in the pane, beside the port (aligned as far as its functions still match). */
function showEdited(name: string, text: string): void {
  const fresh = panes.cloneNode(false) as HTMLElement;
  panes.replaceWith(fresh);
  panes = fresh;
  panes.innerHTML = renderPanes({ cName: name, cText: text, portFiles: PORT_FILES }, align(text, PORT_FILES));
  installPanes(panes, el.sync);
  original.markBreakpoints();
}

async function loadFile(file: File): Promise<void> {
  const { text } = decodeSource(new Uint8Array(await file.arrayBuffer()));
  const src = { name: file.name, text };
  // Only a copy that is the original replaces the one shown (and remembered).
  if (showSource(src)) remember(src);
}

function wireSource(): void {
  el.file.addEventListener('change', () => {
    const f = el.file.files?.[0];
    if (f) void loadFile(f).catch((e) => setStatus(`Cannot read ${f.name}: ${String(e)}`, true));
  });
  el.forget.addEventListener('click', () => {
    forget();
    panes.hidden = true;
    panes.innerHTML = '';
    el.prompt.hidden = false;
    el.forget.hidden = true;
    el.cName.textContent = '';
    el.file.value = '';
    setStatus('');
  });
  const zone = $('source');
  document.addEventListener('dragover', (e) => {
    e.preventDefault();
    zone.classList.add('over');
  });
  document.addEventListener('dragleave', (e) => {
    if (e.relatedTarget === null) zone.classList.remove('over');
  });
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    zone.classList.remove('over');
    const f = e.dataTransfer?.files[0];
    if (f) void loadFile(f).catch((err) => setStatus(`Cannot read ${f.name}: ${String(err)}`, true));
  });
}

// ---- the live highlight ----

/** The function "follow" last brought into view (LiveView.focus). */
let lastFocus: string | null = null;

function blocks(name: string): HTMLElement[] {
  return [...panes.querySelectorAll<HTMLElement>(`.fn[data-fn="${CSS.escape(name)}"]`)];
}

/** A function stays marked as having run for this long after it was last seen (virtual ms). */
const RAN_MS = 1000;

function showView(view: LiveView): void {
  for (const cls of ['running', 'on-stack', 'ran']) {
    for (const b of panes.querySelectorAll(`.fn.${cls}`)) b.classList.remove(cls);
  }
  const [running, ...callers] = view.stack;
  for (const [name, at] of view.lastSeenMs) {
    if (view.nowMs - at <= RAN_MS) for (const b of blocks(name)) b.classList.add('ran');
  }
  for (const name of callers) for (const b of blocks(name)) b.classList.add('on-stack');
  if (running) for (const b of blocks(running)) b.classList.add('running');
  if (view.focus && view.focus !== lastFocus && el.follow.checked) reveal(view.focus);
  lastFocus = view.focus;

  el.stack.replaceChildren(
    ...view.stack.map((name) => {
      const li = document.createElement('li');
      li.textContent = `${name}()`;
      li.dataset.fn = name;
      return li;
    }),
  );
  const shown = view.bgi.slice(-MAX_CALLS_SHOWN);
  const items = shown.map((c) => {
    const li = document.createElement('li');
    li.textContent = c.fn ? `${c.call.padEnd(26)} ← ${c.fn}` : c.call;
    return li;
  });
  if (view.bgi.length > shown.length) {
    const more = document.createElement('li');
    more.className = 'more';
    more.textContent = `… ${view.bgi.length - shown.length} earlier calls`;
    items.unshift(more);
  }
  el.calls.replaceChildren(...items);
  el.callsWhen.textContent = view.bgi.length ? `(${view.bgi.length}, at ${(view.bgiAtMs / 1000).toFixed(2)} s)` : '';
  if (view.state !== 'running') el.callsWhen.textContent += ` — program ${view.state}`;
}

/** Scroll the C pane so the function's block is in view (the port pane follows when in sync). */
function reveal(name: string): void {
  const block = panes.querySelector<HTMLElement>(`#pane-c .fn[data-fn="${CSS.escape(name)}"]`);
  const body = block?.closest<HTMLElement>('.pane-body');
  if (!block || !body) return;
  const top = block.offsetTop;
  const bottom = top + block.offsetHeight;
  if (top >= body.scrollTop && bottom <= body.scrollTop + body.clientHeight) return;
  body.scrollTop = Math.max(0, top - 24);
}

// ---- start ----

function hostTimeOfDay(): TimeOfDay {
  const d = new Date();
  return { hour: d.getHours(), min: d.getMinutes(), sec: d.getSeconds(), hund: Math.floor(d.getMilliseconds() / 10) };
}

const params = new URLSearchParams(location.search);
const test = params.get('test');
const cyclesParam = params.get('cycles');
const cycles = cyclesParam === null ? CYCLES_DEFAULT : Number(cyclesParam);
if (!Number.isInteger(cycles) || cycles < CYCLES_MIN || cycles > CYCLES_MAX) {
  setStatus(`cycles must be an integer in ${CYCLES_MIN}..${CYCLES_MAX}, got "${cyclesParam}"`, true);
  throw new Error(`study page: bad cycles "${cyclesParam}"`);
}
const tod = params.get('tod');
const game = new LiveGame(
  $<HTMLCanvasElement>('screen'),
  {
    rom: tetris,
    variant: params.get('variant') ?? tetris.variants?.[0],
    cycles,
    timeOfDay: tod === null ? hostTimeOfDay() : parseTimeOfDay(tod),
    pinned: test === 'step',
  },
  (view) => showView(view),
);

/**
 * The screen at a whole multiple of its 640×480 pixels in DEVICE pixels, nearest-neighbour (the
 * player's Screen.fit): never fewer device pixels than the VGA has, so no row or column is dropped
 * (at 1× density that is 640×480 CSS px; at 2× it is 320×240 CSS px). The box is the room the
 * live column allows; the column takes the canvas's width (--screen-w).
 */
function fitScreen(): void {
  const live = $('live');
  game.screen.fit(SCREEN_BOX_W, (SCREEN_BOX_W * 3) / 4, window.devicePixelRatio);
  live.style.setProperty('--screen-w', game.screen.canvas.style.width);
}
/** CSS px offered to the screen: 1× → 640 (scale 1), 2× → 320 CSS (scale 1), 4× → 320 CSS (scale 2). */
const SCREEN_BOX_W = 400;
function watchRatio(): void {
  // Zoom and moving to another monitor change the ratio.
  matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener(
    'change',
    () => {
      fitScreen();
      watchRatio();
    },
    { once: true },
  );
}
fitScreen();
watchRatio();

$('pause').addEventListener('click', () => {
  game.paused = !game.paused;
  el.pause.textContent = game.paused ? 'Resume game' : 'Pause game';
  el.pause.setAttribute('aria-pressed', String(game.paused));
});
$('step').addEventListener('click', () => game.advance(100));
$('restart').addEventListener('click', () => game.powerOn());
// Ticking "follow" again brings the followed function back into view at once.
el.follow.addEventListener('change', () => {
  const { focus } = game.current();
  if (el.follow.checked && focus) reveal(focus);
});
el.stack.addEventListener('click', (e) => {
  const name = (e.target as HTMLElement).closest('li')?.dataset.fn;
  if (name) reveal(name);
});

const original = new OriginalMode(
  game,
  tetris,
  {
    debug: $('debug'),
    run: $<HTMLButtonElement>('dbg-run'),
    into: $<HTMLButtonElement>('dbg-into'),
    over: $<HTMLButtonElement>('dbg-over'),
    out: $<HTMLButtonElement>('dbg-out'),
    cursor: $<HTMLButtonElement>('dbg-cursor'),
    where: $('dbg-where'),
    globals: $('globals'),
    editor: $('editor'),
    text: $<HTMLTextAreaElement>('c-edit'),
    editError: $('edit-error'),
  },
  { panes: () => panes, setStatus, showEdited },
);
/** Run the original from source; back on the port if it cannot. The choice is remembered. */
function runOriginal(): void {
  el.runMode.value = 'original';
  void original.enter().then((ok) => {
    if (!ok) el.runMode.value = 'port';
    rememberRunMode(ok ? 'original' : 'port');
  });
}
el.runMode.addEventListener('change', () => {
  if (el.runMode.value === 'original') runOriginal();
  else {
    original.leave();
    rememberRunMode('port');
    setStatus('the port is running');
  }
});
$('dbg-edit').addEventListener('click', () => original.edit());
$('edit-run').addEventListener('click', () => void original.runEdited());
$('edit-close').addEventListener('click', () => ($('editor').hidden = true));
// In the original's C pane: a click on a line number toggles a breakpoint, on the code sets the cursor.
document.addEventListener('click', (e) => {
  if (!original.active) return;
  const ln = (e.target as HTMLElement).closest<HTMLElement>('#pane-c .ln');
  if (!ln) return;
  const n = Number(ln.dataset.n);
  const gutter = parseFloat(getComputedStyle(ln).paddingLeft);
  if ((e as MouseEvent).clientX - ln.getBoundingClientRect().left < gutter) original.toggleBreakpoint(n);
  else original.setCursor(n);
});

wireSource();
const remembered = recall();
// A reload comes back as it was left: the remembered copy, and the original running if it was.
if (remembered && showSource(remembered) && recallRunMode() === 'original') runOriginal();

if (test !== null) {
  // What test/browser/study.test.ts drives and reads.
  (window as unknown as { mode12hStudy: object }).mode12hStudy = {
    runTo: (ms: number) => game.runTo(ms),
    key: (kind: 'press' | 'release', key: KeyName) => game.keyNow(kind, key),
    nowMs: () => game.machine.nowMs,
    view: () => {
      const v = game.current();
      return { stack: [...v.stack], focus: v.focus, lastSeenMs: Object.fromEntries(v.lastSeenMs), bgi: v.bgi.map((c) => `${c.call} ← ${c.fn}`), nowMs: v.nowMs, state: v.state };
    },
    original: () => original.state(),
    highlighted: () => {
      const marked = (cls: string) =>
        [...panes.querySelectorAll<HTMLElement>(`.fn.${cls}`)].map((b) => `${b.closest<HTMLElement>('.pane')!.dataset.side}:${b.dataset.fn}`);
      return { running: marked('running'), onStack: marked('on-stack'), ran: marked('ran') };
    },
  };
}
