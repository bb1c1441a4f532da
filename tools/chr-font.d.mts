// Types for tools/chr-font.mjs, for the TypeScript that imports it (test/unit/graphics-chr.test.ts).
export type Stroke = ['m' | 'd', number, number];
export interface Glyph {
  width: number;
  strokes: Stroke[];
}
export interface ChrFont {
  name: string;
  description?: string;
  first: number;
  capital: number;
  baseline: number;
  descender: number;
  glyphs: Glyph[];
}
export function chrFile(font: ChrFont): Uint8Array;
export function testFonts(): Record<string, Uint8Array>;
