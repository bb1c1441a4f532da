/**
 * compileC in a page: the pages' CSP forbids eval (tools/csp.mjs), so the generated module is
 * loaded as a data: module, which a page that declares RUNS_C allows. Compile errors are thrown
 * as compileC throws them (`Error tetris.c 123: …`).
 *
 * data:, not blob: — a Blob is registered with the browser process by a synchronous call, which
 * took 16–20 ms of BGIDEMO.C's 92 KB module on the bench's two loaded cores, and its import
 * another ~25 ms; the data: module was loaded ~25 ms sooner (bench figure 5d).
 */
import { compileC, type CompileOptions, type CProgram } from '../../cc/program.ts';

type Fn = (...args: unknown[]) => unknown;

export async function compileInPage(text: string, options: CompileOptions): Promise<CProgram> {
  const loading: Promise<void>[] = [];
  const program = compileC(text, {
    ...options,
    engines: ['coroutine'], // the page's engine: the synchronous flavour is never run here
    makeFunction: (params, body) => {
      let fn: Fn | null = null;
      // the generated text is ASCII and the program's Latin-1: no lone surrogate for encodeURIComponent to refuse
      const url = `data:text/javascript,${encodeURIComponent(`export default function (${params.join(', ')}) {\n${body}\n}\n`)}`;
      loading.push((import(/* webpackIgnore: true */ url) as Promise<{ default: Fn }>).then((m) => void (fn = m.default)));
      return (...args) => {
        if (!fn) throw new Error(`${options.file}: the compiled program is not loaded yet`);
        return fn(...args);
      };
    },
  });
  await Promise.all(loading);
  return program;
}
