/**
 * The player page (index.html) as the player sees it: its elements, found by id (a missing one is
 * an error naming it), the program's name and help on it, the note it shows about the disk, and
 * the scripts it loads on demand.
 */
import type { Rom } from '../../runtime/process.ts';

export const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`player page: #${id} is missing`);
  return el as T;
};

/** The elements the player drives: the screen and its stage, the overlay, the panel's controls. */
export type PlayerElements = ReturnType<typeof playerElements>;

export function playerElements() {
  return {
    player: $('player'),
    stage: $('stage'),
    surface: $('surface'),
    screen: $<HTMLCanvasElement>('screen'),
    overlay: $('overlay'),
    overlayText: $('overlay-text'),
    status: $('status'),
    cycles: $<HTMLOutputElement>('cycles'),
    mute: $<HTMLButtonElement>('mute'),
    volume: $<HTMLInputElement>('volume'),
    pause: $<HTMLButtonElement>('pause'),
    record: $<HTMLButtonElement>('record'),
    slower: $<HTMLButtonElement>('slower'),
    faster: $<HTMLButtonElement>('faster'),
    variant: $<HTMLSelectElement>('variant'),
  };
}

/** Name the program on the page: its title, its own keys line; the study page is TETRIS.C's. */
export function showProgram(rom: Rom): void {
  $('title').textContent = rom.name.toUpperCase();
  document.title = `mode12h — ${rom.title}`;
  $('keys-help').textContent = rom.keys ?? '';
  $('study-link').hidden = rom.name !== 'tetris';
}

/** The page when no program starts (`rom` unknown, a compile error): the name asked for, no keys. */
export function showNoProgram(rom: string): void {
  $('title').textContent = rom.replace(/^c:/, '').replace(/\.c$/i, '').toUpperCase();
  document.title = 'mode12h — no program';
  $('keys-help').textContent = '';
  $('study-link').hidden = true;
}

/**
 * Run the classic script `src`, beside the page — files.js, a ROM chunk (classic: it loads from
 * file:// too, under script-src 'self'). Resolves once it has run.
 */
export function loadScript(src: string): Promise<void> {
  return new Promise((ok, fail) => {
    const s = document.createElement('script');
    s.src = src;
    s.onload = () => ok();
    s.onerror = () => fail(new Error(`${src} could not be loaded`));
    document.head.append(s);
  });
}

/** Say something about the disk on the page (storage full, another tab, a damaged record, an import). */
export function diskNote(text: string): void {
  const el = $('disk-note');
  el.textContent = text;
  el.hidden = false;
}
