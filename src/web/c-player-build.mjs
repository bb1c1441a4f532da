// Builds c-player.js: the player (src/web/main.ts) with the C compiler (cc/), loaded by the player
// page only when it is asked to run a program from C source (src/web/c-program.ts). A bundle of
// its own, the whole player again, so the machine, the library and the compiled program share one
// copy of the runtime; the player's page payload stays without the compiler.
// tools/build.mjs calls buildCPlayer() from buildWeb(); tools/serve.mjs serves C_PLAYER_FILES.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
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
  const helper = /var ([\w$]+)=\([\w$]+,[\w$]+,[\w$]+\)=>\(\)=>\{if\([\w$]+\)throw [\w$]+\[0\]/.exec(js)?.[1];
  if (!helper) throw new Error("build: c-player.js has no lazy initializer helper (esbuild's output changed?)");
  const edits = []; // [from, to, text], in the text's order
  for (const { arrow, body, end } of lazyInitializers(js, helper)) edits.push([arrow, body, '(function()'], [end, end, ')']);
  if (edits.length === 0) throw new Error('build: no lazy initializer in c-player.js');
  let text = '';
  let at = 0;
  for (const [from, to, insert] of edits) {
    text += js.slice(at, from) + insert;
    at = to;
  }
  text += js.slice(at);
  return { js: text, map: { ...map, mappings: shiftedMappings(map.mappings, js, edits) } };
}

/** Tokens after which a `/` begins a regular expression, not a division (the rest end a value). */
const BEFORE_REGEX = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'instanceof', 'yield', 'await']);
/** Keywords whose `(…)` a block follows: a `{` after their `)` opens no function. */
const BLOCK_HEADS = new Set(['if', 'for', 'while', 'switch', 'catch', 'with']);
const WORD = /#?[A-Za-z_$\\][\w$\\]*/y; // a private name's # too
const NUMBER = /(?:0[xXbBoO][\da-fA-F_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?)n?/y;
const STRING = /'(?:[^'\\\n]|\\[\s\S])*'|"(?:[^"\\\n]|\\[\s\S])*"/y;
const TEMPLATE_TEXT = /(?:[^`\\$]|\\[\s\S]|\$(?!\{))*/y;
const REGEX = /\/(?:[^/\\\[\n]|\\.|\[(?:[^\]\\\n]|\\.)*\])+\/[a-z]*/y;
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//y;
const PUNCTUATOR = /=>|\.\.\.|\?\.(?!\d)|[<>=!]=?=?|&&=?|\|\|=?|\?\?=?|\*\*=?|<<=?|>>>?=?|\+\+|--|[-+*/%&|^]=?|[~?:;,.]/y;

/**
 * Where `helper(()=>{…})`, esbuild's lazy module initializers, stand in minified `js`: the arrow's
 * start, its body's `{` and the offset after its `}`, those whose body reads `this` or `arguments`
 * at its own level left out. A scan of the tokens, not a parse (the typescript parser loaded and run
 * over the 700 kB bundle was ~3.5 s of CPU of each browser test run's page build): brackets,
 * strings, templates, comments and regular expressions told apart (a `/` after a value divides),
 * each `{` known as a function's or class's body or not (after the `)` of anything but if, for,
 * while, switch, catch or with; after `class …`). A scan that goes wrong stops the build.
 */
function lazyInitializers(js, helper) {
  const found = [];
  /** Open brackets: { ch, scope ('function', 'class' or ''), before (the token before a `(`), at (an initializer's arrow), own }. */
  const stack = [];
  let prev = ''; // the last token: a word, a punctuator, or 'value' (a number, string, regex, template); `)`, `]` and `}` end values too
  let prevWord = ''; // the token before the `(` of the last `)` closed: a `{` after it opens a function unless an if's, for's…
  let classAt = -1; // the stack depth of a `class` waiting for its body
  let i = 0;
  const match = (re) => {
    re.lastIndex = i;
    const m = re.exec(js);
    return m === null ? null : m[0];
  };
  const fail = (why) => new Error(`build: c-player.js could not be scanned at offset ${i} (${why})`);
  /** Scan template text from i (after a backquote or a `${…}`'s `}`): to its end, or into its next `${`. */
  const templateText = () => {
    i += match(TEMPLATE_TEXT).length;
    if (js[i] === '`') { i++; prev = 'value'; }
    else if (js.startsWith('${', i)) { stack.push({ ch: '${', scope: '' }); i += 2; prev = '('; }
    else throw fail('an unterminated template');
  };
  while (i < js.length) {
    const c = js[i];
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') { i++; continue; }
    if (c === '/' && (js[i + 1] === '/' || js[i + 1] === '*')) { i += match(COMMENT)?.length ?? js.length; continue; }
    if (c === '/' && (prev === '' || (prev !== 'value' && prev !== ')' && prev !== ']' && prev !== '}' && !(/^[\w$\\]/.test(prev) && !BEFORE_REGEX.has(prev))))) {
      const re = match(REGEX);
      if (re === null) throw fail('a regular expression');
      i += re.length;
      prev = 'value';
      continue;
    }
    if (c === '"' || c === "'") {
      const s = match(STRING);
      if (s === null) throw fail('a string');
      i += s.length;
      prev = 'value';
      continue;
    }
    if (c === '`') { i++; templateText(); continue; }
    const word = /[A-Za-z_$\\#]/.test(c) ? match(WORD) : null;
    if (word !== null) {
      if (word === 'this' || word === 'arguments') {
        for (let d = stack.length - 1; d >= 0 && !stack[d].scope; d--) if (stack[d].at !== undefined) stack[d].own = true;
      }
      if (word === 'class' && prev !== '.') classAt = stack.length;
      if (word === helper && prev !== '.' && js.startsWith('(()=>{', i + word.length)) {
        const arrow = i + word.length + 1;
        stack.push({ ch: '(', scope: '', before: word }, { ch: '{', scope: '', at: arrow, own: false });
        i = arrow + 5;
        prev = '{';
        continue;
      }
      i += word.length;
      prev = word;
      continue;
    }
    const number = /[\d.]/.test(c) ? match(NUMBER) : null;
    if (number) { i += number.length; prev = 'value'; continue; }
    if (c === '(' || c === '[') { stack.push({ ch: c, scope: '', before: prev }); i++; prev = c; continue; }
    if (c === '{') {
      let scope = '';
      if (classAt === stack.length) { scope = 'class'; classAt = -1; }
      else if (prev === ')' && !BLOCK_HEADS.has(prevWord)) scope = 'function';
      stack.push({ ch: '{', scope });
      i++;
      prev = '{';
      continue;
    }
    if (c === ')' || c === ']' || c === '}') {
      const open = stack.pop();
      if (open === undefined || open.ch !== { ')': '(', ']': '[', '}': '{' }[c] && !(c === '}' && open.ch === '${')) throw fail(`an unmatched ${c}`);
      i++;
      if (open.ch === '${') { templateText(); continue; }
      if (c === ')') prevWord = open.before;
      if (open.at !== undefined && !open.own && js[i] === ')') found.push({ arrow: open.at, body: open.at + 4, end: i });
      prev = c;
      continue;
    }
    const p = match(PUNCTUATOR);
    if (p === null) throw fail(`the character ${JSON.stringify(c)}`);
    i += p.length;
    prev = p;
  }
  if (stack.length > 0) throw fail(`${stack.length} brackets left open`);
  return found;
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
  return mappings
    .split(';')
    .map((line, i) => {
      const lineEdits = byLine.get(i);
      if (!lineEdits || line === '') return line;
      // A segment's generated column, its first field, is all that moves: the rest of its text
      // stays. The segments come in column order, so the edits behind the column are counted
      // once as it goes (from the line's start again should a column go back).
      let col = 0;
      let newCol = 0;
      let passed = 0; // the edits wholly before col
      let shift = 0; // what those added
      return line
        .split(',')
        .map((segment) => {
          const [delta, length] = firstVlq(segment);
          col += delta;
          if (passed > 0 && col < lineEdits[passed - 1][1]) passed = shift = 0;
          for (; passed < lineEdits.length && col >= lineEdits[passed][1]; passed++) shift += lineEdits[passed][2] - (lineEdits[passed][1] - lineEdits[passed][0]);
          // inside a replaced span: the span's start
          const target = passed < lineEdits.length && col > lineEdits[passed][0] ? lineEdits[passed][0] + shift : col + shift;
          const moved = encodeVlq(target - newCol) + segment.slice(length);
          newCol = target;
          return moved;
        })
        .join(',');
    })
    .join(';');
}

/** A segment's first value and the characters it takes. */
function firstVlq(segment) {
  let value = 0;
  let shift = 0;
  for (let k = 0; k < segment.length; k++) {
    const digit = BASE64.indexOf(segment[k]);
    value += (digit & 31) << shift;
    if (!(digit & 32)) return [value & 1 ? -(value >>> 1) : value >>> 1, k + 1];
    shift += 5;
  }
  throw new Error(`build: c-player.js.map has a segment cut short: ${segment}`);
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
