import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReplay, replayEnd, writeReplay, TAP_HOLD_MS } from '../../src/shared/replay.ts';

const strip = (r: ReturnType<typeof parseReplay>) => r.actions.map(({ line: _line, ...a }) => a);

test('headers, absolute and relative times, tap, shot, end', () => {
  const r = parseReplay(
    [
      '# a comment',
      'rom tetris timer',
      'time 12:34:56',
      'cycles 3000',
      '',
      'at 1000 press P   # trailing comment',
      '+100 release P',
      'at 1500 tap Left',
      '+10 tap Right 200',
      'at 3000 shot start',
      'end 5000',
    ].join('\n'),
    'x.replay',
  );
  assert.is(r.rom, 'tetris');
  assert.is(r.variant, 'timer');
  assert.equal(r.time, { hour: 12, min: 34, sec: 56, hund: 0 });
  assert.is(r.cycles, 3000);
  assert.is(r.end, 5000);
  assert.equal(strip(r), [
    { at: 1000, kind: 'press', key: 'P' },
    { at: 1100, kind: 'release', key: 'P' },
    { at: 1500, kind: 'press', key: 'Left' },
    { at: 1510, kind: 'press', key: 'Right' },
    { at: 1500 + TAP_HOLD_MS, kind: 'release', key: 'Left' },
    { at: 1710, kind: 'release', key: 'Right' },
    { at: 3000, kind: 'shot', name: 'start' },
  ]);
  assert.is(r.actions[4]!.line, 8, 'an expanded release keeps the line of its tap');
});

test('type: one character per 100 ms, Shift held around capitals', () => {
  const r = parseReplay('at 2000 type "pP"\n');
  assert.equal(strip(r), [
    { at: 2000, kind: 'press', key: 'P' },
    { at: 2050, kind: 'release', key: 'P' },
    { at: 2100, kind: 'press', key: 'LShift' },
    { at: 2100, kind: 'press', key: 'P' },
    { at: 2150, kind: 'release', key: 'P' },
    { at: 2150, kind: 'release', key: 'LShift' },
  ]);
  assert.is(r.rom, null);
  assert.is(replayEnd(r), 2150, 'without `end` the replay ends at its last action');
});

test('quoted strings keep # and escaped quotes', () => {
  const r = parseReplay('at 0 type "#\\"" # comment\n');
  assert.equal(strip(r).filter((a) => a.kind === 'press').map((a) => a.kind === 'press' && a.key), ['LShift', '3', 'LShift', 'Quote']);
});

const bad: [string, string][] = [
  ['jump 100', 'x:1: unknown directive "jump"'],
  ['at 100 hop Left', 'x:1: unknown action "hop"'],
  ['at 100 press Lefty', 'x:1: unknown key "Lefty"'],
  ['at 1.5 press Left', 'x:1: time 1.5 ms is not a whole millisecond (only a `cycles` change may fall between two)'],
  ['at 1. press Left', 'x:1: bad time "1."'],
  ['at -5 press Left', 'x:1: bad time "-5"'],
  ['at 200 tap Left\nat 100 tap Right', 'x:2: time 100 ms is before the previous event (200 ms)'],
  ['at 100 tap Left\nrom tetris', 'x:2: `rom` must come before the first event'],
  ['time 25:00:00', 'x:1: time of day out of range'],
  ['cycles 12', 'x:1: cycles must be an integer'],
  ['at 100 shot a\nat 200 shot a', 'x:2: shot "a" given twice'],
  ['at 100 shot a/b', 'x:1: bad shot name "a/b"'],
  ['at 100 press Left\nat 200 press Left', 'x:2: Left pressed at 200 ms while still held (pressed on line 1)'],
  ['at 100 release Left', 'x:1: Left released at 100 ms but not held'],
  ['at 100 tap Left\n+20 tap Left', 'x:2: Left pressed at 120 ms while still held'],
  ['at 100 type "é"', 'x:1: cannot type "é"'],
  ['at 100 type "abc', 'x:1: unterminated "string"'],
  ['at 500 tap Left\nend 520', 'x:2: end 520 ms is before the last action (550 ms)'],
  ['end 100\nat 200 tap Left', 'x:2: nothing may follow `end`'],
  ['rom tetris\nrom prims', 'x:2: `rom` given twice'],
  ['at 100', 'x:1: expected an action after the time'],
  // Speed changes (`at MS cycles N`).
  ['at 10 cycles 99', 'x:1: cycles must be an integer in 100..10000000, got "99"'],
  ['at 10 cycles 1e6', 'x:1: cycles must be an integer in 100..10000000, got "1e6"'],
  ['at 10 cycles', 'x:1: expected `cycles N`'],
  ['at 10 cycles 3000 4000', 'x:1: expected `cycles N`'],
  ['at 10 tap P\ncycles 3000', 'x:2: `cycles` must come before the first event (a change of speed later is `at MS cycles N`)'],
  ['at 1.5 cycles 3000\n+1 tap P', 'x:2: time 2.5 ms is not a whole millisecond (only a `cycles` change may fall between two)'],
  ['at 1.5 cycles 3000\nend 1.5', 'x:2: end 1.5 ms is not a whole millisecond'],
  ['at 999999999.5 cycles 3000', 'x:1: time 999999999.5 ms is past the latest a replay may name (999999999 ms)'],
  ['at 1.2e3 cycles 3000', 'x:1: bad time "1.2e3"'],
];
for (const [text, message] of bad) {
  test(`rejects: ${JSON.stringify(text)}`, () => {
    try {
      parseReplay(text, 'x');
    } catch (e) {
      assert.ok((e as Error).message.startsWith(message), (e as Error).message);
      return;
    }
    assert.unreachable('no error');
  });
}

test('writer output parses back to the same replay (round trip)', () => {
  const rec = {
    rom: 'tetris',
    variant: 'timer',
    time: { hour: 7, min: 5, sec: 3, hund: 50 },
    cycles: 580000,
    actions: [
      { at: 0, kind: 'press' as const, key: 'P' as const },
      { at: 0, kind: 'release' as const, key: 'P' as const },
      { at: 120, kind: 'press' as const, key: 'LShift' as const },
      { at: 130, kind: 'press' as const, key: 'Left' as const },
      { at: 130, kind: 'shot' as const, name: 'mid' },
      { at: 900, kind: 'release' as const, key: 'Left' as const },
    ],
    end: 1000,
    comments: ['recorded in the browser'],
  };
  const text = writeReplay(rec);
  assert.ok(text.startsWith('# recorded in the browser\nrom tetris timer\ntime 07:05:03.50\ncycles 580000\nat 0 press P\n'), text);
  const back = parseReplay(text);
  assert.equal(
    { rom: back.rom, variant: back.variant, time: back.time, cycles: back.cycles, actions: strip(back), end: back.end },
    { rom: rec.rom, variant: rec.variant, time: rec.time, cycles: rec.cycles, actions: rec.actions, end: rec.end },
  );
  assert.is(writeReplay({ ...back, comments: ['recorded in the browser'] }), text, 'and writes the same text again');
});

test('writer refuses unordered or fractional times', () => {
  assert.throws(() => writeReplay({ actions: [{ at: 10.5, kind: 'shot', name: 'a' }] }), /10\.5/);
  assert.throws(() => writeReplay({ actions: [{ at: 10, kind: 'shot', name: 'a' }, { at: 5, kind: 'shot', name: 'b' }] }), /5/);
});

test('writer refuses what the parser would: names, comments, keys, press/release order, end, cycles', () => {
  const press = (at: number, key: string) => ({ at, kind: 'press' as const, key: key as 'P' });
  const release = (at: number, key: string) => ({ at, kind: 'release' as const, key: key as 'P' });
  const cases: [Parameters<typeof writeReplay>[0], RegExp][] = [
    [{ comments: ['two\nlines'], actions: [] }, /a comment must be one line/],
    [{ rom: 'te tris', actions: [] }, /bad name "te tris"/],
    [{ variant: 'timer', actions: [] }, /a variant needs a rom/],
    [{ cycles: 50, actions: [] }, /cycles 50 is not an integer in 100\.\./],
    [{ actions: [{ at: 1, kind: 'shot', name: 'a b' }] }, /bad shot name "a b"/],
    [{ actions: [{ at: 1, kind: 'shot', name: 'a' }, { at: 2, kind: 'shot', name: 'a' }] }, /shot "a" given twice/],
    [{ actions: [press(1, 'Hyper')] }, /unknown key "Hyper"/],
    [{ actions: [press(1, 'P'), press(2, 'P')] }, /P pressed while held at 2 ms/],
    [{ actions: [release(1, 'P')] }, /P released but not held at 1 ms/],
    [{ actions: [press(10, 'P')], end: 5 }, /end 5 is not a whole number of ms in 10\.\.999999999/],
  ];
  for (const [r, re] of cases) assert.throws(() => writeReplay(r), re, String(re));
});

test('mouse lines: move, moveby, click (press and release), press/release of a button (lower case)', () => {
  const r = parseReplay('at 100 move 320 240\n+10 click left\n+100 press right\n+5 moveby -7 3\n+5 release right\nat 300 click middle 20\n');
  assert.equal(strip(r), [
    { at: 100, kind: 'move', x: 320, y: 240 },
    { at: 110, kind: 'down', button: 'left' },
    { at: 160, kind: 'up', button: 'left' },
    { at: 210, kind: 'down', button: 'right' },
    { at: 215, kind: 'moveby', x: -7, y: 3 },
    { at: 220, kind: 'up', button: 'right' },
    { at: 300, kind: 'down', button: 'middle' },
    { at: 320, kind: 'up', button: 'middle' },
  ]);
  // `Left` is the arrow key, `left` the mouse button: the parser is case-sensitive and guesses nothing.
  assert.equal(strip(parseReplay('at 0 press Left\n+1 press left\n')).map((a) => a.kind), ['press', 'down']);
});

const badMouse: [string, string][] = [
  ['at 0 move 640 0', 'x:1: X must be an integer in 0..639, got "640"'],
  ['at 0 move 0 480', 'x:1: Y must be an integer in 0..479, got "480"'],
  ['at 0 move 1.5 2', 'x:1: X must be an integer in 0..639, got "1.5"'],
  ['at 0 move 10', 'x:1: expected `move X Y`'],
  ['at 0 moveby 10001 0', 'x:1: DX must be an integer in -10000..10000, got "10001"'],
  ['at 0 moveby 1 2 3', 'x:1: expected `moveby DX DY`'],
  ['at 0 click Left', 'x:1: unknown mouse button "Left" (left, right or middle)'],
  ['at 0 click left x', 'x:1: bad hold time "x" (whole milliseconds, 1 to 9 digits)'],
  ['at 0 press left\nat 10 click left', 'x:2: mouse left pressed at 10 ms while still held (pressed on line 1)'],
  ['at 0 release middle', 'x:1: mouse middle released at 0 ms but not held'],
];
for (const [text, message] of badMouse) {
  test(`mouse line error: ${message}`, () => {
    assert.throws(() => parseReplay(text + '\n', 'x'), (e: Error) => e.message === message || assert.unreachable(e.message));
  });
}

test('mouse lines round trip through the writer; it refuses what the parser would', () => {
  const actions = [
    { at: 5, kind: 'move' as const, x: 0, y: 479 },
    { at: 6, kind: 'down' as const, button: 'left' as const },
    { at: 7, kind: 'moveby' as const, x: -10000, y: 10000 },
    { at: 8, kind: 'press' as const, key: 'Left' as const },
    { at: 9, kind: 'up' as const, button: 'left' as const },
    { at: 9, kind: 'release' as const, key: 'Left' as const },
  ];
  const text = writeReplay({ actions });
  assert.is(text, 'at 5 move 0 479\nat 6 press left\nat 7 moveby -10000 10000\nat 8 press Left\nat 9 release left\nat 9 release Left\n');
  assert.equal(strip(parseReplay(text)), actions);
  assert.throws(() => writeReplay({ actions: [{ at: 0, kind: 'move', x: 640, y: 0 }] }), /move 640 0 out of range/);
  assert.throws(() => writeReplay({ actions: [{ at: 0, kind: 'move', x: 1.5, y: 0 }] }), /out of range/);
  assert.throws(() => writeReplay({ actions: [{ at: 0, kind: 'up', button: 'right' }] }), /mouse right released but not held/);
  assert.throws(() => writeReplay({ actions: [{ at: 0, kind: 'down', button: 'Left' as 'left' }] }), /unknown mouse button "Left"/);
});

test('speed changes: `at MS cycles N` from then on, between milliseconds too; round trip through the writer', () => {
  const r = parseReplay('cycles 580000\nat 100 tap P\nat 120 cycles 290000\n+0.25 cycles 3000\nat 1766.6 cycles 10000000\nat 1800 shot s\nend 2000\n', 'x');
  assert.is(r.cycles, 580000, 'the header is the power-on speed');
  assert.equal(strip(r), [
    { at: 100, kind: 'press', key: 'P' },
    { at: 120, kind: 'cycles', cycles: 290000 },
    { at: 120.25, kind: 'cycles', cycles: 3000 },
    { at: 150, kind: 'release', key: 'P' },
    { at: 1766.6, kind: 'cycles', cycles: 10000000 },
    { at: 1800, kind: 'shot', name: 's' },
  ]);
  const text = writeReplay({ cycles: 580000, actions: r.actions.filter((a) => a.kind === 'cycles').map(({ line: _l, ...a }) => a), end: 2000 });
  assert.is(text, 'cycles 580000\nat 120 cycles 290000\nat 120.25 cycles 3000\nat 1766.6 cycles 10000000\nend 2000\n');
  assert.equal(strip(parseReplay(text)), [
    { at: 120, kind: 'cycles', cycles: 290000 },
    { at: 120.25, kind: 'cycles', cycles: 3000 },
    { at: 1766.6, kind: 'cycles', cycles: 10000000 },
  ]);
  // A time as JavaScript writes it reads back as the same number, to the last bit.
  const odd = 4391.600000000001;
  assert.equal(strip(parseReplay(writeReplay({ actions: [{ at: odd, kind: 'cycles', cycles: 3000 }] }))), [{ at: odd, kind: 'cycles', cycles: 3000 }]);
});

test('the writer refuses a speed change the parser would', () => {
  const cases: [Parameters<typeof writeReplay>[0], RegExp][] = [
    [{ actions: [{ at: 5, kind: 'cycles', cycles: 99 }] }, /^writeReplay: cycles 99 at 5 ms is not an integer in 100\.\.10000000$/],
    [{ actions: [{ at: 5, kind: 'cycles', cycles: 3000.5 }] }, /cycles 3000\.5 at 5 ms/],
    [{ actions: [{ at: 1e-7, kind: 'cycles', cycles: 3000 }] }, /^writeReplay: speed change time 1e-7 is not a number of ms in 0\.\.999999999 \(written without an exponent\)$/],
    [{ actions: [{ at: 10, kind: 'shot', name: 'a' }, { at: 9.5, kind: 'cycles', cycles: 3000 }] }, /speed change time 9\.5 is not a number of ms in 10\.\./],
    [{ actions: [{ at: 10.5, kind: 'cycles', cycles: 3000 }], end: 10 }, /^writeReplay: end 10 is not a whole number of ms in 10\.5\.\./],
    [{ actions: [{ at: 10.5, kind: 'cycles', cycles: 3000 }, { at: 11.5, kind: 'press', key: 'P' }] }, /action time 11\.5 is not a whole number/],
  ];
  for (const [r, re] of cases) assert.throws(() => writeReplay(r), re, String(re));
});

test('every replay in test/replays survives parse → write → parse unchanged', () => {
  const dir = join(process.cwd(), 'test', 'replays');
  const files = readdirSync(dir).filter((f) => f.endsWith('.replay'));
  assert.ok(files.length >= 10);
  for (const f of files) {
    const a = parseReplay(readFileSync(join(dir, f), 'utf8'), f);
    const b = parseReplay(writeReplay(a), `${f} written`);
    assert.equal(
      { rom: b.rom, variant: b.variant, time: b.time, cycles: b.cycles, actions: strip(b), end: b.end },
      { rom: a.rom, variant: a.variant, time: a.time, cycles: a.cycles, actions: strip(a), end: a.end },
      f,
    );
  }
});

test.run();
