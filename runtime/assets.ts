/**
 * Files a program loads whole from its host, beside its code — data too big for its code's bundle
 * (Reversi's learned evaluation weights). Named by their path under roms/ (e.g.
 * "reversi/engine/pattern-weights-8bit.bin.gz"); a name ending in .gz is handed over unzipped. A
 * host says where they come from once (`provideAssets`): the page fetches them, the Node hosts
 * read them from disk at once.
 *
 * A program asks with `yield* loadAsset(name)`. While a fetch is under way the machine holds
 * (`Machine.held`: runUntil returns at once and the clock stands still, as for a debugger's stop),
 * and the page's session does not move its virtual time on either, so what the program does next,
 * and at which virtual time, is the same however long the load took: a replay plays the same
 * game whether the asset came at once (Node), from a slow network or from the cache.
 */
import { machine, type Machine } from './machine.ts';
import { done, SUSPEND, type Blocking } from './process.ts';

/** The host's assets: the bytes at once (Node), or their promise (a fetch). */
export type AssetSource = (name: string) => Uint8Array | Promise<Uint8Array>;

let source: AssetSource | null = null;
/** Each asset once per host: the same bytes for every run (they are the program's, never changed). */
const loaded = new Map<string, Uint8Array>();

/** Where this host's assets come from (null: none). */
export function provideAssets(s: AssetSource | null): void {
  source = s;
  loaded.clear();
}

/** The asset `name`'s bytes; the machine holds while the host fetches them. Throws naming it when the host has none. */
export function loadAsset(name: string): Blocking<Uint8Array> {
  const known = loaded.get(name);
  if (known !== undefined) return done(known);
  if (source === null) throw new Error(`loadAsset: this host provides no assets (asked for ${name})`);
  const got = source(name);
  if (got instanceof Uint8Array) {
    loaded.set(name, got);
    return done(got);
  }
  return holdFor(machine(), name, got);
}

function* holdFor(m: Machine, name: string, pending: Promise<Uint8Array>): Blocking<Uint8Array> {
  // The synchronous engine waits inside the machine, moving its clock: it cannot hold.
  if (!m.canHold) throw new Error(`loadAsset: ${name} is being fetched, and the synchronous engine cannot wait for it (a Node host reads its assets at once)`);
  let result: { bytes: Uint8Array } | { error: unknown } | null = null;
  m.held = true;
  pending.then(
    (bytes) => { result = { bytes }; },
    (error: unknown) => { result = { error }; },
  ).finally(() => { m.held = false; });
  while (result === null) yield SUSPEND;
  const r = result as { bytes: Uint8Array } | { error: unknown };
  if ('error' in r) throw new Error(`loadAsset: ${name} could not be loaded: ${r.error instanceof Error ? r.error.message : String(r.error)}`);
  loaded.set(name, r.bytes);
  return r.bytes;
}
