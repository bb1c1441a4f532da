// Builds the study page into the player's output folder: study.html, with its script and style
// inlined as the player's are (so it also works opened from disk, file://, where a browser refuses
// module scripts fetched from files), and their source maps.
// tools/build.mjs calls buildStudy() from buildWeb(); tools/serve.mjs serves STUDY_FILES.
// The port's sources reach the page as text through a build-time module (virtual:port-sources),
// so the page never fetches them — nor anything else.
import { build } from 'esbuild';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The files of the study page, as served. */
export const STUDY_FILES = ['study.html'];

/** roms/tetris/*.ts as { path, text }, in name order (as src/cli/study.ts reads them). */
function portFiles(root) {
  const dir = join(root, 'roms', 'tetris');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort()
    .map((f) => ({ path: `roms/tetris/${f}`, abs: join(dir, f), text: readFileSync(join(dir, f), 'utf8') }));
}

function portSourcesPlugin(root) {
  return {
    name: 'port-sources',
    setup(b) {
      b.onResolve({ filter: /^virtual:port-sources$/ }, () => ({ path: 'port-sources', namespace: 'port-sources' }));
      b.onLoad({ filter: /.*/, namespace: 'port-sources' }, () => {
        const files = portFiles(root);
        return {
          contents: `export const PORT_FILES = ${JSON.stringify(files.map(({ path, text }) => ({ path, text })))};`,
          loader: 'js',
          watchFiles: files.map((f) => f.abs),
        };
      });
    },
  };
}

/**
 * Bundle the study page into `out` with the player's bundling options (`base`) and inline its
 * script and style into study.html with the player's `inline` (tools/build.mjs inlinePage).
 */
export async function buildStudy(root, out, base, inline) {
  const src = join(root, 'src', 'study', 'page');
  const { outputFiles } = await build({
    ...base,
    entryPoints: [{ in: join(src, 'main.ts'), out: 'study' }, { in: join(src, 'study.css'), out: 'study' }],
    outdir: out,
    plugins: [...base.plugins, portSourcesPlugin(root)],
    write: false,
  });
  const output = (name) => {
    const f = outputFiles.find((o) => o.path === join(out, name));
    if (!f) throw new Error(`build: esbuild wrote no ${name}`);
    return f.text;
  };
  for (const name of ['study.js.map', 'study.css.map']) writeFileSync(join(out, name), output(name));
  writeFileSync(join(out, 'study.html'), inline(readFileSync(join(src, 'study.html'), 'utf8'), output('study.js'), output('study.css'), 'study'));
}
