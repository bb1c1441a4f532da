// Builds the study page into the player's output folder: study.html, study.js, study.css.
// tools/build.mjs calls buildStudy() from buildWeb(); tools/serve.mjs serves STUDY_FILES.
// The port's sources reach the page as text through a build-time module (virtual:port-sources),
// so the page never fetches them — nor anything else.
import { build } from 'esbuild';
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The files of the study page, as served. */
export const STUDY_FILES = ['study.html', 'study.js', 'study.css'];

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

/** Bundle the study page into `out` with the player's bundling options (`base`, tools/build.mjs). */
export async function buildStudy(root, out, base) {
  const src = join(root, 'src', 'study', 'page');
  await build({
    ...base,
    entryPoints: [{ in: join(src, 'main.ts'), out: 'study' }, { in: join(src, 'study.css'), out: 'study' }],
    outdir: out,
    plugins: [portSourcesPlugin(root)],
  });
  copyFileSync(join(src, 'study.html'), join(out, 'study.html'));
}
