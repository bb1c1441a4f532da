/**
 * play.html: the player with every ROM of roms/index.ts (index.html carries Tetris alone, for its
 * first paint). The list is set before the player's module runs: imports evaluate in order.
 */
import './all-roms.ts';
import './main.ts';
