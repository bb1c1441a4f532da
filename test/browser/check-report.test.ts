/**
 * The `mode12h check --report` page in a real Chromium, opened from disk (file://) as a person
 * opens a CI artifact: no errors, no network, the inspector names the colour index on each side
 * under the cursor, blink and slider move the actual frame over the expected one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_PALETTE_RGB } from '../../runtime/hw/vga.ts';
import { parseCheckArgs, runCheck } from '../../src/cli/check.ts';
import { encodeIndexedPng } from '../../src/shared/png.ts';
import { decodeIndexedPng } from '../../src/shared/png-read.ts';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser, waitUntil } from '../support/browser.ts';
import { scratchDir } from '../support/scratch.ts';

/**
 * A report of hello.replay against goldens where one pixel of hello-screen (129,255) became colour
 * 7: the report's index.html and the colour the actual frame has there.
 */
async function oneDifferentPixel(): Promise<{ index: string; actualIndex: number; lines: string[]; code: number }> {
  const root = process.cwd();
  const dir = scratchDir('mode12h-report-');
  mkdirSync(join(dir, 'golden'));
  copyFileSync(join(root, 'test', 'replays', 'hello.replay'), join(dir, 'hello.replay'));
  for (const s of ['screen', 'prompt']) copyFileSync(join(root, 'test', 'golden', `hello-${s}.png`), join(dir, 'golden', `hello-${s}.png`));
  // One pixel of the golden becomes colour 7; the actual frame there is what hello draws.
  const path = join(dir, 'golden', 'hello-screen.png');
  const img = decodeIndexedPng(readFileSync(path))!;
  const actualIndex = img.pixels[255 * 640 + 129]!;
  assert.is.not(actualIndex, 7);
  img.pixels[255 * 640 + 129] = 7;
  writeFileSync(path, encodeIndexedPng(img.pixels, img.width, img.height, DEFAULT_PALETTE_RGB));
  const report = join(dir, 'report');
  const lines: string[] = [];
  const code = await runCheck(parseCheckArgs([join(dir, 'hello.replay'), '--golden', join(dir, 'golden'), '--report', report]), (s) => lines.push(s), () => {});
  return { index: join(report, 'index.html'), actualIndex, lines, code };
}

/** The one report both tests read (the check that writes it replays and draws it: made once). */
let report: ReturnType<typeof oneDifferentPixel> | undefined;
const theReport = (): ReturnType<typeof oneDifferentPixel> => (report ??= oneDifferentPixel());

/**
 * One browser connection, context and page for both tests: each window the second test wants is
 * emulated on that page before it loads the report again (a new context costs headless Chromium
 * ~0.7 s of CPU, a connection more). The emulation holds while its session is open.
 */
let browser: Browser | undefined;
let page: Page | undefined;
let emulation: CDPSession | undefined;
async function reportPage(): Promise<Page> {
  browser ??= await launchBrowser();
  // Wide enough for the three panels at 1:1 (the cursor lands on whole CSS pixels).
  page ??= await browser.newPage({ viewport: { width: 2100, height: 900 } });
  return page;
}
async function emulate(p: Page, width: number, height: number, deviceScaleFactor: number): Promise<void> {
  emulation ??= await p.context().newCDPSession(p);
  await emulation.send('Emulation.setDeviceMetricsOverride', { mobile: false, width, height, screenWidth: width, screenHeight: height, deviceScaleFactor });
}
test.after(async () => {
  await browser?.close();
});

test('check report: opens from disk; the inspector shows "expected → actual at (x,y)"; blink and slider', async () => {
  const { index, actualIndex, lines, code } = await theReport();
  assert.is(code, 1);
  assert.ok(lines.some((l) => l.includes('1 pixel(s) differ within (129,255)-(129,255)')), lines.join(''));

  const page = await reportPage();
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('request', (r) => void (r.url().startsWith('file:') || foreign.push(r.url())));
  await page.goto(pathToFileURL(index).href);
  assert.match(await page.locator('.summary').textContent() ?? '', '2 shots: 1 passed, 1 failed');
  assert.is(await page.locator('.thumb').count(), 2, 'both shots in the filmstrip, the pass too');
  // Every image loaded from disk.
  const broken = await page.evaluate(() => [...document.images].filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.src));
  assert.equal(broken, []);

  for (const kind of ['expected', 'actual', 'diff']) {
    const target = page.locator(`img.${kind}`);
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + ((129 + 0.5) * box.width) / 640, box.y + ((255 + 0.5) * box.height) / 480);
    assert.is(await page.locator('.inspect').textContent(), `7 → ${actualIndex} at (129,255)`, kind);
  }
  // The enlarged box: pixel (129,255) is a big square there, and the inspector names it too.
  for (let i = 0; i < 3; i++) {
    const zoom = page.locator('canvas.zoom').nth(i);
    await zoom.scrollIntoViewIfNeeded();
    const [x, y, w, h] = await zoom.evaluate((c) => ['x', 'y', 'w', 'h'].map((k) => Number((c as HTMLElement).dataset[k])));
    assert.ok(x! <= 129 && 129 < x! + w! && y! <= 255 && 255 < y! + h! && w! >= 40 && h! >= 30, `zoom box ${x},${y} ${w}×${h}`);
    const zb = (await zoom.boundingBox())!;
    await page.mouse.move(zb.x + ((129 - x! + 0.5) * zb.width) / w!, zb.y + ((255 - y! + 0.5) * zb.height) / h!);
    assert.is(await page.locator('.inspect').textContent(), `7 → ${actualIndex} at (129,255)`, `zoom ${i}`);
  }
  await page.locator('img.expected').scrollIntoViewIfNeeded();
  const box = (await page.locator('img.expected').boundingBox())!;
  await page.mouse.move(box.x + (320.5 * box.width) / 640, box.y + (240.5 * box.height) / 480);
  assert.match(await page.locator('.inspect').textContent() ?? '', /^(\d+) = \1 at \(320,240\)$/);

  const top = page.locator('.compare img.top');
  await page.locator('input.slide').fill('20');
  assert.is(await top.evaluate((e) => (e as HTMLElement).style.clipPath), 'inset(0px 0px 0px 20%)');
  await page.locator('button.blink').click();
  // The opacities the top image takes, from now until it has shown two (the report's blink
  // toggles it every 500 ms), watched in the page as they change rather than polled every 150 ms.
  const seen = await top.evaluate((e) => new Promise<string[]>((done) => {
    const img = e as HTMLElement;
    const seen = new Set([img.style.opacity]);
    const finish = (): void => {
      observer.disconnect();
      clearTimeout(timer);
      done([...seen]);
    };
    const observer = new MutationObserver(() => {
      seen.add(img.style.opacity);
      if (seen.size >= 2) finish();
    });
    const timer = setTimeout(finish, 1800);
    observer.observe(img, { attributes: true, attributeFilter: ['style'] });
    if (seen.size >= 2) finish();
  }));
  assert.equal(seen.sort(), ['0', '1'], 'blinking shows expected and actual in turn');
  assert.match(await page.locator('.accept code').textContent() ?? '', /mode12h check .*hello\.replay --golden .*golden --update --only hello:screen$/);
  assert.equal(errors, []);
  assert.equal(foreign, []);
  for (const event of ['pageerror', 'console', 'request'] as const) page.removeAllListeners(event);
});

test('check report: every image at a whole number of device pixels per frame pixel, on a laptop and a phone; the scale menu steps by whole numbers', async () => {
  const { index } = await theReport();
  const page = await reportPage();
  /**
   * Device pixels per frame pixel of every image and enlarged box, as laid out, to 1/100 (layout
   * is in 1/64 CSS px: 640 device pixels at 3 per CSS pixel are 213.33 CSS px, laid out 213.328).
   */
  const scales = (page: import('playwright-core').Page): Promise<number[]> =>
    page.evaluate(() =>
      [
        ...[...document.querySelectorAll<HTMLImageElement>('.panel img, .compare img')].map((i) => (i.getBoundingClientRect().width * devicePixelRatio) / i.naturalWidth),
        ...[...document.querySelectorAll<HTMLCanvasElement>('canvas.zoom')].map((c) => (c.getBoundingClientRect().width * devicePixelRatio) / c.width),
      ].map((k) => Math.round(k * 100) / 100),
    );
  for (const view of [{ width: 1280, height: 800, deviceScaleFactor: 1 }, { width: 390, height: 844, deviceScaleFactor: 3 }]) {
    await emulate(page, view.width, view.height, view.deviceScaleFactor);
    await page.goto(pathToFileURL(index).href);
    await waitUntil(page, () => [...document.images].every((i) => i.complete));
    assert.equal(await page.evaluate(() => [innerWidth, devicePixelRatio]), [view.width, view.deviceScaleFactor], 'the window emulated');
    const at1 = await scales(page);
    assert.is(at1.length, 8, 'three panels, two compared, three enlarged boxes');
    assert.equal(at1, at1.map(() => 1), `${view.width} px wide: ${at1}`);
    await page.locator('#scale').selectOption('2');
    assert.equal((await scales(page)).slice(0, 5), [2, 2, 2, 2, 2]);
  }
});

test.run();
