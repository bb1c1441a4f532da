#!/usr/bin/env node
// `npm start`: builds the player (tools/build.mjs) and serves dist/web/ on localhost.
//   node tools/serve.mjs [--port N] [--host ADDR]     (npm start -- --port N --host ADDR)
// --port N (or PORT=N): default 8012; 0 = any free port. --host ADDR: default 127.0.0.1, this
// machine only; 0.0.0.0 serves the local network too (try touch on a phone). No HOST variable:
// shells and containers often export one that names the machine, not an address to listen on.
// No dependencies: node:http, files from one folder, a strict Content-Security-Policy.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { networkInterfaces } from 'node:os';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { APP_FILES, buildWeb, C_PLAYER_FILES, formatPayload, HOME_FILES, HOME_SHOT, ON_USE_FILES, ROM_ASSET, ROM_CHUNK, ROM_PART, PAGES, SOURCE_MAPS, STUDY_FILES, WEB_FILES } from './build.mjs';
import { cspFor } from './csp.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** The policy of everything but an HTML page (which gets its own, with its inline blocks: tools/csp.mjs). */
export const CSP = cspFor('', { header: true });

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

/**
 * A body's validator (ETag): its bytes' hash, so a rebuild that changes nothing keeps it. Every
 * file is `no-cache` (asked again at each load: a rebuild shows at once), and a file unchanged
 * since the browser's copy is a 304 without a body, as static hosts answer: the browser then keeps
 * its copy and what it compiled of it. The browser tests load the same pages ~100 times: bad C's
 * and the .C player's files, 23.9 → 20.9 s of Chromium's CPU (three pairs side by side, load ~20).
 */
const tags = new WeakMap();
function tagOf(body) {
  let tag = tags.get(body);
  if (tag === undefined) tags.set(body, (tag = `"${createHash('sha1').update(body).digest('base64url')}"`));
  return tag;
}

/** A page's text (read once per modification time, as its body is). */
async function textOf(path) {
  return (await fileBody(path, false)).toString('utf8');
}

/**
 * Serve `dir` (the built player) on `host`:`port`. Resolves to { url, close }; rejects with the
 * listen error (EADDRINUSE: the port is taken). Only the page's files (and their source maps) are
 * served; everything else is 404.
 */
export function serveWeb(dir, port = 0, host = '127.0.0.1') {
  const allowed = new Set([...WEB_FILES, ...PAGES, ...ON_USE_FILES, ...STUDY_FILES, ...APP_FILES, ...C_PLAYER_FILES, ...HOME_FILES, ...SOURCE_MAPS]);
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
    if (!allowed.has(name) && !HOME_SHOT.test(name) && !ROM_CHUNK.test(name) && !ROM_PART.test(name) && !ROM_ASSET.test(name)) {
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
      const etag = tagOf(body);
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ...headers, ETag: etag, Vary: 'Accept-Encoding' }).end();
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Type': type, ETag: etag, Vary: 'Accept-Encoding', ...(gzip && { 'Content-Encoding': 'gzip' }) });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, headers).end();
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolvePromise({
        url: `http://${urlHost(host)}:${actual}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** How a browser names `host` in a URL (all addresses → this machine's loopback; IPv6 in brackets). */
function urlHost(host) {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The `--name value` option, else the environment's `env` (if named), else `fallback`. */
function option(args, name, env, fallback) {
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1] ?? '';
  return (env && process.env[env]) || fallback;
}

// Run as a program (not when imported, nor when bundled into something else).
if (import.meta.url.endsWith('/tools/serve.mjs') && process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(import.meta.dirname, '..');
  const args = process.argv.slice(2);
  const portText = option(args, '--port', 'PORT', '8012');
  const port = /^\d+$/.test(portText) ? Number(portText) : NaN;
  const host = option(args, '--host', null, '127.0.0.1');
  if (!(port <= 65535) || host === '') {
    console.error(port <= 65535 ? 'serve: --host needs an address (127.0.0.1, 0.0.0.0, ::)' : `serve: bad port "${portText}": a number in 0..65535 (0 = any free port)`);
    process.exit(2);
  }
  // Listen first: a busy port is said at once, in one line, before the build's work.
  let served;
  try {
    served = await serveWeb(join(root, 'dist/web'), port, host);
  } catch (err) {
    const why = err?.code === 'EADDRINUSE' ? `port ${port} is in use (another npm start?)` : err?.code === 'EADDRNOTAVAIL' ? `${host} is not an address of this machine` : String(err?.message ?? err);
    console.error(`serve: cannot listen on ${host}:${port}: ${why}; try: npm start -- --port ${port + 1} (or --port 0: any free port)`);
    process.exit(1);
  }
  console.log(formatPayload(await buildWeb(root)));
  const urls = [served.url];
  if (host === '0.0.0.0' || host === '::') {
    const port = new URL(served.url).port;
    for (const nets of Object.values(networkInterfaces())) {
      for (const net of nets ?? []) if (!net.internal && net.family === 'IPv4') urls.push(`http://${net.address}:${port}/`);
    }
  }
  console.log(`\nmode12h player: ${urls.join('  ')}`);
  console.log(`home page:      ${urls.map((u) => `${u}home.html`).join('  ')}`);
  console.log(`study page:     ${urls.map((u) => `${u}study.html`).join('  ')}`);
  console.log('(Ctrl+C to stop)');
}
