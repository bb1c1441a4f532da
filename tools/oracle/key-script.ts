/**
 * A program's own key script for the capture harness (docs/ORACLE.md, "Real programs"): NAME.KEY
 * beside NAME.C (or beside a project's folder NAME/) in the harness' DIR, one item a line, typed
 * at the program's input calls in place of the harness' fixed script — so a game is played a few
 * moves, a menu entered and left, a record typed and read back (corpus C3500–C3699).
 *
 * An item is the keys typed when a call waits for the user: characters as they are, with
 * `\r` Enter, `\e` Esc, `\b` Backspace, `\t` Tab, `\\` a backslash, `\{` a brace, and `{up}`,
 * `{down}`, `{left}`, `{right}`, `{home}`, `{end}`, `{pgup}`, `{pgdn}`, `{ins}`, `{del}`,
 * `{f1}`…`{f10}` the extended keys (character 0, their scan code). `KEYS || LINE` gives a line
 * hook (gets, scanf, getchar, cgets) other keys than a key hook (getch, kbhit, bioskey). Each key
 * is the word the BIOS keeps for it, scan code high (a US keyboard's), character low. An item of
 * more keys than the type-ahead buffer's room (ROOM) is typed in parts as the program takes them
 * (harness.ts, h_feed).
 */

/** The type-ahead buffer's room: 16 words, one always free. */
export const ROOM = 15;

/** Scan codes of a US keyboard's rows: each character's unshifted and shifted forms. */
const ROWS: readonly (readonly [number, string, string])[] = [
  [0x02, '1234567890-=', '!@#$%^&*()_+'],
  [0x10, 'qwertyuiop[]', 'QWERTYUIOP{}'],
  [0x1e, "asdfghjkl;'`", 'ASDFGHJKL:"~'],
  [0x2b, '\\zxcvbnm,./', '|ZXCVBNM<>?'],
];

const SCAN = new Map<string, number>([[' ', 0x39], ['\r', 0x1c], ['\x1b', 0x01], ['\b', 0x0e], ['\t', 0x0f]]);
for (const [first, plain, shifted] of ROWS) {
  for (let i = 0; i < plain.length; i++) {
    SCAN.set(plain[i]!, first + i);
    SCAN.set(shifted[i]!, first + i);
  }
}

/** The extended keys by name: scan code, character 0. */
const EXTENDED = new Map<string, number>([
  ['up', 0x48], ['down', 0x50], ['left', 0x4b], ['right', 0x4d], ['home', 0x47], ['end', 0x4f],
  ['pgup', 0x49], ['pgdn', 0x51], ['ins', 0x52], ['del', 0x53],
  ...Array.from({ length: 10 }, (_, i): [string, number] => [`f${i + 1}`, 0x3b + i]),
]);

const ESCAPES: Readonly<Record<string, string>> = { r: '\r', e: '\x1b', b: '\b', t: '\t', '\\': '\\', '{': '{' };

/** One item's keys as BIOS words. */
export function keyWords(item: string): number[] {
  const words: number[] = [];
  for (let i = 0; i < item.length; i++) {
    let c = item[i]!;
    if (c === '{') {
      const end = item.indexOf('}', i);
      const scan = end < 0 ? undefined : EXTENDED.get(item.slice(i + 1, end).toLowerCase());
      if (scan === undefined) throw new Error(`key script: no key "${item.slice(i)}"`);
      words.push(scan << 8);
      i = end;
      continue;
    }
    if (c === '\\') {
      const e = ESCAPES[item[i + 1] ?? ''];
      if (e === undefined) throw new Error(`key script: no escape "${item.slice(i, i + 2)}"`);
      c = e;
      i++;
    }
    const scan = SCAN.get(c);
    if (scan === undefined) throw new Error(`key script: no key for ${JSON.stringify(c)}`);
    words.push((scan << 8) | c.charCodeAt(0));
  }
  return words;
}

/** A script's items: the keys for key hooks and for line hooks. */
export interface KeyItem { keys: number[]; line: number[] }

/** NAME.KEY's text as items (blank lines are none). */
export function parseKeyScript(text: string): KeyItem[] {
  return text.split(/\r?\n/).filter((l) => l !== '').map((l) => {
    const at = l.indexOf(' || ');
    const keys = keyWords(at < 0 ? l : l.slice(0, at));
    return { keys, line: at < 0 ? keys : keyWords(l.slice(at + 4)) };
  });
}
