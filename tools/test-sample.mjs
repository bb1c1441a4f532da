// npm test's samples: the generated and oracle fixture sets (oracle-text, oracle-gen, libcheck,
// bgi-probes, the random games…) are checked in `npm test` on a fixed sample of their cases, chosen
// by a stable hash of each case's name, so every run checks the same cases and a failure is
// reproduced by running the file again; `npm run test:all` (tools/test.mjs --all, which sets
// ALL_CASES) and `--update` (MODE12H_UPDATE_GOLDEN) check every case. The one rule both the
// runner and the test files read (test/support/sample.ts).

/** The variable with which every case of every sampled set is checked (tools/test.mjs --all). */
export const ALL_CASES = 'MODE12H_ALL';

/** Every case is checked, not the sample: test:all, or --update (which rewrites the known lists from every case). */
export function everyCase(env = process.env) {
  return env[ALL_CASES] === '1' || env['MODE12H_UPDATE_GOLDEN'] === '1';
}

/** The name's 32-bit FNV-1a hash (its UTF-16 code units): the same on every run and machine. */
export function nameHash(name) {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  // finished with a murmur-style mix, so that names differing only in their last digits spread
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** Whether the case named `name` is in npm test's sample of one case in `oneIn`. */
export function inSample(name, oneIn) {
  return oneIn <= 1 || nameHash(name) % oneIn === 0;
}
