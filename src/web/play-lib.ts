/**
 * Replaced when play.html is built (tools/build-roms.mjs playLibPlugin): the module that offers
 * the page's runtime modules and the names of its ROM chunks to src/web/catalog.ts, evaluated
 * before the player (src/web/play.ts imports it first). Run as written, it says so.
 */
throw new Error('src/web/play-lib.ts: only play.html\'s build (tools/build-roms.mjs) provides this module');
export {};
