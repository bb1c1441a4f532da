// Types for src/web/c-player-build.mjs, for the TypeScript that imports it (test/unit/build-app.test.ts).
export const C_PLAYER_FILES: readonly string[];
export function withCPlayerStart(html: string): string;
export function buildCPlayer(root: string, out: string, base: object, define: Record<string, string>): Promise<void>;
export interface SourceMapV3 {
  version: number;
  sources: string[];
  mappings: string;
  [field: string]: unknown;
}
/** c-player.js's lazy module initializers made parenthesized function expressions, with the map's columns moved. */
export function eagerInitializers(js: string, map: SourceMapV3): { js: string; map: SourceMapV3 };
