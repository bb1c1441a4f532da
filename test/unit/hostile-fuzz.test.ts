/**
 * Seeded hostile input, generated: C sources (token soup, deep nesting, huge literals, bad
 * escapes, macro abuse), replays (truncated, bad words, wrong versions, huge times), save states
 * and their drives, the player's URL parameters and the command line. Every case ends, within
 * CASE_MS of the host's time, either accepted or with the error of its kind naming the place
 * (TCC's `Error file.c LINE:` or TLINK's `… in module …`, `source:LINE:`, `source: …`, `cmd: …`) — never a hang, a stack trace or
 * a JavaScript error from the insides. The same seed gives the same cases (docs/HOSTILE.md).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileC } from '../../cc/program.ts';
import { CompileError } from '../../cc/errors.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { readSnapshot } from '../../src/web/saves/snapshot.ts';
import { readOptions } from '../../src/web/options.ts';
import { readArgs, UsageError } from '../../src/cli/args.ts';
import { parseCheckArgs } from '../../src/cli/check.ts';
import type { Rom } from '../../runtime/process.ts';
import { rng } from '../support/reversi-reference.ts';

const SEED = 0x31_0c;
/** The host's time one case may take at most (a hang fails here, not at the runner's timeout). */
const CASE_MS = 3000;

const rnd = rng(SEED); // the same cases on every run
const int = (n: number): number => Math.floor(rnd() * n);
const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
const repeat = (n: number, f: (i: number) => string): string => Array.from({ length: n }, (_, i) => f(i)).join('');

/** Run `f` for one case: it must end within CASE_MS and either return or throw an error `ok` accepts. */
function bounded(what: string, f: () => unknown, ok: (e: Error) => boolean): void {
  const t0 = performance.now();
  try {
    f();
  } catch (e) {
    if (!(e instanceof Error) || !ok(e)) assert.unreachable(`${what}: ${e instanceof Error ? `${e.name}: ${e.message}\n${e.stack}` : String(e)}`);
  }
  const ms = performance.now() - t0;
  assert.ok(ms < CASE_MS, `${what}: ${ms.toFixed(0)} ms`);
}

// ---- C sources ----------------------------------------------------------------------------------

const C_TOKENS = ['int', 'char', 'long', 'struct', 'union', 'enum', 'typedef', 'static', 'extern', 'if', 'else', 'while', 'for', 'do', 'switch', 'case', 'default', 'return', 'goto', 'sizeof', 'x', 'main', 'printf', '__proto__', 'constructor', 'toString', '(', ')', '{', '}', '[', ']', ';', ',', '=', '==', '+', '-', '*', '/', '%', '&', '&&', '|', '?', ':', '->', '.', '...', '<<', '>>=', '!', '~', '++', '0', '1', '0x7fff', "'a'", '"s"', '#', '##', '\\', '@', '`', '$', '\n', '\n#define', '\n#if', '\n#endif', '\n#include'];
const C_GENERATORS: Record<string, () => string> = {
  'token soup': () => repeat(20 + int(300), () => `${pick(C_TOKENS)} `),
  'token soup in main': () => `#include <stdio.h>\nint main() {\n${repeat(5 + int(60), () => `${pick(C_TOKENS)} `)}\n}\n`,
  'deep nesting': () => {
    const n = 50 + int(1000);
    const kind = pick(['(', '{', 'if (1) ', '[', '-', '!', '*']);
    const close = kind === '(' ? ')' : kind === '{' ? '}' : kind === '[' ? ']' : '';
    return `int main() { int x = ${kind === '{' ? '0; ' : ''}${kind.repeat(n)}${kind === '{' ? '' : '1'}${close.repeat(n)}${kind === '{' ? '' : ';'} return 0; }\n`;
  },
  'huge literal': () => pick([
    () => `int x = ${'9'.repeat(1 + int(5000))};\nint main() { return x; }\n`,
    () => `double d = 1e${int(100000)};\nint main() { return 0; }\n`,
    () => `long l = 0x${'f'.repeat(1 + int(3000))};\nint main() { return 0; }\n`,
    () => `char *s = "${'A'.repeat(int(200_000))}";\nint main() { return 0; }\n`,
    () => `char c[${'9'.repeat(1 + int(40))}];\nint main() { return 0; }\n`,
    () => `int a[] = {${repeat(int(40_000), () => '1,')}};\nint main() { return 0; }\n`,
  ])(),
  'bad escape': () => `char *s = "${pick(['\\q', '\\x', '\\xfffffffff', '\\777', '\\', '\\u1234', '\\\n', '\u0000', '\u20ac', '"', '\\0'])}${pick(['"', '', '\n'])};\nchar c = '${pick(['', '\\', "\\'", 'ab', '\\x', '\\400'])}';\nint main() { return 0; }\n`,
  'macro abuse': () => pick([
    () => '#define A A\nint main() { return A; }\n',
    () => `#define F(a) F(a a)\nint main() { F(${int(9)}); return 0; }\n`,
    () => `#define F(a, b) a##b\nint main() { return F(${pick(['1', '1, 2, 3', '', ',', '(', ')'])}); }\n`,
    () => `#define S(x) #x\nchar *s = S(${pick(['"', "'", '\\', '"\\"', 'a b'])});\nint main() { return 0; }\n`,
    () => `#if ${pick(['1 /', '(', '1 ? 2', 'defined', 'defined(', '0x', "'", '1 +', 'x(1)', '9999999999999999999999'])}\n#endif\nint main() { return 0; }\n`,
    () => `${repeat(int(30), (i) => `#define M${i} M${i + 1}(M${i})\n`)}int main() { return M0; }\n`,
    () => `#include ${pick(['<', '"', '<constructor>', '"__proto__"', '<../../etc/passwd>', '"\u20ac.h"', 'M', ''])}\nint main() { return 0; }\n`,
    () => `#${pick(['pragma', 'line 0', 'line 99999999999', 'error boom', 'undef', 'ifdef', 'elif 1', 'else', 'endif', 'bogus'])}\nint main() { return 0; }\n`,
  ])(),
};

test('C sources: each compiles or is a compile error naming FILE:LINE, in bounded time', () => {
  let cases = 0;
  for (const [kind, make] of Object.entries(C_GENERATORS)) {
    for (let i = 0; i < 12; i++, cases++) {
      const src = make();
      bounded(`${kind} #${i}`, () => compileC(src, { file: 'FUZZ.C', readInclude: () => null }), (e) => e instanceof CompileError && (/^Error fuzz\.c \d+: \S/.test(e.message) || /^Undefined symbol '\w+' in module \S/.test(e.message)));
    }
  }
  assert.is(cases, C_CASES);
});
const C_CASES = 72;

// ---- replays ------------------------------------------------------------------------------------

const REPLAY = 'rom hello\ntime 10:00:00\ncycles 3000\nat 100 press A\nat 200 release A\nat 300 move 10 20\nat 500 shot end\nend 500\n';
const REPLAY_WORDS = ['at', 'rom', 'time', 'cycles', 'end', 'shot', 'press', 'release', 'tap', 'type', 'move', 'moveby', 'mouse', 'left', 'variant', 'version', '-1', '0', '1e9', '99999999999999999999', '0x10', 'NaN', '{', '"', '\u0000', '\u20ac', 'A', 'Space', '25:61:00', '#'];
const REPLAY_GENERATORS: Record<string, () => string> = {
  truncated: () => REPLAY.slice(0, int(REPLAY.length)),
  'byte flipped': () => {
    const a = [...REPLAY];
    for (let k = 0; k < 1 + int(4); k++) a[int(a.length)] = String.fromCharCode(int(0x3000));
    return a.join('');
  },
  'word soup': () => repeat(1 + int(20), () => `${repeat(1 + int(5), () => `${pick(REPLAY_WORDS)} `)}\n`),
  'huge time': () => REPLAY.replace('at 300', `at ${pick(['1e300', '9'.repeat(30), '4294967296', '-5', '300.5', '0300'])}`),
  'bad JSON': () => pick(['{"rom": "hello"', '[]', 'null', '\ufeff\ufeff', '', '\n\n\n']),
  'wrong header': () => REPLAY.replace(pick(['rom hello', 'time 10:00:00', 'cycles 3000', 'end 500']), pick(['rom nosuch', 'time 24:00:00', 'cycles 0', 'cycles 1e9', 'end -1', 'version 99', ''])),
};

test('replays: each parses or is an error naming the file and line, in bounded time', () => {
  let cases = 0;
  for (const [kind, make] of Object.entries(REPLAY_GENERATORS)) {
    for (let i = 0; i < 10; i++, cases++) {
      const text = make();
      bounded(`replay ${kind} #${i}`, () => parseReplay(text, 'FUZZ.replay'), (e) => /^FUZZ\.replay(:\d+)?: \S/.test(e.message));
    }
  }
  assert.is(cases, REPLAY_CASES);
});
const REPLAY_CASES = 60;

// ---- save states and their drives ---------------------------------------------------------------

const SNAPSHOT = { format: 'mode12h-snapshot', version: 1, savedAt: '2026-01-01T00:00:00Z', replay: REPLAY, speeds: [[0, 3000]], disk: [{ name: 'A.TXT', attr: 32, date: 0, time: 0, data: 'aGk=' }], screen: { width: 640, height: 480, hash: '0123456789abcdef' } };
const { speeds: _speeds, ...SNAPSHOT_V2_BASE } = SNAPSHOT;
const SNAPSHOT_V2 = { ...SNAPSHOT_V2_BASE, version: 2 };
const HOSTILE_VALUES: unknown[] = [null, -1, 1e308, '', '\u20ac', [], {}, true, 'x'.repeat(100_000), [[-1, 3000]], [[0, 0]], [[NaN]], { __proto__: { polluted: 1 } }, '2026-13-45', 'AAAA!!!!'];
const DISK_ENTRIES: unknown[] = [{ name: '../../ETC', attr: 0, date: 0, time: 0, data: '' }, { name: 'CON', attr: 0, date: 0, time: 0, data: '' }, { name: 'A.TXT', attr: 70000, date: 0, time: 0, data: '' }, { name: 'A.TXT', attr: 0, date: 0, time: 0, data: '***' }, { name: 'LONGFILENAME.TXT', attr: 0, date: 0, time: 0, data: '' }, 'A.TXT', null, { name: '__proto__', attr: 0, date: 0, time: 0, data: '' }];

test('save states: each reads or is an error naming the file, in bounded time; no prototype is touched', () => {
  let cases = 0;
  const variants: (() => string)[] = [
    () => JSON.stringify(SNAPSHOT).slice(0, int(400)),
    () => JSON.stringify({ ...SNAPSHOT, [pick(Object.keys(SNAPSHOT))]: pick(HOSTILE_VALUES) }),
    () => JSON.stringify({ ...SNAPSHOT, version: pick([0, 2, 3, '1', 1.5, null]) }),
    // Version 2: the speed changes are in the replay, no `speeds` beside it.
    () => JSON.stringify({ ...SNAPSHOT_V2, [pick(Object.keys(SNAPSHOT_V2))]: pick(HOSTILE_VALUES) }),
    () => JSON.stringify({ ...SNAPSHOT, replay: pick(Object.values(REPLAY_GENERATORS))() }),
    () => JSON.stringify({ ...SNAPSHOT, disk: Array.from({ length: 1 + int(3) }, () => pick(DISK_ENTRIES)) }),
  ];
  for (const make of variants) {
    for (let i = 0; i < 10; i++, cases++) {
      const text = make();
      bounded(`save state #${cases}`, () => readSnapshot(text, 'FUZZ.m12h'), (e) => /^FUZZ\.m12h: \S/.test(e.message));
    }
  }
  assert.is(({} as Record<string, unknown>).polluted, undefined);
  assert.is(cases, SAVE_CASES);
});
const SAVE_CASES = 60;

// ---- the player's URL parameters ----------------------------------------------------------------

const ROM = { name: 'fuzz', title: 'fuzz', variants: ['a', 'b'], start: () => (function* () {})() } as unknown as Rom;
const PARAM_VALUES = ['', ' ', '0', '-1', '1e9', 'NaN', 'Infinity', '0x10', '99999999999999999999', '\u20ac', '<script>alert(1)</script>', 'javascript:alert(1)', '../', '%00', '12:00:00', '25:00:00', '1', '2', 'fit', 'bogus', 'x'.repeat(10_000)];

test('URL parameters: each reads or is an error naming the parameter, in bounded time', () => {
  let cases = 0;
  for (const name of ['cycles', 'tod', 'scale', 'variant', 'test']) {
    for (let i = 0; i < 8; i++, cases++) {
      const params = new URLSearchParams();
      params.set(name, pick(PARAM_VALUES));
      if (int(2)) params.append(pick(['cycles', 'tod', 'scale']), pick(PARAM_VALUES));
      bounded(`?${params}`, () => readOptions(params, ROM), (e) => /cycles|time of day|tod|scale|variant/i.test(e.message) && !/undefined|is not a function|Cannot read/.test(e.message));
    }
  }
  assert.is(cases, URL_CASES);
});
const URL_CASES = 40;

// ---- the command line ---------------------------------------------------------------------------

const ARGS = ['--out', '--every', '--end', '--replay', '--only', '--jobs', '--rom', '--report', '--junit', '--update', '--cone', '--', '-', '-x', '--\u001b[2J', '', ' ', '1e1', '0x2', ' 3', '-5', '99999999999', 'a:b', ':', 'tetris', '\u20ac', '--only=x'];

test('command lines: each reads or is a usage error naming the command, in bounded time', () => {
  let cases = 0;
  const spec = { values: ['--out', '--every', '--end', '--replay'], repeatable: ['--only'], switches: ['--cone'], positionals: true };
  for (let i = 0; i < 40; i++, cases++) {
    const argv = Array.from({ length: int(7) }, () => pick(ARGS));
    bounded(`run ${JSON.stringify(argv)}`, () => readArgs('run', argv, spec), (e) => e instanceof UsageError && /^run: \S/.test(e.message));
    bounded(`check ${JSON.stringify(argv)}`, () => parseCheckArgs(argv), (e) => e instanceof UsageError && /^check: \S/.test(e.message));
  }
  assert.is(cases, CLI_CASES);
});
const CLI_CASES = 40;

test.run();
