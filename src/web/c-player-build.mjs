// Builds c-player.js: the player (src/web/main.ts) with the C compiler (cc/), loaded by the player
// page only when it is asked to run a program from C source (src/web/c-program.ts). A bundle of
// its own, the whole player again, so the machine, the library and the compiled program share one
// copy of the runtime; the player's page payload stays without the compiler.
// tools/build.mjs calls buildCPlayer() from buildWeb(); tools/serve.mjs serves C_PLAYER_FILES.
import { build } from 'esbuild';
import { join } from 'node:path';

/** Served beside the player; not part of its page payload (loaded only for a .C file). */
export const C_PLAYER_FILES = ['c-player.js'];

/**
 * The player's HTML with a head script that, for a program from C source (`?rom=c:NAME.C`, or
 * `c%3A` as URLSearchParams writes it), asks for c-player.js as the HTML starts: the browser then
 * fetches and compiles it (off the main thread) while the page parses and runs its own script,
 * whose hand-over (src/web/c-program.ts loadCPlayer) finds it in the module map. Asked for only
 * after the page's script had run, its fetch and compile came after the page's, in turn (bench
 * figure 5d). Any other page loads nothing more.
 */
export function withCPlayerPreload(html) {
  const module = '<script type="module"';
  if (!html.includes(module)) throw new Error('build: a player page without its module script');
  // written by the parser where it stands, in the head: the shortest form (the player's payload, bench figure 5)
  const preload = `<script>/rom=c(:|%3a)/i.test(location.search)&&document.write('<link rel=modulepreload href=${C_PLAYER_FILES[0]}>')</script>`;
  return html.replace(module, () => `${preload}${module}`);
}

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
