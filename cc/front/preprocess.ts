/**
 * The preprocessor: directives, macro expansion (Prosser's hide-set algorithm, as C89 specifies
 * rescanning), `#` and `##`. `#include <h>` reads the library's built-in header text (headers.ts);
 * `#include "f"` the user's file through `readInclude` (the program's folder), then the built-in;
 * `#include <f>` the built-in, else the program's folder's (TCC's current directory).
 *
 * Measured quirks kept: Turbo C's preprocessor puts a space after the expansion of an object-like
 * macro, before whatever space the next token had, which shows in `#x`: RANDTAB.C prints
 * `XSTR(randomize())` as `srand((unsigned)time(0 ))` (oracle RANDTAB_output.txt), and with
 * `#define B 10` and `#define A B * 2`, `XSTR(A)` is "10  * 2" (ccgen's programs). And `#x`
 * spells its argument macro-expanded: `STR(A)` is "10  * 2" too, not "A".
 */
import type { Token } from '../c.ts';
import { CompileError, tcLowerCase } from '../errors.ts';
import { HEADERS, headerText } from './headers.ts';
import { evalIf } from './condition.ts';
import { makeToken, tokenize, type Tokens } from './lex.ts';
import { PSEUDO_BYTES, PSEUDO_REGISTERS } from '../../runtime/tc/dos.ts';

interface Macro {
  readonly name: string;
  /** null: object-like. */
  readonly params: readonly string[] | null;
  readonly body: readonly Token[];
  /** Defined by a built-in header (the library's own macros). */
  readonly builtin: boolean;
}

/**
 * TC's macros the compiled program runs as the library's calls, so that a trace shows
 * `random(13)` as the port's does (runtime/tc/stdlib.ts); the value is the same as the
 * expansion's, `rand() % (num)` (num is evaluated before rand() is called, which only a `num`
 * that itself calls rand() could see).
 */
export const LIBRARY_MACROS: ReadonlySet<string> = new Set(['random', 'randomize']);

export interface PreprocessOptions {
  /** The text of a user header `#include "name"` names, or null when there is none. */
  readInclude?: (name: string) => string | null;
  /** Turbo C 2.0's language only (`--strict`): the program's own files' `//` comments are errors. */
  strict?: boolean;
  /** When the compiler runs (__DATE__, __TIME__); default COMPILED_AT. */
  compiledAt?: CompileTime;
}

/** The host's date and time of day when a program is compiled (month 1..12). */
export interface CompileTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly min: number;
  readonly sec: number;
}

/**
 * The compile time without a host's clock (a run must not depend on the host's): the machine's
 * default boot date, as DOS reports it (runtime/tc/stdlib.ts DOS_DATE), at midnight.
 */
export const COMPILED_AT: CompileTime = { year: 1980, month: 1, day: 1, hour: 0, min: 0, sec: 0 };

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';
const two = (n: number): string => String(n).padStart(2, '0');

/**
 * __DATE__'s text as TCC 2.0 makes it: the month's name, the day in two digits with a zero, not
 * ANSI's space (oracle DT1: "Jan 05 2026"), the year: "Nov 30 2026" (corpus C469), "Jan 01 1980".
 */
export function tcDate(t: CompileTime): string {
  return `${MONTHS.slice(3 * t.month - 3, 3 * t.month)} ${two(t.day)} ${t.year}`;
}

/** __TIME__'s text as TCC makes it: "15:20:12", each field two digits (corpus C2071, oracle DT1). */
export function tcTime(t: CompileTime): string {
  return `${two(t.hour)}:${two(t.min)}:${two(t.sec)}`;
}

/** The headers of TC 2.0's INCLUDE\\SYS folder (`#include <sys\\stat.h>`). */
const SYS_HEADERS = new Set(['stat.h', 'timeb.h', 'types.h']);
const MAX_INCLUDE_DEPTH = 16;

/**
 * Tokens macro expansion may make in one compilation. Real programs make far fewer (TETRIS.C 132,
 * DOODLE.C 36: measured); a macro that doubles at each of 40 levels would make 2^40 and exhaust
 * the host's memory first (1 KB a token, with its hide set, in the worst case).
 */
const MAX_EXPANDED_TOKENS = 1 << 16;

/**
 * The predefined macros whose value depends on where they stand, or on when the compiler runs
 * (the host's compile time, PreprocessOptions.compiledAt).
 */
const DYNAMIC: Record<string, (at: Token, o: PreprocessOptions, named: boolean) => Pick<Token, 'kind' | 'text'>> = {
  __LINE__: (at) => ({ kind: 'num', text: String(at.line) }),
  __FILE__: (at, _, named) => ({ kind: 'str', text: fileLiteral(at, named) }),
  __DATE__: (_, o) => ({ kind: 'str', text: `"${tcDate(o.compiledAt ?? COMPILED_AT)}"` }),
  __TIME__: (_, o) => ({ kind: 'str', text: `"${tcTime(o.compiledAt ?? COMPILED_AT)}"` }),
};

/** The directives' names (a skipped group's others are errors: probe R094). */
const DIRECTIVES: ReadonlySet<string> = new Set(['if', 'ifdef', 'ifndef', 'elif', 'else', 'endif', 'define', 'undef', 'include', 'error', 'line', 'pragma']);

/** The predefined names a program cannot #define (probe Q096) and `defined` sees (R083, R084). */
const UNDEFINABLE: ReadonlySet<string> = new Set(['__LINE__', '__FILE__']);

/**
 * `__FILE__`: the file's name as a C string literal of its bytes (compileC refuses a name that is
 * not bytes): `"` and `\\` escaped, control characters in octal.
 */
function fileLiteral(at: Token, named: boolean): string {
  let v = '"';
  // TC names the file in lower case, as its messages do (oracle AS1: assert in AS1.C says "as1.c"),
  // but a name given by `#line N "name"` as written (ccgen2: `#line 376 "X"` then "X", CD00011)
  for (const ch of named ? at.file : tcLowerCase(at.file)) {
    const c = ch.charCodeAt(0);
    v += ch === '"' || ch === '\\' ? `\\${ch}` : c < 0x20 || c === 0x7f ? `\\${c.toString(8).padStart(3, '0')}` : ch;
  }
  return `${v}"`;
}

export function preprocess(source: string, file: string, options: PreprocessOptions = {}): Tokens {
  return new Preprocessor(options).run(source, file);
}

class Preprocessor {
  private readonly macros = new Map<string, Macro>();
  /** The input, reversed: pop() takes the next token; pushing back prepends. */
  private input: Token[] = [];
  private readonly out: Tokens = [];
  /** #if nesting: each level says whether its group is being kept and whether a branch was taken. */
  private readonly conds: { keep: boolean; taken: boolean; parentKeep: boolean; sawElse: boolean; line: number; file: string }[] = [];
  /** Where each open include file's tokens start in `input` (its length before they were pushed). */
  private readonly includes: number[] = [];
  /** The whitespace the last expansion ended with, for the token after it (subst). */
  private trailing: string | undefined;
  /** Tokens made by macro expansion so far (MAX_EXPANDED_TOKENS). */
  private expanded = 0;
  /**
   * Set by a `##` that makes a number of an operand naming no macro: TCC 2.0 then takes the next
   * name it reads as no macro's (probes CN99932, CN99935: `C(0x, ff) + G(1)` calls a function G,
   * `C(0x, ff) + G(1) + G(2)` only the first; not with `C(0x, F)` and F a macro; CN99933, CN99937:
   * not when the paste makes a name; ccgen11's `XS(C(1, F))` leaves S unexpanded in XS's body).
   */
  private blindName = false;
  private readonly builtinFiles = new Set<string>();
  /** `#line N "name"` of each file: what to add to a token's line, and the name __FILE__ then gives. */
  private readonly lineDirectives = new Map<string, { delta: number; name: string; named?: boolean }>();
  /** Each file's text, and where its lines start in TCC's copy of it (fileOffset). */
  private readonly sources = new Map<string, string>();
  private readonly lineStarts = new Map<string, number[]>();
  /**
   * The identifiers of the program's file, when they are all the names it can reach in the
   * library (headerText): null when it reads files of its own (`#include "f"`, or a name made by a
   * macro) or pastes tokens (`##` can make any name), and then every prototype is kept.
   */
  private named: Set<string> | null = null;
  /** The macros the program's file defines (headerText keeps a prototype that names one). */
  private ownMacros = new Set<string>();

  constructor(private readonly options: PreprocessOptions) {
    const builtin = (name: string, v: string): void => {
      this.macros.set(name, { name, params: null, body: [makeToken('num', v, '<built-in>', 0, undefined, false, false)], builtin: true });
    };
    builtin('__TURBOC__', '0x0200'); // Turbo C 2.0
    builtin('__MSDOS__', '1');
    builtin('__SMALL__', '1');
    builtin('__CDECL__', '1');
    // TC's pseudo-registers: unsigned words and bytes of the record geninterrupt hands the interrupt
    // their bodies are tokenized when first expanded: a program rarely names one, and tokenizing
    // all 27 at each compile was about a hundredth of a cold one (a CPU profile of BGIDEMO.C's)
    const register = (name: string, text: string): void => {
      let body: Token[] | undefined;
      this.macros.set(name, { name, params: null, get body() { return (body ??= tokenize(text, '<built-in>', { strict: false })); }, builtin: true });
    };
    PSEUDO_REGISTERS.forEach((r, k) => register(`_${r}`, `(*(unsigned *)__pseudoreg(${k}))`));
    for (const [r, [k, high]] of Object.entries(PSEUDO_BYTES)) register(`_${r}`, `(*((unsigned char *)__pseudoreg(${k}) + ${high}))`);
  }

  /**
   * The file's tokens, preprocessed. An error of the lexer or of a directive or a macro call ends
   * them there, the error with them (Tokens.fatal): the parser reports it when it reaches that end,
   * after the errors before it and in the function it is in, as TCC's one pass does
   * (oracle-ccerr classes string-open, illegal-char, comment-open, macro-args).
   */
  run(source: string, file: string): Tokens {
    this.sources.set(file, source);
    const toks = tokenize(source, file, { strict: this.options.strict === true, partial: true });
    this.named = reachableNames(toks, this.ownMacros);
    const lexed = toks.fatal;
    this.lexed = lexed;
    this.push(toks);
    try {
      for (;;) {
        const t = this.input.pop();
        if (!t) break;
        if (t.startsLine && t.text === '#' && t.kind === 'punct') {
          this.directive(t);
          continue;
        }
        if (!this.keeping()) continue;
        this.expandInto(t, this.out);
      }
    } catch (e) {
      if (!(e instanceof CompileError)) throw e;
      // none of its line's tokens: a macro's expansion that failed leaves nothing half made
      // (hostile-cc's macro doubling at every level: 65 536 tokens of it)
      const out = this.out;
      while (out.length > 0 && out[out.length - 1]!.file === e.file && out[out.length - 1]!.line >= e.line) out.pop();
      out.fatal = e;
      return this.out;
    }
    if (lexed) this.out.fatal = lexed;
    const open = this.conds[this.conds.length - 1];
    // TCC 2.0 names the file's last line, and the line before the #if's (oracle-ccerr
    // if-unterminated, tcc-messages P31: `#if` on line 2 "started on line 1"); a group it skips
    // to the end, the #if's line both times (`#if 0` on line 4: "4: … started on line 4")
    const last = open?.file === file ? source.split('\n').length - 1 : open?.line;
    if (open && !lexed) this.out.fatal = new CompileError(open.file, open.keep ? last! : open.line, `Unexpected end of file in conditional started on line ${open.keep ? open.line - 1 : open.line}`);
    return this.out;
  }

  /** Where `t` starts in its file as TCC reads it, its lines ended by CR LF (0 when the file is not known). */
  private fileOffset(t: Token): number {
    const source = this.sources.get(t.file);
    if (source === undefined) return 0;
    let starts = this.lineStarts.get(t.file);
    if (!starts) {
      starts = [0];
      let crs = 0; // the CRs TCC's copy has that this one lacks
      for (let nl = source.indexOf('\n'); nl >= 0; nl = source.indexOf('\n', nl + 1)) {
        if (source.charCodeAt(nl - 1) !== 0x0d) crs++;
        starts.push(nl + 1 + crs);
      }
      this.lineStarts.set(t.file, starts);
    }
    return (starts[t.line - 1] ?? 1) + t.col! - 1;
  }

  private keeping(): boolean {
    const c = this.conds[this.conds.length - 1];
    return !c || c.keep;
  }

  private pushFile(source: string, file: string, builtin = false): void {
    this.sources.set(file, source);
    this.push(tokenize(source, file, { strict: this.options.strict === true && !builtin }));
  }

  private push(toks: Token[]): void {
    // the input is reversed: the file's tokens go on its end, last first (reversed and appended
    // natively, not pushed one at a time by a loop that runs cold)
    toks.reverse();
    this.input = this.input.length === 0 ? toks : this.input.concat(toks);
  }

  /** The rest of the directive's line. */
  private lineTokens(): Token[] {
    const line: Token[] = [];
    while (this.input.length > 0 && !this.input[this.input.length - 1]!.startsLine) line.push(this.input.pop()!);
    return line;
  }

  private directive(hash: Token): void {
    const line = this.lineTokens();
    const name = line[0];
    if (!name) {
      // the null directive takes the next line's newline with it: that line has the directive's
      // number (oracle LN1, test/fixtures/oracle-files: `#` on line 5, __LINE__ on the next is 5)
      const prev = this.lineDirectives.get(hash.file);
      this.lineDirectives.set(hash.file, { ...prev, delta: (prev?.delta ?? 0) - 1, name: prev?.name ?? hash.file });
      return;
    }
    const err = (msg: string): never => {
      throw new CompileError(hash.file, hash.line, msg);
    };
    const rest = line.slice(1);
    switch (name.text) {
      case 'if':
      case 'ifdef':
      case 'ifndef': {
        const parentKeep = this.keeping();
        let yes = false;
        if (parentKeep) {
          if (name.text === 'if') yes = this.evalCondition(rest, hash);
          else {
            if (rest[0]?.kind !== 'id') err(`Bad ${name.text} directive syntax`); // TCC 2.0's words (probes R088, R089)
            yes = this.macros.has(rest[0]!.text) === (name.text === 'ifdef');
          }
        }
        this.conds.push({ keep: parentKeep && yes, taken: yes, parentKeep, sawElse: false, line: hash.line, file: hash.file });
        return;
      }
      case 'elif':
      case 'else': {
        const c = this.conds[this.conds.length - 1];
        if (!c) err(`Misplaced ${name.text} directive`); // TCC 2.0's words (oracle-ccerr else-directive)
        if (c!.sawElse) err(`Misplaced ${name.text} directive`); // after #else too (probes R098, R099)
        if (name.text === 'else') {
          c!.sawElse = true;
          c!.keep = c!.parentKeep && !c!.taken;
          c!.taken = true;
        } else {
          const asked = c!.parentKeep && !c!.taken;
          // TCC reads the file 2 048 bytes at a time: an #elif it evaluates whose expression starts
          // at a multiple of 2 048 in the file (CR LF lines) reads the buffer's end, a NUL (probes
          // CV00001–CV00014 in DOSBox: at 2 048 and 4 096, not 2 047 or 2 049, nor an #if, an
          // #ifdef, a #define or an #elif after a group taken; ccgen5's CH00057, CH00190)
          // (its line as __LINE__ would name it: one less for each #elif evaluated false before)
          if (asked && rest[0]?.col !== undefined && this.fileOffset(rest[0]) % 2048 === 0) {
            throw new CompileError(hash.file, hash.line + (this.lineDirectives.get(hash.file)?.delta ?? 0), "Illegal character '\0' (0x)");
          }
          const yes = asked && this.evalCondition(rest, hash);
          c!.keep = yes;
          c!.taken ||= yes;
          // an #elif TCC evaluates to false takes a line's newline with it, as the null directive
          // does: __LINE__ after it is one less (probe CC99961: after `#if 0 … #elif 0 … #else`
          // each __LINE__ is one less, after `#elif 1` or an #elif not evaluated none)
          if (asked && !yes) {
            const prev = this.lineDirectives.get(hash.file);
            this.lineDirectives.set(hash.file, { ...prev, delta: (prev?.delta ?? 0) - 1, name: prev?.name ?? hash.file });
          }
        }
        return;
      }
      case 'endif':
        if (!this.conds.pop()) err('Misplaced endif directive');
        return;
    }
    if (!this.keeping()) {
      // a skipped group's directives are read for their names too (probe R094: `#bogus` in `#if 0`)
      if (!DIRECTIVES.has(name.text) || name.kind !== 'id') err(`Unknown preprocessor directive: '${name.kind === 'id' ? name.text : ''}'`);
      return;
    }
    switch (name.text) {
      case 'define':
        return this.define(rest, hash);
      case 'undef':
        if (rest[0]?.kind !== 'id') err('Bad undef directive syntax'); // TCC 2.0's words (oracle-ccerr define-bad)
        this.macros.delete(rest[0]!.text);
        return;
      case 'include':
        return this.include(rest, hash);
      case 'error':
        // TCC 2.0's words (test/fixtures/hostile ERRDIR), the line's spaces as written (probe PE01)
        err(`Error directive: ${rest.map((t, i) => (i > 0 && t.spaceBefore ? (t.space ?? ' ') : '') + t.text).join('')}`);
        return;
      case 'line': {
        // the next line is N; __LINE__ and __FILE__ follow it (corpus C799: `#line 100 "main.c"`
        // then __LINE__ is 100 and __FILE__ "main.c" on TC; C718's macros print the lines after it).
        // Its macros are expanded (probes R106, R115); N is decimal digits, read as decimal (R109:
        // 010 is 10) in 16 bits (R110: 70000 is 4464), none is 0 (R111); anything else, or more
        // after the name, is TCC 2.0's "Bad file name format in include directive" (R108, R112–R114)
        const args = this.expandList(rest);
        const bad = (): never => err('Bad file name format in include directive');
        if (args.length > 0 && (args[0]!.kind !== 'num' || !/^\d+$/.test(args[0]!.text))) bad();
        if (args.length > 2 || (args[1] && args[1].kind !== 'str')) bad();
        const n = args[0] ? Number(args[0].text) % 65536 : 0;
        const prev = this.lineDirectives.get(hash.file);
        const named = args[1]?.kind === 'str' || prev?.named === true;
        const name = args[1]?.kind === 'str' ? args[1].text.slice(1, -1) : prev?.name ?? hash.file;
        this.lineDirectives.set(hash.file, { delta: n - (hash.line + 1), name, named });
        // a message's line and file follow it too (probes LL1–LL4 in test/fixtures/tcc-messages)
        const marks = (this.out.lineMarks ??= new Map());
        marks.set(hash.file, [...(marks.get(hash.file) ?? []), { from: hash.line + 1, delta: n - (hash.line + 1), name }]);
        return;
      }
      case 'pragma':
        // Turbo C's pragmas (inline, warn, saveregs) change nothing the machine shows, but `inline`
        // has TCC compile the module through TASM (probe AS5: "Unable to execute command 'tasm.exe'")
        if (rest[0]?.text === 'inline') this.out.assembles = true;
        // TCC 2.0 has no `option` (Turbo C++'s) and takes `warn` only with a +, - or . after it; other
        // words it passes over (27 probes, cases PR1–PR6 of tcc-messages: `option -a-`, `option`, `warn`,
        // `warn rvl` are "Unknown preprocessor directive: 'pragma'"; `warn -zzz`, `warn .rvl`, `OPTION -a-`,
        // `foo`, `pack(1)`, `saveregs x` are not; corpus C6273's `#pragma option -a-`)
        if (rest[0]?.text === 'option' || (rest[0]?.text === 'warn' && !['+', '-', '.'].includes(rest[1]?.text[0] ?? ''))) err("Unknown preprocessor directive: 'pragma'");
        return;
      default:
        // a name, or nothing (probes R158, R159: `# 33`, "Unknown preprocessor directive: ''")
        err(`Unknown preprocessor directive: '${name.kind === 'id' ? name.text : ''}'`);
    }
  }

  private define(rest: Token[], hash: Token): void {
    const name = rest[0];
    // TCC 2.0's words (oracle-ccerr define-bad: `#define`, `#define 3X 1`, `#define F(x`)
    // __LINE__ and __FILE__ are no names #define takes (probe Q096: `#define __LINE__ 99`)
    if (name?.kind !== 'id' || UNDEFINABLE.has(name.text)) throw new CompileError(hash.file, hash.line, 'Define directive needs an identifier');
    let params: string[] | null = null;
    let i = 1;
    if (rest[1]?.text === '(' && !rest[1].spaceBefore) {
      params = [];
      i = 2;
      // TCC 2.0's words (oracle-ccerr define-bad `F(x,)`, `F(x`; probes R132–R135): a parameter
      // that is missing or not a name is "Macro argument syntax error" (`F(`, `F(1)`), what
      // follows one neither "," nor ")" "Invalid macro argument separator" (`F(a b)`)
      const fail = (msg: string): never => {
        throw new CompileError(hash.file, hash.line, msg);
      };
      if (rest[i]?.text === ')') i++;
      else {
        for (;;) {
          const p = rest[i];
          if (p?.kind !== 'id') fail('Macro argument syntax error');
          params.push(p!.text);
          i++;
          if (rest[i]?.text === ')') break;
          if (rest[i]?.text !== ',') fail('Invalid macro argument separator');
          i++;
        }
        i++;
      }
    }
    const body = rest.slice(i).map((t, j) => ({ ...t, startsLine: false, spaceBefore: j > 0 && t.spaceBefore }));
    this.macros.set(name.text, { name: name.text, params, body, builtin: this.builtinFiles.has(hash.file) });
  }

  /** The lexer's error that ended the main file's tokens early, if one did. */
  private lexed: CompileError | undefined;

  private include(rest: Token[], hash: Token): void {
    // where the lexer stopped on the line ("No file name ending", a string not ended: IQ01–IQ03)
    // that is the error, before any about the name (TCC 2.0's first message)
    if (this.lexed?.file === hash.file && this.lexed.line === hash.line) throw this.lexed;
    // a name that is neither "f" nor <f> is macro-expanded first (probes R154, R155: `#include HDR`)
    if (rest[0] && rest[0].kind !== 'str' && rest[0].text !== '<') rest = this.expandList(rest);
    let target: string;
    let system: boolean;
    if (rest[0]?.kind === 'str') {
      target = rest[0].text.slice(1, -1);
      system = false;
    } else if (rest[0]?.text === '<') {
      const end = rest.findIndex((t) => t.text === '>');
      if (end < 0) throw new CompileError(hash.file, hash.line, '#include <…> without ">"');
      target = rest.slice(1, end).map((t) => t.text).join('');
      system = true;
    } else throw new CompileError(hash.file, hash.line, 'Bad file name format in include directive'); // TCC 2.0's words (probes PE18, R153)
    // Includes are flattened into the input: a file is still open while the input reaches into its tokens.
    while (this.includes.length > 0 && this.includes[this.includes.length - 1]! >= this.input.length) this.includes.pop();
    if (this.includes.length >= MAX_INCLUDE_DEPTH) throw new CompileError(hash.file, hash.line, `#include nested more than ${MAX_INCLUDE_DEPTH} deep (does "${target}" include itself?)`);
    const path = target.toLowerCase().replace(/\\/g, '/').split('/');
    // TC 2.0's stat.h, timeb.h and types.h lie in INCLUDE\SYS: by their bare name TCC does not
    // find them (corpus C3739: `#include "stat.h"`, "Unable to open include file 'stat.h'")
    const key = SYS_HEADERS.has(path[path.length - 1]!) && path[path.length - 2] !== 'sys' ? '' : path.pop()!;
    // <name> is TC's header; one TC does not have is looked for where "name" is, TCC's current
    // directory (corpus C3426: `#include <types.e>`, the program's own file, which TCC 2.0 found)
    const user = system && Object.hasOwn(HEADERS, key) ? null : (this.options.readInclude?.(target) ?? null);
    const named = this.named;
    const text = user ?? (!Object.hasOwn(HEADERS, key) ? undefined : named ? headerText(HEADERS[key]!, (name) => named.has(name), this.ownMacros) : HEADERS[key]);
    // (TCC 2.0 in DOSBox has one drive, C: a header named on another, `#include "D:\\…\\GRAPHICS.H"`,
    // is not found; under --strict, as TCC says it, corpus C5058)
    const elsewhere = this.options.strict === true && /^[a-bd-z]:/i.test(target);
    if (text === undefined || elsewhere) throw new CompileError(hash.file, hash.line, `Unable to open include file '${target}'`);
    const label = user !== null ? target : `<${key.toUpperCase()}>`;
    if (user === null) this.builtinFiles.add(label);
    this.includes.push(this.input.length);
    this.pushFile(text, label, user === null);
  }

  // ---- expansion -----------------------------------------------------------------------------

  /**
   * Expand token `t` (taken from the input) and whatever it pulls from the input: a macro's
   * expansion goes back on the input, to be read again (its length returned); any other token is
   * appended to `out` (0 returned).
   */
  private expandInto(t: Token, out: Token[]): number {
    if (t.kind === 'id' && t.text.startsWith('__') && Object.hasOwn(DYNAMIC, t.text) && !this.macros.has(t.text)) {
      const moved = this.lineDirectives.get(t.file);
      out.push({ ...t, ...DYNAMIC[t.text]!(moved ? { ...t, line: t.line + moved.delta, file: moved.name } : t, this.options, moved?.named === true) });
      return 0;
    }
    const blind = t.kind === 'id' && this.blindName;
    if (blind) this.blindName = false;
    const m = t.kind === 'id' && !blind ? this.macros.get(t.text) : undefined;
    if (!m || t.hide?.has(m.name)) {
      out.push(t);
      return 0;
    }
    if (m.params === null) {
      // a member after . or -> keeps its name: TC's timezone, daylight and errno are variables, so
      // `tb.timezone` (sys/timeb.h beside time.h) names struct timeb's member, not the library's
      const before = out[out.length - 1];
      if (m.builtin && before?.kind === 'punct' && (before.text === '.' || before.text === '->')) {
        out.push(t);
        return 0;
      }
      const hide = new Set(t.hide ?? []).add(m.name);
      const r = this.subst(m, [], hide, t, out);
      // TC's spacing (see the header): the token after the expansion gets a space more before it,
      // after the name's own when the expansion is empty — TCC replaces the name's text by the
      // body's and a space (ccgen5 CH00399: with `#define O0 1 E`, `#define O2 O0 E` and E
      // empty, `XSTR(O2 O1)` is "1       -1", seven spaces)
      const after = this.input.pop();
      if (after) {
        const lead = r.length === 0 && t.spaceBefore && !t.startsLine ? (t.space ?? ' ') : '';
        this.input.push({ ...after, spaceBefore: true, space: `${lead} ${after.spaceBefore && !after.startsLine ? (after.space ?? ' ') : ''}` });
      }
      this.pushBack(r);
      return r.length;
    }
    // function-like: only when "(" follows (possibly on a later line)
    const next = this.input[this.input.length - 1];
    if (next?.text !== '(' || next.kind !== 'punct') {
      out.push(t);
      return 0;
    }
    this.input.pop();
    // a "(" on a later line than the name: TCC 2.0 looks ahead for it without counting the new
    // lines it passes, so __LINE__ from there on is that much less (probe R104: `ML⏎(1000)` of
    // a body naming __LINE__ gives the first line; ccgen5 CH00244, CH00258: every later line)
    if (next.file === t.file && next.line > t.line) {
      const prev = this.lineDirectives.get(t.file);
      this.lineDirectives.set(t.file, { ...prev, delta: (prev?.delta ?? 0) - (next.line - t.line), name: prev?.name ?? t.file });
    }
    const { args, close, tails } = this.callArgs(m, t, out);
    // `()` is no argument, for a macro of one parameter too (probes Q026 `ID()`, Q119 `STR()`:
    // "Wrong number of arguments"), and so is an argument whose macros expand to nothing (Q031
    // `ID(EMPTY)`); `(,)` is two empty ones (Q029)
    if (args.length === 1 && args[0]!.length === 0) args.pop();
    if (args.length !== m.params.length) throw this.argsError(m, t, out); // TCC 2.0's words (oracle-ccerr macro-args)
    const hide = new Set([...(t.hide ?? [])].filter((h) => close.hide?.has(h) ?? false)).add(m.name);
    this.trailing = undefined;
    // the expansion stands on the line of the call's ")" (probe R103: `ML(⏎ 1000)` of a body
    // naming __LINE__ gives the second line; R162: an error in it is that line's)
    const r = this.subst(m, args, hide, close.file === t.file && close.line > t.line ? { ...t, line: close.line } : t, out, tails);
    if (m.builtin && LIBRARY_MACROS.has(m.name) && r[0]) r[0] = { ...r[0], macro: m.name };
    const after = this.trailing === undefined ? undefined : this.input.pop();
    if (after) this.input.push({ ...after, spaceBefore: true, space: `${this.trailing}${after.spaceBefore && !after.startsLine ? (after.space ?? ' ') : ''}` });
    this.pushBack(r);
    return r.length;
  }

  /**
   * TCC 2.0 names the line of the token before the macro's name (oracle-ccerr 44: `abs(1, 2);`
   * first on line 11 is "line 10"; 79, 283: mid-line, its own line)
   */
  private argsError(m: Macro, t: Token, out: readonly Token[], msg = `Wrong number of arguments in call of '${m.name}'`): CompileError {
    const before = out[out.length - 1];
    return new CompileError(t.file, before?.file === t.file ? before.line : t.line, msg);
  }

  /**
   * A macro call's arguments, read from the input after its "(" up to its ")", as TCC 2.0 reads
   * them: macro-expanded as they are read, before they are split at commas (corpus C3731 and
   * probes Q002–Q014 in DOSBox: with `#define PAIR 1, 2`, `ADD(PAIR)` is 3, `ADD3(PAIR, 5)` 125,
   * `ADD(TWICE(3))` 6, and `STR(PAIR)` of one parameter "Wrong number of arguments"; with `LP`
   * defined as "(", `ADD(LP 1, 2 RP, 5)` is 7). A macro first in its argument is read again token
   * by token, as the rest of the input is; one after other tokens of its argument goes into that
   * argument whole, fully expanded, and only then is it read for its parentheses and commas: the
   * tokens after a comma of its start a new argument too (Q007: with `#define C2 , 2`, `ADD(1 C2)`
   * is `((1 , 2) + (2))`, 4; Q001: `ADD(1 COMMA 2)` is `((1 ,) + (2))`, "Expression syntax").
   */
  private callArgs(m: Macro, t: Token, out: readonly Token[]): { args: Token[][]; close: Token; tails: (string | undefined)[] } {
    const args: Token[][] = [[]];
    // the whitespace each argument ends with, before its "," or ")" (tail)
    const tails: (string | undefined)[] = [];
    const tail = (d: Token): void => {
      tails.push(d.spaceBefore && !d.startsLine ? (d.space ?? ' ') : undefined);
    };
    let level = 0;
    // one token of an argument: false when it is the call's ")"
    const take = (a: Token): boolean => {
      if (a.kind === 'punct') {
        if (a.text === '(') level++;
        else if (a.text === ')') {
          if (level === 0) return false;
          level--;
        } else if (a.text === ',' && level === 0) {
          tail(a);
          args.push([]);
          return true;
        }
      }
      args[args.length - 1]!.push(a);
      return true;
    };
    for (;;) {
      const a = this.input.pop();
      if (!a) {
        // a call left open to the end of the file with more arguments than the macro's is that
        // error too (oracle-ccerr seed 9)
        if (args.length > m.params!.length) throw this.argsError(m, t, out);
        throw new CompileError(t.file, t.line, `unterminated call of macro ${m.name}`);
      }
      if (a.kind === 'id') {
        const cur = args[args.length - 1]!;
        if (cur.length === 0) {
          this.expandInto(a, cur);
          continue;
        }
        const n = this.expandInto(a, cur);
        if (n === 0) continue;
        // its tokens expanded where they stand, the input's next token after them (spacing)
        const whole: Token[] = [];
        for (const base = this.input.length - n; this.input.length > base;) this.expandInto(this.input.pop()!, whole);
        cur.push(...whole);
        for (let j = 0; j < whole.length; j++) {
          const e = whole[j]!;
          if (e.kind !== 'punct') continue;
          if (e.text === '(') level++;
          else if (e.text === ')') {
            if (level === 0) {
              this.pushBack(whole.slice(j + 1));
              tail(e);
              return { args, close: e, tails };
            }
            level--;
          } else if (e.text === ',' && level === 0) {
            tail(e);
            args.push([]);
            for (j++; j < whole.length; j++) if (!take(whole[j]!)) {
              this.pushBack(whole.slice(j + 1));
              tail(whole[j]!);
              return { args, close: whole[j]!, tails };
            }
          }
        }
        continue;
      }
      if (!take(a)) {
        tail(a);
        return { args, close: a, tails };
      }
    }
  }

  private pushBack(toks: Token[]): void {
    for (let i = toks.length - 1; i >= 0; i--) this.input.push(toks[i]!);
  }

  /** Fully macro-expand a token list on its own (a macro argument before substitution). */
  private expandList(toks: readonly Token[]): Token[] {
    const saved = this.input;
    this.input = [...toks].reverse();
    const out: Token[] = [];
    for (let t = this.input.pop(); t; t = this.input.pop()) this.expandInto(t, out);
    this.input = saved;
    return out;
  }

  /**
   * The macro's body with its parameters replaced by their arguments (macro-expanded already, as
   * callArgs read them: `#` spells them and `##` pastes them expanded, probes Q018 `CAT(A, B)` with
   * A 10 and B `A * 2` is `1010 * 2`, Q021 `CAT(C, A)` the name C10), `#` and `##` applied, tokens
   * placed at `at`. The expansion's first token keeps the space before the macro's name (Q045:
   * `STR(A + A)` is "10  + 10").
   */
  private subst(m: Macro, args: Token[][], hide: ReadonlySet<string>, at: Token, before: readonly Token[], tails: readonly (string | undefined)[] = []): Token[] {
    const params = m.params ?? [];
    const body = m.body;

    const out: Token[] = [];
    // an argument's trailing whitespace, kept before the token after it (probe Q063: with B
    // `10  * 2`, `XSTR(ID(B) ID(B))` is "10  * 2  10  * 2"), or after the expansion
    let pend: string | undefined;
    const emit = (t: Token): void => {
      if (pend !== undefined && out.length > 0) {
        t = { ...t, spaceBefore: true, space: `${pend}${t.spaceBefore ? (t.space ?? ' ') : ''}` };
      }
      pend = undefined;
      out.push(t);
    };
    // each token is made once, in its final place (at `at`, under the hide set): a copy per token
    // and then another for the hide set was a tenth of preprocessing's allocations, cold
    const placed = (t: Token, spaceBefore: boolean, space = t.space): Token =>
      ({ ...t, file: at.file, line: at.line, spaceBefore, space, startsLine: false, hide: t.hide ? new Set([...t.hide, ...hide]) : hide });
    const argOf = (t: Token | undefined): Token[] | null => {
      if (!t || t.kind !== 'id') return null;
      const i = params.indexOf(t.text);
      return i < 0 ? null : args[i]!;
    };
    // where the last operand `##` may paste to begins in `out` (an empty argument gives it none)
    let operand = 0;
    for (let i = 0; i < body.length; i++) {
      const t = body[i]!;
      if (t.text === '#' && m.params !== null) {
        const arg = argOf(body[i + 1]);
        // TCC 2.0's words at the call, not at the #define (probe PE11: `#define H(x) # y`, then `H(1)`)
        if (!arg) throw this.argsError(m, at, before, '# operator not followed by macro argument name');
        operand = out.length;
        emit(makeToken('str', stringify(arg), at.file, at.line, undefined, t.spaceBefore, false, hide));
        i++;
        continue;
      }
      if (t.text === '##') {
        // an operand that is missing or an empty argument pastes nothing: `CAT(, 5)` is 5, `CAT(,)`
        // nothing, `## a` and `a ##` are a (probes Q107–Q109, R141, R142)
        const next = body[i + 1];
        const rhs = next ? (argOf(next) ?? [next]) : [];
        i++;
        const left = out.length > operand ? out.pop()! : undefined;
        const first = rhs[0];
        operand = out.length;
        if (left && first) {
          const joined = left.text + first.text;
          // a paste that makes no one token is its text read again: TCC 2.0 compiles `(##mousec == n)`
          // as `(mousec == n)` without a word (corpus C3440's CLICK macro, its clicks as DOSBox's)
          const made = tokenize(joined, at.file);
          for (const r of made) emit(placed(r, left.spaceBefore, left.space));
          if (made.length === 1 && made[0]!.kind === 'num' && [left, first].some((o) => o.kind === 'id' && !this.macros.has(o.text))) this.blindName = true;
        } else if (left) emit(left);
        else if (first) emit(placed(first, t.spaceBefore));
        for (let j = 1; j < rhs.length; j++) emit(placed(rhs[j]!, rhs[j]!.spaceBefore));
        continue;
      }
      operand = out.length;
      const arg = argOf(t);
      if (arg) {
        arg.forEach((a, j) => emit(j === 0 ? placed(a, t.spaceBefore, t.space) : placed(a, a.spaceBefore)));
        if (arg.length > 0) pend = tails[params.indexOf(t.text)];
        continue;
      }
      emit(placed(t, t.spaceBefore));
    }
    if (pend !== undefined) this.trailing = pend;
    if (out[0]) out[0] = { ...out[0], spaceBefore: at.spaceBefore && !at.startsLine ? true : out[0].spaceBefore, space: at.spaceBefore && !at.startsLine ? at.space : out[0].space };
    this.expanded += out.length;
    if (this.expanded > MAX_EXPANDED_TOKENS) {
      throw new CompileError(at.file, at.line, `macro ${m.name}: expansion makes more than ${MAX_EXPANDED_TOKENS} tokens (a macro that multiplies itself?)`);
    }
    return out;
  }

  // ---- #if ---------------------------------------------------------------------------------

  private evalCondition(toks: Token[], at: Token): boolean {
    // `defined X` / `defined(X)` first, then expand, then any identifier left is 0.
    const pre: Token[] = [];
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (t.text === 'defined') {
        const paren = toks[i + 1]?.text === '(';
        const id = toks[i + (paren ? 2 : 1)];
        if (id?.kind !== 'id') throw new CompileError(at.file, at.line, 'Expression syntax'); // probe R057
        // __LINE__ and __FILE__ are defined (probes R083, R084)
        pre.push({ ...t, kind: 'num', text: this.macros.has(id.text) || UNDEFINABLE.has(id.text) ? '1' : '0' });
        i += paren ? 3 : 1;
        continue;
      }
      pre.push(t);
    }
    const expanded = this.expandList(pre).map((t) => (t.kind === 'id' ? { ...t, kind: 'num' as const, text: '0' } : t));
    return evalIf(expanded, at) !== 0;
  }
}

/**
 * A file's identifiers, or null if it reads other files of its own or pastes tokens
 * (Preprocessor.named); the names it `#define`s into `macros`.
 */
function reachableNames(toks: readonly Token[], macros: Set<string>): Set<string> | null {
  const named: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind === 'id') named.push(t.text);
    else if (t.text === '##' || (t.text === '#' && toks[i + 1]?.text === 'include' && toks[i + 2]?.text !== '<')) return null;
    else if (t.text === '#' && toks[i + 1]?.text === 'define' && toks[i + 2]) macros.add(toks[i + 2]!.text);
  }
  return new Set(named); // made natively from the list: a Set's add called per token ran cold
}

/**
 * `#x`: the argument's spelling, quotes and backslashes escaped in literals. Between its tokens the
 * whitespace as written on their line, comments removed; none where the argument goes on to a new
 * line (oracle STR1: `S(log10  (2.))` is "log10  (2.)", `S(a/**\/b)` "ab", `S(a⏎   b)` "ab").
 */
function stringify(toks: readonly Token[]): string {
  let s = '';
  toks.forEach((t, i) => {
    if (i > 0 && t.spaceBefore && !t.startsLine) s += t.space ?? ' ';
    s += t.kind === 'str' || t.kind === 'chr' ? t.text.replace(/[\\"]/g, (c) => `\\${c}`) : t.text;
  });
  return `"${s}"`; // the spelling of a string literal: its escapes are read when it is used
}
