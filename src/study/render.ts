import type { Alignment } from './align.ts';
import { escapeHtml, highlightLines, type Language } from './highlight.ts';
import type { Deviation, SourceFile } from './port-functions.ts';

/** What the study view shows: the C source (the user's copy) and the port's files. */
export interface StudySources {
  /** File name of the C source as the user gave it, e.g. "TETRIS.C". */
  readonly cName: string;
  readonly cText: string;
  readonly portFiles: readonly SourceFile[];
}

/** A function block in a pane: lines first..last (1-based) of one file. */
interface Block {
  readonly name: string;
  readonly first: number;
  readonly last: number;
  /** The other pane has the twin. */
  readonly paired: boolean;
}

/**
 * The two panes as HTML: every line of every file, highlighted, function extents wrapped in
 * `<div class="fn" data-fn="Name">` (the comment above included) with a button to the twin, and
 * each DEVIATION note under the line that carries it. The same markup serves the live page and
 * the static page `mode12h study --html` writes; behaviour comes from panes.ts.
 */
export function renderPanes(src: StudySources, alignment: Alignment): string {
  const cBlocks: Block[] = [];
  const portBlocks = new Map<string, Block[]>();
  for (const p of alignment.pairs) {
    const paired = p.c !== null && p.port !== null;
    if (p.c) cBlocks.push({ name: p.name, first: p.c.commentLine, last: p.c.endLine, paired });
    if (p.port) {
      const list = portBlocks.get(p.port.file) ?? [];
      list.push({ name: p.name, first: p.port.docLine, last: p.port.endLine, paired });
      portBlocks.set(p.port.file, list);
    }
  }
  const c = fileHtml(src.cText, 'c', cBlocks, [], 'ts');
  const port = src.portFiles
    .map((f) => `<div class="file-head">${escapeHtml(f.path)}</div>${fileHtml(f.text, 'ts', portBlocks.get(f.path) ?? [], alignment.deviations.filter((d) => d.file === f.path), 'c')}`)
    .join('');
  return (
    `<section class="pane" id="pane-c" data-side="c" aria-label="${escapeHtml(src.cName)} (original C)">` +
    `<header class="pane-head"><b>${escapeHtml(src.cName)}</b> <span>original C, 2008</span></header>` +
    `<div class="pane-body" tabindex="0"><div class="code">${c}</div></div></section>` +
    `<section class="pane" id="pane-ts" data-side="ts" aria-label="The TypeScript port">` +
    `<header class="pane-head"><b>roms/tetris</b> <span>TypeScript port</span></header>` +
    `<div class="pane-body" tabindex="0"><div class="code">${port}</div></div></section>`
  );
}

function fileHtml(text: string, lang: Language, blocks: readonly Block[], deviations: readonly Deviation[], other: Language): string {
  const lines = highlightLines(text, lang);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop(); // the file's final newline
  const starts = new Map(blocks.map((b) => [b.first, b]));
  const notes = new Map<number, Deviation[]>();
  for (const d of deviations) notes.set(d.line, [...(notes.get(d.line) ?? []), d]);
  let html = '';
  let open: Block | null = null;
  lines.forEach((line, i) => {
    const n = i + 1;
    const start = starts.get(n);
    if (start && !open) {
      open = start;
      const twin = start.paired
        ? `<button type="button" class="twin" data-fn="${escapeHtml(start.name)}" title="Show ${escapeHtml(start.name)} in the other pane">${other === 'ts' ? 'port →' : '← C'}</button>`
        : `<span class="twin none">${other === 'ts' ? 'no port' : 'not in the C'}</span>`;
      html += `<div class="fn" data-fn="${escapeHtml(start.name)}">${twin}`;
    }
    const dev = notes.get(n);
    html += `<div class="ln${dev ? ' dev' : ''}" data-n="${n}">${line || ' '}</div>`;
    for (const d of dev ?? []) html += `<div class="dev-note" role="note"><b>DEVIATION</b> ${escapeHtml(d.reason)}</div>`;
    if (open && n === open.last) {
      html += '</div>';
      open = null;
    }
  });
  if (open) html += '</div>';
  return html;
}
