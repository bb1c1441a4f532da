/**
 * compileC and compileProgram in a page: the pages' CSP forbids eval (tools/csp.mjs), so the generated module is
 * loaded as a blob: module, which a page that declares RUNS_C allows. Compile errors are thrown
 * as compileC throws them (`Error tetris.c 123: …`).
 */
import { compileProgram, type CompileOptions, type CProgram, type SourceFile } from '../../cc/program.ts';

type Fn = (...args: unknown[]) => unknown;

/** Compile `sources` (one C file, or several linked as TCC links them) into a program the page runs. */
export async function compileInPage(sources: readonly SourceFile[], options: CompileOptions): Promise<CProgram> {
  const loading: Promise<void>[] = [];
  const program = compileProgram(sources, {
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
      return (...args) => {
        if (!fn) throw new Error(`${options.file}: the compiled program is not loaded yet`);
        return fn(...args);
      };
    },
  });
  await Promise.all(loading);
  return program;
}
