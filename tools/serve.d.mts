// Types for tools/serve.mjs, for the TypeScript that imports it (test/support/browser.ts).
export const CSP: string;
export interface Served {
  url: string;
  close(): Promise<void>;
}
export function serveWeb(dir: string, port?: number, host?: string): Promise<Served>;
