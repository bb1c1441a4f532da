// Types for tools/test-browser-host.mjs, for the TypeScript that imports it (test/support/browser.ts).
import type { PayloadFile } from './build.mjs';
export const CHROMIUM_ARGS: readonly string[];
export function buildAndServe(root: string): Promise<{ url: string; dir: string; payload: PayloadFile[]; playPayload: PayloadFile[]; close(): Promise<void> }>;
export function startBrowserHost(root: string): Promise<{ env: Record<string, string>; pid: number; close(): Promise<void> }>;
