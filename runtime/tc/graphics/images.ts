/** Bit images: imagesize, getimage, putimage. */
import { int, intBox } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';

/**
 * unsigned far imagesize(int left, int top, int right, int bottom)
 * 4 planes of whole bytes per row plus a 6-byte header (notes §12): 6 + ceil(w/8)·4·h.
 */
export function imagesize(l: number, t: number, r: number, b: number): number {
  const m = enter(() => `imagesize(${l},${t},${r},${b})`);
  intBox('imagesize', l, t, r, b);
  if (!installed(m)) return 0;
  const w = Math.abs(r - l) + 1;
  const h = Math.abs(b - t) + 1;
  return (6 + Math.ceil(w / 8) * 4 * h) & 0xffff;
}

/** A saved image: what getimage writes into the caller's buffer (width−1, height−1, then planes). */
export type ImageBuffer = Uint8Array;

/** void far getimage(int left, int top, int right, int bottom, void far *bitmap) */
export function getimage(l: number, t: number, r: number, b: number, bitmap: ImageBuffer): void {
  const m = enter(() => `getimage(${l},${t},${r},${b},bitmap)`);
  intBox('getimage', l, t, r, b);
  const st = installed(m);
  if (!st) return;
  void bitmap;
  // TODO(prims3 09)
}

/** void far putimage(int left, int top, void far *bitmap, int op) */
export function putimage(left: number, top: number, bitmap: ImageBuffer, op: number): void {
  const m = enter(() => `putimage(${left},${top},bitmap,${op})`);
  int('putimage', 'left', left);
  int('putimage', 'top', top);
  int('putimage', 'op', op);
  const st = installed(m);
  if (!st) return;
  void bitmap;
  // TODO(prims3 09)
}
