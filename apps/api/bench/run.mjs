#!/usr/bin/env node
// `npm run bench`: autocannon against the real built server and, in the same run, a bare Fastify
// route, so the figures compare like with like on whatever machine runs them.
// Options: --duration=SECONDS (default 5), --connections=N (default 20).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '../../..');
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const duration = arg('duration', 5);
const connections = arg('connections', 20);

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function startServer(script, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    try {
      const res = await fetch(`${url}${env.READY_PATH}`);
      if (res.ok) return { url, child };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'exchanger-bench-'));
const bare = await startServer(path.join(import.meta.dirname, 'bare-server.mjs'), { READY_PATH: '/bare' });
const app = await startServer(path.join(root, 'apps/api/dist/server.js'), {
  READY_PATH: '/readyz',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  LOG_LEVEL: 'warn',
});

const targets = [
  ['bare Fastify route (yardstick)', `${bare.url}/bare`],
  ['GET /healthz', `${app.url}/healthz`],
  ['GET /api/v1/calculator/tech/', `${app.url}/api/v1/calculator/tech/`],
  ['GET /en/api/v1/calculator/tech/', `${app.url}/en/api/v1/calculator/tech/`],
  ['GET / (SPA HTML)', `${app.url}/`],
];

console.log(`autocannon: ${connections} connections, ${duration} s per target, Node ${process.version}\n`);
const rows = [];
try {
  for (const [name, url] of targets) {
    const r = await run(url);
    rows.push({
      name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
  }
} finally {
  bare.child.kill('SIGTERM');
  app.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

const yardstick = rows[0].rps;
console.log('| target | req/s | p50 ms | p99 ms | vs bare | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${((r.rps / yardstick) * 100).toFixed(0)} % | ${r.errors} |`,
  );
}
if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
