/**
 * What a debugger needs of a running C program, kept apart from the compiler: a line hook that
 * stops the program (run, step into/over/out, run to a line, breakpoints) and the globals' values
 * as C sees them. The study page's "original from source" mode is built on it.
 *
 * Stopping: compile with `{ onLine: dbg.hook, stepping: true }`. The hook sees every C statement
 * before it runs; when it decides to stop it sets the running machine's `held` and answers true,
 * and the generated code yields: the machine's runUntil returns at once with the clock where it
 * was, so a stop changes nothing the program can observe. Clear it with `resume`.
 */
import type { CType, Sym } from './c.ts';
import { runningMachine, type Machine } from '../runtime/machine.ts';
import type { CProgram } from './program.ts';
import { sizeOf, typeName } from './front/types.ts';
import { LIBRARY_CELLS } from './front/headers.ts';
import { LIBRARY_DATA } from './support/library-data.ts';

export type StepMode = 'run' | 'into' | 'over' | 'out' | 'to';

/** The hook compiled code calls: `$line(n, canStop)`, with `$line.depth` the C calls in progress. */
export interface LineHook {
  (line: number, canStop?: boolean): boolean;
  depth: number;
}

export class LineDebugger {
  /** The line about to run (the last one the hook saw). */
  line = 0;
  /** Statements run since the program was loaded. */
  count = 0;
  readonly breakpoints = new Set<number>();
  /** Stopped at `line`, with the machine held. */
  stopped = false;
  private mode: StepMode = 'run';
  private fromDepth = 0;
  private target = 0;
  private machine: Machine | null = null;
  /** Told of every stop (the page redraws the highlight and the globals). */
  onStop: ((line: number) => void) | null = null;

  readonly hook: LineHook = Object.assign(
    (line: number, canStop?: boolean): boolean => {
      this.line = line;
      this.count++;
      if (!canStop) return false;
      if (this.mode === 'run' && this.breakpoints.size === 0) return false; // the fast path: full speed
      if (!this.shouldStop(line, this.hook.depth)) return false;
      this.machine = runningMachine();
      if (this.machine) {
        this.machine.held = true;
        this.machine.probeStack(); // the study view's call stack: where it stopped, not the last library call
      }
      this.stopped = true;
      this.mode = 'run';
      this.onStop?.(line);
      return true;
    },
    { depth: 0 },
  );

  /** A fresh run of the program: nothing executed yet, nothing on the stack. */
  reset(): void {
    this.line = 0;
    this.count = 0;
    this.hook.depth = 0;
    this.stopped = false;
    this.machine = null;
  }

  /**
   * Go on: `run` to the next breakpoint; `into` to the next statement; `over` to the next one not
   * inside a call made from here; `out` to the next one in a caller; `to` line `target` (or a
   * breakpoint on the way).
   */
  resume(mode: StepMode, target = 0): void {
    this.mode = mode;
    this.fromDepth = this.hook.depth;
    this.target = target;
    this.stopped = false;
    if (this.machine) this.machine.held = false;
    this.machine = null;
  }

  /** Stop at the next statement (a pause request while running). */
  pause(): void {
    this.resume('into');
  }

  private shouldStop(line: number, depth: number): boolean {
    if (this.breakpoints.has(line)) return true;
    switch (this.mode) {
      case 'run': return false;
      case 'into': return true;
      case 'over': return depth <= this.fromDepth;
      case 'out': return depth < this.fromDepth;
      case 'to': return line === this.target;
    }
  }
}

/** A C value as a debugger shows it: a number, an array's items, a struct's fields. */
export type CValue = number | CValue[] | { [field: string]: CValue };

export interface GlobalView {
  readonly name: string;
  /** As C spells it: `int`, `unsigned char [12][23][2]`, `struct tagBlock`. */
  readonly type: string;
  readonly line: number;
  /** Its value in the run loaded last (null before the first run). */
  read(): CValue | null;
}

/** The program's global variables (static locals too), in declaration order. */
export function globalsOf(prog: CProgram): GlobalView[] {
  const { program } = prog.image;
  return program.globals
    // not the library's variables a header declares: errno… (read through their cells), and
    // timezone, _streams… unless the program names them (then laid out in its data)
    .filter((g) => g.kind === 'global' && g.type.kind !== 'func' && (g.isStatic || !(Object.hasOwn(LIBRARY_CELLS, g.name) || (LIBRARY_DATA[g.name] && !prog.image.layout.addr.has(g)))))
    .map((g) => ({
      name: g.name,
      type: declared(g.type),
      line: g.line,
      read: () => readGlobal(prog, g),
    }));
}

/** A type as a declaration spells it around the name: `unsigned char [12][23][2]`. */
function declared(t: CType): string {
  let dims = '';
  while (t.kind === 'array') {
    dims += `[${t.length ?? ''}]`;
    t = t.of;
  }
  return dims ? `${typeName(t)} ${dims}` : typeName(t);
}

function readGlobal(prog: CProgram, g: Sym): CValue | null {
  const live = prog.image.live();
  if (!live) return null;
  const at = prog.image.layout.addr.get(g);
  if (at === undefined) return null;
  return readMemory(live.D.dv, at, g.type);
}

/** The value of type `t` at `at` in the data segment (little-endian, as the 8086 stores it). */
export function readMemory(dv: DataView, at: number, t: CType): CValue {
  switch (t.kind) {
    case 'int':
      if (t.size === 1) return t.signed ? dv.getInt8(at) : dv.getUint8(at);
      if (t.size === 2) return t.signed ? dv.getInt16(at, true) : dv.getUint16(at, true);
      return t.signed ? dv.getInt32(at, true) : dv.getUint32(at, true);
    case 'float': return t.size === 4 ? dv.getFloat32(at, true) : dv.getFloat64(at, true);
    case 'ptr': return t.far ? dv.getUint32(at, true) : dv.getUint16(at, true);
    case 'array': {
      const size = sizeOf(t.of) ?? 0;
      return Array.from({ length: t.length ?? 0 }, (_, i) => readMemory(dv, at + i * size, t.of));
    }
    case 'struct': {
      const out: { [field: string]: CValue } = {};
      for (const f of t.fields ?? []) {
        if (!f.bits) out[f.name] = readMemory(dv, at + f.offset, f.type);
        else {
          const raw = (dv.getUint16(at + f.offset, true) >>> f.bits.shift) & (2 ** f.bits.width - 1);
          const signed = f.type.kind === 'int' && f.type.signed;
          out[f.name] = signed && raw >= 2 ** (f.bits.width - 1) ? raw - 2 ** f.bits.width : raw;
        }
      }
      return out;
    }
    default: return 0;
  }
}
