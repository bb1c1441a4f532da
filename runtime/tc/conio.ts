/**
 * conio.h — Turbo C 2.0's console keyboard input, through DOS (INT 21h) to the CON device, which
 * reads the same BIOS buffer as bioskey (DOSBox 0.74 src/dos/dev_con.h).
 */
import { int16, INT16_WAIT } from '../bios/int16.ts';
import { machine, type Machine } from '../machine.ts';
import { processKey, type Blocking } from '../process.ts';

/**
 * CPU cost of getch()/kbhit(), in instructions: the C frame, one INT 21h into DOS, the CON
 * device call and its INT 16h. Small next to any delay(); only its order of magnitude matters.
 */
export const CONIO_INSTRUCTIONS = 60;


/** The CON device's one-byte read-ahead: the scan code owed after an extended key's 0. */
interface ConState {
  readcache: number;
}

const CON = processKey<ConState>('conio.h CON read-ahead', () => ({ readcache: 0 }));

function con(m: Machine): ConState {
  return m.process.local(CON);
}

/**
 * int getch(void) — TC 2.0 [TC2 disasm, module GETCH]: INT 21h AX=0700h (no echo, no ^C check),
 * returns AL (0..255). DOSBox's CON reads with INT 16h AH=10h: an extended key (ascii 00, or E0
 * with a scan code: grey keys) gives 0 now and its scan code on the next call, so grey Up and
 * keypad 8 both give 0, 72. A Ctrl-Break word gives a single 0.
 */
export function* getch(): Blocking<number> {
  const m = machine();
  if (m.tracing) m.trace('getch()');
  yield* m.burn(CONIO_INSTRUCTIONS);
  const c = con(m);
  if (c.readcache !== 0) {
    const scan = c.readcache;
    c.readcache = 0;
    return scan;
  }
  for (;;) {
    const r = int16(0x1000, m.keyBuffer, m.int9.flags);
    if (r === INT16_WAIT) {
      yield* m.waitForKey();
      continue;
    }
    const al = r!.ax & 0xff;
    const ah = r!.ax >> 8;
    if (al === 0 || (al === 0xe0 && ah !== 0)) {
      c.readcache = ah;
      return 0;
    }
    return al;
  }
}

/**
 * int kbhit(void) — TC 2.0 [TC2 disasm, module KBHIT]: INT 21h AH=0Bh, then `cbw`, so −1 when a
 * key waits and 0 otherwise; nothing is consumed. DOSBox's CON status (dev_con.h GetInformation)
 * counts a pending scan code as a key, and silently removes a Ctrl-Break word (0000h) at the head.
 * A `while(!kbhit()){}` loop is idle-skipped like bioskey(1).
 */
export function* kbhit(): Blocking<number> {
  const m = machine();
  if (m.tracing) m.trace('kbhit()');
  yield* m.burn(CONIO_INSTRUCTIONS);
  if (con(m).readcache !== 0) return -1;
  const head = m.keyBuffer.peek();
  if (head !== null && head !== 0) return -1;
  if (head === 0) m.keyBuffer.pop();
  return yield* m.emptyPoll(false);
}
