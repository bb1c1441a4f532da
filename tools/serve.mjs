#!/usr/bin/env node
// `npm start`: builds the player (tools/build.mjs) and serves dist/web/ on localhost.
//   node tools/serve.mjs [--port N]     (default 8012; 0 = any free port)
// No dependencies: node:http, files from one folder, a strict Content-Security-Policy.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWeb, formatPayload, STUDY_FILES, WEB_FILES } from './build.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * The page may load its own files and nothing else: no inline script, no eval, no network
 * beyond its origin. Downloads are made from blob: URLs (navigation, not fetch), and the canvas
 * never loads images, so img-src stays 'self'.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Serve `dir` (the built player) on 127.0.0.1:`port`. Resolves to { url, close }.
 * Only the page's files (and their source maps) are served; everything else is 404.
 */
/**
 * A file's bytes, gzipped when asked, read and compressed once per modification time (the
 * build rewrites the files while a server may be up).
 */
const bodies = new Map();
async function fileBody(path, gzip) {
  const { mtimeMs } = await stat(path);
  const key = `${path}|${gzip}`;
  const hit = bodies.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const raw = await readFile(path);
  const body = gzip ? gzipSync(raw, { level: 9 }) : raw;
  bodies.set(key, { mtimeMs, body });
  return body;
}

export function serveWeb(dir, port = 0) {
  const files = [...WEB_FILES, ...STUDY_FILES];
  const allowed = new Set([...files, ...files.map((f) => `${f}.map`)]);
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const name = path === '/' ? 'index.html' : path.slice(1);
    const headers = {
      'Content-Security-Policy': CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-cache',
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers).end();
      return;
    }
    if (!allowed.has(name)) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    try {
      const type = TYPES[extname(name)] ?? 'application/octet-stream';
      // What the page weighs on the wire is the gzip figure the build prints.
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = await fileBody(join(dir, name), gzip);
      // The player's script and style are known before the HTML is parsed: ask for them at once.
      const early = name === 'index.html' ? { Link: '<player.js>; rel=modulepreload, <player.css>; rel=preload; as=style' } : {};
      res.writeHead(200, { ...headers, ...early, 'Content-Type': type, Vary: 'Accept-Encoding', ...(gzip && { 'Content-Encoding': 'gzip' }) });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, headers).end();
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolvePromise({
        url: `http://127.0.0.1:${actual}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

// Run as a program (not when imported, nor when bundled into something else).
if (import.meta.url.endsWith('/tools/serve.mjs') && process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(import.meta.dirname, '..');
  const i = process.argv.indexOf('--port');
  const port = i > 0 ? Number(process.argv[i + 1]) : Number(process.env.PORT ?? 8012);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: bad port "${process.argv[i + 1] ?? process.env.PORT}"`);
    process.exit(2);
  }
  console.log(formatPayload(await buildWeb(root)));
  const { url } = await serveWeb(join(root, 'dist/web'), port);
  console.log(`\nmode12h player: ${url}  (Ctrl+C to stop)`);
}
