/**
 * What the browser tests (test/browser/) read of the player: window.mode12h, installed only when
 * the page is opened with ?test (options.ts). With test=step, `advance` is the only clock.
 */
import { driveOf } from '../../runtime/dos/drive.ts';
import { $ } from './page.ts';
import type { Player } from './player.ts';

export function testHook(p: Player): object {
  return {
    advance(ms: number) { p.advance(ms); },
    nowMs() { return p.session.nowMs; },
    state() { return p.session.machine.state; },
    pauses() { return [...p.pauses]; },
    cycles() { return p.cycles; }, // the machine takes a change at its next whole ms (session.ts)
    powerOns() { return p.powerOns; },
    log() { return p.session.log.slice(); },
    power() { return { ...p.session.power, rom: p.session.power.rom.name }; },
    palette() { return Array.from(p.session.machine.vga.palette); },
    disk() { return driveOf(p.session.machine).entries().map((f) => [f.name, String.fromCharCode(...f.bytes)]); },
    diskNote() { return $('disk-note').textContent; },
    diskSaved() { return p.options.disk.then((d) => d.saved()); }, // (after the disk was read: before, nothing is kept yet)
    /** Resolves once the stored disk was read and the program restarted on it if it had to. */
    diskLoaded() { return p.options.disk.then(() => undefined); },
    fit() { return { ...p.screen.fitted }; },
    audio() {
      const a = p.audio;
      return { state: a.state, ...a.report, rate: a.rate, error: p.audioError };
    },
  };
}
