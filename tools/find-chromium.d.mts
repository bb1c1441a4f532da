// Types for tools/find-chromium.mjs, for the TypeScript that imports it (test/support/browser.ts).
export const CHROMIUM_HOWTO: string;
export function findChromium(env?: Record<string, string | undefined>, places?: readonly string[]): { path: string; error?: undefined } | { error: string; path?: undefined };
