// roms/runs/index.ts — RUNS.C: counts its runs in a file on the C: drive (the DOS disk's example).
// RUNS.C beside this file is the C it ports; run from source it leaves the same files on the drive
// (test/e2e/cc-roms.test.ts).
import type { Blocking, Rom } from '../../runtime/process.ts';
import { ENOENT, errno } from '../../runtime/tc/errno.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { fclose, fopen, fprintf, fscanf, printf } from '../../runtime/tc/stdio.ts';

export const runs: Rom = {
  name: 'runs',
  title: 'RUNS.C: counts its runs in RUNS.TXT and logs each in LOG.TXT',
  keys: 'it counts this run and ends',
  start() {
    /** @c void main() */
    // eslint-disable-next-line require-yield
    function* main(): Blocking {
      const n = ref(0); // int n = 0;
      let f = fopen('RUNS.TXT', 'r');
      if (f !== null) {
        fscanf(f, '%d', n); // fscanf(f, "%d", &n);
        fclose(f);
      } else if (errno() !== ENOENT) {
        printf('cannot read RUNS.TXT\n');
        return;
      }
      n.value++;
      f = fopen('RUNS.TXT', 'w');
      fprintf(f, '%d\n', n.value);
      fclose(f);
      f = fopen('LOG.TXT', 'a');
      fprintf(f, 'run %d\n', n.value);
      fclose(f);
      printf('This program has run %d time%s.\n', n.value, n.value === 1 ? '' : 's');
    }
    return main();
  },
};
