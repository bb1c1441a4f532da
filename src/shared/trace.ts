/**
 * The library's trace (machine.on('trace')) reports every call in C syntax. Hosts show the BGI
 * part — graphics.h, what draws — and leave the keyboard polling and delays out unless asked.
 */
import * as graphics from '../../runtime/tc/graphics.ts';

/** graphics.h functions by name. */
const BGI = new Set(Object.entries(graphics).filter(([, v]) => typeof v === 'function').map(([k]) => k));

/** Is this traced call, e.g. `floodfill(39,39,8)`, a graphics.h call? */
export function isBgiCall(call: string): boolean {
  return BGI.has(call.slice(0, call.indexOf('(')));
}
