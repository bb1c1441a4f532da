// Types for tools/build.mjs, for the TypeScript that imports it (test/support/browser.ts).
export interface PayloadFile {
  name: string;
  bytes: number;
  gzip: number;
}
export const WEB_FILES: readonly string[];
export const STUDY_FILES: readonly string[];
export const C_PLAYER_FILES: readonly string[];
export const SOURCE_MAPS: readonly string[];
export function buildCli(root?: string): Promise<void>;
/** testRoms: the browser tests' build, which also offers the test ROMs. */
export function buildWeb(root?: string, out?: string, options?: { testRoms?: boolean }): Promise<PayloadFile[]>;
export function inlinePage(html: string, js: string, css: string, name?: string): string;
export function formatPayload(files: readonly PayloadFile[]): string;
