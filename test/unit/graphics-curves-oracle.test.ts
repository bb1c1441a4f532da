/**
 * Curves against the real Turbo C 2.0 (EGAVGA.BGI in DOSBox): probe programs that draw one curve at
 * a time — circle, arc, ellipse, fillellipse, pieslice or sector with random arguments, line
 * settings, write mode, fill, viewport and aspect ratio — and after each record getarccoords,
 * graphresult and the whole screen. test/fixtures/curves-oracle.json keeps, per call, its arguments,
 * the seven numbers and an FNV-1a hash of the 640×480 colour indices; the replay here makes the same
 * calls in the same order (getarccoords keeps offsets from earlier calls) and compares.
 *
 * Each case of the fixture: [kind, x, y, stangle, endangle, xradius, yradius, color, linestyle,
 * upattern, thickness, writemode, fillstyle, fillcolor, vp left, top, right, bottom, clip, xasp,
 * yasp, ac.x, ac.y, ac.xstart, ac.ystart, ac.xend, ac.yend, graphresult, screen hash]; kind 0..5 =
 * circle(x,y,xradius), arc(x,y,st,en,xradius), ellipse, fillellipse(x,y,xr,yr), pieslice(…,xradius),
 * sector. Fill style 12 is setfillpattern(USER_PATTERN, fillcolor). Before each call the program
 * does setviewport(0,0,639,479,1), setwritemode(COPY_PUT), cleardevice(), then the settings.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Machine } from '../../runtime/machine.ts';
import * as G from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';

type Case = [...number[], string];
interface Fixture { programs: { probe: string; cases: Case[] }[] }

const fixture: Fixture = JSON.parse(readFileSync(join('test', 'fixtures', 'curves-oracle.json'), 'utf8'));
const USER_PATTERN = [0xaa, 0x55, 0x33, 0xcc, 0x0f, 0xf0, 0x81, 0x7e];

/**
 * Cases the library does not draw like the oracle yet ("probe:index"), each with what differs;
 * the test fails when one of them starts to match, so the list only shrinks.
 */
const KNOWN: ReadonlyMap<string, string> = new Map([
]);

function fnv(px: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < px.length; i++) h = Math.imul(h ^ px[i]!, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** Replay one probe program; returns "probe:index" → what differs, for every case that differs. */
function replay(probe: string, cases: Case[]): Map<string, string> {
  const diffs = new Map<string, string>();
  const m = new Machine();
  m.load({
    name: 'curves-oracle',
    title: 'curves oracle replay',
    *start() {
      G.initgraph(ref(G.DETECT), ref(0), '');
      cases.forEach((c, i) => {
        const n = c as number[];
        G.setviewport(0, 0, 639, 479, 1);
        G.setwritemode(G.COPY_PUT);
        G.cleardevice();
        G.setcolor(n[7]!);
        G.setlinestyle(n[8]!, n[9]! & 0xffff, n[10]!);
        G.setwritemode(n[11]!);
        if (n[12] === G.USER_FILL) G.setfillpattern(USER_PATTERN, n[13]!);
        else G.setfillstyle(n[12]!, n[13]!);
        G.setaspectratio(n[19]!, n[20]!);
        G.setviewport(n[14]!, n[15]!, n[16]!, n[17]!, n[18]!);
        const [kind, x, y, st, en, rx, ry] = n as [number, number, number, number, number, number, number];
        if (kind === 0) G.circle(x, y, rx);
        else if (kind === 1) G.arc(x, y, st, en, rx);
        else if (kind === 2) G.ellipse(x, y, st, en, rx, ry);
        else if (kind === 3) G.fillellipse(x, y, rx, ry);
        else if (kind === 4) G.pieslice(x, y, st, en, rx);
        else G.sector(x, y, st, en, rx, ry);
        const ac = G.arccoords();
        G.getarccoords(ac);
        const nums = [ac.x, ac.y, ac.xstart, ac.ystart, ac.xend, ac.yend, G.graphresult()];
        const want = n.slice(21, 28);
        const what: string[] = [];
        if (nums.join() !== want.join()) what.push(`numbers ${nums.join()} (oracle ${want.join()})`);
        if (fnv(m.vga.pixels) !== c[28]) what.push('screen');
        if (what.length) diffs.set(`${probe}:${i}`, what.join(', '));
      });
    },
  });
  m.runFor(1);
  if (m.state === 'crashed') throw m.crash!.cause;
  return diffs;
}

for (const { probe, cases } of fixture.programs) {
  test(`curves like Turbo C 2.0: probe ${probe} (${cases.length} calls)`, () => {
    const diffs = replay(probe, cases);
    const unexpected = [...diffs].filter(([k]) => !KNOWN.has(k)).map(([k, v]) => `${k}: ${v}`);
    assert.equal(unexpected, [], 'calls that differ from the oracle');
    const fixed = [...KNOWN.keys()].filter((k) => k.startsWith(`${probe}:`) && !diffs.has(k));
    assert.equal(fixed, [], 'known differences that now match: take them off KNOWN');
  });
}

test.run();
