#!/usr/bin/env node
// `npm start`: builds the player (tools/build.mjs) and serves dist/web/ on localhost.
//   node tools/serve.mjs [--port N]     (default 8012; 0 = any free port)
// No dependencies: node:http, files from one folder, a strict Content-Security-Policy.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWeb, formatPayload, SOURCE_MAPS, STUDY_FILES, WEB_FILES } from './build.mjs';
import { cspFor } from './csp.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The policy of everything but an HTML page (which gets its own, with its inline blocks: tools/csp.mjs). */
export const CSP = cspFor('', { header: true });

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

/** A page's text (read once per modification time, as its body is). */
async function textOf(path) {
  return (await fileBody(path, false)).toString('utf8');
}

export function serveWeb(dir, port = 0) {
  const allowed = new Set([...WEB_FILES, ...STUDY_FILES, ...SOURCE_MAPS]);
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
      // A page's policy names its inline script and style by hash, as its <meta> does.
      if (extname(name) === '.html') headers['Content-Security-Policy'] = cspFor(await textOf(join(dir, name)), { header: true });
      res.writeHead(200, { ...headers, 'Content-Type': type, Vary: 'Accept-Encoding', ...(gzip && { 'Content-Encoding': 'gzip' }) });
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
