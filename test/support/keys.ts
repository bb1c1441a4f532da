/** Keyboard helpers for tests that run small programs on a Machine. */
import * as assert from 'uvu/assert';
import type { Machine } from '../../runtime/machine.ts';
import { msToPit, PIT_HZ } from '../../runtime/hw/pit.ts';
import type { Blocking } from '../../runtime/process.ts';

/** Press and release a key (with modifiers held around it) at `atMs`. */
export function tap(m: Machine, key: string, atMs: number, mods: string[] = []): void {
  const t = msToPit(atMs);
  for (const k of mods) m.keyDown(k, t);
  m.keyDown(key, t);
  m.keyUp(key, t + 1);
  for (const k of mods) m.keyUp(k, t + 2);
}

/** Run `body` as a program to its end (within `limitSeconds` of virtual time); the keys were scheduled before. */
export function runToExit(m: Machine, body: () => Blocking, limitSeconds = 60): void {
  m.load({ name: 'test', title: 'test', start: body });
  m.runUntil(m.now + PIT_HZ * limitSeconds);
  if (m.crash) throw m.crash;
  assert.is(m.state, 'exited');
}
