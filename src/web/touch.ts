import { isKeyName } from '../../runtime/scancodes.ts';
import type { KeySink } from './keyboard.ts';

/**
 * On-screen keys for touch screens: each `button[data-key]` holds its PC key while a pointer is
 * down on it (pointerdown = make, pointerup/cancel = break), so held keys repeat in the machine as
 * real ones do. Pointer capture keeps the release on the button even if the finger slides off.
 */
export function attachTouchKeys(container: HTMLElement, sink: KeySink, afterPress: () => void): void {
  for (const button of container.querySelectorAll<HTMLButtonElement>('button[data-key]')) {
    const key = button.dataset.key ?? '';
    if (!isKeyName(key)) throw new Error(`touch key "${key}" is not a PC key name`);
    button.addEventListener('pointerdown', (e) => {
      e.preventDefault(); // no focus change, no text selection, no synthetic mouse events
      button.setPointerCapture(e.pointerId);
      button.classList.add('down');
      sink.press(key);
      afterPress();
    });
    const up = (): void => {
      button.classList.remove('down');
      sink.release(key);
    };
    button.addEventListener('pointerup', up);
    button.addEventListener('pointercancel', up);
    button.addEventListener('lostpointercapture', up);
    button.addEventListener('contextmenu', (e) => e.preventDefault());
  }
}
