import type { MachineState } from '../../runtime/machine.ts';

/** Why the player holds the machine still (any one is enough). */
export type PauseReason = 'user' | 'hidden' | 'unfocused';

/** What the page says things from. */
export interface Situation {
  state: MachineState;
  pauses: ReadonlySet<PauseReason>;
  recording: boolean;
  /** The program as DOS names it ("TETRIS"). */
  program: string;
  /** Why it stopped, when it crashed (the ROM's crash or the host's error). */
  crash: string | null;
  /** Where TC's run time ended it for a fault, when it did (a divide error: runtime/dos/exit.ts faultEnding). */
  ending: string | null;
  /** How to leave fullscreen, while in it. */
  leaveFullscreen: string | null;
}

/** The panel's status line. */
export function statusLine(s: Situation): string {
  if (s.state === 'crashed') return 'Crashed.';
  if (s.state === 'exited') return 'The program has ended.';
  if (s.pauses.has('hidden')) return 'Paused: the tab is hidden.';
  if (s.pauses.has('unfocused')) return 'Paused: click the screen to play.';
  if (s.pauses.has('user')) return 'Paused.';
  return s.recording ? '● Recording…' : 'Running.';
}

/**
 * What the screen itself says over the picture, as [kind, text] (kind '' = nothing): the panel
 * may be out of sight (fullscreen, a phone scrolled to the game), the screen never is.
 */
export function overlay(s: Situation): [kind: '' | 'crash' | 'ended' | 'paused', text: string] {
  const leave = s.leaveFullscreen ? `\n${s.leaveFullscreen}` : '';
  const again = 'press Enter to run it again.';
  if (s.state === 'crashed') return ['crash', `${s.crash}\n\nThe program stopped: ${again}`];
  if (s.state === 'exited') return ['ended', `${s.ending ? `${s.ending}\n\n` : ''}${s.program}.EXE has ended — ${again}${leave}`];
  if (s.pauses.size > 0) return ['paused', `Paused — click to play.${leave}`];
  return ['', ''];
}
