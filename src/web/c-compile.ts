/**
 * compileC in a page: the pages' CSP forbids eval (tools/csp.mjs), so the generated module is
 * loaded as a blob: module, which a page that declares RUNS_C allows. Compile errors are thrown
 * as compileC throws them (`Error tetris.c 123: …`).
 */
import { compileC, type CompileOptions, type CProgram } from '../../cc/program.ts';
import type { Factory } from '../../cc/run.ts';

type Fn = (...args: unknown[]) => unknown;

/** The program compiled and its module loaded. */
export async function compileInPage(text: string, options: CompileOptions): Promise<CProgram> {
  const { program, loaded } = compileLoading(text, options, false);
  await loaded;
  return program;
}

/**
 * The program compiled, and its module as the browser loads it (`loaded`). `late`: the module's
 * factory runs when the program's `main` is first called (its first step) instead of when the
 * machine loads it, so the player can make the machine and load the program at DOS's prompt
 * while the browser fetches and compiles the blob (~30 ms with the page's main thread idle, bench
 * figure 5d); the program must not run before `loaded` is settled.
 */
export function compileLoading(text: string, options: CompileOptions, late = true): { program: CProgram; loaded: Promise<void> } {
  const loading: Promise<void>[] = [];
  const program = compileC(text, {
    ...options,
    engines: ['coroutine'], // the page's engine: the synchronous flavour is never run here
    makeFunction: (params, body) => {
      let fn: Fn | null = null;
      const url = URL.createObjectURL(new Blob([`export default function (${params.join(', ')}) {\n${body}\n}\n`], { type: 'text/javascript' }));
      loading.push(
        (import(/* webpackIgnore: true */ url) as Promise<{ default: Fn }>)
          .then((m) => void (fn = m.default))
          .finally(() => URL.revokeObjectURL(url)),
      );
      const call: Fn = (...args) => {
        if (!fn) throw new Error(`${options.file}: the compiled program is not loaded yet`);
        return fn(...args);
      };
      if (!late) return call;
      const factory: Factory = (...args) => {
        let made: ReturnType<Factory> | null = null;
        const run = (): ReturnType<Factory> => (made ??= call(...args) as ReturnType<Factory>);
        return { main: (...a) => run().main(...a), $regs: () => run().$regs(), $running: () => run().$running() };
      };
      return factory as Fn;
    },
  });
  return { program, loaded: Promise.all(loading).then(() => undefined) };
}
