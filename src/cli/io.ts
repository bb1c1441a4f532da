/**
 * Where a command of the CLI writes and what it knows of its terminal: the process's own streams
 * when it runs as `mode12h` (src/cli/cli.ts), or strings a caller collects when it runs in a process
 * already started (the e2e tests: a process start and the CLI's load are ~0.3 s of CPU a run).
 */
export interface CliIo {
  /** Standard output. */
  out(text: string): void;
  /** Standard error: messages, notes and the progress lines. */
  err(text: string): void;
  /** Standard error is a terminal: progress lines are drawn there. */
  errIsTTY: boolean;
  /** The terminal's width in columns (standard output's, standard error's), when it is one. */
  outColumns?: number;
  errColumns?: number;
  /** The environment the command reads (GITHUB_ACTIONS). */
  env: Readonly<Record<string, string | undefined>>;
  /** A module that runs the worker threads of `check` and `reversi solve` (the CLI's bundle); without it they play on this thread. */
  workerUrl?: URL;
}

/** The process's own streams and environment. */
export function processIo(workerUrl?: URL): CliIo {
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    errIsTTY: process.stderr.isTTY === true,
    ...(process.stdout.columns && { outColumns: process.stdout.columns }),
    ...(process.stderr.columns && { errColumns: process.stderr.columns }),
    env: process.env,
    ...(workerUrl && { workerUrl }),
  };
}

/**
 * Streams that append what is written to `into.stdout` and `into.stderr` (not a terminal), for a
 * caller that runs a command in its own process; `env` is the environment the command sees.
 */
export function stringIo(into: { stdout: string; stderr: string }, env: Readonly<Record<string, string | undefined>> = {}, workerUrl?: URL): CliIo {
  return {
    out: (text) => void (into.stdout += text),
    err: (text) => void (into.stderr += text),
    errIsTTY: false,
    env,
    ...(workerUrl && { workerUrl }),
  };
}
