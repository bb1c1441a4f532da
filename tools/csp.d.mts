// Types for tools/csp.mjs.
export function inlineBlocks(html: string): { script: string[]; style: string[] };
export function cspFor(html: string, options?: { header?: boolean }): string;
export const INLINE_PNG: string;
