// Builds c-player.js: the player (src/web/main.ts) with the C compiler (cc/), loaded by the player
// page only when it is asked to run a program from C source (src/web/c-program.ts). A bundle of
// its own, the whole player again, so the machine, the library and the compiled program share one
// copy of the runtime; the player's page payload stays without the compiler.
// tools/build.mjs calls buildCPlayer() from buildWeb(); tools/serve.mjs serves C_PLAYER_FILES.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Served beside the player; not part of its page payload (loaded only for a .C file). */
export const C_PLAYER_FILES = ['c-player.js'];

/**
 * The player's HTML with a head script that, for a program from C source (`?rom=c:NAME.C`, or
 * `c%3A` as URLSearchParams writes it), makes c-player.js the page's module script in place of
 * the player's own: it writes `<script type=module src=c-player.js>` where it stands, then an
 * open `<script type=text/plain>`, whose text the player's inline module (which follows it
 * directly) becomes, so the browser neither compiles nor runs it. The browser fetches and
 * compiles c-player.js off the main thread while the HTML is parsed and runs it once the parse
 * is done, where the player's script ran. Before, the player's 130 KB script was compiled and
 * its modules' top levels run only to hand over to c-player.js (src/web/c-program.ts
 * loadCPlayer, still there should the head script not run), which is the whole player again:
 * main-thread work a C program's first frame waited for (bench figure 5d). Any other page
 * writes nothing.
 */
export function withCPlayerStart(html) {
  const module = '<script type="module"';
  if (!html.includes(module)) throw new Error('build: a player page without its module script');
  // written by the parser where it stands, in the head: the shortest form (the player's payload, bench figure 5)
  const preload = `<script>/rom=c(:|%3a)/i.test(location.search)&&document.write('<script type=module src=${C_PLAYER_FILES[0]}><\\/script><script type=text/plain>')</script>`;
  return html.replace(module, () => `${preload}${module}`);
}

/**
 * Bundle c-player.js (and its map) into `out` with the player's options (`base`) and defines; its
 * modules' initializers are then compiled with the script (eagerInitializers).
 */
export async function buildCPlayer(root, out, base, define) {
  const result = await build({
    ...base,
    entryPoints: [{ in: join(root, 'src/web/main.ts'), out: 'c-player' }],
    define: { ...define, 'globalThis.MODE12H_C_PLAYER': 'true' },
    outdir: out,
    write: false,
  });
  const file = (ext) => result.outputFiles.find((f) => f.path.endsWith(`c-player${ext}`));
  const js = file('.js');
  const map = file('.js.map');
  const eager = eagerInitializers(js.text, JSON.parse(map.text));
  for (const f of result.outputFiles) writeFileSync(f.path, f === js ? eager.js : f === map ? JSON.stringify(eager.map) : f.contents);
}

/**
 * c-player.js imports the compiler dynamically, so esbuild wraps every module the two share in a
 * lazy initializer, `R(()=>{…module's top level…})`, which V8 only preparses as the script streams
 * in and compiles on the page's main thread when the initializer first runs: the player's
 * modules as c-player.js starts, the compiler's and the library's as the compile starts (171
 * bodies, among them the headers' texts and TLINK's tables). Written as a parenthesized
 * function expression, `R((function(){…}))`, each is compiled with the script on the streaming
 * thread (V8's heuristic for a function expression in parentheses: it is about to be called).
 * Bench figure 5d, 1 Dec: the functions compiled lazily on the main thread 697 → 526, their
 * compile ~8 ms of CPU less, c-player.js still evaluated no later. A body that reads `this` or
 * `arguments` at its own level is left an arrow (a function would read its own); none does. The
 * map's columns move with the text.
 */
export function eagerInitializers(js, map) {
  const ts = createRequire(import.meta.url)('typescript');
  const helper = /var ([\w$]+)=\([\w$]+,[\w$]+,[\w$]+\)=>\(\)=>\{if\([\w$]+\)throw [\w$]+\[0\]/.exec(js)?.[1];
  if (!helper) throw new Error("build: c-player.js has no lazy initializer helper (esbuild's output changed?)");
  const source = ts.createSourceFile('c-player.js', js, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  /** Reads `this` or `arguments` where an arrow and a function differ (not inside a function of its own). */
  const ownThis = (node) =>
    node.kind === ts.SyntaxKind.ThisKeyword ||
    (ts.isIdentifier(node) && node.text === 'arguments') ||
    (!ts.isFunctionDeclaration(node) && !ts.isFunctionExpression(node) && !ts.isClassLike(node) && !ts.isMethodDeclaration(node) && !!ts.forEachChild(node, ownThis));
  const edits = []; // [from, to, text], in the text's order
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === helper && node.arguments.length === 1) {
      const f = node.arguments[0];
      if (ts.isArrowFunction(f) && f.parameters.length === 0 && ts.isBlock(f.body) && !ts.forEachChild(f.body, ownThis)) {
        edits.push([f.getStart(source), f.body.getStart(source), '(function()'], [f.end, f.end, ')']);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (edits.length === 0) throw new Error('build: no lazy initializer in c-player.js');
  edits.sort((a, b) => a[0] - b[0]);
  let text = '';
  let at = 0;
  for (const [from, to, insert] of edits) {
    text += js.slice(at, from) + insert;
    at = to;
  }
  text += js.slice(at);
  return { js: text, map: { ...map, mappings: shiftedMappings(map.mappings, js, edits) } };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's mappings after `edits` ([from, to, text], ascending offsets into `js`): each generated column moved as its text moved. */
function shiftedMappings(mappings, js, edits) {
  const lineStarts = [0];
  for (let i = js.indexOf('\n'); i !== -1; i = js.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  /** The edits on each generated line, as columns. */
  const byLine = new Map();
  for (const [from, to, insert] of edits) {
    let line = lineStarts.length - 1;
    while (lineStarts[line] > from) line--;
    if (js.lastIndexOf('\n', to - 1) >= from) throw new Error('build: a lazy initializer edit spans lines');
    if (!byLine.has(line)) byLine.set(line, []);
    byLine.get(line).push([from - lineStarts[line], to - lineStarts[line], insert.length]);
  }
  /** A column after the line's edits: moved by what each edit before it added; inside a replaced span, the span's start. */
  const moved = (col, lineEdits) => {
    let shift = 0;
    for (const [from, to, length] of lineEdits) {
      if (col >= to) shift += length - (to - from);
      else if (col > from) return from + shift;
    }
    return col + shift;
  };
  return mappings
    .split(';')
    .map((line, i) => {
      const lineEdits = byLine.get(i);
      if (!lineEdits || line === '') return line;
      let col = 0;
      let newCol = 0;
      return line
        .split(',')
        .map((segment) => {
          const values = decodeVlq(segment);
          col += values[0];
          const target = moved(col, lineEdits);
          values[0] = target - newCol;
          newCol = target;
          return values.map(encodeVlq).join('');
        })
        .join(',');
    })
    .join(';');
}

function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = BASE64.indexOf(c);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = shift = 0;
    }
  }
  return values;
}

function encodeVlq(n) {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    out += BASE64[digit];
  } while (v > 0);
  return out;
}
