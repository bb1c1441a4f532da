// play.html's ROMs, one classic script each (dist/web/roms/<name>.js), fetched for the ROM the
// page is asked for (src/web/catalog.ts): the page carries the player and the library the ROMs
// call, but no ROM, so its size does not grow with every ROM added to roms/index.ts (docs/BENCH.md
// figure 9). index.html carries Tetris itself and fetches nothing.
//
// A ROM chunk carries no copy of the runtime: the library keeps per-process state in module-level
// keys (runtime/process.ts processKey), so a second copy would not share it. Every import of
// runtime/** in a chunk is read from the page's own modules, which play.html puts on
// globalThis.mode12hPlay.lib (playLibPlugin: exactly the names the chunks import, so the page
// carries only library functions some ROM calls). Classic scripts rather than ES module chunks: those would not load from file://.
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { announceCFunctions, isRomSource } from './c-functions.mjs';

/**
 * The chunked ROMs of roms/index.ts: { name, export, entry }. Read from its imports
 * (`import { x } from './x/index.ts'`), which name each ROM by its directory.
 */
export function romChunks(root) {
  const index = join(root, 'roms/index.ts');
  const chunks = [...readFileSync(index, 'utf8').matchAll(/^import \{ (\w+) \} from '\.\/([\w-]+)\/index\.ts';$/gm)]
    .map(([, exported, dir]) => ({ name: dir, export: exported, entry: join(root, 'roms', dir, 'index.ts') }));
  if (chunks.length === 0) throw new Error(`build: ${index} imports no ROM from ./<name>/index.ts`);
  return chunks;
}

/** A ROM chunk or its source map, by its path in dist/web (served beside play.html: tools/serve.mjs). */
export const ROM_CHUNK = /^roms\/[\w-]+\.js(\.map)?$/;

/** The ROM chunks built in `out`, by their paths in it (the service worker precaches them). */
export function romChunkFiles(out) {
  const files = readdirSync(join(out, 'roms')).filter((f) => f.endsWith('.js')).map((f) => `roms/${f}`);
  if (files.length === 0) throw new Error(`build: no ROM chunk in ${join(out, 'roms')}`);
  return files;
}

/**
 * Bundle every ROM chunk into `<out>/roms/`. Returns what they import from the runtime: module
 * path (relative to `root`, '/'-separated) → the names imported. The page offers exactly these, so
 * play.html carries only the library functions some ROM calls.
 */
export async function buildRomChunks(root, out, base) {
  const runtime = join(root, 'runtime') + sep;
  /** @type {Map<string, Set<string>>} */
  const lib = new Map();
  const fromPage = {
    name: 'runtime-from-page',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.namespace !== 'file') return undefined;
        const path = join(args.resolveDir, args.path);
        if (!path.startsWith(runtime)) return undefined;
        const module = relative(root, path).split(sep).join('/');
        const names = lib.get(module) ?? new Set();
        for (const name of importedNames(args.importer, args.path)) names.add(name);
        lib.set(module, names);
        return { path: module, namespace: 'page-lib' };
      });
      b.onLoad({ filter: /.*/, namespace: 'page-lib' }, (args) => {
        const key = JSON.stringify(args.path);
        return { contents: `module.exports = globalThis.mode12hPlay?.lib[${key}] ?? (() => { throw new Error("ROM chunk: the page offers no " + ${key}); })();`, loader: 'js' };
      });
    },
  };
  for (const c of romChunks(root)) {
    await build({
      ...base,
      format: 'iife',
      plugins: [...base.plugins, fromPage],
      stdin: {
        contents: `import { ${c.export} as rom } from ${JSON.stringify(c.entry)};\nglobalThis.mode12hPlay?.register(rom);\n`,
        resolveDir: root,
        sourcefile: `roms/${c.name}.chunk.ts`,
        loader: 'ts',
      },
      outfile: join(out, 'roms', `${c.name}.js`),
    });
  }
  return new Map([...lib].sort(([a], [b]) => (a < b ? -1 : 1)).map(([m, names]) => [m, [...names].sort()]));
}

/**
 * The value names `file` imports from `specifier` (`import { a, b as c, type T } from '…'` → a, b).
 * A chunk must name what it takes from the runtime: a namespace or default import is refused.
 */
function importedNames(file, specifier) {
  const source = readFileSync(file, 'utf8');
  const text = isRomSource(file) ? announceCFunctions(source, file) : source; // as the chunk's build loads it
  const names = [];
  let found = false;
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)';/gms)) {
    if (m[4] !== specifier || m[2]) continue;
    found = true;
    const list = /^\{([^}]*)\}$/.exec(m[3].trim());
    if (!list) throw new Error(`build: ${file}: \`${m[0].split('\n')[0]}\`: a ROM chunk imports the runtime by name only ({ … }), from the page's copy`);
    for (const item of list[1].split(',').map((x) => x.trim()).filter(Boolean)) {
      if (!item.startsWith('type ')) names.push(item.split(/\s+as\s+/)[0]);
    }
  }
  if (!found) throw new Error(`build: ${file}: no import statement of '${specifier}' found to read its names`);
  return names;
}

/**
 * An esbuild plugin for play.html's bundle: src/web/play-lib.ts (imported by src/web/play.ts
 * before the player) becomes the module that puts the runtime modules the ROM chunks import on
 * globalThis.mode12hPlay.lib, with the names of the ROMs the page can fetch, before main.ts runs.
 */
export function playLibPlugin(root, lib) {
  const file = join(root, 'src/web/play-lib.ts');
  const names = romChunks(root).map((c) => c.name);
  const modules = [...lib];
  return {
    name: 'play-lib',
    setup(b) {
      b.onLoad({ filter: /play-lib\.ts$/ }, (args) => {
        if (args.path !== file) return undefined;
        const contents = [
          ...modules.map(([p, used], i) => `import { ${used.map((n) => `${n} as m${i}_${n}`).join(', ')} } from ${JSON.stringify(join(root, p))};`),
          `import { offerRomChunks } from ${JSON.stringify(join(root, 'src/web/catalog.ts'))};`,
          `offerRomChunks(${JSON.stringify(names)}, { ${modules.map(([p, used], i) => `${JSON.stringify(p)}: { ${used.map((n) => `${n}: m${i}_${n}`).join(', ')} }`).join(', ')} });`,
        ].join('\n');
        return { contents, loader: 'ts', resolveDir: root };
      });
    },
  };
}
