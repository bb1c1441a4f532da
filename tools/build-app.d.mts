// Types for tools/build-app.mjs, for the TypeScript that imports it (tests).
export const MANIFEST: string;
export const ICON_SIZES: readonly number[];
export const APP_FILES: readonly string[];
export const HOME_FILES: readonly string[];
export const HOME_SHOT: RegExp;
export function homeShotsAskedFor(out: string): string[];
export const APP_HEAD: string;
export function withAppHead(html: string): string;
export function buildHome(root: string, out: string): Promise<string[]>;
export function faviconSquares(svg: string): { grid: number; squares: [number, number, number, number, number][] };
export function buildAppIcons(root: string, out: string): void;
export function buildServiceWorker(root: string, out: string, files: readonly string[], bundleOptions: object): Promise<string>;
