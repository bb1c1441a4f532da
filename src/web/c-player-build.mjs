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
 * `c%3A` as URLSearchParams writes it), makes c-player.js the page's module script in place of
 * the player's own: it writes `<script type=module src=c-player.js>` where it stands, then an
 * open `<script type=text/plain>`, whose text the player's inline module (which follows it
 * directly) becomes, so the browser neither compiles nor runs it. The browser fetches and
 * compiles c-player.js off the main thread while the HTML is parsed and runs it once the parse
 * is done, where the player's script ran. Before, the player's 130 KB script was compiled and
 * its modules' top levels run only to hand over to c-player.js (src/web/c-program.ts
 * loadCPlayer, still there should the head script not run), which is the whole player again:
 * main-thread work a C program's first frame waited for (bench figure 5d). Any other page
 * writes nothing.
 */
export function withCPlayerStart(html) {
  const module = '<script type="module"';
  if (!html.includes(module)) throw new Error('build: a player page without its module script');
  // written by the parser where it stands, in the head: the shortest form (the player's payload, bench figure 5)
  const preload = `<script>/rom=c(:|%3a)/i.test(location.search)&&document.write('<script type=module src=${C_PLAYER_FILES[0]}><\\/script><script type=text/plain>')</script>`;
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
