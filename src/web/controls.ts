/**
 * The panel's controls wired to the player: pause, restart, speed, screenshot, record, fullscreen,
 * the disk's export and import, the sound (started by the page's first gesture), the variant.
 * After a click the focus goes back to the screen, so the game's keys keep working.
 */
import { mayRestart } from './confirm.ts';
import { exportDisk, importDisk, screenshot, startRecording, stopRecording } from './file-actions.ts';
import { $, type PlayerElements } from './page.ts';
import type { Player } from './player.ts';
import { stepCycles } from './speed.ts';

export function wireControls(player: Player, el: PlayerElements): void {
  const { audio } = player;
  const click = (id: string, fn: () => void): void => {
    $(id).addEventListener('click', () => {
      fn();
      if (!document.fullscreenElement || id !== 'fullscreen') el.surface.focus();
    });
  };
  click('pause', () => player.setPause('user', !player.pauses.has('user')));
  click('restart', () => player.powerOn());
  click('again', () => player.powerOn());
  click('slower', () => player.setCycles(stepCycles(player.cycles, -1)));
  click('faster', () => player.setCycles(stepCycles(player.cycles, +1)));
  click('shot', () => screenshot(player));
  click('record', () => (player.recording ? stopRecording(player) : void startRecording(player, el.surface)));
  click('fullscreen', () => player.fullscreen.toggle());
  click('export', () => exportDisk(player));
  click('import', () => $('zip').click());
  $<HTMLInputElement>('zip').addEventListener('change', (e) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void importDisk(player, file);
  });

  // Sound may start only from a user gesture (autoplay rules): the first one anywhere on the page.
  const startAudio = (): void => {
    audio.start().then(
      () => player.wake(), // the next frame lets the sound run (audio.run)
      (err: unknown) => (player.audioError = err instanceof Error ? err.message : String(err)),
    );
  };
  for (const type of ['pointerdown', 'keydown'] as const) document.addEventListener(type, startAudio, { capture: true, once: true });
  const showSound = (): void => {
    el.mute.setAttribute('aria-pressed', String(audio.muted));
    el.mute.textContent = audio.muted ? 'Sound off' : 'Sound on';
    el.volume.value = String(Math.round(audio.volume * 100));
  };
  click('mute', () => {
    audio.setVolume(audio.volume, !audio.muted);
    showSound();
  });
  el.volume.addEventListener('input', () => {
    audio.setVolume(Number(el.volume.value) / 100, false);
    showSound();
  });
  showSound();

  const variants = player.rom.variants ?? [];
  for (const v of variants) el.variant.append(new Option(v, v, false, v === player.variant));
  el.variant.disabled = variants.length < 2;
  (el.variant.closest('label') ?? el.variant).hidden = variants.length < 2; // no menu of one choice, or none
  el.variant.addEventListener('change', async () => {
    if (await mayRestart(player.session, `Switch to the ${el.variant.value} variant?`, el.surface)) {
      player.variant = el.variant.value;
      player.recording = false;
      player.powerOn();
    } else {
      el.variant.value = player.variant ?? '';
    }
    el.surface.focus();
  });
}
