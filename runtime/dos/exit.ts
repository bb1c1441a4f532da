/**
 * What DOS keeps of a program that ended: its exit status (INT 21h AH=4Ch's AL, what a batch
 * file's ERRORLEVEL and INT 21h AH=4Dh read). Oracle X1 (test/fixtures/dos-screen): `exit(3)`
 * gives ERRORLEVEL 3, `return 5;` from main ERRORLEVEL 5. A program that crashed on the machine
 * has none.
 */
import type { Machine } from '../machine.ts';
import { processKey } from '../process.ts';

const STATUS = processKey<{ status: number | null }>('the exit status DOS keeps', () => ({ status: null }));

/** The program ends with `status` (DOS keeps its low byte). */
export function setExitStatus(m: Machine, status: number): void {
  m.process.local(STATUS).status = status & 0xff;
}

/** The exit status of the program that ran last, or null when it has not ended by exit or main's return. */
export function exitStatus(m: Machine): number | null {
  return m.process.local(STATUS).status;
}
