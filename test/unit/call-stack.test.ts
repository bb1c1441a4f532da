import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { callStack, cFunction, Machine } from '../../runtime/machine.ts';
import { SyncMachine } from '../../runtime/sync.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { tetris } from '../../roms/tetris/index.ts';
import { findSyncRom } from '../../roms/index.ts';
import { announceCFunctions, cFunctionsOf } from '../../tools/c-functions.mjs';

// The C functions running (runtime/calls.ts): the ports' `@c`-tagged functions enter and leave the
// machine's call stack (tools/c-functions.mjs puts the calls in at build time), and the crash
// report and the study view read it, never the host's stack text.

const ROOT = process.cwd();

/** A Tetris that fails at its first random(13): the library call throws inside GenerateBlock. */
function failingAtRandom(m: Machine): void {
  m.tracing = true;
  m.stackProbe = (s) => {
    if (s[0] === 'GenerateBlock') throw new Error('the probe refused');
  };
}

test('a crash names the innermost C function where it was thrown, on both engines', () => {
  const m = new Machine({ timeOfDay: { hour: 0, min: 1, sec: 0, hund: 0 } });
  failingAtRandom(m);
  m.load(tetris);
  m.runFor(300);
  assert.is(m.state, 'crashed');
  assert.is(m.crash!.message, 'ROM tetris crashed in GenerateBlock(): the probe refused');

  const s = new SyncMachine({ timeOfDay: { hour: 0, min: 1, sec: 0, hund: 0 } });
  failingAtRandom(s);
  s.loadSync(findSyncRom('tetris')!);
  s.runSync(msToPit(300), () => null);
  assert.is(s.state, 'crashed');
  assert.is(s.crash!.message, 'ROM tetris crashed in GenerateBlock(): the probe refused');
});

test('an error caught inside the program leaves the stack as it was at the catch', () => {
  const seen: string[][] = [];
  const inner = cFunction('inner', (): never => {
    throw new Error('caught');
  });
  const middle = cFunction('middle', () => inner());
  const outer = cFunction('outer', function* () {
    try {
      middle();
    } catch {
      seen.push(callStack().running());
    }
    yield* step();
    seen.push(callStack().running());
    throw new Error('not caught');
  });
  const step = cFunction('step', function* () {
    seen.push(callStack().running());
    yield* [];
  });
  const m = new Machine();
  m.load({ name: 'nest', title: '', start: () => outer() });
  m.runFor(10);
  assert.equal(seen, [['outer'], ['step', 'outer'], ['outer']]);
  assert.is(m.crash!.message, 'ROM nest crashed in outer(): not caught');
  assert.equal(callStack().running(), [], 'outside a machine: a stack of its own, empty');
});

test('every port tags its C functions readably; the build keeps every line where it was', () => {
  const walk = (d: string): string[] => readdirSync(d).flatMap((f) => {
    const p = join(d, f);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
  });
  let tagged = 0;
  for (const path of walk(join(ROOT, 'roms'))) {
    const source = readFileSync(path, 'utf8');
    tagged += cFunctionsOf(source, path).length; // throws naming file:line for a tag it cannot read
    assert.is(announceCFunctions(source, path).split('\n').length, source.split('\n').length, path);
  }
  assert.ok(tagged > 100, `${tagged} C functions tagged`);
});

test('a tag the build cannot tie to a C function stops it, naming the place', () => {
  const file = join(ROOT, 'roms', 'x', 'index.ts');
  assert.throws(() => cFunctionsOf('\n/** @c (*old)() */\nfunction chain() {}\n', file), /roms\/x\/index\.ts:3: the @c tag "\(\*old\)\(\)" names no C function/);
  assert.throws(() => cFunctionsOf('/** @c int f(void) */\nconst f = 1;\n', file), /index\.ts:2: the @c tag of f stands above no function with a body/);
  assert.throws(() => cFunctionsOf('/** @c int f(void) */\nconst f = () => 1;\n', file), /index\.ts:2: the @c tag of f stands above no function with a body/);
  assert.equal(cFunctionsOf('/** @c int f(void) */\nconst f = () => {\n  return 1;\n};\n', file).map((f) => f.name), ['f']);
});

test.run();
