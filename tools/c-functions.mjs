// esbuild plugin: every C function of a port announces itself on the machine's call stack
// (runtime/calls.ts), which the crash report and the study view's live stack read. A port marks
// its C functions with a `/** @c <prototype> */` tag (docs/WRITING-A-PROGRAM.md); here each tagged
// function's body is put inside
//
//   const $c = $calls(), $d = $c.enter("Name"); try { …body… } catch ($e) { $c.threw($e); throw $e; } finally { $c.depth = $d; }
//
// with "Name" the C name of the tag's prototype. The words go on the body's first and last lines
// and the import on the file's first line, so every line of the port keeps its number (a crash's
// file:line, the source map). A tag that names no function, or stands above nothing that has a
// body, stops the build naming file:line: the tags are the list of the port's C functions.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { cachedTransform } from './transform-cache.mjs';

/**
 * TypeScript's compiler API, loaded on first use: loading it costs ~1.5 s of CPU, which a tool that
 * imports the build only for its lists (tools/serve.mjs refusing a bad port) should not pay.
 */
export const typescript = () => createRequire(import.meta.url)('typescript');
/** The compiler API once cFunctionsOf has loaded it (the helpers below run only under it). */
let ts;

const root = resolve(import.meta.dirname, '..');
const romsDir = join(root, 'roms');

/** True for a port's source file (a file under roms/). */
export function isRomSource(path) {
  return path.startsWith(romsDir + sep) && path.endsWith('.ts');
}

/** The import path, from ROM file `fileName`, of `module` (relative to the checkout the ROM is in: roms/ and runtime/ are siblings). */
export function runtimeImport(fileName, module) {
  const at = fileName.lastIndexOf(`${sep}roms${sep}`);
  if (at < 0) throw new Error(`${fileName}: not a file under roms/`);
  const path = relative(dirname(fileName), join(fileName.slice(0, at), module)).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

const TAG = /(?:^|\s)@c\s+([^\n]*)/;

/** The prototype in the last `/** … *\/` comment right above `node` when it has a `@c` tag, else null. */
function cTag(source, node) {
  const ranges = ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [];
  const docs = ranges.map((r) => source.slice(r.pos, r.end)).filter((c) => c.startsWith('/**'));
  const doc = docs[docs.length - 1];
  if (doc === undefined) return null;
  const body = doc.replace(/^\/\*\*|\*\/$/g, '').split('\n').map((l) => l.replace(/^\s*\*(?!\/)\s?/, '')).join('\n');
  return TAG.exec(body)?.[1].trim() ?? null;
}

const isFunction = (n) => ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isGetAccessorDeclaration(n) || ts.isSetAccessorDeclaration(n);

/** The function a tag stands for: the tagged declaration itself, or the first function in its initializer. */
function taggedFunction(node) {
  if (isFunction(node)) return node;
  let found = null;
  const look = (n) => {
    if (found) return;
    if (isFunction(n)) found = n;
    else ts.forEachChild(n, look);
  };
  ts.forEachChild(node, look);
  return found;
}

/**
 * The C functions `source` (a ROM file) tags, with where each body opens and closes; throws naming
 * file:line for a tag it cannot tie to a function with a body.
 */
export function cFunctionsOf(source, fileName) {
  ts ??= typescript();
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found = [];
  const problems = [];
  const where = (n) => `${fileName}:${file.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const visit = (node) => {
    const canCarry = isFunction(node) || ts.isVariableStatement(node) || ts.isPropertyDeclaration(node);
    const proto = canCarry ? cTag(source, node) : null;
    if (proto !== null) {
      const name = /([A-Za-z_]\w*)\s*\(/.exec(proto)?.[1];
      const fn = taggedFunction(node);
      if (!name) problems.push(`${where(node)}: the @c tag "${proto}" names no C function`);
      else if (!fn || !fn.body || !ts.isBlock(fn.body)) problems.push(`${where(node)}: the @c tag of ${name} stands above no function with a body`);
      else found.push({ name, open: fn.body.getStart(), close: fn.body.end - 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return found;
}

/** A ROM file's source with its tagged functions on the call stack (see the header); unchanged when it tags none. */
export function announceCFunctions(source, fileName) {
  const fns = cFunctionsOf(source, fileName);
  if (fns.length === 0) return source;
  const edits = fns.flatMap(({ name, open, close }) => [
    { at: open + 1, text: ` const $c = $calls(), $d = $c.enter(${JSON.stringify(name)}); try {` },
    { at: close, text: ` } catch ($e) { $c.threw($e); throw $e; } finally { $c.depth = $d; } ` },
  ]);
  edits.sort((a, b) => b.at - a.at);
  let out = source;
  for (const e of edits) out = out.slice(0, e.at) + e.text + out.slice(e.at);
  // quoted as the ports quote (tools/build-roms.mjs reads a chunk's imports of the runtime)
  return `import { callStack as $calls } from '${runtimeImport(fileName, 'runtime/machine.ts')}'; ${out}`;
}

/** The esbuild plugin (see the header): ROM files as they load. */
export function cFunctions() {
  return {
    name: 'c-functions',
    setup(build) {
      build.onLoad({ filter: /[\\/]roms[\\/].*\.ts$/, namespace: 'file' }, async (args) => {
        if (!isRomSource(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        try {
          const contents = cachedTransform('c-functions', source, args.path, announceCFunctions);
          // a file without C functions is left to esbuild and the other plugins (roms/sync.ts: tools/sync-roms.mjs)
          return contents === source ? undefined : { contents, loader: 'ts' };
        } catch (e) {
          return { errors: [{ text: e.message }] };
        }
      });
    },
  };
}
