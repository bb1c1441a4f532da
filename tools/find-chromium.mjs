// Where the browser tests find Chromium: $CHROMIUM, then $PLAYWRIGHT_CHROMIUM_PATH, then the usual
// names on PATH and the usual install places. Used by tools/test.mjs (which fails the browser
// suite at once, in one line, when there is none) and test/support/browser.ts.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const PLACES = [
  '/usr/bin/chromium', '/usr/lib/chromium/chromium', '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const CHROMIUM_HOWTO =
  'install it (Debian/Ubuntu: `apt-get install chromium`) or set CHROMIUM=/path/to/chromium';

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
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const n of NAMES) if (runnable(join(dir, n))) return { path: join(dir, n) };
  }
  for (const p of places) if (runnable(p)) return { path: p };
  return { error: `no Chromium found (looked at $CHROMIUM, $PLAYWRIGHT_CHROMIUM_PATH, ${NAMES.join('/')} on PATH); ${CHROMIUM_HOWTO}` };
}
