import type { Alignment, Pair } from './align.ts';
import type { SourceFile } from './port-functions.ts';

/**
 * The aligned pairs as plain text, C on the left and the port on the right, one function after
 * another — what `mode12h study` prints. Lines too long for their column are cut with '…'.
 */
export function alignedText(alignment: Alignment, cName: string, cText: string, portFiles: readonly SourceFile[], width: number): string {
  const cLines = cText.split('\n');
  const portLines = new Map(portFiles.map((f) => [f.path, f.text.split('\n')]));
  const half = Math.max(20, Math.floor((width - 3) / 2));
  const out: string[] = [];
  for (const pair of alignment.pairs) {
    out.push(header(pair, cName, width));
    const left = pair.c ? numbered(cLines, pair.c.commentLine, pair.c.endLine, new Set()) : ['(not in the C source)'];
    const devLines = new Set(alignment.deviations.filter((d) => d.file === pair.port?.file).map((d) => d.line));
    const right = pair.port ? numbered(portLines.get(pair.port.file) ?? [], pair.port.docLine, pair.port.endLine, devLines) : ['(no port function)'];
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
      out.push(`${fit(left[i] ?? '', half)} │ ${clip(right[i] ?? '', half)}`.trimEnd());
    }
    if (pair.port) {
      for (const d of alignment.deviations) {
        if (d.file === pair.port.file && d.line >= pair.port.docLine && d.line <= pair.port.endLine) {
          out.push(...wrap(`! DEVIATION (${d.file}:${d.line}): ${d.reason}`, width));
        }
      }
      if (pair.port.note) out.push(...wrap(`note: ${pair.port.note}`, width));
    }
    out.push('');
  }
  if (alignment.problems.length > 0) {
    out.push('Problems:');
    for (const p of alignment.problems) out.push(`  ${p}`);
  } else {
    const n = alignment.pairs.filter((p) => p.c && p.port).length;
    const extra = alignment.additions.length ? ` (plus ${alignment.additions.map((a) => a.name).join(', ')}, not in the C source)` : '';
    out.push(`${n} C functions, each with exactly one port function${extra}.`);
  }
  return out.join('\n') + '\n';
}

/** `text` word-wrapped to `width` columns, every line indented by two spaces (four after the first). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '  ';
  for (const word of text.split(' ')) {
    if (line.trim() !== '' && displayWidth(line) + 1 + displayWidth(word) > width) {
      lines.push(line);
      line = '    ';
    }
    line += (line.trim() === '' ? '' : ' ') + word;
  }
  lines.push(line);
  return lines.map((l) => clip(l, width));
}

function header(pair: Pair, cName: string, width: number): string {
  const c = pair.c ? `${cName} ${pair.c.startLine}–${pair.c.endLine}` : '—';
  const p = pair.port ? `${pair.port.file} ${pair.port.startLine}–${pair.port.endLine}` : '—';
  const title = `━━ ${pair.name} ━━ ${c} ↔ ${p} `;
  return title + '━'.repeat(Math.max(0, width - displayWidth(title)));
}

/** Lines from..to (1-based, inclusive), numbered; a '!' marks a DEVIATION line. */
function numbered(lines: readonly string[], from: number, to: number, marked: ReadonlySet<number>): string[] {
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    const text = (lines[n - 1] ?? '').replace(/\t/g, '    ');
    out.push(`${String(n).padStart(4)}${marked.has(n) ? '!' : ' '} ${text}`);
  }
  return out;
}

/** Characters that take two terminal columns (CJK and full-width forms). */
function isWide(cp: number): boolean {
  return (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf) || (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60) || (cp >= 0xffe0 && cp <= 0xffe6);
}

export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += isWide(ch.codePointAt(0)!) ? 2 : 1;
  return w;
}

/** `s` cut to `width` columns, with '…' where it was cut. */
function clip(s: string, width: number): string {
  if (displayWidth(s) <= width) return s;
  let out = '';
  let w = 0;
  for (const ch of s) {
    const cw = isWide(ch.codePointAt(0)!) ? 2 : 1;
    if (w + cw > width - 1) break;
    out += ch;
    w += cw;
  }
  return out + '…';
}

/** `s` cut or padded to exactly `width` columns. */
function fit(s: string, width: number): string {
  const c = clip(s, width);
  return c + ' '.repeat(width - displayWidth(c));
}
