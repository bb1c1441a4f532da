import type { MouseButton } from '../../runtime/hw/mouse.ts';
import { SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';

/** Where the pointer's events go (the player, then the session). */
export interface MouseSink {
  mouseMove(x: number, y: number): void;
  mouseMoveBy(dx: number, dy: number): void;
  mouseButton(button: MouseButton, down: boolean): void;
}

/** PointerEvent.button → the PC mouse's button (the browser numbers the middle one 1). */
const BUTTON: readonly (MouseButton | undefined)[] = ['left', 'middle', 'right'];

/**
 * The mouse over the canvas: a pointer (mouse, pen or finger) gives the absolute position, scaled
 * from the canvas's CSS box to 640×480; a finger down is the left button down where it touches.
 * While the pointer is locked to the canvas (`lock`), motion is relative, in mickeys (CSS pixels).
 */
export function attachPointer(canvas: HTMLCanvasElement, sink: MouseSink, lock: HTMLElement): void {
  const locked = (): boolean => document.pointerLockElement === canvas;
  const at = (e: PointerEvent): void => {
    if (locked()) return sink.mouseMoveBy(Math.round(e.movementX), Math.round(e.movementY));
    const r = canvas.getBoundingClientRect();
    const x = Math.floor(((e.clientX - r.left) * SCREEN_W) / r.width);
    const y = Math.floor(((e.clientY - r.top) * SCREEN_H) / r.height);
    sink.mouseMove(Math.max(0, Math.min(SCREEN_W - 1, x)), Math.max(0, Math.min(SCREEN_H - 1, y)));
  };
  const button = (e: PointerEvent, down: boolean): void => {
    const b = BUTTON[e.button];
    if (b) sink.mouseButton(b, down);
  };
  canvas.addEventListener('pointermove', at);
  canvas.addEventListener('pointerdown', (e) => {
    at(e);
    button(e, true);
    canvas.setPointerCapture(e.pointerId); // the release reaches us even off the canvas
  });
  canvas.addEventListener('pointerup', (e) => {
    at(e);
    button(e, false);
  });
  canvas.addEventListener('pointercancel', (e) => button(e, false));
  canvas.addEventListener('contextmenu', (e) => e.preventDefault()); // the right button is the program's
  lock.addEventListener('click', () => void canvas.requestPointerLock());
}
