// The pages' Content-Security-Policy, shared by tools/build.mjs (the <meta> in the HTML) and
// tools/serve.mjs (the response header). The player's script and style are inlined into its
// HTML (no request stands between the page and its first frame), so the policy allows exactly
// those inline blocks by their SHA-256 and nothing else inline: no eval, no network beyond the
// page's origin. Downloads are made from blob: URLs (navigation, not fetch), and the canvas never
// loads images, so img-src is 'self', and data: only on a page that carries its images inline
// (the home page's first screen of screenshots: tools/build-app.mjs).
import { createHash } from 'node:crypto';

const BASE = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/** Only in the header: a <meta> policy cannot say it (the CSP spec ignores it there). */
const HEADER_ONLY = { 'frame-ancestors': ["'none'"] };

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The contents of every inline <script> and <style> block of `html`. */
export function inlineBlocks(html) {
  const blocks = { script: [], style: [] };
  for (const m of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    if (m[1] === 'script' && /\bsrc=/.test(m[2])) continue;
    blocks[m[1]].push(m[3]);
  }
  return blocks;
}

/**
 * A page that runs C programs compiled in the page (cc/) says so with this tag: the generated code
 * is loaded as blob: modules (src/web/c-compile.ts), which its policy then allows — never eval.
 */
export const RUNS_C = '<meta name="mode12h-runs-c" content="blob: modules">';

/** An image carried in the page's HTML: a PNG as a data: URL (its policy then allows data: images). */
export const INLINE_PNG = 'data:image/png;base64,';

/** The policy for a page whose HTML is `html`, as a header (`header`) or for its <meta>. */
export function cspFor(html, { header = false } = {}) {
  const { script, style } = inlineBlocks(html);
  const policy = {
    ...BASE,
    'script-src': [...BASE['script-src'], ...script.map(sha256), ...(html.includes(RUNS_C) ? ['blob:'] : [])],
    'style-src': [...BASE['style-src'], ...style.map(sha256)],
    'img-src': [...BASE['img-src'], ...(html.includes(`src="${INLINE_PNG}`) ? ['data:'] : [])],
    ...(header ? HEADER_ONLY : {}),
  };
  return Object.entries(policy).map(([k, v]) => `${k} ${v.join(' ')}`).join('; ');
}
