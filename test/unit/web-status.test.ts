/** What the player's page says (src/web/status.ts): the panel's status line and the screen's overlay. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { overlay, statusLine, type PauseReason, type Situation } from '../../src/web/status.ts';

const at = (over: Partial<Situation> & { pauses?: ReadonlySet<PauseReason> }): Situation => ({
  state: 'running', pauses: new Set(), recording: false, program: 'TETRIS', crash: null, ending: null, leaveFullscreen: null, ...over,
});

test('running: the status says so (or recording), the screen says nothing', () => {
  assert.is(statusLine(at({})), 'Running.');
  assert.is(statusLine(at({ recording: true })), '● Recording…');
  assert.equal(overlay(at({})), ['', '']);
});

test('paused for any reason: the screen says click to play, and in fullscreen how to leave', () => {
  for (const [reason, status] of [['user', 'Paused.'], ['unfocused', 'Paused: click the screen to play.'], ['hidden', 'Paused: the tab is hidden.']] as const) {
    assert.is(statusLine(at({ pauses: new Set([reason]) })), status);
    assert.equal(overlay(at({ pauses: new Set([reason]) })), ['paused', 'Paused — click to play.']);
  }
  assert.is(statusLine(at({ pauses: new Set(['user', 'hidden']) })), 'Paused: the tab is hidden.', 'the hidden tab says why first');
  assert.equal(overlay(at({ pauses: new Set(['unfocused']), leaveFullscreen: 'Hold Esc to leave fullscreen.' })), ['paused', 'Paused — click to play.\nHold Esc to leave fullscreen.']);
});

test('ended or crashed: the screen offers Enter, whatever the pauses; an end TC\'s run time made for a fault says where', () => {
  const ended = at({ state: 'exited', pauses: new Set(['unfocused']) });
  assert.is(statusLine(ended), 'The program has ended.');
  assert.equal(overlay(ended), ['ended', 'TETRIS.EXE has ended — press Enter to run it again.']);
  const divided = at({ state: 'exited', program: 'DIV', ending: 'DIV.C:4: in f(): Divide error (division by zero): the program ended there (exit status 3)' });
  assert.is(statusLine(divided), 'The program has ended.');
  assert.equal(overlay(divided), ['ended', 'DIV.C:4: in f(): Divide error (division by zero): the program ended there (exit status 3)\n\nDIV.EXE has ended — press Enter to run it again.']);
  const crashed = at({ state: 'crashed', crash: 'ROM x crashed in main(): boom' });
  assert.is(statusLine(crashed), 'Crashed.');
  assert.equal(overlay(crashed), ['crash', 'ROM x crashed in main(): boom\n\nThe program stopped: press Enter to run it again.']);
});

test.run();
