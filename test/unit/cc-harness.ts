// Helpers for the cc conformance tests: compile a small C program, run it on a fresh machine
// (the synchronous engine, or the coroutine one) and collect what it prints.
import { SyncMachine } from '../../runtime/sync.ts';
import { Machine } from '../../runtime/machine.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { compileC } from '../../cc/program.ts';
import { exitStatus, faultEnding } from '../../runtime/dos/exit.ts';

export interface CRun {
  stdout: string;
  state: string;
  crash: string | null;
  /** The exit status DOS kept, when the program ended. */
  status: number | null;
  /** Where TC's run time ended it for a fault (a divide error), as the hosts name it. */
  ending: string | null;
}

/** Run C `source` (named `file`) for up to `ms` virtual ms; what it printed, and how it ended. */
export function runC(source: string, options: { file?: string; ms?: number; engine?: 'sync' | 'coroutine'; cycles?: number; args?: string; env?: string[]; folder?: string; bgiObjects?: boolean } = {}): CRun {
  let stdout = '';
  const p = compileC(source, { file: options.file ?? 'T.C', stdout: (s) => (stdout += s), ...(options.args !== undefined && { args: options.args }), ...(options.env && { env: options.env }), ...(options.folder && { folder: options.folder }), ...(options.bgiObjects === false && { bgiObjects: false }) });
  const end = msToPit(options.ms ?? 200);
  let m: Machine;
  if (options.engine === 'coroutine') {
    m = new Machine(options.cycles ? { cycles: options.cycles } : {});
    m.load(p.rom);
    m.runUntil(end);
  } else {
    const sm = new SyncMachine(options.cycles ? { cycles: options.cycles } : {});
    sm.loadSync(p.syncRom);
    sm.runSync(end, () => null);
    m = sm;
  }
  return { stdout, state: m.state, crash: m.crash ? m.crash.message : null, status: exitStatus(m), ending: faultEnding(m) };
}

/** The output of a program that must end normally. */
export function output(source: string, engine?: 'sync' | 'coroutine'): string {
  const r = runC(source, engine ? { engine } : {});
  if (r.crash) throw new Error(r.crash);
  if (r.state !== 'exited') throw new Error(`the program did not end (state ${r.state})`);
  return r.stdout;
}

/** The message of the compile error `source` gives (fails when it compiles). */
export function compileError(source: string, file = 'T.C'): string {
  try {
    compileC(source, { file });
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the program compiled');
}
