/**
 * Text screens as the DOSBox probes record them (test/fixtures/stdout-abort, divide-error): a
 * program (SCR.C) read B800:0000 and the BIOS cursor after the measured program ended; its file
 * holds "== NAME col row" (the cursor), then the rows to the last non-blank one, each after "|".
 */
import { readFileSync } from 'node:fs';
import { textConsole } from '../../runtime/hw/textmode.ts';
import type { Machine } from '../../runtime/machine.ts';

export interface TextScreen {
  readonly col: number;
  readonly row: number;
  readonly rows: readonly string[];
}

/** The screens of a SCREENS.txt, by name. */
export function readScreens(path: string): Map<string, TextScreen> {
  const screens = new Map<string, TextScreen>();
  for (const block of readFileSync(path, 'latin1').split(/^== /m).slice(1)) {
    const [head, ...rows] = block.replace(/\n$/, '').split('\n');
    const [name, col, row] = head!.split(' ');
    screens.set(name!, { col: Number(col), row: Number(row), rows: rows.map((r) => r.slice(1)) });
  }
  return screens;
}

/** The screen after COMMAND.COM's CR LF and prompt (the DOSBox runs had `echo off`: none there), as screenOf writes it. */
export function withPrompt(s: TextScreen): string {
  const rows = [...s.rows];
  const row = s.row + 1;
  while (rows.length <= row) rows.push('');
  rows[row] = 'C:\\>' + rows[row]!.slice(4);
  return `cursor 4,${row}\n${rows.join('\n')}`;
}

/** The machine's text screen as SCREENS.txt has it: the cursor, then the rows to the last non-blank one, right-trimmed. */
export function screenOf(m: Machine): string {
  const con = textConsole(m.vga);
  const rows: string[] = [];
  for (let r = 0; r < 25; r++) {
    let s = '';
    for (let c = 0; c < 80; c++) s += String.fromCharCode(con.memory[(r * 80 + c) * 2]!);
    rows.push(s.replace(/ +$/, ''));
  }
  while (rows.length && !rows[rows.length - 1]) rows.pop();
  return `cursor ${con.col},${con.row}\n${rows.join('\n')}`;
}
