// The browser suite's one host, shared by its test files (tools/test.mjs starts it before the files
// run, in parallel processes, and closes it after): the pages built once (the tests' build, with
// the test ROMs, and the player's own pages for their payload figures), served once on an ephemeral
// port, and one Chromium that every file connects to and opens its own contexts in (a context is a
// fresh profile: storage, service workers and downloads do not cross between tests).
// test/support/browser.ts reads it from MODE12H_TEST_BROWSER; a browser file run by hand, without
// it, starts a host of its own the same way.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildWeb, payloadOf, romChunkFiles } from './build.mjs';
import { serveWeb } from './serve.mjs';
import { findChromium } from './find-chromium.mjs';

/**
 * Chromium takes only the last --disable-features it is given, so this one repeats what
 * playwright-core (1.65, chromiumSwitches) disables and adds the omnibox popup's two WebUI pages:
 * headless Chromium 156 preloads them for every browser context, a renderer of their own that
 * costs ~1.5 s of CPU per context (5 contexts playing the player: 22.7 s → 15.4 s of CPU).
 */
const DISABLED_FEATURES = [
  // playwright-core's
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
  // ours
  'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup',
];

/** How every test Chromium is started (headless, nothing fetched in the background). */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/**
 * Build and serve the pages into a folder of this process's own under `<root>/.build` (a build
 * elsewhere — npm start, another test run — cannot swap files under a page while it loads).
 * Resolves to { url, dir, payload, playPayload, close }: payload is the player's own build's files
 * and sizes, playPayload play.html's and each of its ROM chunks' (roms/<name>.js) in that build.
 */
export async function buildAndServe(root) {
  const out = join(root, '.build', `web-${process.pid}-${Date.now().toString(36)}`);
  const payload = await buildWeb(root, `${out}-player`, { payloadOnly: true });
  const playPayload = payloadOf(`${out}-player`, ['play.html', ...romChunkFiles(`${out}-player`)]);
  rmSync(`${out}-player`, { recursive: true, force: true });
  await buildWeb(root, out, { testRoms: true });
  const server = await serveWeb(out, 0);
  return {
    url: server.url,
    dir: out,
    payload,
    playPayload,
    async close() {
      await server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/** The shared host: the pages served and a Chromium server; `env` tells the test files where. */
export async function startBrowserHost(root) {
  const found = findChromium();
  if (found.error !== undefined) throw new Error(`browser tests: ${found.error}`);
  const pages = await buildAndServe(root);
  const browser = await chromium.launchServer({ executablePath: found.path, args: CHROMIUM_ARGS });
  const info = join(pages.dir, '..', `${pages.dir.slice(pages.dir.lastIndexOf('/') + 1)}.json`);
  writeFileSync(info, JSON.stringify({ ws: browser.wsEndpoint(), url: pages.url, dir: pages.dir, payload: pages.payload, playPayload: pages.playPayload }));
  return {
    env: { MODE12H_TEST_BROWSER: info },
    /** Chromium's process (tools/test.mjs measures the CPU of its tree). */
    pid: browser.process().pid,
    async close() {
      await browser.close();
      await pages.close();
      rmSync(info, { force: true });
    },
  };
}
