// tools/find-chromium.mjs: where the browser suite finds Chromium, and the one line it fails with.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from '../../tools/find-chromium.mjs';
import { scratchDir } from '../support/scratch.ts';

const dir = scratchDir('mode12h-chromium-');
const fake = join(dir, 'chromium');
writeFileSync(fake, '#!/bin/sh\n');
chmodSync(fake, 0o755);
const plain = join(dir, 'not-runnable');
writeFileSync(plain, '');

test('CHROMIUM comes first, then PLAYWRIGHT_CHROMIUM_PATH, then PATH, then the usual places', () => {
  assert.equal(findChromium({ CHROMIUM: fake, PLAYWRIGHT_CHROMIUM_PATH: '/nope', PATH: '' }, []), { path: fake });
  assert.equal(findChromium({ PLAYWRIGHT_CHROMIUM_PATH: fake, PATH: '' }, []), { path: fake });
  assert.equal(findChromium({ PATH: `/nope:${dir}` }, []), { path: fake });
  assert.equal(findChromium({ PATH: '' }, ['/nope/chromium', fake]), { path: fake });
});

test('a headless shell before a whole Chromium: its usual place, then on PATH', () => {
  const shellDir = scratchDir('mode12h-shell-');
  const shell = join(shellDir, 'chromium-headless-shell');
  writeFileSync(shell, '#!/bin/sh\n');
  chmodSync(shell, 0o755);
  assert.equal(findChromium({ PATH: `${dir}:${shellDir}` }, [fake]), { path: shell });
  assert.equal(findChromium({ PATH: dir }, [fake, shell]), { path: shell });
  assert.equal(findChromium({ CHROMIUM: fake, PATH: shellDir }, []), { path: fake });
});

test('none found, or a variable naming a file that cannot run: one line saying how to install it', () => {
  const none = findChromium({ PATH: '/nope' }, []);
  assert.is(none.path, undefined);
  assert.match(none.error!, /^no Chromium found .*apt-get install chromium.*CHROMIUM=/);
  assert.not.match(none.error!, '\n');
  const bad = findChromium({ CHROMIUM: plain, PATH: dir }, [fake]);
  assert.match(bad.error!, `CHROMIUM=${plain} is not a runnable file`);
});

test.run();
