// runtime/assets.ts: a program's asset comes at once from a Node host; from a fetch, the machine
// holds (its clock stands still) until it comes, so the program's virtual times do not depend on
// the load; the synchronous engine refuses to wait for a fetch; a host without assets is named.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadAsset, loadPart, provideAssets, provideParts } from '../../runtime/assets.ts';
import { Machine } from '../../runtime/machine.ts';
import type { Blocking, Rom } from '../../runtime/process.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { drive, SyncMachine } from '../../runtime/sync.ts';
import { delay } from '../../runtime/tc/dos.ts';

const BYTES = Uint8Array.of(1, 2, 3);

/** A program that waits 100 ms, loads `name`, records the virtual time and the bytes, waits 100 ms more. */
function program(log: number[][], name: string): Rom {
  return {
    name: 'assets', title: '',
    *start(): Blocking {
      yield* delay(100);
      const bytes = yield* loadAsset(name);
      log.push([...bytes]);
      yield* delay(100);
    },
  };
}

test('from a fetch: the machine holds, the clock standing still, until the bytes come; then the program goes on where it was', async () => {
  let resolve: (b: Uint8Array) => void = () => {};
  provideAssets(() => new Promise((ok) => { resolve = ok; }));
  const fetched: number[][] = [];
  const m = new Machine();
  m.load(program(fetched, 'slow.bin'));
  m.runFor(150);
  assert.ok(m.held, 'held while the fetch is under way');
  const heldAt = m.now;
  assert.ok(heldAt < msToPit(150) && heldAt >= msToPit(100), 'the clock stopped where the program asked');
  m.runFor(500);
  assert.is(m.now, heldAt, 'still held: the clock stands still');
  resolve(BYTES);
  await new Promise((ok) => setTimeout(ok, 0));
  assert.is(m.held, false);
  m.runUntil(heldAt + msToPit(50));
  assert.equal(fetched, [[1, 2, 3]]);
  m.runFor(200);
  assert.is(m.state, 'exited', m.crash?.message);

  // The same program where the asset comes at once: it reaches the same virtual time.
  provideAssets(() => BYTES);
  const m2 = new Machine();
  const atOnce: number[][] = [];
  m2.load(program(atOnce, 'slow.bin'));
  m2.runFor(150);
  assert.is(m2.held, false);
  assert.equal(atOnce, [[1, 2, 3]]);
});

test('a failed fetch is a crash naming the asset; the synchronous engine refuses to wait for one; no source is named', async () => {
  provideAssets(() => Promise.reject(new Error('HTTP 404')));
  const m = new Machine();
  m.load(program([], 'missing.bin'));
  m.runFor(150);
  await new Promise((ok) => setTimeout(ok, 0));
  m.runFor(10);
  assert.is(m.state, 'crashed');
  assert.match(m.crash!.message, /loadAsset: missing\.bin could not be loaded: HTTP 404/);

  provideAssets(() => new Promise(() => {}));
  const s = new SyncMachine();
  s.loadSync({ name: 'sync', title: '', start() { drive(delay(100)); drive(loadAsset('far.bin')); } });
  s.runSync(msToPit(1000), () => null);
  assert.is(s.state, 'crashed');
  assert.match(s.crash!.message, /loadAsset: far\.bin is being fetched, and the synchronous engine cannot wait for it/);

  provideAssets(null);
  const n = new Machine();
  n.load(program([], 'any.bin'));
  n.runFor(150);
  assert.is(n.state, 'crashed');
  assert.match(n.crash!.message, /loadAsset: this host provides no assets \(asked for any\.bin\)/);
});

/** A program that waits 100 ms, loads part `name` (`here` when it carries it), records the virtual time and the part, waits 100 ms more. */
function partProgram(log: [number, unknown][], name: string, here: unknown): Rom {
  return {
    name: 'parts', title: '',
    *start(): Blocking {
      yield* delay(100);
      const part = yield* loadPart(name, here);
      log.push([machineNow(), part]);
      yield* delay(100);
    },
  };
}
let current: Machine | null = null;
const machineNow = (): number => current!.now;

test('a code part: at once when the program carries it; else loaded once by the host while the machine holds, at the same virtual time', async () => {
  const PART = { think: 'the engine' };
  provideParts(null);
  const carried: [number, unknown][] = [];
  current = new Machine();
  current.load(partProgram(carried, 'rom/part', PART));
  current.runFor(150);
  assert.is(current.held, false);
  assert.equal(carried.map(([, p]) => p), [PART]);

  let resolve: (p: unknown) => void = () => {};
  let asked = 0;
  provideParts(() => { asked++; return new Promise((ok) => { resolve = ok; }); });
  const fetched: [number, unknown][] = [];
  current = new Machine();
  current.load(partProgram(fetched, 'rom/part', null));
  current.runFor(150);
  assert.ok(current.held, 'held while the part loads');
  const heldAt = current.now;
  current.runFor(500);
  assert.is(current.now, heldAt, 'the clock stands still');
  resolve(PART);
  await new Promise((ok) => setTimeout(ok, 0));
  current.runFor(200);
  assert.is(current.state, 'exited', current.crash?.message);
  assert.equal(fetched, [[carried[0]![0], PART]], 'the same part at the same virtual time as when carried');
  // Loaded once: a second machine on this host has it at once.
  current = new Machine();
  current.load(partProgram(fetched, 'rom/part', null));
  current.runFor(150);
  assert.is(asked, 1);
  assert.is(fetched.length, 2);
});

test('a part that fails to load is a crash naming it; a host without parts names the part the program does not carry', async () => {
  provideParts(() => Promise.reject(new Error('roms/rom/part.js could not be loaded')));
  const m = new Machine();
  m.load(partProgram([], 'rom/part', null));
  m.runFor(150);
  await new Promise((ok) => setTimeout(ok, 0));
  m.runFor(10);
  assert.is(m.state, 'crashed');
  assert.match(m.crash!.message, 'loadPart: rom/part could not be loaded: roms/rom/part.js could not be loaded');

  provideParts(null);
  const n = new Machine();
  n.load(partProgram([], 'rom/part', null));
  n.runFor(150);
  assert.is(n.state, 'crashed');
  assert.match(n.crash!.message, 'loadPart: this host provides no code parts, and the program does not carry rom/part');
});

test.run();
