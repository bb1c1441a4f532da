/**
 * The C library's start-up on the machine that runs a compiled program: the BIOS services only C
 * programs reach (runtime/tc/bios-extra.ts) and the C: drive's subdirectories
 * (runtime/dos/directories.ts), given to that machine alone. Another machine in the same process
 * (a ROM's) keeps the behaviour of one without the C library, and the ROMs' players carry none of it.
 */
import { installBiosExtra } from '../../runtime/tc/bios-extra.ts';
import { installDevices } from '../../runtime/tc/devices.ts';
import { installDirectories } from '../../runtime/dos/directories.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { runningMachine } from '../../runtime/machine.ts';

/**
 * Install them on the running machine, at the program's first step: the host has mounted its
 * drive by then (src/web/player.ts mounts after loading, before the first step).
 */
export function startLibrary(): void {
  const m = runningMachine();
  if (m === null) throw new Error('startLibrary: no machine is running the program');
  installBiosExtra(m);
  installDevices(m);
  installDirectories(driveOf(m));
}
