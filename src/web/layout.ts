import type { Screen } from './screen.ts';
import { SCALE_CHOICES, type ScaleChoice } from './scaling.ts';

const STORE = 'mode12h.scale';

/** `?scale=`: crisp, fill or auto (scaling.ts); null when the URL does not say. */
export function scaleParam(param: string | null): ScaleChoice | null {
  if (param === null) return null;
  if (!(SCALE_CHOICES as readonly string[]).includes(param)) throw new Error(`scale must be one of ${SCALE_CHOICES.join(', ')}, got "${param}"`);
  return param as ScaleChoice;
}

/** What was chosen before (localStorage), or auto. */
function savedScale(): ScaleChoice {
  try {
    const saved = localStorage.getItem(STORE);
    if ((SCALE_CHOICES as readonly (string | null)[]).includes(saved)) return saved as ScaleChoice;
  } catch {
    // no storage (a sandboxed frame): auto
  }
  return 'auto';
}

/**
 * Keep the screen fitted to the stage: on resize, zoom and a move to another monitor (which change
 * the device pixel ratio without always resizing the stage). `button` steps through the choices
 * and says which is in force (remembered in localStorage). `asked`: the URL's choice; null, the
 * one chosen before.
 */
export function fitToStage(screen: Screen, stage: HTMLElement, button: HTMLElement, asked: ScaleChoice | null): void {
  // Read here, after the first picture: a fresh profile's first storage access is a synchronous
  // trip to the browser process (bench figure 5c).
  let choice = asked ?? savedScale();
  /** The room and choice last fitted to: the observer's first call (at the first frame) changes nothing. */
  let fitted = '';
  const fit = (preview = false): void => {
    const room = `${stage.clientWidth}x${stage.clientHeight}@${window.devicePixelRatio} ${choice}${preview ? ' preview' : ''}`;
    if (room === fitted) return;
    fitted = room;
    const { crisp } = screen.fit(stage.clientWidth, stage.clientHeight, window.devicePixelRatio, choice, preview);
    button.textContent = `Scale: ${choice}${choice === 'auto' ? (crisp ? ' (crisp)' : ' (fill)') : ''}`;
  };
  button.addEventListener('click', () => {
    choice = SCALE_CHOICES[(SCALE_CHOICES.indexOf(choice) + 1) % SCALE_CHOICES.length]!;
    try {
      localStorage.setItem(STORE, choice);
    } catch {
      // not remembered
    }
    fit();
  });
  new ResizeObserver(() => fit()).observe(stage);
  const watchRatio = (): void => {
    matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener(
      'change',
      () => {
        fit();
        watchRatio();
      },
      { once: true },
    );
  };
  watchRatio();
  // The first picture does not wait for the fill scale's first smoothed draw (56–87 ms cold in the
  // bench's Chromium, figure 5c): the browser scales it for that frame; the fill follows once the
  // frame is on screen.
  fit(true);
  requestAnimationFrame(() => setTimeout(() => fit()));
}
