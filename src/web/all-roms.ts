import { ROMS } from '../../roms/index.ts';

// Read by src/web/catalog.ts when the player starts (play.ts imports this module first).
globalThis.mode12hRoms = ROMS;
