#!/usr/bin/env node
/* global document */
// `npm run bench`: autocannon against the real built server and, in the same run, a bare Fastify
// route, so the figures compare like with like on whatever machine runs them. Then claim creations
// per second on the embedded database and, when DATABASE_URL is set, on PostgreSQL, checking that
// no reserve was oversold. Then the home page: the JavaScript it loads before the first paint
// (gzip) and, in Chromium when installed, the time from navigation to the first quote shown and
// Lighthouse's mobile figures for `/` and `/en` (lighthouse.mjs). Then the on-chain payment watcher
// (chain-scan.mjs) against a Litecoin regtest node, when litecoind is installed.
// The pair is measured twice: as it is (no Accept-Encoding) and as browsers get it (`br`), each
// against a bare route answering the same bytes.
// Options: --duration=SECONDS (default 5), --connections=N (default 20), --rounds=N (default 3:
// rounds of yardstick and pair runs, alternating), --http-only (the HTTP reads alone: no claims,
// home page or chain watcher), --lighthouse-only (the home page alone: its JavaScript, the first
// quote and Lighthouse; no autocannon, claims or chain watcher), --scale (instead of all that: 5,000
// directions and 1,000,000 claims on PostgreSQL, scale.mjs).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchChainScan, printChainScan } from './chain-scan.mjs';
import { benchLighthouse, printLighthouse } from './lighthouse.mjs';
import { cores, pinned, startServer, stop } from './support.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const duration = arg('duration', 5);
const connections = arg('connections', 20);
const rounds = arg('rounds', 3);
const lighthouseOnly = process.argv.includes('--lighthouse-only');
const httpOnly = process.argv.includes('--http-only') && !lighthouseOnly;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let pairRatio;
let pairBrRatio;

/** The body exactly as the server sends it for these request headers (fetch would decode it). */
const rawBody = (url, headers) =>
  new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }),
      );
    }).on('error', reject);
  });

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, connections, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const APP = path.join(root, 'apps/api/dist/server.js');
// The benchmark is one client creating claims as fast as it can: its rationing is turned off.
const appEnv = (extra) => ({
  LOG_LEVEL: 'warn',
  DEMO_DATA: 'true',
  RATE_FEEDS: 'demo',
  CLAIMS_PER_HOUR: '0',
  CLAIMS_OPEN_MAX: '0',
  CLAIMS_RESERVE_SHARE: '100',
  ...extra,
});

async function idsByCode(url) {
  const reserves = await (await fetch(`${url}/api/v1/calculator/reserves/`)).json();
  return Object.fromEntries(reserves.map((r) => [r.currency, r.id]));
}

/** Claim creations per second for SBERRUB → USDT TRC20 at the minimum, and the reserve check. */
async function benchClaims(url, label) {
  const id = await idsByCode(url);
  const pair = await (await fetch(`${url}/api/v1/calculator/pair/${id.SBERRUB}/${id.USDTTRC20}/`)).json();
  const { dec, pairTerms, quoteFromSend } = await import(path.join(root, 'packages/core/dist/index.js'));
  const terms = pairTerms(pair);
  const q = quoteFromSend(terms, pair.from.min);
  const body = JSON.stringify({
    email: 'bench@example.com',
    fromPs: id.SBERRUB,
    toPs: id.USDTTRC20,
    fromSumma: q.send,
    toSumma: q.receive,
    fromRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
    toRequisites: { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    agree: true,
  });
  const before = (await (await fetch(`${url}/api/v1/calculator/reserves/`)).json()).find(
    (r) => r.id === id.USDTTRC20,
  );
  const r = await run({
    url: `${url}/api/v1/claim/`,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
  await new Promise((res) => setTimeout(res, 1500)); // let the snapshot see the last holds
  const after = (await (await fetch(`${url}/api/v1/calculator/reserves/`)).json()).find(
    (r) => r.id === id.USDTTRC20,
  );
  // autocannon does not count answers still in flight when it stops, so the claims made are
  // counted from the reserve the server says is held, in exact decimals.
  const heldAmount = dec(before.amount).minus(dec(after.amount));
  const perClaim = dec(q.receive);
  const created = Number(heldAmount.div(perClaim).round(0, 0).toFixed(0));
  const held = heldAmount.toFixed(2);
  const oversold =
    dec(after.amount).lt(0) || heldAmount.gt(dec(before.amount)) || !heldAmount.mod(perClaim).eq(0);
  return {
    name: `POST /api/v1/claim/ (${label})`,
    rps: created / duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    oversold,
    note: `${created} claims, ${r.non2xx} refused, held ${held} USDT of ${before.amount}`,
  };
}

/**
 * The home page as a visitor's browser gets it: the JavaScript `index.html` loads before the first
 * paint (entry and module preloads), the home route's chunk with the chunks it imports beyond those
 * (from the build's manifest), and the Russian table (a chunk of its own, loaded before the first
 * render), gzip-compressed; and, when
 * Chromium is installed, the time from navigation start to the first quote on screen (a fresh
 * browser context each time, so nothing is cached), median of 3.
 */
async function benchHome(url) {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
  const initialGzip = initial.reduce((sum, file) => sum + gz(file), 0);
  // What a browser is sent: the brotli twin the build made (the file itself when it has none).
  const sent = (file) =>
    statSync(path.join(dist, existsSync(path.join(dist, `${file}.br`)) ? `${file}.br` : file)).size;
  const initialBr = initial.reduce((sum, file) => sum + sent(file), 0);
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const closure = (key, into = new Set()) => {
    if (!manifest[key] || into.has(key)) return into;
    into.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, into);
    return into;
  };
  const entryKeys = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key].isEntry)
      .flatMap((key) => [...closure(key)]),
  );
  const homeFiles = [...closure('src/app/pages/home-page.tsx')]
    .filter((key) => !entryKeys.has(key))
    .map((key) => manifest[key].file);
  const homeGzip = homeFiles.reduce((sum, file) => sum + gz(file), 0);
  const wordsFile = manifest['src/lib/i18n/ru.ts']?.file;
  const wordsGzip = wordsFile ? gz(wordsFile) : 0;
  let firstQuote = null;
  if (existsSync(chromiumPath)) {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const times = [];
      for (let i = 0; i < 3; i += 1) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
        await context.route(
          (u) => !u.href.startsWith(url),
          (route) => route.abort(),
        );
        const page = await context.newPage();
        await page.goto(`${url}/`);
        await page.waitForFunction(() =>
          document.querySelector('[data-testid="course"]')?.textContent?.includes('='),
        );
        times.push(await page.evaluate(() => performance.now()));
        await context.close();
      }
      firstQuote = times.sort((a, b) => a - b)[1];
    } finally {
      await browser.close();
    }
  }
  return {
    files: initial.length,
    initialGzip,
    initialBr,
    homeGzip,
    homeFiles: homeFiles.length,
    wordsGzip,
    firstQuote,
  };
}

if (process.argv.includes('--scale')) {
  const { benchScale } = await import('./scale.mjs');
  await benchScale();
  process.exit();
}

const rows = [];
let home;
let lighthouse;
const dataDir = mkdtempSync(path.join(tmpdir(), 'exchanger-bench-'));
const app = await startServer(APP, appEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }), '/readyz');
console.log(
  lighthouseOnly
    ? `--lighthouse-only: the home page alone, Node ${process.version}, ` +
        (pinned
          ? `server pinned to core ${cores - 1}, the first-quote browser to cores 0-${cores - 2}, Lighthouse's to all\n`
          : 'no core pinning\n')
    : `autocannon: ${connections} connections, ${duration} s per target, Node ${process.version}, ` +
        (pinned
          ? `server pinned to core ${cores - 1}, autocannon to cores 0-${cores - 2}\n`
          : 'no core pinning\n'),
);
try {
  if (!lighthouseOnly) await benchHttp();
  if (!httpOnly) {
    home = await benchHome(app.url);
    // The first-quote run's browser inherits this process's cores (all but the server's when
    // pinned); Lighthouse's gets every core (lighthouse.mjs, `onEveryCore`).
    lighthouse = await benchLighthouse(app.url, {
      chromePath: chromiumPath,
      dist: path.join(root, 'apps/web/dist'),
    });
    if (!lighthouseOnly) rows.push(await benchClaims(app.url, 'PGlite'));
  }
} finally {
  await stop(app);
  rmSync(dataDir, { recursive: true, force: true });
}

/** The reads against the bare-Fastify yardstick (the table's rows before the claims). */
async function benchHttp() {
  const id = await idsByCode(app.url);
  // A running exchanger renders pages: the reads are measured after it has rendered some, so that
  // whatever a render leaves behind in the process (once, async hooks for good) is measured too.
  for (const page of ['/', '/en']) await (await fetch(`${app.url}${page}`)).arrayBuffer();
  const pairPath = `/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`;
  // The yardstick answers the very bytes of the pair, so the ratio is our overhead alone; its
  // `/bare-br` the very brotli bytes the pair is sent as when the request accepts brotli.
  const bodyFile = path.join(dataDir, 'pair.json');
  const brFile = path.join(dataDir, 'pair.json.br');
  writeFileSync(bodyFile, (await rawBody(`${app.url}${pairPath}`, {})).body);
  const pairBr = await rawBody(`${app.url}${pairPath}`, { 'accept-encoding': 'br' });
  if (pairBr.encoding !== 'br') throw new Error('the pair was not sent in brotli');
  writeFileSync(brFile, pairBr.body);
  const bare = await startServer(
    path.join(import.meta.dirname, 'bare-server.mjs'),
    { BODY_FILE: bodyFile, BODY_BR_FILE: brFile },
    '/bare',
  );
  // Two processes share this machine's cores with autocannon, so one run of each can differ by a
  // tenth from the next. The pair and the yardstick are therefore measured in alternating rounds and
  // compared round by round; the median ratio is the figure.
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const bareRuns = [];
  const pairRuns = [];
  const bareBrRuns = [];
  const pairBrRuns = [];
  const br = { 'accept-encoding': 'br' };
  for (let round = 0; round < rounds; round += 1) {
    bareRuns.push(await run({ url: `${bare.url}/bare` }));
    pairRuns.push(await run({ url: `${app.url}${pairPath}` }));
    bareBrRuns.push(await run({ url: `${bare.url}/bare-br`, headers: br }));
    pairBrRuns.push(await run({ url: `${app.url}${pairPath}`, headers: br }));
  }
  const summary = (name, runs, extra = {}) => {
    const mid = runs.find((r) => r.requests.average === median(runs.map((x) => x.requests.average)));
    return {
      name,
      rps: mid.requests.average,
      p50: mid.latency.p50,
      p99: mid.latency.p99,
      errors: runs.reduce((n, r) => n + r.errors + r.non2xx, 0),
      ...extra,
    };
  };
  const ratios = (runs, yardsticks) =>
    runs.map((r, i) => r.requests.average / yardsticks[i].requests.average);
  pairRatio = median(ratios(pairRuns, bareRuns));
  pairBrRatio = median(ratios(pairBrRuns, bareBrRuns));
  rows.push(
    summary('bare Fastify route, same body as the pair (yardstick)', bareRuns, {
      note: `median of ${rounds}; ${statSync(bodyFile).size} bytes`,
    }),
  );
  rows.push(
    summary('GET /api/v1/calculator/pair/{BTC}/{SBERRUB}/', pairRuns, {
      note: `median of ${rounds}; round-by-round ratios ${ratios(pairRuns, bareRuns)
        .map((x) => x.toFixed(2))
        .join(', ')}`,
    }),
  );
  const bareBr = summary('bare Fastify route, the pair’s brotli bytes (yardstick, br)', bareBrRuns, {
    note: `median of ${rounds}; ${pairBr.body.length} bytes`,
  });
  rows.push(bareBr);
  rows.push(
    summary('GET /api/v1/calculator/pair/{BTC}/{SBERRUB}/ (accept-encoding: br)', pairBrRuns, {
      yardstick: bareBr.rps,
      note: `median of ${rounds}, against the br yardstick; round-by-round ratios ${ratios(
        pairBrRuns,
        bareBrRuns,
      )
        .map((x) => x.toFixed(2))
        .join(', ')}`,
    }),
  );
  const reads = [
    ['GET /api/v1/calculator/', `${app.url}/api/v1/calculator/`],
    [
      'GET /en/api/v1/calculator/course/{BTC}/{SBERRUB}/',
      `${app.url}/en/api/v1/calculator/course/${id.BTC}/${id.SBERRUB}/`,
    ],
    ['GET /healthz', `${app.url}/healthz`],
    ['GET / (SPA HTML)', `${app.url}/`],
    ['GET / (SPA HTML, accept-encoding: br)', `${app.url}/`, br],
    ['GET /export/rates.xml (monitors)', `${app.url}/export/rates.xml`],
    ['GET /export/rates.json', `${app.url}/export/rates.json`],
  ];
  try {
    for (const [name, url, headers] of reads) {
      const r = await run({ url, headers });
      rows.push({
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    }
  } finally {
    await stop(bare);
  }
}

if (httpOnly) {
  console.log('--http-only: the claim, home page and chain benchmarks are skipped.\n');
} else if (lighthouseOnly) {
  console.log('--lighthouse-only: the HTTP, claim and chain benchmarks are skipped.\n');
} else if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `exchanger_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const pgDir = mkdtempSync(path.join(tmpdir(), 'exchanger-bench-pg-'));
  try {
    const pgApp = await startServer(
      APP,
      appEnv({ DATA_DIR: pgDir, DATABASE_URL: url.toString() }),
      '/readyz',
    );
    try {
      // PostgreSQL creates claims faster than the demo reserve lasts: give the currency room for
      // the whole run (a catalogue change, seen by the server's next poll).
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      await db.query(`update currencies set reserve = reserve * 100 where code = 'USDTTRC20'`);
      await db.query('update catalogue_state set version = version + 1');
      await db.end();
      await new Promise((r) => setTimeout(r, 1500));
      rows.push(await benchClaims(pgApp.url, 'PostgreSQL'));
    } finally {
      await stop(pgApp);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(pgDir, { recursive: true, force: true });
  }
} else {
  console.log('DATABASE_URL is not set: the PostgreSQL claim benchmark is skipped.\n');
}

if (!lighthouseOnly) {
  const yardstick = rows[0].rps;
  console.log('| target | req/s | p50 ms | p99 ms | vs bare | refused/errors | note |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const ratio = r.name.startsWith('POST')
      ? '—'
      : `${((r.rps / (r.yardstick ?? yardstick)) * 100).toFixed(0)} %`;
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${ratio} | ${r.errors} | ${r.note ?? ''} |`,
    );
  }
  console.log(
    `\npair endpoint / bare Fastify: ${pairRatio.toFixed(2)} (median of ${rounds} rounds; target ≥ 0.7); ` +
      `with accept-encoding br, against the same brotli bytes: ${pairBrRatio.toFixed(2)}`,
  );
}
if (home) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `home page: initial JavaScript ${kb(home.initialGzip)} gzip (${kb(home.initialBr)} as sent, brotli) in ${home.files} files, ` +
      `+ ${kb(home.homeGzip)} gzip for the home route (${home.homeFiles} files) ` +
      `+ ${kb(home.wordsGzip)} gzip for the Russian words; first quote on screen ` +
      (home.firstQuote === null
        ? 'not measured (Chromium is not installed)'
        : `${Math.round(home.firstQuote)} ms after navigation start (Chromium, 390 px, nothing cached, median of 3)`),
  );
}
console.log('');
if (!httpOnly) printLighthouse(lighthouse);
if (!httpOnly && !lighthouseOnly) printChainScan(await benchChainScan());
if (rows.some((r) => r.oversold)) {
  console.error('A reserve was oversold!');
  process.exitCode = 1;
}
if (rows.some((r) => !r.name.startsWith('POST') && r.errors > 0)) process.exitCode = 1;
