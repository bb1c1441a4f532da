/**
 * The home page's script, inlined into home.html at build time (tools/build-app.mjs; one block:
 * each inline block is a hash in the page's policy, ~55 B of gzip that does not compress): the
 * "Open a .C file" card (open-c.ts), the screenshots below the first screen, the service worker.
 */
import './open-c.ts';

addEventListener('load', () => {
  // The screenshots below the first screen get their source after the load event (tools/build-app.mjs EAGER).
  for (const i of document.querySelectorAll<HTMLImageElement>('img[data-src]')) i.src = i.dataset.src!;
  // After the load event (the screenshots in view) and the frame that shows them: installing the
  // worker fetches every page's files, which would otherwise compete with them (bench figure 9).
  if (/^https?:$/.test(location.protocol) && 'serviceWorker' in navigator) requestAnimationFrame(() => setTimeout(() => void navigator.serviceWorker.register('sw.js').catch(() => {})));
});
