/**
 * The compiler's half of cc/program.ts: C files → the typed tree, the data segment's layout and a
 * flavour's generated module, with what running them needs as plain data (cc/run.ts ProgramData).
 * Nothing here runs a program: a host may compile in one script (or thread) and run the result in
 * another (cc/run.ts takes only the data and the module's text; bench figure 5d).
 */
import type { Flavour, FuncDef, Layout, Program, Sym } from './c.ts';
import { generate } from './codegen/generate.ts';
import { jsFunctionName } from './codegen/function.ts';
import { CompileError, CompileErrors, LinkError, undefinedSymbol } from './errors.ts';
import { FAR_MEMORY } from './front/expr-values.ts';
import { sizeOf } from './front/types.ts';
import { layout } from './codegen/layout.ts';
import { BGI_OBJECT_NAMES, BLOCKING, libraryNames } from './support/library.ts';
import { SPIN_LOOK } from './support/memory.ts';
import { esAtStart } from './support/library-es.ts';
import { BELOW_OPENFD } from './support/library-io.ts';
import { linksFloatFormats, linksPrintfFloatFormats } from './front/float-formats.ts';
import { parseModules } from './front/parse.ts';
import { LIBRARY_MACROS, preprocess, type CompileTime } from './front/preprocess.ts';
import { markedLine, type LineMarks } from './front/lex.ts';
import type { GeneratedModule, ProgramData } from './run.ts';

/** One C file of a program: its name (`GAME.C`) and its text (read as latin1: one character per byte). */
export interface SourceFile {
  readonly name: string;
  readonly text: string;
}

/** What the front end and the code generator are asked (cc/program.ts CompileOptions' compile-time part). */
export interface FrontOptions {
  file: string;
  strict?: boolean;
  readInclude?: (name: string) => string | null;
  /** Line hooks in the generated code (CompileOptions.onLine given). */
  lines?: boolean;
  stepping?: boolean;
  /** CompileOptions.bgiObjects. */
  bgiObjects?: boolean;
  /** CompileOptions.compiledAt. */
  compiledAt?: CompileTime;
}

/** The generated module's body is a function of these (cc/run.ts Factory): `new Function`, or a blob: module in a page. */
const FACTORY_PARAMS: readonly string[] = ['$D', '$lib', '$drive', '$line', '$Far', '$farAdd'];

/** A compiled program: its data for a run, its tree and layout for a debugger, and its modules made on demand. */
export interface Compiled {
  readonly data: ProgramData;
  readonly program: Program;
  readonly layout: Layout;
  /** Generate a flavour's module (each call generates anew). */
  generate(flavour: Flavour): GeneratedModule;
}

/**
 * Compile a program of one or more C files, linked together as TCC and TLINK link them
 * (`TCC GAME.C MOVES.C`): each file is preprocessed and parsed as a module of its own; the
 * link errors are TLINK's (cc/front/parse.ts parseModules).
 */
export function compileSources(sources: readonly SourceFile[], options: FrontOptions): Compiled {
  if (sources.length === 0) throw new Error('a program needs at least one C file');
  const file = options.file;
  for (const s of sources) checkFileName(s.name);
  // without BGIOBJ's objects their names are TLINK's undefined symbols (below)
  const known = options.bgiObjects === false ? new Set([...libraryNames()].filter((n) => !BGI_OBJECT_NAMES.includes(n))) : libraryNames();
  const pre = { ...(options.readInclude && { readInclude: options.readInclude }), ...(options.strict && { strict: true }), ...(options.compiledAt && { compiledAt: options.compiledAt }) };
  // an error of the lexer, the preprocessor or the layout stops at once; TCC's count line ends it too
  // an error in a header the program includes names it as the directive spelled it (errors.ts inInclude)
  const moduleNames = new Set(sources.map((s) => s.name));
  const named = (x: CompileError): CompileError => (moduleNames.has(x.file) || x.file.startsWith('<') ? x : x.inInclude());
  const counted = <T>(step: () => T): T => {
    try {
      return step();
    } catch (e) {
      throw e instanceof CompileError && !(e instanceof CompileErrors) && !(e instanceof LinkError) ? new CompileErrors([named(e)], false) : e;
    }
  };
  const modules = sources.map((s) => {
    const toks = counted(() => preprocess(s.text, s.name, pre));
    return { toks, file: s.name, endLine: tcEndLine(s.text), ...(toks.fatal && { fatal: toks.fatal }), ...(toks.assembles && { assembles: true }) };
  });
  // a message names the line and file a `#line` gave (TCC 2.0's, probes LL1–LL4; the harness'
  // `#line 1` after its prelude: corpus C4000–C4199's refusals)
  const marks: LineMarks = new Map(modules.flatMap((m) => [...(m.toks.lineMarks ?? [])]));
  const shown = <T>(step: () => T): T => {
    try {
      return step();
    } catch (e) {
      if (!(e instanceof CompileError) || e instanceof LinkError) throw e;
      const at = (x: CompileError): CompileError => {
        const m = markedLine(marks, x.file, x.named ?? x.line);
        return named(x).shownAt(m.file, x.named === null ? null : m.line);
      };
      throw e instanceof CompileErrors ? new CompileErrors(e.errors.map(at), e.stopped) : at(e);
    }
  };
  const program = shown(() => parseModules(modules, { strict: options.strict === true, library: known }));
  const main = program.funcs.find((f) => f.sym.name === 'main');
  // TLINK 2.0 names the startup module that calls main (measured: test/fixtures/tcc-messages) and
  // writes the .EXE all the same: C0's call of main runs on into its exit with AX (probe UA4 in
  // test/fixtures/unlinked: it ends at once, printing nothing)
  const noMain = main ? [] : ["Undefined symbol '_main' in module C0S"];
  // A function called and defined nowhere: TLINK 2.0 prints "Undefined symbol" and still writes
  // the .EXE, whose call of it jumps to an address nobody chose (corpus C208 ran on past it). Here
  // the program links with TLINK's line as a warning, and the call, if it is ever made, faults.
  const unlinked = new Map<string, string>();
  // TLINK names them latest called first (probes MO6-MO8: a1 b1 c1 a1 b1 called, "_b1", "_a1", "_c1" listed)
  const last = (s: Sym): number => program.lastCall.get(s) ?? 0;
  for (const s of [...program.externs].sort((a, b) => last(b) - last(a))) {
    // random and randomize are stdlib.h's macros: called by name, no library defines them (corpus C1700)
    if (s.name === FAR_MEMORY || (known.has(s.name) && (s.libraryMacro === true || !LIBRARY_MACROS.has(s.name)) && (s.header === true || !HEADER_MACROS.has(s.name)))) continue;
    const at = program.firstCall.get(s) ?? { file, line: s.line, module: file };
    unlinked.set(s.name, undefinedSymbol(s.name, at.module, at.file, at.line).message);
  }
  const lay = shown(() => counted(() => layout(program)));
  const data: ProgramData = {
    file, image: lay.image, heapStart: lay.heapStart, libraryRoom: lay.libraryRoom,
    data: [...[...lay.addr].map(([sym, a]) => [sym.name, a] as const), ...(lay.belowOpenfd === undefined ? [] : [[BELOW_OPENFD, lay.belowOpenfd] as const])],
    scanFloats: linksFloatFormats(program), printFloats: linksPrintfFloatFormats(program),
    esAtStart: esAtStart(lay.linked),
    mainParams: main?.params.length ?? 0,
    functions: program.funcs.map((f) => f.sym.name),
    functionLines: program.funcs.map((f) => f.line),
    linkWarnings: [...(program.linkNotes ?? []), ...noMain, ...unlinked.values(), ...(program.unlinkedData ?? [])],
  };
  const lines = options.lines === true, stepping = options.stepping === true;
  return {
    data, program, layout: lay,
    generate(flavour) {
      const ownHeap = program.funcs.some((f) => f.sym.name === '_graphgetmem' || f.sym.name === '_graphfreemem');
      // fopen runs a program's own open, which may wait (library.ts ownOpen; corpus C3590's title screen)
      const ownOpen = program.funcs.some((f) => f.sym.name === 'open');
      const blockingLibrary = ownHeap || ownOpen ? new Set([...BLOCKING, ...(ownHeap ? BGI_HEAP_CALLS : []), ...(ownOpen ? ['fopen', 'freopen'] : [])]) : BLOCKING;
      const g = generate(program, lay, { flavour, lines, blockingLibrary, stepping, unlinked: new Set(unlinked.keys()) });
      return { code: moduleBody(program, g.code, main, unlinked), params: FACTORY_PARAMS, sites: g.sites, mainBlocks: main !== undefined && g.generators.has(main.sym) };
    },
  };
}

/**
 * The line TCC 2.0 names for an error at the end of a file (a `}` or a `)` missing there): two
 * past its last line (oracle-ccerr classes brace-eof, brace-end, paren-call; tcc-messages P10).
 */
export const tcEndLine = (text: string): number => text.split('\n').length + 1;

/**
 * Names TC 2.0's headers define only as macros: CS.LIB and C0S.OBJ have no public symbol for them
 * (their PUBDEF records), so called without the header that defines the macro — undeclared, or
 * with a prototype of the program's own — they are TLINK's "Undefined symbol '_strcmpi'" (probes
 * MO1-MO5, docs/FIDELITY.md; corpus C2746's inp and outp without dos.h).
 */
const HEADER_MACROS: ReadonlySet<string> = new Set(['disable', 'enable', 'feof', 'ferror', 'getc', 'getchar', 'putc', 'putchar', 'remove', 'strcmpi', 'strncmpi']);

/**
 * The program's name is typed at DOS's prompt, upper-cased, and is its argv[0]; `__FILE__` is the
 * name as given, folders too: bytes (Latin-1 here). A host's file named past that ("ÜNI€.C", or "ÿ.C", whose capital Ÿ is
 * U+0178) is refused here, at compile time, rather than when the machine first prints the name.
 */
function checkFileName(file: string): void {
  for (const ch of file) {
    const bad = [...ch + ch.toUpperCase()].find((c) => c.codePointAt(0)! > 0xff);
    if (bad === undefined) continue;
    const code = `U+${bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    throw new CompileError(file, 1, `the file name has ${ch}${bad === ch ? ` (${code})` : `, whose capital ${bad} (${code})`}, which DOS cannot hold (a name is bytes, Latin-1 here): rename the file`);
  }
}

/**
 * TC's long shifts (its helper routines, probe CC99911 in DOSBox): the count is CL, the low byte;
 * one of 16 or more moves a word and shifts the other by the rest, which the 386 takes mod 32
 * (`l << 33` is 0, `l << 48` is `l << 16`, `l << 256` is l). Only in modules that shift longs.
 */
// A floating value made an integer: the 8087's FISTP of a qword, whose low bits the integer
// keeps; past 2^63 the integer indefinite 8000000000000000h, all its low bits 0 (probes CC99972,
// CC99974: ul = 4294967000, `ul *= d` with d = 1e10 is 0; (long)5e9 is 2A05F200h)
const F2I = 'function $f2i(v) { return Number.isFinite(v) && $trunc(v) > -9223372036854775808 && $trunc(v) < 9223372036854775808 ? $trunc(v) : 0; }';
// a call's arguments read as the callee's parameters from the bytes TC pushed (codegen/expressions.ts readAsPushed)
const READ_AS_PUSHED = `const $krv = new DataView(new ArrayBuffer(256));
function $kr(v, a, p) { let o = 0; for (let i = 0; i < v.length; i++) { const k = a[i]; if (k === 'd') { $krv.setFloat64(o, v[i], true); o += 8; } else if (k === 'l' || k === 'L') { $krv.setInt32(o, v[i], true); o += 4; } else { $krv.setInt16(o, v[i], true); o += 2; } }
  const r = []; o = 0; for (const k of p) { if (k === 'd') { r.push($krv.getFloat64(o, true)); o += 8; } else if (k === 'l') { r.push($krv.getInt32(o, true)); o += 4; } else if (k === 'L') { r.push($krv.getUint32(o, true)); o += 4; } else if (k === 'u') { r.push($krv.getUint16(o, true)); o += 2; } else { r.push($krv.getInt16(o, true)); o += 2; } } return r; }`;
const LONG_SHIFTS = `function $lsh(a, c) { c &= 255; if (c < 32) return a << c; c = (c - 16) & 31; return c > 15 ? 0 : a << c + 16; }
function $lsar(a, c) { c &= 255; if (c < 32) return a >> c; c = (c - 16) & 31; return a >> 16 >> (c > 15 ? 15 : c); }
function $lshr(a, c) { c &= 255; if (c < 32) return a >>> c; c = (c - 16) & 31; return c > 15 ? 0 : a >>> 16 >>> c; }`;

/**
 * A huge pointer moved by n bytes: its 20-bit address, wrapping at 1 MB, normalised to an offset
 * below 16 (probe CC99941: 1000:FFFF + 1 is 2000:0000, 0000:0005 − 10 FFFF:000B, `h += 0` of
 * 1000:1234 1123:0004). Only in modules with huge pointers.
 */
const HUGE_ADD = `function $hadd(p, n) { const a = ((p >>> 16) * 16 + (p & 65535) + n) & 0xfffff; return ((a >>> 4) * 65536 + (a & 15)) >>> 0; }`;

/** The functions of the library a program may define for the library to call instead (math.h's matherr). */
const LIBRARY_HOOKS = ['matherr', '_graphgetmem', '_graphfreemem', 'open'];
/**
 * The graphics.h calls that call the program's own _graphgetmem/_graphfreemem when it defines
 * them (library.ts bgiHeap), which may wait: then these wait too.
 */
const BGI_HEAP_CALLS = ['initgraph', 'closegraph', 'settextstyle'];

/**
 * The generated functions wrapped with the helpers they call and the library names they use;
 * `unlinked`: the functions no module defines, with TLINK's line for each (a call of one faults).
 */
function moduleBody(p: Program, code: string, main: FuncDef | undefined, unlinked: ReadonlyMap<string, string>): string {
  const libs = p.externs.filter((s) => s.name !== FAR_MEMORY).map((s) => {
    const tlink = unlinked.get(s.name);
    if (tlink !== undefined) {
      // TLINK leaves such a call's displacement 0: it runs on into the next instruction, and an
      // int result is AX as the arguments left it (probe UC1: f(1234) is 1234, f(a + 1, 9) a + 1,
      // f(g()) g's; corpus C1700's random() without stdlib.h, C1747's initwindow): here the first
      // argument, 0 with none. A word variable is pushed from memory or SI/DI past AX (UC1's
      // notes: `f(g)` the AX before it): the call's arguments come with the one that set AX
      // first (codegen/function.ts axFirst). The word the call pushed stays on the stack: not modelled
      // (probe UF1 in test/fixtures/unlinked: a function without a BP frame pops it on return and
      // runs its rest again; one that saved SI or DI without a frame returns astray).
      // Probe UC2: a near pointer is AX the same way (`p = f(buf)` is buf, `f("xyz")` the
      // string), a far one DX:AX: `f(buf, 7)` 0000:buf, `f()` after `q == 0` 0000:0000 (DX
      // measured 0 there; what it holds in general is not modelled). With no arguments AX is
      // what the code before left: right after a graphics call, the AX that call left (probe
      // PAX: corpus C1706's getactivepage() after settextjustify(1, 1) 257, after
      // setactivepage(0) -24576), else 0 (library-ax.ts).
      const r = s.type.kind === 'func' ? s.type.returns : null;
      if (r?.kind === 'void') return `function $L_${s.name}() {}`;
      if (r?.kind === 'int' && r.size === 2) return `function $L_${s.name}(a) { return (typeof a === 'number' ? a : $D.ax) ${r.signed ? '<< 16 >> 16' : '& 0xffff'}; }`;
      // (a far one with none: DX:AX 0000:0000 after a far pointer's test, UC2; the last call's AX is no part of it)
      // a struct of more than four bytes is returned by its address in AX (TCC -S: `call _sf; …
      // push ds; push ax; … SCOPY@`; one of four in DX:AX: not modelled)
      if (r?.kind === 'ptr' || (r?.kind === 'struct' && sizeOf(r)! > 4)) return `function $L_${s.name}(a) { return (typeof a === 'number' ? a : ${r.kind === 'ptr' && r.far ? '0' : '$D.ax'}) & 0xffff; }`;
      const why = `${s.name}() is called, but no module defines it: TLINK said "${tlink}" and linked the call to an address nobody chose`;
      return `function $L_${s.name}() { throw new Error(${JSON.stringify(why)}); }`;
    }
    return `const $L_${s.name} = $lib[${JSON.stringify(s.name)}];\nif ($L_${s.name} === undefined) throw new Error(${JSON.stringify(`${p.file}: undefined symbol _${s.name} (the machine's library has no ${s.name})`)});`;
  });
  return `"use strict";
const $m = $D.bytes, $i8 = $D.i8, $dv = $D.dv;
const $imul = Math.imul, $fround = Math.fround, $trunc = Math.trunc;
let $sp = $D.stackStart, $si = $D.startRegisters.si, $di = $D.startRegisters.di, $sih = 0, $dih = 0;
const $cs = new Int32Array(65536), $unwound = [];
let $cd = 0, $un = 0;
function $ret(v) { --$cd; return v; }
$D.sp = () => $sp;
$D.si = () => $si;
$D.di = () => $di;
function $st16(a, v) { $dv.setInt16(a, v, true); return v; }
function $st32(a, v) { $dv.setInt32(a, v, true); return v; }
function $stf32(a, v) { $dv.setFloat32(a, v, true); return v; }
function $stf64(a, v) { $dv.setFloat64(a, v, true); return v; }
const $int0 = $lib.$divideError;
function $div(a, b, s) { while (b === 0) $int0(s, 0); return $trunc(a / b); }
function $mod(a, b, s) { while (b === 0) $int0(s, 0); return a % b + 0; }
function $idiv(a, b, s) { while (b === 0 || (b === -1 && a === -32768)) $int0(s, b === 0 ? 0 : 1); return $trunc(a / b); }
function $imod(a, b, s) { while (b === 0 || (b === -1 && a === -32768)) $int0(s, b === 0 ? 0 : 1); return a % b + 0; }
function $chk(a, s) { return a < 256 ? $D.check(a, s) : a; }
function $copy(d, s, n) { $m.copyWithin(d, s, s + n); return d; }
${code.includes('$f2i(') ? F2I : 'function $f2i(v) { return Number.isFinite(v) ? $trunc(v) : 0; }'}
const $far = new $Far($D), $fadd = $farAdd;
let $be = ${SPIN_LOOK};
function $spin(s, canWait) { $be = ${SPIN_LOOK}; return $D.spin(s, canWait); }
${libs.join('\n')}
${code.includes('$ls') ? `${LONG_SHIFTS}\n` : ''}${code.includes('$kr(') ? `${READ_AS_PUSHED}\n` : ''}${code.includes('$hadd(') ? `${HUGE_ADD}\n` : ''}${code}
${p.funcs.filter((f) => LIBRARY_HOOKS.includes(f.sym.name)).map((f) => `$D.own.set(${JSON.stringify(f.sym.name)}, ${jsFunctionName(f.sym.name)});`).join('\n')}
const $names = ${JSON.stringify(p.funcs.map((f) => f.sym.name))};
return { main: ${main ? jsFunctionName(main.sym.name) : 'function () { return $D.ax; }'}, $running: () => $un > 0 ? $unwound.map((k) => $names[k]) : Array.from($cs.subarray(0, $cd), (k) => $names[k]).reverse() };
`;
}
