/**
 * What the player's buttons make into files or take from them: the screenshot (a PNG), the
 * recording (a replay file, from power-on), the C: drive exported as a zip and imported from one.
 * The code that writes and reads those files is in files.js, fetched on first use (on-use.ts); a
 * failure is said in the disk note beside the controls.
 */
import { driveOf } from '../../runtime/dos/drive.ts';
import { mayRestart } from './confirm.ts';
import { filesNow, loadFileTools, withFileTools } from './on-use.ts';
import { diskNote } from './page.ts';
import type { Player } from './player.ts';
import { REPLAY_EXTENSION } from './recording.ts';

/** The frame on the screen now, saved as a PNG once files.js is there. */
export function screenshot(player: Player): void {
  const { vga } = player.session.machine;
  const [pixels, palette, { width, height }, at] = [vga.visual.slice(), vga.palette.slice(), vga, new Date()];
  withFileTools('Screenshot failed', diskNote, (t) => {
    t.download(`${t.fileStem(player.rom.name, at)}.png`, t.encodeIndexedPng(pixels, width, height, palette), 'image/png');
  });
}

/** Recording starts at power-on, so the replay holds everything that led to each frame. */
export async function startRecording(player: Player, screen: HTMLElement): Promise<void> {
  if (!(await mayRestart(player.session, 'Record from power-on?', screen))) return;
  player.powerOn();
  player.recording = true;
  player.render();
}

/** Stop recording: the replay, up to the frame on the screen now, downloaded once files.js is there. */
export function stopRecording(player: Player): void {
  const { session } = player;
  // End on a whole millisecond, so the replay's end is exactly the frame on the screen now.
  const endMs = Math.ceil(session.nowMs);
  session.runTo(endMs);
  player.screen.present();
  player.recording = false;
  const [power, log, at] = [session.power, session.log.slice(), new Date()];
  withFileTools('Recording not saved', diskNote, (t) => {
    t.download(`${t.fileStem(player.rom.name, at)}.${REPLAY_EXTENSION}`, t.replayText(power, log, endMs, `recorded in the browser player, ${at.toISOString()}`), 'text/plain');
  });
  player.render();
}

/** The C: drive as it is now, downloaded as a zip once files.js is there. */
export function exportDisk(player: Player): void {
  const [files, at] = [filesNow(driveOf(player.session.machine).entries()), new Date()];
  withFileTools('Export failed', diskNote, (t) => t.download(`${t.fileStem(player.rom.name, at)}-disk.zip`, t.diskZip(files), 'application/zip'));
}

/** The zip's files and folders become the C: drive (all or nothing), and the machine starts afresh on it. */
export async function importDisk(player: Player, file: Blob): Promise<void> {
  try {
    await (await player.options.disk).replaceAll(await (await loadFileTools()).zipDisk(new Uint8Array(await file.arrayBuffer())));
    player.powerOn();
  } catch (err) {
    diskNote(`Import failed, the disk is unchanged: ${err instanceof Error ? err.message : String(err)}`);
  }
}
