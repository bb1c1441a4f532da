// Types for tools/c-functions.mjs.
import type { Plugin } from 'esbuild';
export function isRomSource(path: string): boolean;
export function runtimeImport(fileName: string, module: string): string;
export function cFunctionsOf(source: string, fileName: string): { name: string; open: number; close: number }[];
export function announceCFunctions(source: string, fileName: string): string;
export function cFunctions(): Plugin;
export function typescript(): typeof import('typescript');
