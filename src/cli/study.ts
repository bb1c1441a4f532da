/**
 * `mode12h study --c path/to/TETRIS.C [--html out.html] [--width N]`: the original C and the port
 * aligned function by function — as side-by-side text on stdout, or as a self-contained HTML page.
 * The original is not part of this project, so the user names their copy; the port's sources are
 * read from the installed package (roms/tetris/*.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { writeFileAtomic } from './output.ts';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { align, alignedSummary } from '../study/align.ts';
import { decodeSource } from '../study/decode.ts';
import { checkOriginal, forumMessage } from '../study/original-check.ts';
import type { SourceFile } from '../study/port-functions.ts';
import { staticStudyPage } from '../study/static-page.ts';
import { alignedText } from '../study/text-view.ts';
import { quote } from '../../runtime/quote.ts';
import { cliNumber, one, readArgs, UsageError } from './args.ts';
import type { CliIo } from './io.ts';

/** The subcommand's paragraph in `mode12h --help`. */
export const STUDY_HELP = `study    your copy of the original C (TETRIS.C) beside the TypeScript port, function by function:
         side-by-side text on stdout (--width N columns), or with --html OUT a self-contained page.
         exit code 1 when the file is not the original: a C function has no port twin (or the reverse).`;

interface StudyArgs {
  c: string;
  html?: string;
  width?: number;
}

function parseArgs(argv: readonly string[]): StudyArgs {
  const args = readArgs('study', argv, { values: ['--c', '--html', '--width'] });
  const c = one(args, '--c');
  const html = one(args, '--html');
  const w = one(args, '--width');
  let width: number | undefined;
  if (w !== undefined) {
    width = cliNumber(w, 60, 1000);
    if (Number.isNaN(width)) throw new UsageError(`study: --width: a whole number of columns in 60..1000, got ${quote(w)}`);
  }
  if (c === undefined) throw new UsageError('study: give the original C source with --c path/to/TETRIS.C');
  return { c, ...(html !== undefined && { html }), ...(width !== undefined && { width }) };
}

/** The package root: the nearest folder up from this module holding roms/tetris. */
export function packageRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'roms', 'tetris')) && existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`study: cannot find the port's sources (roms/tetris) above ${from}`);
  }
}

/** roms/tetris/*.ts, paths relative to the root, in name order. */
export function readPortFiles(root: string): SourceFile[] {
  const dir = join(root, 'roms', 'tetris');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort()
    .map((f) => ({ path: `roms/tetris/${f}`, text: readFileSync(join(dir, f), 'utf8') }));
}

/** Runs the subcommand; returns the exit code. */
export function study(argv: readonly string[], io: CliIo): number {
  const out = io.out;
  const a = parseArgs(argv);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(a.c);
  } catch (e) {
    throw new Error(`study: cannot read ${a.c}: ${(e as Error).message}`);
  }
  const cText = decodeSource(bytes).text;
  const root = packageRoot();
  const portFiles = readPortFiles(root);
  const alignment = align(cText, portFiles);
  const src = { cName: basename(a.c), cText, portFiles };
  // As the study page: only the original is shown; the forum copy with a word on its lines.
  const verdict = checkOriginal(src.cName, cText, alignment);
  if (!verdict.ok) {
    io.err(`study: ${verdict.message}\n`);
    return 1;
  }
  if (verdict.forumLines.length) io.err(`study: ${forumMessage(src.cName, verdict.forumLines)}\n`);
  if (a.html !== undefined) {
    const css = readFileSync(join(root, 'src', 'study', 'page', 'study.css'), 'utf8');
    writeFileAtomic(resolve(a.html), new TextEncoder().encode(staticStudyPage(src, alignment, css)));
    out(`${a.html}: ${alignedSummary(alignment)}${alignment.problems.length ? `, ${alignment.problems.length} problem(s)` : ''}\n`);
  } else {
    out(alignedText(alignment, src.cName, cText, portFiles, a.width ?? (io.outColumns || 160)));
  }
  for (const p of alignment.problems) io.err(`study: ${p}\n`);
  return alignment.problems.length ? 1 : 0;
}
