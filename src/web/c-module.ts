/**
 * A generated C module's body made a function in a page: the pages' CSP forbids eval
 * (tools/csp.mjs), so it is loaded as a blob: module, which a page that declares RUNS_C allows.
 */
type Fn = (...args: unknown[]) => unknown;

/** Load `body` as a function of `params` (a blob: module's default export). */
export async function importFunction(params: readonly string[], body: string): Promise<Fn> {
  const url = URL.createObjectURL(new Blob([`export default function (${params.join(', ')}) {\n${body}\n}\n`], { type: 'text/javascript' }));
  try {
    return ((await import(/* webpackIgnore: true */ url)) as { default: Fn }).default;
  } finally {
    URL.revokeObjectURL(url);
  }
}
