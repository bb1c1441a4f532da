/**
 * The page's start-up, marked on its own clock (performance marks `mode12h:<phase>`, 0 = navigation
 * start), so the bench can say where the time before the first picture goes (bench figure 5c):
 *   script   the bundle evaluated (every module's top level ran)
 *   rom      the program chosen (a ROM chunk or a compiled C program is there)
 *   page     the player made (its screen's canvas context): the machine not yet on
 *   machine  the machine powered on with the program loaded
 *   booted   the program ran to its first wait (its first screen drawn in video memory)
 *   shown    that screen put on the canvas
 */
export type StartupPhase = 'script' | 'rom' | 'page' | 'machine' | 'booted' | 'shown';

export const STARTUP_MARK = 'mode12h:';

export function startupMark(phase: StartupPhase): void {
  performance.mark(`${STARTUP_MARK}${phase}`);
}
