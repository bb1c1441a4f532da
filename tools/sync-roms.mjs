// esbuild plugin: compiles the ROMs a second time for the machine's synchronous engine
// (Machine.loadSync/runSync). A port writes each blocking C call as `yield* call(…)` inside
// `function*`s — the coroutine form the browser needs to hand control back to its event loop.
// A headless run has no event loop to return to, so here every `function*` of a ROM becomes a plain
// function and every `yield* e` becomes `drive(e)` (runtime/sync.ts), which blocks inside the
// machine. TETRIS.C's main loop then makes no generator per keyboard poll.
//
// `roms/sync.ts` is a stub exporting `SYNC_ROMS = null`; under this plugin it re-exports the ROM
// list compiled this way. The compiled files live in the `sync-rom` namespace, so their imports of
// runtime/ resolve to the same modules as everyone else's (one machine, one `current`).
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { announceCFunctions, isRomSource as isPortFile, runtimeImport, typescript } from './c-functions.mjs';
import { cachedTransform } from './transform-cache.mjs';

/** The compiler API once compileForSync has loaded it (tools/c-functions.mjs typescript). */
let ts;

const root = resolve(import.meta.dirname, '..');
const romsDir = join(root, 'roms');
const stub = join(romsDir, 'sync.ts');
const NS = 'sync-rom';
/** The name `drive` is imported under in a compiled ROM file (no port uses `$`). */
const DRIVE = '$drive';

/** True for a ROM source file (compiled for the synchronous engine); roms/sync.ts is the stub. */
function isRomSource(path) {
  return isPortFile(path) && path !== stub;
}

/**
 * Names of the generator functions a file declares that name nothing else in it: a call of one,
 * compiled, returns its value directly (the C function's return value), so `yield*` of it needs
 * no `drive`. A name declared twice anywhere in the file (a shadowing variable, a parameter) is
 * left out rather than resolved by scope.
 */
function ownGenerators(file) {
  const declared = new Map(); // name → declarations of it
  const generators = new Set();
  const visit = (node) => {
    const name = node.name && ts.isIdentifier(node.name) ? node.name.text : null;
    if (name !== null && (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isClassDeclaration(node) || ts.isImportSpecifier(node) || ts.isFunctionExpression(node) || ts.isBindingElement(node))) {
      declared.set(name, (declared.get(name) ?? 0) + 1);
      if (ts.isFunctionDeclaration(node) && node.asteriskToken) generators.add(name);
    }
    if (ts.isImportClause(node) && node.name) declared.set(node.name.text, (declared.get(node.name.text) ?? 0) + 1);
    if (ts.isNamespaceImport(node)) declared.set(node.name.text, (declared.get(node.name.text) ?? 0) + 1);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return new Set([...generators].filter((name) => declared.get(name) === 1));
}

/**
 * A ROM file's source → JavaScript for the synchronous engine, with an inline source map back to
 * the .ts (so a crash's file:line is the port's), its C functions on the call stack as in the
 * coroutine build (tools/c-functions.mjs). A bare `yield` is refused: ports only `yield*`.
 * `yield* f(…)` of the file's own generator function f becomes just `f(…)` (see ownGenerators):
 * TETRIS.C's main loop calls GetKeyCode on every pass.
 */
export function compileForSync(source, fileName) {
  ts ??= typescript();
  const problems = [];
  let own = new Set();
  const transformer = (context) => {
    const f = context.factory;
    const visit = (node) => {
      if (ts.isYieldExpression(node)) {
        if (!node.asteriskToken || !node.expression) {
          const { line, character } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
          problems.push(`${fileName}:${line + 1}:${character + 1}: a ROM may only \`yield*\` a blocking call`);
          return node;
        }
        const call = node.expression;
        if (ts.isCallExpression(call) && ts.isIdentifier(call.expression) && own.has(call.expression.text)) return ts.visitNode(call, visit);
        return f.createCallExpression(f.createIdentifier(DRIVE), undefined, [ts.visitNode(node.expression, visit)]);
      }
      if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) && node.asteriskToken) {
        const body = ts.visitEachChild(node, visit, context);
        if (ts.isFunctionDeclaration(body)) {
          return f.updateFunctionDeclaration(body, body.modifiers, undefined, body.name, body.typeParameters, body.parameters, undefined, body.body);
        }
        if (ts.isFunctionExpression(body)) {
          return f.updateFunctionExpression(body, body.modifiers, undefined, body.name, body.typeParameters, body.parameters, undefined, body.body);
        }
        return f.updateMethodDeclaration(body, body.modifiers, undefined, body.name, body.questionToken, body.typeParameters, body.parameters, undefined, body.body);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return (file) => {
      own = ownGenerators(file);
      return ts.visitNode(file, visit);
    };
  };
  const out = ts.transpileModule(announceCFunctions(source, fileName), {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: false,
      inlineSourceMap: true,
      inlineSources: true,
    },
    transformers: { before: [transformer] },
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return `import { drive as ${DRIVE} } from ${JSON.stringify(runtimeImport(fileName, 'runtime/sync.ts'))};\n${out.outputText}`;
}

/** The esbuild plugin (see the header). */
export function syncRoms() {
  return {
    name: 'sync-roms',
    setup(build) {
      build.onLoad({ filter: /[\\/]roms[\\/]sync\.ts$/ }, (args) => args.path !== stub ? undefined : ({
        contents: `export { ROMS as SYNC_ROMS } from ${JSON.stringify(`${NS}:${join(romsDir, 'index.ts')}`)};\n`,
        loader: 'js',
        resolveDir: romsDir,
      }));
      build.onResolve({ filter: new RegExp(`^${NS}:`) }, (args) => ({ path: args.path.slice(NS.length + 1), namespace: NS }));
      // Imports made by a compiled ROM file: other ROM files are compiled too; the rest is shared.
      build.onResolve({ filter: /.*/, namespace: NS }, async (args) => {
        const r = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
        if (r.errors.length > 0) return { errors: r.errors };
        // The compiled roms/index.ts's own findSyncRom is never called: give it the stub, not a cycle.
        if (r.path === stub) return { path: r.path, namespace: `${NS}-stub` };
        return isRomSource(r.path) ? { path: r.path, namespace: NS } : { path: r.path, external: r.external };
      });
      build.onLoad({ filter: /.*/, namespace: `${NS}-stub` }, () => ({ contents: 'export const SYNC_ROMS = null;\n', loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: NS }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        try {
          return { contents: cachedTransform('sync-roms', source, args.path, compileForSync), loader: 'js', resolveDir: dirname(args.path) };
        } catch (e) {
          return { errors: [{ text: e.message }] };
        }
      });
    },
  };
}
