/**
 * Figure 11b's cold compile, in a worker thread of its own (bench/cc-lines.bench.ts): a fresh V8
 * isolate, so the compiler's code is met for the first time, as the page meets it. Compiles the
 * file once, as the page does (the coroutine engine's code only), and posts the thread's CPU
 * milliseconds per 1 000 lines (the wall clock where Linux does not tell the thread's CPU time).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compileC } from '../cc/program.ts';
import { threadClock } from './harness.ts';

export interface ColdJob {
  /** The file's name as messages give it (`BGIDEMO.C`). */
  name: string;
  text: string;
}

export interface ColdResult {
  msPer1000Lines: number;
  clock: string;
}

const { name, text } = workerData as ColdJob;
const c = threadClock();
const t0 = c.now();
compileC(text, { file: name, engines: ['coroutine'] });
const ms = c.now() - t0;
parentPort!.postMessage({ msPer1000Lines: (ms * 1000) / text.split('\n').length, clock: c.name } satisfies ColdResult);
