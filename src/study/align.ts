import { findCFunctions, prototypeKey, type CFunction } from './c-functions.ts';
import { emptyMacros, lexC } from './lex-c.ts';
import { scanPortFile, type Deviation, type PortFunction, type SourceFile } from './port-functions.ts';

/** One C function and its port, side by side; one side is null when the other has no twin. */
export interface Pair {
  readonly name: string;
  readonly c: CFunction | null;
  readonly port: PortFunction | null;
}

export interface Alignment {
  /** In the C source's order; port-only functions follow the port function they follow in the port. */
  readonly pairs: readonly Pair[];
  readonly deviations: readonly Deviation[];
  /** Everything that breaks the one-to-one mapping, one sentence each; empty when the port is complete. */
  readonly problems: readonly string[];
  /** Port functions with no C twin whose tag says why (e.g. a variant's addition): not problems. */
  readonly additions: readonly PortFunction[];
}

/**
 * Align the C source's function definitions with the port's `@c`-tagged functions by name. Every C
 * function must have exactly one port function whose tag names it, with the same prototype (spacing
 * and empty macros like `_INNER_HELPER` aside), and the port function's own name must equal it.
 */
export function align(cText: string, portFiles: readonly SourceFile[]): Alignment {
  const cFunctions = findCFunctions(cText);
  const blank = emptyMacros(lexC(cText));
  const problems: string[] = [];
  const port: PortFunction[] = [];
  const deviations: Deviation[] = [];
  for (const file of portFiles) {
    const scan = scanPortFile(file);
    port.push(...scan.functions);
    deviations.push(...scan.deviations);
    problems.push(...scan.problems);
  }

  const cByName = new Map<string, CFunction>();
  for (const f of cFunctions) {
    if (cByName.has(f.name)) problems.push(`C: ${f.name} is defined twice (lines ${cByName.get(f.name)!.startLine} and ${f.startLine})`);
    else cByName.set(f.name, f);
  }
  const portByName = new Map<string, PortFunction>();
  for (const p of port) {
    const where = `${p.file}:${p.docLine}`;
    if (p.name !== p.cName) problems.push(`${where}: the port function ${p.name} is tagged @c ${p.cName}; names must match`);
    const twin = portByName.get(p.cName);
    if (twin) {
      problems.push(`${where}: @c ${p.cName} is tagged twice (also ${twin.file}:${twin.docLine})`);
      continue;
    }
    portByName.set(p.cName, p);
    const c = cByName.get(p.cName);
    if (c && prototypeKey(c.prototype, blank) !== prototypeKey(p.cPrototype, blank)) {
      problems.push(`${where}: @c "${p.cPrototype}" differs from TETRIS.C line ${c.startLine}: "${c.prototype}"`);
    }
  }

  const additions: PortFunction[] = [];
  for (const p of portByName.values()) {
    if (cByName.has(p.cName)) continue;
    if (p.note) additions.push(p);
    else problems.push(`${p.file}:${p.docLine}: ${p.cName} has no definition in the C source`);
  }
  for (const c of cFunctions) {
    if (!portByName.has(c.name)) problems.push(`C line ${c.startLine}: ${c.name} has no port function (no @c tag names it)`);
  }

  return { pairs: pairUp(cFunctions, [...portByName.values()], cByName), deviations, problems, additions };
}

/** Pairs in C order, each port-only function placed right after the pair of the port function before it. */
function pairUp(cFunctions: readonly CFunction[], port: readonly PortFunction[], cByName: ReadonlyMap<string, CFunction>): Pair[] {
  const portByName = new Map(port.map((p) => [p.cName, p]));
  const pairs: Pair[] = cFunctions.map((c) => ({ name: c.name, c, port: portByName.get(c.name) ?? null }));
  let after = -1; // index in `pairs` of the last port function seen
  for (const p of port) {
    if (cByName.has(p.cName)) {
      after = pairs.findIndex((x) => x.name === p.cName);
      continue;
    }
    pairs.splice(after + 1, 0, { name: p.cName, c: null, port: p });
    after++;
  }
  return pairs;
}

/**
 * "21 functions aligned": the C functions that have their port twin. Port-only additions (the
 * `timer` variant's TimerHandler) are not counted: they align with nothing. The page, the static
 * HTML and the CLI all say this one sentence.
 */
export function alignedSummary(alignment: Alignment): string {
  const paired = alignment.pairs.filter((p) => p.c && p.port).length;
  return `${paired} functions aligned`;
}
