/**
 * What the two panes do: scroll together (function by function, so twins stay side by side) and
 * jump from a function to its twin. One self-contained function with no imports, because the static
 * page `mode12h study --html` inlines its source text (Function.prototype.toString) — keep it so.
 */
export function installPanes(root: HTMLElement, sync: HTMLInputElement | null): void {
  const body = (side: string): HTMLElement => {
    const el = root.querySelector<HTMLElement>(`#pane-${side} .pane-body`);
    if (!el) throw new Error(`study: pane ${side} is missing`);
    return el;
  };
  const panes = { c: body('c'), ts: body('ts') };
  const other = (side: 'c' | 'ts'): 'c' | 'ts' => (side === 'c' ? 'ts' : 'c');
  const blockOf = (side: 'c' | 'ts', name: string): HTMLElement | null =>
    panes[side].querySelector<HTMLElement>(`.fn[data-fn="${CSS.escape(name)}"]`);

  // Breakpoints [yC, yTs] at the top and bottom of each pair of twins (kept monotone in both panes):
  // between them, a position in one pane maps linearly onto the other.
  const breakpoints = (): [number, number][] => {
    const pts: [number, number][] = [[0, 0]];
    for (const c of panes.c.querySelectorAll<HTMLElement>('.fn')) {
      const t = blockOf('ts', c.dataset.fn ?? '');
      if (!t) continue;
      const last = pts[pts.length - 1]!;
      if (c.offsetTop < last[0] || t.offsetTop < last[1]) continue; // out of order: skip this pair
      pts.push([c.offsetTop, t.offsetTop], [c.offsetTop + c.offsetHeight, t.offsetTop + t.offsetHeight]);
    }
    pts.push([Math.max(panes.c.scrollHeight, pts[pts.length - 1]![0]), Math.max(panes.ts.scrollHeight, pts[pts.length - 1]![1])]);
    return pts;
  };
  const mapY = (y: number, from: 0 | 1): number => {
    const pts = breakpoints();
    const to = from === 0 ? 1 : 0;
    for (let i = 0; i + 1 < pts.length; i++) {
      const a = pts[i]!, b = pts[i + 1]!;
      if (y <= b[from] || i + 2 === pts.length) {
        const span = b[from] - a[from];
        const f = span > 0 ? Math.min(1, Math.max(0, (y - a[from]) / span)) : 0;
        return a[to] + f * (b[to] - a[to]);
      }
    }
    return y;
  };

  // Programmatic scrolls fire scroll events too: remember where we sent each pane, ignore the echo.
  const sentTo: Record<'c' | 'ts', number | null> = { c: null, ts: null };
  const scrollPane = (side: 'c' | 'ts', top: number): void => {
    const el = panes[side];
    const clamped = Math.max(0, Math.min(top, el.scrollHeight - el.clientHeight));
    if (Math.abs(el.scrollTop - clamped) < 1) return;
    sentTo[side] = clamped;
    el.scrollTop = clamped;
  };
  for (const side of ['c', 'ts'] as const) {
    panes[side].addEventListener('scroll', () => {
      const el = panes[side];
      const echo = sentTo[side];
      sentTo[side] = null;
      if (echo !== null && Math.abs(el.scrollTop - echo) < 2) return;
      if (sync && !sync.checked) return;
      const reading = el.clientHeight / 3; // the line a reader's eye rests on
      const target = panes[other(side)];
      scrollPane(other(side), mapY(el.scrollTop + reading, side === 'c' ? 0 : 1) - target.clientHeight / 3);
    });
  }

  // Jump: put the twin at the same height in its pane as the clicked block is in its own.
  root.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.('button.twin') as HTMLElement | null;
    if (!button) return;
    const from = button.closest('.fn') as HTMLElement;
    const side = (button.closest('.pane') as HTMLElement).dataset.side === 'c' ? 'c' : 'ts';
    const to = other(side);
    const twin = blockOf(to, button.dataset.fn ?? '');
    if (!twin) return;
    const offset = Math.max(0, from.offsetTop - panes[side].scrollTop);
    // A scroll of the clicked pane still pending (e.g. it scrolled the button into view) must not
    // re-sync the twin away: treat it as an echo.
    sentTo[side] = panes[side].scrollTop;
    scrollPane(to, twin.offsetTop - offset);
    twin.classList.remove('flash');
    void twin.offsetWidth; // restart the animation
    twin.classList.add('flash');
    twin.querySelector<HTMLElement>('button.twin')?.focus({ preventScroll: true });
  });
}
