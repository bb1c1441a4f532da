/**
 * The engine when the program's bundle carries it: the Node hosts (the CLI, the tests, the home
 * page's build) import it with the program. play.html's build reads this module as `null` and
 * makes the engine a script of its own, loaded when the computer first thinks
 * (tools/build-roms.mjs ROM_PARTS; engine-part.ts).
 */
import * as engine from './engine/index.ts';

const here: typeof engine | null = engine;
export default here;
