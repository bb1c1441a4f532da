import type { PauseReason } from './status.ts';

/** What watchFocus drives in the player. */
export interface FocusHost {
  setPause(reason: PauseReason, on: boolean): void;
  /** Release every key and button the machine holds (their releases will land elsewhere). */
  letGo(): void;
}

/**
 * The player plays while the page is visible and the focus is inside it (a paused machine takes
 * no input, as a paused DOSBox does not). A press anywhere on the stage — the screen or its margin,
 * all there is in fullscreen — gives the screen the focus; one on the paused overlay resumes from
 * the user's own pause too.
 */
export function watchFocus(el: { player: HTMLElement; stage: HTMLElement; surface: HTMLElement; overlay: HTMLElement }, host: FocusHost): void {
  const { player, stage, surface, overlay } = el;
  const update = (): void => host.setPause('unfocused', !(document.hasFocus() && player.contains(document.activeElement)));
  const hidden = (): void => host.setPause('hidden', document.visibilityState === 'hidden');
  document.addEventListener('visibilitychange', hidden);
  window.addEventListener('blur', update);
  window.addEventListener('focus', update);
  player.addEventListener('focusin', update);
  player.addEventListener('focusout', (e) => {
    const to = e.relatedTarget;
    host.setPause('unfocused', !(to instanceof Node && player.contains(to)));
  });
  // Keys held when the screen loses focus (Tab, a click on a control) come up elsewhere: let go
  // of them now, or the machine would repeat them for ever.
  surface.addEventListener('blur', () => host.letGo());
  stage.addEventListener('pointerdown', () => surface.focus());
  stage.addEventListener('mousedown', (e) => e.target === stage && e.preventDefault()); // or the margin would take the focus
  overlay.addEventListener('click', () => overlay.className === 'paused' && host.setPause('user', false));
  surface.focus();
  hidden();
  update();
}
