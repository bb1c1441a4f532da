/**
 * "The original, from source": the user's TETRIS.C compiled in the page (cc/) runs on the study
 * page's machine instead of the port, with a debugger: the C line about to run is highlighted,
 * run/pause, step (into, over, out), run to the clicked line, breakpoints on the gutter, the
 * globals as they change, and an editor to change the C and run it again. Compile errors and
 * run-time faults are shown at their line.
 *
 * Line tracking stays at full speed: the hook only stores the line (cc/inspect.ts, its fast path);
 * the page reads it once per animation frame.
 */
import { CompileError, CFault } from '../../../cc/errors.ts';
import { globalsOf, LineDebugger, type StepMode } from '../../../cc/inspect.ts';
import type { CProgram } from '../../../cc/program.ts';
import { exitFault, faultEnding } from '../../../runtime/dos/exit.ts';
import type { Rom } from '../../../runtime/process.ts';
import { compileInPage } from '../../web/c-compile.ts';
import { GlobalsPanel } from './globals-view.ts';
import type { LiveGame } from './live.ts';

export interface OriginalElements {
  debug: HTMLElement;
  run: HTMLButtonElement;
  into: HTMLButtonElement;
  over: HTMLButtonElement;
  out: HTMLButtonElement;
  cursor: HTMLButtonElement;
  where: HTMLElement;
  globals: HTMLElement;
  editor: HTMLElement;
  text: HTMLTextAreaElement;
  editError: HTMLElement;
}

export interface OriginalHost {
  /** The C pane's root (re-rendered when a new source is shown). */
  panes(): HTMLElement;
  setStatus(text: string, error?: boolean): void;
  /** Show `text` in the C pane (the edited source), beside the port. */
  showEdited(name: string, text: string): void;
}

export class OriginalMode {
  readonly dbg = new LineDebugger();
  private program: CProgram | null = null;
  private globals: GlobalsPanel | null = null;
  private name = 'TETRIS.C';
  private source = '';
  private shownLine = 0;
  private cursorLine = 0;
  active = false;

  constructor(
    private readonly game: LiveGame,
    private readonly port: Rom,
    private readonly el: OriginalElements,
    private readonly host: OriginalHost,
  ) {
    game.onFrame = () => this.frame();
    el.run.addEventListener('click', () => (this.dbg.stopped ? this.go('run') : this.dbg.pause()));
    el.into.addEventListener('click', () => this.go('into'));
    el.over.addEventListener('click', () => this.go('over'));
    el.out.addEventListener('click', () => this.go('out'));
    el.cursor.addEventListener('click', () => {
      if (this.cursorLine > 0) this.go('to', this.cursorLine);
    });
  }

  /** The C source to run (the user's file, as shown in the pane). */
  setSource(name: string, text: string): void {
    this.name = name;
    this.source = text;
    this.el.text.value = text;
  }

  /** Compile the source and run it instead of the port. False (and the error shown) when it does not compile. */
  async enter(): Promise<boolean> {
    const ok = await this.compileAndRun(this.source);
    if (ok) this.active = true;
    return ok;
  }

  /** Back to the port. */
  leave(): void {
    this.active = false;
    this.dbg.resume('run');
    this.dbg.breakpoints.clear();
    this.program = null;
    this.el.debug.hidden = true;
    this.el.editor.hidden = true;
    this.clearMarks();
    this.game.load(this.port);
  }

  /** Open the editor on the source running now. */
  edit(): void {
    this.el.text.value = this.source;
    this.el.editor.hidden = false;
    this.el.editError.textContent = '';
    this.selectLine(Math.max(1, this.dbg.line), false);
  }

  /** Put the editor's caret on line `n` (selected: the whole line) and scroll it into view. */
  private selectLine(n: number, select: boolean): void {
    const ta = this.el.text;
    const lines = ta.value.split('\n');
    const start = lines.slice(0, n - 1).reduce((at, l) => at + l.length + 1, 0);
    ta.focus();
    ta.setSelectionRange(start, select ? start + (lines[n - 1]?.length ?? 0) : start);
    const lineHeight = ta.scrollHeight / Math.max(1, lines.length);
    ta.scrollTop = Math.max(0, (n - 1) * lineHeight - ta.clientHeight / 3);
  }

  /** Compile what the editor holds; run it when it compiles (and show it in the C pane). */
  async runEdited(): Promise<boolean> {
    const text = this.el.text.value;
    const ok = await this.compileAndRun(text);
    if (!ok) return false;
    this.source = text;
    this.host.showEdited(this.name, text);
    this.active = true;
    this.el.editor.hidden = true;
    return true;
  }

  private async compileAndRun(text: string): Promise<boolean> {
    let program: CProgram;
    try {
      program = await compileInPage([{ name: this.name, text }], { file: this.name, onLine: this.dbg.hook, stepping: true });
    } catch (e) {
      this.showCompileError(e, text);
      return false;
    }
    this.el.editError.textContent = '';
    this.program = program;
    this.dbg.resume('run');
    this.dbg.reset();
    this.globals = new GlobalsPanel(this.el.globals, globalsOf(program));
    this.el.debug.hidden = false;
    this.host.setStatus(`${this.name} compiled from source: running on the machine (${program.functions.length} functions)`);
    const rom = program.rom;
    // every run (this one, Restart) starts with no C call in progress
    this.game.load({ ...rom, start: (variant?: string) => (this.dbg.reset(), rom.start(variant)) });
    this.markBreakpoints();
    return true;
  }

  private showCompileError(e: unknown, text: string): void {
    const message = e instanceof Error ? e.message : String(e);
    this.host.setStatus(message, true);
    this.el.editError.textContent = message;
    const line = e instanceof CompileError ? e.line : 0;
    if (line > 0) {
      // in the editor: select the line; in the pane: mark it
      this.el.editor.hidden = false;
      this.el.text.value = text;
      this.selectLine(line, true);
      this.lineEl(line)?.classList.add('err');
    }
  }

  private go(mode: StepMode, target = 0): void {
    if (!this.program) return;
    this.dbg.resume(mode, target);
    this.game.kick(); // a step that needs no virtual time ends here; one that waits goes on with the clock
  }

  /** Toggle a breakpoint on line `n`. */
  toggleBreakpoint(n: number): void {
    if (this.dbg.breakpoints.has(n)) this.dbg.breakpoints.delete(n);
    else this.dbg.breakpoints.add(n);
    this.lineEl(n)?.classList.toggle('bp', this.dbg.breakpoints.has(n));
  }

  /** The line "run to cursor" runs to. */
  setCursor(n: number): void {
    this.lineEl(this.cursorLine)?.classList.remove('cursor');
    this.cursorLine = n;
    this.lineEl(n)?.classList.add('cursor');
  }

  /** After every frame: the line highlight, the controls, the globals, a fault. */
  private frame(): void {
    if (!this.active || !this.program) return;
    const m = this.game.machine;
    const line = this.dbg.line;
    if (line !== this.shownLine) {
      this.lineEl(this.shownLine)?.classList.remove('exec');
      const el = this.lineEl(line);
      el?.classList.add('exec');
      if (el && this.dbg.stopped) el.scrollIntoView({ block: 'nearest' });
      this.shownLine = line;
    }
    this.el.run.textContent = this.dbg.stopped ? 'Continue' : 'Break'; // not "Pause": the game's own button is that
    for (const b of [this.el.into, this.el.over, this.el.out, this.el.cursor]) b.disabled = m.state !== 'running';
    const fn = this.game.current().stack[0];
    // a crash, or an end TC's run time made for a fault (a divide error: the program printed TC's
    // message and exited with its status; the line is still named here)
    const ended = m.state === 'exited' ? exitFault(m) : null;
    if ((m.state === 'crashed' && m.crash) || ended) {
      const cause = ended ?? m.crash!.cause;
      const fault = cause instanceof CFault ? cause : null;
      this.el.where.textContent = ended ? faultEnding(m) : fault ? fault.message : m.crash!.message;
      this.el.where.classList.add('error');
      if (fault) {
        this.lineEl(fault.line)?.classList.add('err');
        this.lineEl(fault.line)?.scrollIntoView({ block: 'nearest' });
      }
      this.host.setStatus(this.el.where.textContent, true);
    } else {
      this.el.where.classList.remove('error');
      const at = `${this.name}:${line}${fn ? ` in ${fn}()` : ''}`;
      this.el.where.textContent =
        m.state !== 'running' ? `program ${m.state} — ${this.dbg.count.toLocaleString('en')} lines run` : `${this.dbg.stopped ? 'stopped at' : 'running'} ${at} — ${this.dbg.count.toLocaleString('en')} lines run`;
    }
    this.globals?.refresh();
  }

  /** What the tests read. */
  state(): { line: number; stopped: boolean; count: number; highlighted: number[]; globals: Record<string, string | null> } {
    const highlighted = [...this.host.panes().querySelectorAll<HTMLElement>('#pane-c .ln.exec')].map((e) => Number(e.dataset.n));
    const globals: Record<string, string | null> = {};
    for (const g of this.program ? globalsOf(this.program) : []) globals[g.name] = this.globals?.text(g.name) ?? null;
    return { line: this.dbg.line, stopped: this.dbg.stopped, count: this.dbg.count, highlighted, globals };
  }

  private lineEl(n: number): HTMLElement | null {
    if (n <= 0) return null;
    return this.host.panes().querySelector<HTMLElement>(`#pane-c .ln[data-n="${n}"]`);
  }

  private clearMarks(): void {
    for (const cls of ['exec', 'bp', 'cursor', 'err']) for (const e of this.host.panes().querySelectorAll(`#pane-c .ln.${cls}`)) e.classList.remove(cls);
    this.shownLine = 0;
  }

  /** After the pane is rendered again: the breakpoints' and the cursor's marks. */
  markBreakpoints(): void {
    this.shownLine = 0;
    for (const n of this.dbg.breakpoints) this.lineEl(n)?.classList.add('bp');
    this.lineEl(this.cursorLine)?.classList.add('cursor');
  }
}
