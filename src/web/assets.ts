/**
 * play.html's assets (runtime/assets.ts): the files beside its ROM chunks (roms/<name>, copied
 * there by the build: tools/build-roms.mjs ROM_ASSETS), fetched when a program first asks (Reversi's
 * evaluation weights, when the computer first thinks at a level that uses them), and the parts of
 * ROMs' code loaded on first use (roms/<name>.js: ROM_PARTS; Reversi's engine, when the computer
 * first thinks). A name ending in
 * .gz is unzipped by the browser's DecompressionStream. While one loads, the machine holds and the
 * session's clock stands still (src/web/session.ts runTo), so the game is the same however long
 * the fetch takes.
 */
import { provideAssets, provideParts } from '../../runtime/assets.ts';
import { loadRomPart } from './catalog.ts';

async function fetchAsset(name: string): Promise<Uint8Array> {
  const res = await fetch(`roms/${name}`);
  if (!res.ok || res.body === null) throw new Error(`roms/${name}: HTTP ${res.status}`);
  const body = name.endsWith('.gz') ? res.body.pipeThrough(new DecompressionStream('gzip')) : res.body;
  return new Uint8Array(await new Response(body).arrayBuffer());
}

provideAssets(fetchAsset);
provideParts(loadRomPart);
