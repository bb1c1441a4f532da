/**
 * Standard input redirected from a file, as DOS's `PROGRAM < FILE` starts a program: io.ts's
 * `redirectStdin` opens handle 0 on the file and names its place here. conio's keyboard reads,
 * which the player page bundles, ask this slot instead of io.h's handle table, so the player
 * (which never redirects) does not carry the table's code.
 */
import type { Machine } from '../machine.ts';
import { processKey } from '../process.ts';

/** Handle 0's place: the file's bytes and the position read() shares with DOS's one-byte reads. */
export interface StdinPlace {
  pos: number;
  orphan?: Uint8Array;
}

const STDIN_FILE = /* @__PURE__ */ processKey<{ place: StdinPlace | null }>('stdin redirected', () => ({ place: null }));

/** The redirected file's place, or null when standard input is the console. */
export function stdinPlace(m: Machine): StdinPlace | null {
  return m.process.local(STDIN_FILE).place;
}

export function setStdinPlace(m: Machine, place: StdinPlace): void {
  m.process.local(STDIN_FILE).place = place;
}

/** DOS's one-byte read of the redirected file: the byte, or −1 at its end. */
export function stdinFileByte(place: StdinPlace): number {
  const all = place.orphan ?? new Uint8Array(0);
  return place.pos < all.length ? all[place.pos++]! : -1;
}
