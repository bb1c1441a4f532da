// Types for tools/corpus-restore.mjs.
export function batchOf(section: number, id: string): string;
export function parseCorpusDoc(text: string): Map<string, Record<string, unknown>>;
export function withIncludes(
  dir: string,
  p: { path: string; commit: string },
  name: string,
  main: Buffer,
  wanted: (name: string) => boolean,
  modules?: boolean,
): Buffer | Map<string, Buffer>;
