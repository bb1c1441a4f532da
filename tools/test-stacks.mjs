// The places a test's output names in the run's bundles (a stack's `at … (file:///…/.build/test/
// run-N/chunks/x.mjs?of=unit/keyboard:12:34)`, the head of an uncaught error's source line), put
// back as the TypeScript file and line they came from, through each bundle's linked source map
// (x.mjs.map beside it). tools/test.mjs does this to a file's output as the file ends, while the
// bundles are still there: the test processes themselves run without Node's --enable-source-maps,
// which decoded and parsed the maps of every module each of them loaded.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';

/**
 * `text` with every place in a file under `bundles` (a path or a file: URL, with or without a
 * query, `:line` or `:line:column`) replaced by the source's path relative to `root` and its line
 * and column; a place no map covers stays as it was.
 */
export function mapStacks(text, bundles, root) {
  if (!text.includes(bundles)) return text;
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const map = `${file}.map`;
      maps.set(file, existsSync(map) ? new SourceMap(JSON.parse(readFileSync(map, 'utf8'))) : null);
    }
    return maps.get(file);
  };
  const escaped = bundles.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const place = new RegExp(`(?:file://)?(${escaped}/[^\\s():?]+\\.mjs)(?:\\?[^\\s():]*)?:(\\d+)(?::(\\d+))?`, 'g');
  return text.replace(place, (whole, file, line, column) => {
    const entry = mapOf(file)?.findEntry(Number(line) - 1, column === undefined ? 0 : Number(column) - 1);
    if (!entry?.originalSource) return whole;
    const source = entry.originalSource.startsWith('file:') ? new URL(entry.originalSource).pathname : resolve(dirname(file), entry.originalSource);
    return `${relative(root, source)}:${entry.originalLine + 1}${column === undefined ? '' : `:${entry.originalColumn + 1}`}`;
  });
}
