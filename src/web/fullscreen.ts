/** The Keyboard Lock API (Chromium, in fullscreen): not in TypeScript's DOM types yet. */
type Keyboard = { lock(keys: string[]): Promise<void>; unlock(): void } | undefined;

/**
 * Fullscreen for the player. Where the browser allows it, the Keyboard Lock API keeps Esc for the
 * program (the game's "quit") and holding Esc leaves; elsewhere Esc leaves at once. The screen
 * says which on entering (a hint that fades; the pause overlay says it again: `note`).
 */
export class Fullscreen {
  /** How to leave, while in fullscreen; null outside it. */
  note: string | null = null;

  constructor(
    private readonly player: HTMLElement,
    surface: HTMLElement,
    changed: () => void,
  ) {
    document.addEventListener('fullscreenchange', async () => {
      const keyboard = (navigator as { keyboard?: Keyboard }).keyboard;
      if (document.fullscreenElement) {
        // Refused (not allowed here, or fullscreen already left): Esc stays the browser's.
        const locked = (await keyboard?.lock(['Escape']).then(() => true, () => false)) ?? false;
        this.note = locked ? 'Hold Esc to leave fullscreen.' : 'Esc or F11 leaves fullscreen.';
      } else {
        keyboard?.unlock();
        this.note = null;
      }
      // Shown over the screen by CSS (#surface[data-hint]::after), fading from each entry.
      if (this.note) surface.dataset.hint = this.note;
      else delete surface.dataset.hint;
      changed();
    });
  }

  toggle(): void {
    const { player } = this;
    const fake = (): boolean => player.classList.toggle('fake-fullscreen'); // iPhone Safari: no element fullscreen
    if (!document.fullscreenEnabled || !player.requestFullscreen) fake();
    else if (document.fullscreenElement) void document.exitFullscreen();
    else player.requestFullscreen().catch(fake);
  }
}
