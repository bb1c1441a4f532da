// `npm start` (tools/serve.mjs) as a person meets it: a busy port, --port/PORT, --host, the URLs it prints.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:net';
import { serveWeb } from '../../tools/serve.mjs';

const SERVE = 'tools/serve.mjs';

function occupy(): Promise<{ server: Server; port: number }> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => done({ server, port: (server.address() as { port: number }).port }));
  });
}

test('a busy port: one clear line that suggests --port, no stack; by --port and by PORT (a HOST variable is no address)', async () => {
  const { server, port } = await occupy();
  try {
    for (const [args, env] of [[['--port', String(port)], {}], [[], { PORT: String(port) }]] as const) {
      const r = spawnSync(process.execPath, [SERVE, ...args], { encoding: 'utf8', env: { ...process.env, HOST: 'somebox', ...env }, timeout: 20_000 });
      assert.is(r.status, 1, r.stderr);
      assert.is(r.stderr, `serve: cannot listen on 127.0.0.1:${port}: port ${port} is in use (another npm start?); try: npm start -- --port ${port + 1} (or --port 0: any free port)\n`);
      assert.is(r.stdout, '', 'nothing built before the port is known to be free');
    }
  } finally {
    server.close();
  }
});

test('a bad port or an empty --host is refused in one line', () => {
  for (const [args, message] of [[['--port', 'abc'], 'serve: bad port "abc"'], [['--port', '70000'], 'serve: bad port "70000"'], [['--host'], 'serve: --host needs an address']] as const) {
    const r = spawnSync(process.execPath, [SERVE, ...args], { encoding: 'utf8', timeout: 20_000 });
    assert.is(r.status, 2, r.stderr);
    assert.ok(r.stderr.startsWith(message) && r.stderr.split('\n').length === 2, r.stderr);
  }
});

test('--host: serveWeb listens where asked and names it in its URL', async () => {
  const served = await serveWeb('dist/web', 0, '0.0.0.0');
  try {
    assert.match(served.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    assert.is((await fetch(`${served.url}nothing-here`)).status, 404);
  } finally {
    await served.close();
  }
});

test('a file is served with its ETag, and asked again with it, 304 and no body until it changes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mode12h-serve-'));
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  const served = await serveWeb(dir, 0);
  try {
    const url = `${served.url}favicon.svg`;
    const first = await fetch(url);
    const tag = first.headers.get('etag');
    assert.is(first.status, 200);
    assert.match(tag ?? '', /^"[\w-]+"$/);
    assert.is(await first.text(), '<svg/>');
    const again = await fetch(url, { headers: { 'If-None-Match': tag! } });
    assert.is(again.status, 304);
    assert.is(again.headers.get('etag'), tag);
    assert.is(again.headers.get('cache-control'), 'no-cache');
    assert.is(await again.text(), '');
    writeFileSync(join(dir, 'favicon.svg'), '<svg></svg>');
    const changed = await fetch(url, { headers: { 'If-None-Match': tag! } });
    assert.is(changed.status, 200);
    assert.is.not(changed.headers.get('etag'), tag);
    assert.is(await changed.text(), '<svg></svg>');
  } finally {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('npm start: builds, then prints the player\'s and the study page\'s URL', async () => {
  const child = spawn(process.execPath, [SERVE, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  try {
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no URLs within 60 s: ${out}`)), 60_000);
      child.stdout.on('data', () => {
        if (out.includes('Ctrl+C')) {
          clearTimeout(timer);
          done();
        }
      });
      child.on('exit', (code) => fail(new Error(`serve exited ${code}: ${out}`)));
    });
    const player = /mode12h player: (http:\/\/127\.0\.0\.1:\d+\/)\n/.exec(out)?.[1];
    assert.ok(player, out);
    assert.match(out, `study page:     ${player}study.html\n`);
    assert.is((await fetch(`${player}study.html`)).status, 200);
  } finally {
    child.kill();
  }
});

test('the README documents --port, PORT and --host', () => {
  const readme = readFileSync('README.md', 'utf8');
  for (const word of ['npm start -- --port', 'PORT=', 'npm start -- --host 0.0.0.0']) assert.ok(readme.includes(word), word);
});

test.run();
