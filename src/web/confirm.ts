/**
 * Asking before something the user may not want: a question in the page (index.html's #ask),
 * and the one the player asks before it powers on afresh over a game in play.
 */
import type { Session } from './session.ts';

/**
 * A question in the page, answered by a button: confirm() would stop the page (and the sound)
 * and look like the browser's own. The dialog sits outside the player, so while it is open the
 * machine is paused as for any focus elsewhere. Cancel comes first and has the focus: Enter and
 * Esc keep the game.
 */
export function ask(question: string, yes: string): Promise<boolean> {
  const dialog = document.getElementById('ask') as HTMLDialogElement;
  dialog.querySelector('p')!.textContent = question;
  dialog.querySelector('[value=yes]')!.textContent = yes;
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((done) => dialog.addEventListener('close', () => done(dialog.returnValue === 'yes'), { once: true }));
}

/**
 * Before something that powers on afresh (`what` says what): a game in play in `session` (keys or
 * buttons pressed since power-on) would be thrown away, so ask first. The focus then goes back to
 * `screen` (the dialog gives it back to the button that opened it).
 */
export async function mayRestart(session: Session, what: string, screen: HTMLElement): Promise<boolean> {
  const played = session.machine.state === 'running' && session.log.some((e) => e.kind === 'press' || e.kind === 'down');
  const yes = !played || (await ask(`${what} It restarts the program: the game in play is lost.`, 'Restart'));
  screen.focus();
  return yes;
}
