// uvu as the test bundles import it, each test's function timed (tools/test-loader.mjs): one JSON
// line a test, {file, test, cpuMs, ms}, appended to the file MODE12H_TEST_TIMES names. The CPU is
// the whole process's (worker threads included) while the test ran; for a browser file, chromiumMs
// is the suite's Chromium's (its whole process tree, MODE12H_TEST_CHROMIUM_PID) over the same span:
// exact with --jobs 1, where no other browser file runs beside it.
import { appendFileSync } from 'node:fs';
import * as uvu from 'uvu';
import { cpuOfTree } from './test-cpu.mjs';

const chromiumPid = Number(process.env.MODE12H_TEST_CHROMIUM_PID) || 0;

export const exec = uvu.exec;

/** `t` (a suite's test function) with each test's handler timed. */
function timed(t, suiteName) {
  const wrap = (name, handler) => {
    // The bundle being imported as the test is declared: uvu's CLI has queued its name (UVU_INDEX).
    const file = globalThis.UVU_QUEUE?.[globalThis.UVU_INDEX ?? 0]?.[0] ?? '?';
    return async (...args) => {
      const c0 = process.cpuUsage();
      const b0 = chromiumPid ? cpuOfTree(chromiumPid) : 0;
      const t0 = performance.now();
      try {
        return await handler(...args);
      } finally {
        const c = process.cpuUsage(c0);
        const ms = Math.round(performance.now() - t0);
        const chromiumMs = chromiumPid ? { chromiumMs: cpuOfTree(chromiumPid) - b0 } : {};
        const test = suiteName ? `${suiteName}: ${name}` : name;
        appendFileSync(process.env.MODE12H_TEST_TIMES, `${JSON.stringify({ file, test, cpuMs: Math.round((c.user + c.system) / 1000), ms, ...chromiumMs })}\n`);
      }
    };
  };
  const w = (name, handler) => t(name, wrap(name, handler));
  Object.assign(w, t);
  w.only = (name, handler) => t.only(name, wrap(name, handler));
  return w;
}

export const suite = (name, state) => timed(uvu.suite(name, state), name);
export const test = timed(uvu.test, '');
