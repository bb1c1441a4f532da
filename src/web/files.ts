/**
 * files.js: the player's code for what it reads and writes as files — save states (saves/),
 * screenshots (PNG), recordings (replay text), the disk's zip export and import, and the
 * downloads — fetched on first use by src/web/on-use.ts. One chunk, so the pieces they share
 * (downloads, CRC-32, the replay writer) come once.
 */
import { encodeIndexedPng } from '../shared/png.ts';
import { asShown } from '../shared/shown.ts';
import { diskZip, zipDisk } from './disk-zip.ts';
import { download, fileStem } from './download.ts';
import type { FileTools } from './on-use.ts';
import { replayText } from './recording.ts';
import { startSaves } from './saves/main.ts';

const host = globalThis.mode12hSavesHost;
globalThis.mode12hFiles = {
  saves: host && startSaves(host),
  download,
  fileStem,
  // a screenshot as DOSBox's: a 640×200 mode's rows twice (shown.ts)
  encodeIndexedPng: (pixels, width, height, palette) => {
    const s = asShown(pixels, width, height);
    return encodeIndexedPng(s.pixels, s.width, s.height, palette);
  },
  diskZip,
  zipDisk,
  replayText,
} satisfies FileTools;
