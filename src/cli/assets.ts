/**
 * The Node hosts' assets (runtime/assets.ts): the files under the package's roms/, read from disk
 * at once, so a program never waits for one and the synchronous engine can run it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { AssetSource } from '../../runtime/assets.ts';
import { packageRoot } from './study.ts';

/** Assets read from `root`/roms (default: the package's root, found on first use). */
export function diskAssets(root?: string): AssetSource {
  return (name) => {
    const path = join(root ?? packageRoot(), 'roms', name);
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(path);
    } catch (e) {
      throw new Error(`asset ${name}: cannot read ${path}: ${(e as Error).message}`);
    }
    return name.endsWith('.gz') ? new Uint8Array(gunzipSync(bytes)) : bytes;
  };
}
