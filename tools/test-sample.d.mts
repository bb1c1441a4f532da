// Types for tools/test-sample.mjs, for the TypeScript that imports it (test/support/sample.ts).
/** The variable with which every case of every sampled set is checked (tools/test.mjs --all). */
export const ALL_CASES: string;
/** Every case is checked, not the sample: test:all, or --update. */
export function everyCase(env?: Record<string, string | undefined>): boolean;
/** The name's 32-bit FNV-1a hash, mixed. */
export function nameHash(name: string): number;
/** Whether the case named `name` is in npm test's sample of one case in `oneIn`. */
export function inSample(name: string, oneIn: number): boolean;
