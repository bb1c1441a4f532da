// Types for tools/build.mjs, for the TypeScript that imports it (test/support/browser.ts).
export interface PayloadFile {
  name: string;
  bytes: number;
  gzip: number;
}
export const WEB_FILES: readonly string[];
export const STUDY_FILES: readonly string[];
export const ON_USE_FILES: readonly string[];
export const C_PLAYER_FILES: readonly string[];
export const SOURCE_MAPS: readonly string[];
export function buildCli(root?: string): Promise<void>;
/**
 * testRoms: the browser tests' build, which also offers the test ROMs and the test hook (?test).
 * payloadOnly: only the pages whose sizes are the payload (index.html, play.html and its ROM chunks).
 */
export function buildWeb(root?: string, out?: string, options?: { testRoms?: boolean; payloadOnly?: boolean }): Promise<PayloadFile[]>;
export function inlinePage(html: string, js: string, css: string, name?: string): string;
export function formatPayload(files: readonly PayloadFile[]): string;
export const PAGES: readonly string[];
export const APP_FILES: readonly string[];
export const HOME_FILES: readonly string[];
export const HOME_SHOT: RegExp;
/** The screenshot files home.html in `out` asks for (those below its first screen; the others are inline). */
export function homeShotsAskedFor(out: string): string[];
/** Raw and gzip sizes of `names` (paths in `out`). */
export function payloadOf(out: string, names: readonly string[]): PayloadFile[];
/** sw.js for the pages built in `out`; resolves to its version (a hash of the precached files). */
export function writeServiceWorker(root: string, out: string): Promise<string>;
/** A ROM chunk of play.html or its source map, by its path in dist/web (tools/build-roms.mjs). */
export const ROM_CHUNK: RegExp;
/** The files ROMs load beside their code, by their paths under roms/ (runtime/assets.ts; tools/build-roms.mjs). */
export const ROM_ASSETS: readonly string[];
/** A ROM asset by its path in dist/web. */
export const ROM_ASSET: RegExp;
/** The parts of ROMs' code loaded on first use (runtime/assets.ts loadPart; tools/build-roms.mjs): roms/<name>.js. */
export const ROM_PARTS: readonly { readonly name: string; readonly here: string; readonly entry: string }[];
/** A ROM part's script or its source map, by its path in dist/web. */
export const ROM_PART: RegExp;
/** The ROM parts' scripts, by their paths in dist/web. */
export function romPartFiles(): string[];
/** The ROM chunks built in `out`, by their paths in it (roms/<name>.js); throws when there are none. */
export function romChunkFiles(out: string): string[];
