// Types for tools/sync-roms.mjs.
import type { Plugin } from 'esbuild';
export function compileForSync(source: string, fileName: string): string;
export function syncRoms(): Plugin;
