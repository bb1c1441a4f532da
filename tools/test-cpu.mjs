// CPU time, the measure tools/test.mjs reports per test file: the machine is shared, so wall time
// says more about the neighbours than about the tests. Linux's /proc gives it exactly: a process's
// own user+system time and that of the children it has waited for (a test that runs the CLI or
// tsc counts them too). A browser file's work happens mostly in the suite's one Chromium, which
// this file also reads (the whole process tree of its server).
//
// Loaded two ways: `node --import tools/test-cpu.mjs` in every test process, where it writes the
// process's total on fd 3 as it exits; and imported by the runner for cpuOfTree().
import { readdirSync, readFileSync, writeSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

/** Linux's clock tick for /proc times (USER_HZ: 100 on every Linux ABI). */
const TICK_MS = 10;

/** utime, stime, cutime, cstime of /proc/<pid>/stat in ms, and its parent; null if it has gone. */
function stat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // After the command name in parentheses (which may hold spaces): field 3 is the state.
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const n = (i) => Number(f[i - 3]) * TICK_MS;
  return { ppid: Number(f[4 - 3]), own: n(14) + n(15), children: n(16) + n(17) };
}

/** The CPU ms of process `pid` (every thread) and of the children it has waited for; 0 if it has gone. */
export function cpuOfProcess(pid) {
  const s = stat(pid);
  return s ? s.own + s.children : 0;
}

/**
 * The CPU ms of `pid` and every process under it, alive or waited for: the dead ones are in their
 * parents' children's time. 0 off Linux.
 */
export function cpuOfTree(pid) {
  let names;
  try {
    names = readdirSync('/proc');
  } catch {
    return 0;
  }
  const kids = new Map();
  const all = new Map();
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (!s) continue;
    all.set(Number(name), s);
    const list = kids.get(s.ppid) ?? [];
    list.push(Number(name));
    kids.set(s.ppid, list);
  }
  let ms = 0;
  const todo = [pid];
  while (todo.length) {
    const p = todo.pop();
    const s = all.get(p);
    if (!s) continue;
    ms += s.own + s.children;
    todo.push(...(kids.get(p) ?? []));
  }
  return ms;
}

// In a test process (MODE12H_TEST_CPU_FD set by the runner): report this process's CPU as it exits
// (its main thread does: a worker thread's exit is not the process's, and the process's figure
// already holds every thread's time).
// (Once: a test that imports this module for cpuOfProcess has it bundled beside the --import copy.)
const fd = Number(process.env.MODE12H_TEST_CPU_FD);
const reporting = Symbol.for('mode12h.test-cpu.reporting');
if (fd > 0 && isMainThread && !globalThis[reporting]) {
  globalThis[reporting] = true;
  process.on('exit', () => {
    const self = stat('self');
    const usage = process.resourceUsage();
    // Own time from resourceUsage (µs), the waited-for children's from /proc (ticks).
    const ms = (usage.userCPUTime + usage.systemCPUTime) / 1000 + (self ? self.children : 0);
    try {
      writeSync(fd, `${Math.round(ms)}\n`);
    } catch {
      // The runner has gone: nobody to tell.
    }
  });
}
