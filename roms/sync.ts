/**
 * The ROMs compiled for the machine's synchronous engine (see SyncRom). This file is a stub: the
 * bundler plugin tools/sync-roms.mjs replaces it with the list of roms/index.ts compiled that way.
 * Where no plugin ran (the type checker, a plain bundle such as the browser's) there are none, and
 * hosts use the coroutine engine.
 */
import type { SyncRom } from '../runtime/process.ts';

export const SYNC_ROMS: readonly SyncRom[] | null = null;
