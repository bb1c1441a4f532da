import { alignedSummary, type Alignment } from './align.ts';
import { escapeHtml } from './highlight.ts';
import { installPanes } from './panes.ts';
import { renderPanes, type StudySources } from './render.ts';

/**
 * A self-contained HTML page of the aligned sources (no game, no network): `mode12h study --html`.
 * The stylesheet and the pane behaviour are inlined.
 */
export function staticStudyPage(src: StudySources, alignment: Alignment, css: string): string {
  const problems = alignment.problems.length
    ? `<ul class="problems">${alignment.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`
    : '';
  const script = `(${installPanes.toString()})(document.getElementById('panes'), document.getElementById('sync'));`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(src.cName)} ↔ roms/tetris — mode12h study</title>
<style>${css}</style>
</head>
<body class="static">
<main id="study">
<header class="study-head">
  <h1>${escapeHtml(src.cName)} <span>↔</span> roms/tetris</h1>
  <label><input type="checkbox" id="sync" checked> scroll together</label>
  <span id="status" class="status">${alignedSummary(alignment)}</span>
  ${problems}
</header>
<div id="panes" class="panes">${renderPanes(src, alignment)}</div>
</main>
<script>${script}</script>
</body>
</html>
`;
}
