/**
 * Files a program loads whole from its host, beside its code — data too big for its code's bundle
 * (Reversi's learned evaluation weights) — and the parts of its code it loads on first use
 * (`loadPart`: Reversi's engine, when the computer first thinks). Named by their path under roms/ (e.g.
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
  return holdFor(machine(), 'loadAsset', name, got, (bytes) => loaded.set(name, bytes));
}

/**
 * Where this host's code parts come from (null: none): a page loads a part's script (play.html:
 * roms/<name>.js, src/web/assets.ts). A Node host has none: its programs carry their parts.
 */
export type PartSource = (name: string) => Promise<unknown>;

let partSource: PartSource | null = null;
const parts = new Map<string, unknown>();

/** Where this host's code parts come from (null: none; every program then carries its own). */
export function provideParts(s: PartSource | null): void {
  partSource = s;
  parts.clear();
}

/**
 * The code part `name` (its module's exports): `here` when the program's bundle carries it (the
 * Node hosts: it is there at once), else loaded once by the host, the machine holding meanwhile as
 * for an asset, so the program's virtual times are the same whether it came at once or not.
 * Throws naming it when it is neither here nor provided, or when its load fails.
 */
export function loadPart<T>(name: string, here: T | null): Blocking<T> {
  if (here !== null) return done(here);
  const known = parts.get(name);
  if (known !== undefined) return done(known as T);
  if (partSource === null) throw new Error(`loadPart: this host provides no code parts, and the program does not carry ${name}`);
  return holdFor(machine(), 'loadPart', name, partSource(name) as Promise<T>, (part) => parts.set(name, part));
}

function* holdFor<T>(m: Machine, call: string, name: string, pending: Promise<T>, keep: (value: T) => void): Blocking<T> {
  // The synchronous engine waits inside the machine, moving its clock: it cannot hold.
  if (!m.canHold) throw new Error(`${call}: ${name} is being fetched, and the synchronous engine cannot wait for it (a Node host reads its assets at once)`);
  let result: { value: T } | { error: unknown } | null = null;
  m.held = true;
  pending.then(
    (value) => { result = { value }; },
    (error: unknown) => { result = { error }; },
  ).finally(() => { m.held = false; });
  while (result === null) yield SUSPEND;
  const r = result as { value: T } | { error: unknown };
  if ('error' in r) throw new Error(`${call}: ${name} could not be loaded: ${r.error instanceof Error ? r.error.message : String(r.error)}`);
  keep(r.value);
  return r.value;
}
