/**
 * The panel and the screen's overlay brought in line with the player's state: the status line,
 * the speed, the buttons that toggle, and what the screen says over the picture (status.ts words
 * both). Cheap when nothing changed: the run loop asks every frame once the machine has stopped.
 */
import type { PlayerElements } from './page.ts';
import { FASTEST, formatCycles, SLOWEST } from './speed.ts';
import { overlay, statusLine, type Situation } from './status.ts';

export class Panel {
  private lastStatus = '';

  constructor(private readonly el: PlayerElements) {}

  show(now: Situation, cycles: number): void {
    const { el } = this;
    const { state, recording } = now;
    const text = statusLine(now);
    const paused = state === 'running' && now.pauses.size > 0;
    const key = `${text}|${paused}|${cycles}|${recording}|${state}|${now.crash}|${now.leaveFullscreen}`;
    if (key === this.lastStatus) return;
    this.lastStatus = key;

    el.status.textContent = text;
    el.status.classList.toggle('paused', paused);
    el.player.dataset.state = paused ? 'paused' : state;
    el.cycles.value = formatCycles(cycles);
    el.slower.disabled = cycles <= SLOWEST; // a recording keeps speed changes too (`at MS cycles N`)
    el.faster.disabled = cycles >= FASTEST;
    const userPause = now.pauses.has('user');
    el.pause.setAttribute('aria-pressed', String(userPause));
    el.pause.textContent = userPause ? 'Resume' : 'Pause';
    el.record.setAttribute('aria-pressed', String(recording));
    el.record.textContent = recording ? 'Stop ■' : 'Record';
    const [kind, says] = overlay(now);
    el.overlay.hidden = !kind;
    el.overlay.className = kind;
    el.overlayText.textContent = says;
  }
}
