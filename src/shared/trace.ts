/**
 * The library's trace (machine.on('trace')) reports every call in C syntax. Hosts show the BGI
 * part — graphics.h, what draws — and leave the keyboard polling and delays out unless asked.
 *
 * A trace file (`mode12h run --trace`) is a C statement per line, each after a comment with the
 * virtual time of the call, and the replay's shots marked by comment lines of their own:
 *
 *     /* @1234 ms *\/ floodfill(39,39,8);
 *     /* @1300 ms shot after-p *\/
 *
 * The calls are valid C (graphics.h names a pointer argument and shows what it points to in a
 * comment: `fillpoly(3,polypoints /* {0,0,10,10,20,0} *\/)`; test/unit/graphics-args.test.ts).
 */
import * as graphics from '../../runtime/tc/graphics.ts';

/** graphics.h functions by name. */
const BGI = new Set(Object.entries(graphics).filter(([, v]) => typeof v === 'function').map(([k]) => k));

/** Is this traced call, e.g. `floodfill(39,39,8)`, a graphics.h call? */
export function isBgiCall(call: string): boolean {
  return BGI.has(call.slice(0, call.indexOf('(')));
}

/** A call at virtual time `ms` as a trace file line: `/* @1234 ms *\/ floodfill(39,39,8);`. */
export function traceLine(ms: number, call: string): string {
  return `/* @${Math.floor(ms)} ms */ ${call};`;
}

/**
 * A frame taken at `ms` as a trace file line: `/* @1300 ms shot after-p *\/`; a periodic frame
 * (`--every`) is `/* @1500 ms frame t0001500 *\/`. Frame names cannot close the comment (replay
 * names are letters, digits, `_ . -`).
 */
export function frameLine(ms: number, name: string, periodic: boolean): string {
  return `/* @${Math.floor(ms)} ms ${periodic ? 'frame' : 'shot'} ${name} */`;
}
