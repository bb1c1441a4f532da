// What the build's esbuild plugins make of each ROM file (tools/c-functions.mjs: the C functions on
// the call stack; tools/sync-roms.mjs: the synchronous engine's build), kept on disk in
// <checkout>/.build/transforms/: one `npm test` bundles the ROMs up to five times (the test files,
// the CLI, the package's prepack, `npm start`, the browser suite's pages), and TypeScript's parse
// and transpile of the ROM files were ~5 s of CPU each time (loading TypeScript ~1.5 s more).
// An entry is used only when the file's path and text, the plugins' own code and TypeScript's
// version are all those it was made from; one entry a file and transform (a changed file replaces
// its entry), so the folder never grows past the ROMs' number.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

/** The code a transform's output depends on besides its input: the plugins' and this file's. */
const TOOLS = 'c-functions.mjs sync-roms.mjs transform-cache.mjs'.split(' ');

let toolsKey;
/** The plugins' code and TypeScript's version, hashed (once a process). */
function tools(checkout) {
  if (toolsKey === undefined) {
    const h = createHash('sha256');
    for (const f of TOOLS) h.update(readFileSync(join(checkout, 'tools', f)));
    h.update(createRequire(join(checkout, 'package.json'))('typescript/package.json').version);
    toolsKey = h.digest('hex');
  }
  return toolsKey;
}

const sha256 = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
};

/**
 * `transform(source, fileName)` for ROM file `fileName` (under <checkout>/roms/), from the cache
 * when it holds this very input. A transform that throws is not kept: it throws again next time.
 */
export function cachedTransform(name, source, fileName, transform) {
  const checkout = fileName.slice(0, fileName.lastIndexOf(`${sep}roms${sep}`));
  const key = sha256(tools(checkout), fileName, source);
  const file = join(checkout, '.build', 'transforms', name, `${sha256(fileName).slice(0, 32)}.json`);
  try {
    const hit = JSON.parse(readFileSync(file, 'utf8'));
    if (hit.key === key) return hit.output;
  } catch {
    // no entry yet (or one being replaced): transform
  }
  const output = transform(source, fileName);
  // Written beside and renamed into place: builds run side by side (the tests' processes).
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ key, output }));
  renameSync(tmp, file);
  return output;
}
