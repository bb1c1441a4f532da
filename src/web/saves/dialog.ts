/**
 * The States dialog: this ROM's kept save states, newest first, each to restore, download or
 * delete; and Save now, Download now, Open file… (a `.m12h`). Built with the DOM (no markup in the
 * page) and styled by a constructed style sheet, which the page's CSP allows (no inline style).
 */
import type { StoredState, Thumbnail } from './store.ts';

export interface DialogActions {
  save(): Promise<void>;
  downloadNow(): void;
  restore(s: StoredState): Promise<void>;
  download(s: StoredState): void;
  remove(s: StoredState): Promise<void>;
  restoreFile(f: File): Promise<void>;
}

const CSS = `
#states { background: #000; color: #aaa; border: 1px solid #555; max-width: min(40rem, 92vw); font: inherit; }
#states::backdrop { background: rgba(0, 0, 0, 0.6); }
#states h2 { margin: 0 0 8px; color: #fff; font-size: 1rem; }
#states ol { list-style: none; margin: 8px 0; padding: 0; max-height: 50vh; overflow: auto; }
#states li { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; padding: 4px 0; border-top: 1px solid #333; }
#states li span { flex: 1 1 10rem; }
#states li canvas { width: 8rem; height: auto; border: 1px solid #333; }
#states .note { min-height: 1.2em; color: #ff5; margin: 0; }
#states .row { display: flex; flex-wrap: wrap; gap: 8px; }
`;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '', props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] => {
  const e = Object.assign(document.createElement(tag), props);
  if (text) e.textContent = text;
  return e;
};

const button = (label: string, onclick: () => unknown): HTMLButtonElement => el('button', label, { type: 'button', onclick: () => void onclick() });

/** A stored thumbnail on a canvas (the page's CSP allows no data: or blob: images). */
function picture(t: Thumbnail): HTMLCanvasElement {
  const canvas = el('canvas', '', { width: t.width, height: t.height });
  const img = new ImageData(t.width, t.height);
  for (let i = 0, o = 0; i < t.rgb.length; i += 3, o += 4) {
    img.data[o] = t.rgb[i]!;
    img.data[o + 1] = t.rgb[i + 1]!;
    img.data[o + 2] = t.rgb[i + 2]!;
    img.data[o + 3] = 255;
  }
  canvas.getContext('2d')?.putImageData(img, 0, 0);
  canvas.setAttribute('aria-hidden', 'true');
  return canvas;
}

export class StatesDialog {
  private readonly dialog = el('dialog', '', { id: 'states' });
  private readonly list = el('ol');
  private readonly note = el('p', '', { className: 'note' });

  constructor(rom: string, private readonly act: DialogActions) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const file = el('input', '', { type: 'file', accept: '.m12h,application/json', hidden: true });
    file.onchange = () => {
      const f = file.files?.[0];
      file.value = '';
      if (f) void act.restoreFile(f);
    };
    this.note.setAttribute('role', 'status');
    const tools = el('div', '', { className: 'row' });
    tools.append(button('Save now', act.save), button('Download now', act.downloadNow), button('Open file…', () => file.click()), file, button('Close', () => this.close()));
    this.dialog.setAttribute('aria-label', `Save states of ${rom}`);
    this.dialog.append(el('h2', `Save states — ${rom.toUpperCase()}`), this.note, this.list, tools);
    document.body.append(this.dialog);
  }

  get open(): boolean {
    return this.dialog.open;
  }

  showModal(): void {
    this.note.textContent = '';
    if (!this.dialog.open) this.dialog.showModal();
  }

  close(): void {
    this.dialog.close();
  }

  say(text: string): void {
    this.note.textContent = text;
  }

  show(states: readonly StoredState[]): void {
    this.list.replaceChildren(
      ...states.map((s) => {
        const li = el('li');
        const played = Math.floor(s.playedMs / 1000);
        const label = `${new Date(s.savedAt).toLocaleString()} · ${Math.floor(played / 60)}:${String(played % 60).padStart(2, '0')} played${s.auto ? ' · before restore' : ''}`;
        if (s.thumb) li.append(picture(s.thumb));
        li.append(el('span', label), button('Restore', () => this.act.restore(s)), button('Download', () => this.act.download(s)), button('Delete', () => this.act.remove(s)));
        return li;
      }),
    );
    if (states.length === 0) this.list.append(el('li', 'No saved states yet: Save now (Ctrl+S while playing), or open a .m12h file.'));
  }
}
