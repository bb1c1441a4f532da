// Where the browser tests find Chromium: $CHROMIUM, then $PLAYWRIGHT_CHROMIUM_PATH, then the usual
// names on PATH and the usual install places, Chromium's headless shell before the whole browser.
// Used by tools/test.mjs (which fails the browser suite at once, in one line, when there is none)
// and test/support/browser.ts.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The headless shell first: the same Blink and V8 without the browser's own shell (its UI layer,
 * its profile services), what Playwright itself drives for headless runs. The browser suite, the
 * same files one at a time in both at once (load ~22): Chromium's CPU 66.8 s with the whole
 * browser, 57.2 s with the shell (home, player-overlay, study: 31 tests, every one passing in
 * both). Debian's package is `chromium-headless-shell` (its binary beside chromium's).
 */
const HEADLESS_NAMES = ['chromium-headless-shell', 'chrome-headless-shell'];
const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const PLACES = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium', '/usr/lib/chromium/chromium', '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const CHROMIUM_HOWTO =
  'install it (Debian/Ubuntu: `apt-get install chromium-headless-shell`, or `chromium`) or set CHROMIUM=/path/to/chromium';

const runnable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The Chromium to drive: { path } or { error } (one line). A variable that names a missing file
 * is an error, not a reason to look elsewhere.
 */
export function findChromium(env = process.env, places = PLACES) {
  for (const name of ['CHROMIUM', 'PLAYWRIGHT_CHROMIUM_PATH']) {
    const v = env[name];
    if (!v) continue;
    return runnable(v) ? { path: v } : { error: `${name}=${v} is not a runnable file; ${CHROMIUM_HOWTO}` };
  }
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  const headless = places.filter((p) => HEADLESS_NAMES.some((n) => p.endsWith(n)));
  // A headless shell anywhere before a whole browser anywhere. The shell's usual place before
  // PATH: Debian's /usr/bin/chromium-headless-shell is a script that runs that binary (without
  // exec: a shell process more between Playwright and the browser).
  for (const p of headless) if (runnable(p)) return { path: p };
  for (const names of [HEADLESS_NAMES, NAMES]) {
    for (const dir of dirs) {
      for (const n of names) if (runnable(join(dir, n))) return { path: join(dir, n) };
    }
  }
  for (const p of places) if (!headless.includes(p) && runnable(p)) return { path: p };
  return { error: `no Chromium found (looked at $CHROMIUM, $PLAYWRIGHT_CHROMIUM_PATH, ${[...HEADLESS_NAMES, ...NAMES].join('/')} on PATH); ${CHROMIUM_HOWTO}` };
}
