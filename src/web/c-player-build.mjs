// Builds c-player.js: the player (src/web/main.ts) with the C compiler (cc/), loaded by the player
// page only when it is asked to run a program from C source (src/web/c-program.ts). A bundle of
// its own, the whole player again, so the machine, the library and the compiled program share one
// copy of the runtime; the player's page payload stays without the compiler.
// tools/build.mjs calls buildCPlayer() from buildWeb(); tools/serve.mjs serves C_PLAYER_FILES.
import { build } from 'esbuild';
import { join } from 'node:path';

/** Served beside the player; not part of its page payload (loaded only for a .C file). */
export const C_PLAYER_FILES = ['c-player.js'];

/** Bundle c-player.js (and its map) into `out` with the player's options (`base`) and defines. */
export async function buildCPlayer(root, out, base, define) {
  await build({
    ...base,
    entryPoints: [{ in: join(root, 'src/web/main.ts'), out: 'c-player' }],
    define: { ...define, 'globalThis.MODE12H_C_PLAYER': 'true' },
    outdir: out,
    write: true,
  });
}
