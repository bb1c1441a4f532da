/**
 * play.html: the player with every ROM of roms/index.ts. Tetris is in the player itself; every
 * other ROM is a chunk (roms/<name>.js, tools/build-roms.mjs) fetched when the page is asked for
 * it. play-lib.ts offers the chunks the page's runtime first: imports evaluate in order; assets.ts
 * fetches the files a ROM loads beside its code.
 */
import './play-lib.ts';
import './assets.ts';
import './main.ts';
