/**
 * A C program kept in this tab: a `.C` file's text, or a program of several files as its zip
 * (folder-files.ts zips a folder), in sessionStorage under its name, and the page reloaded on it
 * as `?rom=c:NAME` (c-program.ts compiles it there). Not in c-program.ts: home-open.js carries
 * this (src/web/home/open.ts), and c-program.ts's dynamic imports would wrap every module it
 * shares in a lazy initialiser (measured in files.js: 14 119 → 14 929 B gzip with them).
 */

/** A `rom` parameter naming a program from C source starts with this (`c:GAME.C`). */
export const PREFIX = 'c:';
/** Where this tab keeps a C file's text, by its name (sessionStorage: keepCFile). */
export const storeKey = (name: string): string => `mode12h.c-source:${name}`;

/**
 * Keep a C file's text in this tab (sessionStorage: it survives the navigation to the player and
 * goes with the tab) and return the player's `rom` parameter for it, `c:NAME.C`. The home page
 * (src/web/home/open-c.ts) uses it too.
 */
export async function keepCFile(file: Pick<File, 'name' | 'arrayBuffer'>): Promise<string> {
  const name = file.name.replace(/^.*\\/, ''); // (a folder's program is kept as `game/`: folder-files.ts)
  const bytes = new Uint8Array(await file.arrayBuffer());
  // a C file is read as latin1, one character per byte, as cc/front/lex.ts expects (a zip too: c-program-files.ts)
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  // a C file never fills the tab's storage; a zip of big data files may (Chromium: 10 MiB, two
  // bytes a character: 5.2 MB of zip fit, 6 MB do not — measured with setItem in Chromium 150)
  try {
    sessionStorage.setItem(storeKey(name), text);
  } catch {
    throw new Error(`${bytes.length} bytes, more than this tab can keep (a browser's tab keeps about 5 MB): leave its largest files out, and give them to the program with Import disk`);
  }
  return `${PREFIX}${name}`;
}
