// Types for tools/test-cpu.mjs, for the TypeScript that imports it (test/e2e/reversi-cli.test.ts).
/** The CPU ms of process `pid` (every thread) and of the children it has waited for; 0 if it has gone. */
export function cpuOfProcess(pid: number): number;
/** The CPU ms of `pid` and every process under it, alive or waited for. 0 off Linux. */
export function cpuOfTree(pid: number): number;
