/**
 * What DOS keeps of a program that ended: its exit status (INT 21h AH=4Ch's AL, what a batch
 * file's ERRORLEVEL and INT 21h AH=4Dh read). Oracle X1 (test/fixtures/dos-screen): `exit(3)`
 * gives ERRORLEVEL 3, `return 5;` from main ERRORLEVEL 5. A program that crashed on the machine
 * has none.
 */
import type { Machine } from '../machine.ts';
import { processKey } from '../process.ts';

const STATUS = processKey<{ status: number | null; fault: Error | null }>('the exit status DOS keeps', () => ({ status: null, fault: null }));

/**
 * The program ends with `status` (DOS keeps its low byte); `fault`, when its run time ended it for
 * a fault of its own (a divide error: TC prints its message and ends the program, test/fixtures/
 * divide-error), names where it happened, for a host to show beside what the program showed.
 */
export function setExitStatus(m: Machine, status: number, fault: Error | null = null): void {
  const s = m.process.local(STATUS);
  s.status = status & 0xff;
  s.fault = fault;
}

/** The fault the program that ran last was ended for, or null (an ordinary end, or none yet). */
export function exitFault(m: Machine): Error | null {
  return m.process.local(STATUS).fault;
}

/** The exit status of the program that ran last, or null when it has not ended by exit or main's return. */
export function exitStatus(m: Machine): number | null {
  return m.process.local(STATUS).status;
}

/** How a host names an end made for a fault: where it happened, and the status DOS kept; null for any other end. */
export function faultEnding(m: Machine): string | null {
  const s = m.process.local(STATUS);
  return s.fault ? `${s.fault.message}: the program ended there (exit status ${s.status})` : null;
}
