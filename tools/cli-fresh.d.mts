// Types for tools/cli-fresh.mjs, for the TypeScript that imports it (test/support/cli.ts).
/** True when `<root>/dist/cli.mjs` is missing or a source file is newer than it. */
export function cliIsStale(root: string): boolean;
