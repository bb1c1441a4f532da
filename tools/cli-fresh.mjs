// Whether dist/cli.mjs is older than a source it is made of: the one rule by which the CLI is rebuilt
// in a checkout, both by bin/mode12h.mjs (before it runs the CLI) and by `tools/build.mjs --cli`
// (which the CLI's test files call first, a dozen times in a run: an unchanged tree is not bundled
// again). A stat of every file under the source folders, a few ms.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The folders the CLI bundle is made of (tools/: the build and its esbuild plugin). */
const SOURCES = ['src', 'cc', 'runtime', 'roms', 'tools'];

/** The newest modification time of the files under `dir`, recursively. */
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** True when `<root>/dist/cli.mjs` is missing or a source file is newer than it. */
export function cliIsStale(root) {
  const cli = join(root, 'dist', 'cli.mjs');
  const built = existsSync(cli) ? statSync(cli).mtimeMs : -1;
  return SOURCES.map((d) => join(root, d)).filter((d) => existsSync(d)).some((d) => newest(d) > built);
}
