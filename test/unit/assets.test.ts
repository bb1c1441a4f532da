// runtime/assets.ts: a program's asset comes at once from a Node host; from a fetch, the machine
// holds (its clock stands still) until it comes, so the program's virtual times do not depend on
// the load; the synchronous engine refuses to wait for a fetch; a host without assets is named.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadAsset, provideAssets } from '../../runtime/assets.ts';
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

test.run();
