// play.html's ROMs, one classic script each (dist/web/roms/<name>.js), fetched for the ROM the
// page is asked for (src/web/catalog.ts): the page carries the player but no ROM, so its size does
// not grow with every ROM added to roms/index.ts (docs/BENCH.md figure 9). index.html carries
// Tetris itself and fetches nothing.
//
// The library is split between the page and the chunks by module. A runtime module the page's own
// code contains is the page's: a chunk takes it from the page's copy, because the library keeps
// per-process state in module-level keys (runtime/process.ts processKey: a second copy would not
// share it), and its classes and symbols must be the page's. play.html puts exactly the names the
// chunks take from such modules on globalThis.mode12hPlay.lib (playLibPlugin). Every other library
// module a ROM calls (the BGI driver beyond what the player needs, file I/O, the mouse's…) is
// bundled into that ROM's chunk: the page loads one ROM, so it is still one copy, and each page
// then carries only the library its ROM uses. Classic scripts rather than ES module chunks: those
// would not load from file://.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

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

/**
 * The files ROMs load beside their code (runtime/assets.ts), by their paths under roms/: copied to
 * dist/web/roms/ as they are (already gzipped; the page unzips them), served and precached with
 * the chunks. Each has its own gzip budget (docs/BENCH.md figure 9; test/browser/home.test.ts).
 */
export const ROM_ASSETS = ['reversi/engine/pattern-weights-8bit.bin.gz'];

/**
 * The parts of a ROM's code loaded on first use (runtime/assets.ts loadPart), each a classic
 * script of its own, roms/<name>.js, which registers its entry module's exports with the page
 * (globalThis.mode12hPlay.registerPart). `here`: the ROM's module that hands the program the part
 * when its bundle carries it (the Node hosts); the ROM's chunk reads it as `export default null`,
 * so the part's code is in its script only. A part imports nothing from the library (its state
 * would be a second copy). Each part has its own gzip budget (test/browser/home.test.ts).
 */
export const ROM_PARTS = [{ name: 'reversi/engine', here: 'roms/reversi/engine-here.ts', entry: 'roms/reversi/engine/index.ts' }];

/** A ROM part's script or its source map, by its path in dist/web. */
export const ROM_PART = new RegExp(`^roms/(${ROM_PARTS.map((p) => p.name.replace(/[.]/g, '\\.')).join('|')})\\.js(\\.map)?$`);

/** The ROM parts' scripts, by their paths in dist/web (the service worker precaches them). */
export const romPartFiles = () => ROM_PARTS.map((p) => `roms/${p.name}.js`);

/** A ROM asset by its path in dist/web. */
export const ROM_ASSET = new RegExp(`^roms/(${ROM_ASSETS.map((a) => a.replace(/[.]/g, '\\.')).join('|')})$`);

/** Copies ROM_ASSETS from `root`/roms to `out`/roms; returns their paths in `out`. */
export function copyRomAssets(root, out) {
  return ROM_ASSETS.map((a) => {
    mkdirSync(dirname(join(out, 'roms', a)), { recursive: true });
    copyFileSync(join(root, 'roms', a), join(out, 'roms', a));
    return `roms/${a}`;
  });
}

/** The ROM chunks built in `out`, by their paths in it (the service worker precaches them). */
export function romChunkFiles(out) {
  const files = readdirSync(join(out, 'roms')).filter((f) => f.endsWith('.js')).map((f) => `roms/${f}`);
  if (files.length === 0) throw new Error(`build: no ROM chunk in ${join(out, 'roms')}`);
  return files;
}

/**
 * Marks the library's and the ROMs' modules free of side effects (they have none at their top level
 * but tables): a module none of whose exports a page uses is left out of it whole, e.g. the test
 * ROMs that src/web/catalog.ts imports for the tests' build only, with the library they reach.
 */
export function libraryTreeShaking(root) {
  return {
    name: 'library-tree-shaking',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const path = libraryFile(root, args);
        return path && { path, sideEffects: false };
      });
    },
  };
}

/** The file a relative import resolves to when it is the library's or a ROM's (runtime/, roms/); else undefined. */
function libraryFile(root, args) {
  if (args.namespace !== 'file') return undefined;
  const path = join(args.resolveDir, args.path);
  return ['runtime', 'roms'].some((d) => path.startsWith(join(root, d) + sep)) ? path : undefined;
}

/**
 * play.html's script (esbuild's output files, not written) and its ROM chunks, written into
 * `<out>/roms/`. `page`: the esbuild options of the page's own bundle (entry point, defines).
 * Which library modules are the page's depends on what it offers the chunks, which depends on
 * which modules are the page's: built until that holds still (two rounds for today's ROMs).
 */
export async function buildPlayPage(root, out, base, page) {
  const pageBuild = (lib) => build({ ...base, ...page, metafile: true, write: false, plugins: [...base.plugins, libraryTreeShaking(root), playLibPlugin(root, lib)] });
  let result = await pageBuild(new Map());
  const shared = runtimeModulesIn(root, result.metafile);
  for (let round = 1; ; round++) {
    const lib = await chunkImports(root, base, shared);
    result = await pageBuild(lib);
    const grown = [...runtimeModulesIn(root, result.metafile)].filter((m) => !shared.has(m));
    if (grown.length === 0) break;
    if (round === 8) throw new Error(`build: play.html's library does not settle (still growing: ${grown.join(', ')})`);
    for (const m of grown) shared.add(m);
  }
  const parts = ROM_PARTS.map((p) => ({ in: `rom-part:${p.name}`, out: p.name }));
  await build({ ...base, format: 'iife', plugins: [...base.plugins, chunkLibrary(root, shared, 'page')], entryPoints: [...chunkEntries(root), ...parts], outdir: join(out, 'roms') });
  copyRomAssets(root, out);
  return result.outputFiles;
}

/** The runtime modules (paths relative to `root`, '/'-separated) of which a build's output holds code. */
function runtimeModulesIn(root, metafile) {
  const modules = new Set();
  for (const o of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(o.inputs)) {
      const module = relative(root, resolve(input)).split(sep).join('/');
      if (bytesInOutput > 0 && module.startsWith('runtime/')) modules.add(module);
    }
  }
  return modules;
}

/** The chunks' entry points (chunkLibrary makes them), all in one build: the library they share is read once. */
const chunkEntries = (root) => romChunks(root).map((c) => ({ in: `rom-chunk:${c.name}`, out: c.name }));

/**
 * What the chunks take from the page: module → the names imported from it, sorted. Read from each
 * chunk bundled as an ES module with the page's modules left as imports: esbuild's tree shaking
 * then names exactly what is used, through the library's own modules and its headers' re-exports.
 */
async function chunkImports(root, base, shared) {
  /** @type {Map<string, Set<string>>} */
  const lib = new Map();
  const { outputFiles } = await build({ ...base, format: 'esm', sourcemap: false, write: false, plugins: [...base.plugins, chunkLibrary(root, shared, 'external')], entryPoints: chunkEntries(root), outdir: 'roms' });
  for (const { path, text } of outputFiles) {
    const c = { name: basename(path, '.js') };
    for (const m of text.matchAll(/\bimport\s*([^"';]*?)\s*from\s*"page-lib:([^"]+)"/g)) {
      const list = /^\{([^}]*)\}$/.exec(m[1]);
      if (!list) throw new Error(`build: roms/${c.name}: \`import ${m[1]} from ${m[2]}\`: a ROM chunk takes the page's modules by name only ({ … })`);
      const names = lib.get(m[2]) ?? new Set();
      for (const item of list[1].split(',').map((x) => x.trim()).filter(Boolean)) names.add(item.split(/\s+as\s+/)[0]);
      lib.set(m[2], names);
    }
  }
  return new Map([...lib].sort(([a], [b]) => (a < b ? -1 : 1)).map(([m, names]) => [m, [...names].sort()]));
}

/**
 * The chunks' entries (`rom-chunk:<name>`: the ROM, registered with the page that loads it) and
 * their view of the library: a module in `shared` (the page's) is read from the page, as an
 * import left in the bundle (`external`: to learn the names) or from globalThis.mode12hPlay.lib
 * (`page`: the chunk as shipped); any other is bundled into the chunk, and a header's
 * `export * from` is spelled out name by name, so that the names a chunk uses are known statically.
 */
function chunkLibrary(root, shared, how) {
  const runtime = join(root, 'runtime') + sep;
  return {
    name: 'chunk-library',
    setup(b) {
      b.onResolve({ filter: /^rom-chunk:/ }, (args) => ({ path: args.path.slice('rom-chunk:'.length), namespace: 'rom-chunk' }));
      b.onLoad({ filter: /.*/, namespace: 'rom-chunk' }, (args) => {
        const c = romChunks(root).find((r) => r.name === args.path);
        return { contents: `import { ${c.export} as rom } from ${JSON.stringify(c.entry)};\nglobalThis.mode12hPlay?.register(rom);\n`, resolveDir: root, loader: 'ts' };
      });
      // A part's entry registers its exports with the page; the ROM's module that would carry it is null.
      b.onResolve({ filter: /^rom-part:/ }, (args) => ({ path: args.path.slice('rom-part:'.length), namespace: 'rom-part' }));
      b.onLoad({ filter: /.*/, namespace: 'rom-part' }, (args) => {
        const p = ROM_PARTS.find((r) => r.name === args.path);
        return { contents: `import * as part from ${JSON.stringify(join(root, p.entry))};\nglobalThis.mode12hPlay?.registerPart(${JSON.stringify(p.name)}, part);\n`, resolveDir: root, loader: 'ts' };
      });
      b.onLoad({ filter: /.*/, namespace: 'rom-part-here' }, () => ({ contents: 'export default null;\n', loader: 'js' }));
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const path = libraryFile(root, args);
        if (!path) return undefined;
        const module = relative(root, path).split(sep).join('/');
        if (ROM_PARTS.some((p) => p.here === module)) return { path: module, namespace: 'rom-part-here' };
        if (module.startsWith('runtime/') && ROM_PARTS.some((p) => args.importer.startsWith(join(root, dirname(p.entry)) + sep))) {
          throw new Error(`build: ${relative(root, args.importer)} imports ${module}: a ROM part takes nothing from the library (tools/build-roms.mjs ROM_PARTS)`);
        }
        if (!shared.has(module)) return { path, sideEffects: false };
        return how === 'external' ? { path: `page-lib:${module}`, external: true } : { path: module, namespace: 'page-lib' };
      });
      b.onLoad({ filter: /.*/, namespace: 'page-lib' }, (args) => {
        const key = JSON.stringify(args.path);
        return { contents: `module.exports = globalThis.mode12hPlay?.lib[${key}] ?? (() => { throw new Error("ROM chunk: the page offers no " + ${key}); })();`, loader: 'js' };
      });
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!args.path.startsWith(runtime)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        const stars = [...text.matchAll(/^export \* from '([^']+)';$/gm)];
        if (stars.length === 0) return undefined;
        let contents = text;
        for (const [line, from] of stars) contents = contents.replace(line, `export { ${(await exportsOf(join(dirname(args.path), from))).join(', ')} } from '${from}';`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** The value names a module exports (its types are gone once compiled), by esbuild. */
async function exportsOf(file) {
  const { metafile } = await build({ entryPoints: [file], bundle: false, format: 'esm', metafile: true, write: false, outdir: 'out', logLevel: 'error' });
  const entry = Object.values(metafile.outputs).find((o) => o.entryPoint);
  if (/^export \* from/m.test(readFileSync(file, 'utf8'))) throw new Error(`build: ${file}: a header re-exports a header (export * from): spell its names out`);
  return entry.exports;
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
