/**
 * compileC in a page: the pages' CSP forbids eval (tools/csp.mjs), so the generated module is
 * loaded as a blob: module (c-module.ts). Compile errors are thrown as compileC throws them
 * (`Error tetris.c 123: …`). The study page compiles so; the player compiles in c-compile.js
 * (c-compile-script.ts) and runs the result with cc/run.ts.
 */
import { compileC, type CompileOptions, type CProgram } from '../../cc/program.ts';
import { importFunction } from './c-module.ts';

type Fn = (...args: unknown[]) => unknown;

export async function compileInPage(text: string, options: CompileOptions): Promise<CProgram> {
  const loading: Promise<void>[] = [];
  const program = compileC(text, {
    ...options,
    engines: ['coroutine'], // the page's engine: the synchronous flavour is never run here
    makeFunction: (params, body) => {
      let fn: Fn | null = null;
      loading.push(importFunction(params, body).then((f) => void (fn = f)));
      return (...args) => {
        if (!fn) throw new Error(`${options.file}: the compiled program is not loaded yet`);
        return fn(...args);
      };
    },
  });
  await Promise.all(loading);
  return program;
}
