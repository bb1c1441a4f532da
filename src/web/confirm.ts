/**
 * A question in the page (index.html's #ask), answered by a button: confirm() would stop the page
 * (and the sound) and look like the browser's own. The dialog sits outside the player, so while it
 * is open the machine is paused as for any focus elsewhere. Cancel comes first and has the focus:
 * Enter and Esc keep the game.
 */
export function ask(question: string, yes: string): Promise<boolean> {
  const dialog = document.getElementById('ask') as HTMLDialogElement;
  dialog.querySelector('p')!.textContent = question;
  dialog.querySelector('[value=yes]')!.textContent = yes;
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((done) => dialog.addEventListener('close', () => done(dialog.returnValue === 'yes'), { once: true }));
}
