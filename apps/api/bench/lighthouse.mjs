// The first screen on a phone, as Lighthouse scores it (docs/benchmarks.md, "The first screen on a
// phone"): the built server's home page, as a Russian visitor's `/` and as `/en`, with Lighthouse's
// default (mobile) settings — a Moto G Power sized screen, slow 4G and a 4× slower CPU, simulated
// from one unthrottled load (`throttlingMethod: 'simulate'`, as PageSpeed Insights does). The CPU
// work it multiplies is still this machine's, so a busy machine reads slower (docs/benchmarks.md).
// Performance category only.
// Alone after a build: `node apps/api/bench/run.mjs --lighthouse-only`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const RUNS = 3;

/**
 * What a Russian visitor's browser says: the SPA decides `/`'s language in the page from
 * `navigator.languages` (apps/web/src/app/locale-startup.ts), and English means a move to `/en`.
 * Chromium's `--lang` does not change `navigator.languages` in headless mode; `--accept-lang` does.
 * `/en` is English whatever the browser says.
 */
const RUSSIAN = '--accept-lang=ru-RU,ru';

const PAGES = [
  { name: '/ (ru)', path: '/', expect: '/' },
  { name: '/en', path: '/en', expect: '/en' },
];

// The flags every Chromium of the benches gets (no GPU, no network of its own: no updates, sync or
// QUIC), as the first-quote run in run.mjs. chrome-launcher's own defaults are added to them
// (`withDefaultFlags`: no extensions, no first-run or default-browser prompts, no background
// throttling of the tab, its disabled features) and, as no `userDataDir` is given, a fresh profile
// in a temporary directory that `kill()` removes.
//
// Two more take out work of the desktop browser's own that a phone does not do, and that on two
// cores ran beside the page's tasks and lengthened them (docs/benchmarks.md, "The first screen's
// main thread"): Chromium's headless mode is the whole desktop browser, with its omnibox's
// drop-down preloaded as a hidden web page (`chrome://omnibox-popup.top-chrome`) that woke during
// some loads and took up to 430 ms of CPU; and its overlay scrollbar, shown when the page loads,
// fades out over 300 ms, a frame at a time, each frame screenshotted for Lighthouse's trace.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
  '--hide-scrollbars',
  RUSSIAN,
];

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ms = (v) => `${Math.round(v)} ms`;
const kib = (k) => `${k.toFixed(1)} KiB`;
const atLeast = (goal) => (v) => v >= goal;
const atMost = (goal) => (v) => v <= goal;

/** The goals of the first screen on a phone (issue 19): each metric's test and how it is shown. */
const GOALS = {
  score: { label: 'performance score', goal: '≥ 95', met: atLeast(95), show: (v) => `${Math.round(v)}` },
  fcp: { label: 'First Contentful Paint', goal: '≤ 1.5 s', met: atMost(1500), show: seconds },
  lcp: { label: 'Largest Contentful Paint', goal: '≤ 2.0 s', met: atMost(2000), show: seconds },
  tbt: { label: 'Total Blocking Time', goal: '≤ 150 ms', met: atMost(150), show: ms },
  cls: { label: 'Cumulative Layout Shift', goal: '≤ 0.02', met: atMost(0.02), show: (v) => v.toFixed(3) },
  kib: { label: 'bytes transferred', goal: '≤ 150 KiB', met: atMost(150), show: kib },
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The cores this process may run on (`taskset -p`), e.g. `0` or `0-1`; null without taskset.
 * Chromium inherits them when chrome-launcher starts it.
 */
function affinity() {
  const out = spawnSync('taskset', ['-pc', String(process.pid)], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim().split(': ').pop() : null;
}
const setAffinity = (list) => spawnSync('taskset', ['-apc', list, String(process.pid)]);

/**
 * Runs `task` with this process (and so the Chromium it starts) free to use every core. The other
 * benches pin the server to the last core and their client to the rest; a page load is different:
 * the server answers a few requests while Chromium's processes (browser, renderer, GPU, network)
 * and Lighthouse's own all run at once, and on a 2-core machine one core left them halves
 * Lighthouse's benchmark index (about 900 against 2 000 here) and doubles every task's time, which
 * the simulation then multiplies by four (docs/benchmarks.md). The cores are given back after.
 */
async function onEveryCore(task) {
  const before = affinity();
  // Every core of the machine (`availableParallelism()` counts only the cores this process has).
  if (before !== null) setAffinity(`0-${cpus().length - 1}`);
  try {
    return await task();
  } finally {
    if (before !== null) setAffinity(before);
  }
}

/**
 * One Lighthouse run's figures. Bytes are what Chromium received (`transferSize`: headers and
 * the body as sent, brotli for our text files). The JavaScript is every script of the load, as
 * sent and as gzip of the same files of the build (the size the other benches quote), so that the
 * two can be compared with the initial-JavaScript line of run.mjs.
 */
function figures(lhr, dist) {
  const audits = lhr.audits;
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'total-byte-weight',
    'network-requests',
  ];
  for (const id of metrics) {
    if (audits[id].scoreDisplayMode === 'error')
      throw new Error(`Lighthouse: ${id} failed: ${audits[id].errorMessage}`);
  }
  if (lhr.categories.performance.score === null) throw new Error('Lighthouse gave no performance score');
  const requests = audits['network-requests'].details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  let jsGzip = 0;
  let jsUnknown = 0;
  for (const s of scripts) {
    const file = path.join(dist, new URL(s.url).pathname);
    if (file.startsWith(dist) && existsSync(file)) jsGzip += gzipSync(readFileSync(file)).length;
    else jsUnknown += 1;
  }
  return {
    score: lhr.categories.performance.score * 100,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    kib: audits['total-byte-weight'].numericValue / 1024,
    jsSentKib: scripts.reduce((sum, s) => sum + s.transferSize, 0) / 1024,
    jsGzipKib: jsGzip / 1024,
    scripts: scripts.length,
    jsUnknown,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    // Audits Lighthouse could not compute (never one of the figures above: see the check).
    failed: Object.values(audits)
      .filter((a) => a.scoreDisplayMode === 'error')
      .map((a) => a.id),
  };
}

/**
 * Lighthouse on `/` (as a Russian visitor) and `/en` of the server at `url`, RUNS times each, or
 * null when Chromium is not installed at `chromePath`. Every run is a cold load in a browser of its
 * own (fresh profile: no HTTP cache, cookies, service worker or compiled code kept), and Lighthouse
 * clears the origin's cache and storage before its load as well. The pages alternate, so that a
 * change in the machine's load during the runs touches both alike.
 */
export async function benchLighthouse(url, { chromePath, dist }) {
  if (!existsSync(chromePath)) return null;
  return onEveryCore(() => lighthouseRuns(url, { chromePath, dist }));
}

const DISABLE_FEATURES = '--disable-features=';

/**
 * chrome-launcher's default flags with the bench's added. Chromium keeps only the last of a switch
 * given twice, so the features both disable are joined into one `--disable-features`: the bench's
 * own would otherwise switch chrome-launcher's back on (Translate, RenderDocument…).
 */
export function withDefaultFlags(defaults, own) {
  const all = [...defaults, ...own];
  const features = all
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','))
    .filter(Boolean);
  const rest = all.filter((flag) => !flag.startsWith(DISABLE_FEATURES));
  return [
    ...new Set(rest),
    ...(features.length ? [DISABLE_FEATURES + [...new Set(features)].join(',')] : []),
  ];
}

/** Whether `nice` is there to start Lighthouse at a lower priority (asked once). */
let niceWorks;
const hasNice = () => (niceWorks ??= spawnSync('nice', ['true']).status === 0);

/**
 * One Lighthouse run of `url` in the Chromium on `port`, in a child process. On a 2-core machine
 * Lighthouse's own handling of the DevTools protocol (every network event, the trace) competes for
 * the cores with the page it measures; run at `nice 10`, it yields them to the browser, as the
 * server of the other benches is kept off the client's core (docs/benchmarks.md).
 */
function lighthouseRun(port, url) {
  const dir = mkdtempSync(path.join(tmpdir(), 'exchanger-lighthouse-'));
  const out = path.join(dir, 'lhr.json');
  const args = [path.join(import.meta.dirname, 'lighthouse-run.mjs'), String(port), url, out];
  try {
    const run = hasNice()
      ? spawnSync('nice', ['-n', '10', process.execPath, ...args], { stdio: 'inherit' })
      : spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (run.error) throw run.error;
    if (run.status !== 0) throw new Error(`Lighthouse on ${url} exited with ${run.status ?? run.signal}`);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function lighthouseRuns(url, { chromePath, dist }) {
  // Imported only here: `--http-only` runs and machines without Chromium never load it.
  const { launch, Launcher } = await import('chrome-launcher');
  const chromeFlags = withDefaultFlags(Launcher.defaultFlags(), FLAGS);
  const load = [loadavg()[0]];
  const runs = PAGES.map(() => []);
  for (let round = 0; round < RUNS; round += 1) {
    for (const [i, page] of PAGES.entries()) {
      const chrome = await launch({ chromePath, chromeFlags, ignoreDefaultFlags: true, logLevel: 'silent' });
      try {
        const lhr = lighthouseRun(chrome.port, `${url}${page.path}`);
        if (lhr.runtimeError) {
          throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        }
        runs[i].push(figures(lhr, dist));
      } finally {
        chrome.kill();
      }
    }
  }
  load.push(loadavg()[0]);
  return {
    load,
    pages: PAGES.map((page, i) => {
      const mid = Object.fromEntries(
        [...Object.keys(GOALS), 'jsSentKib', 'jsGzipKib', 'scripts', 'benchmarkIndex'].map((k) => [
          k,
          median(runs[i].map((r) => r[k])),
        ]),
      );
      return { ...page, runs: runs[i], median: mid };
    }),
  };
}

/** The medians against the goals, one column a page, then each run and anything to distrust. */
export function printLighthouse(result) {
  if (!result) {
    console.log('Lighthouse: not measured (Chromium is not installed; set CHROMIUM_PATH).\n');
    return;
  }
  const { pages, load } = result;
  console.log(
    `Lighthouse (mobile preset: slow 4G and 4× CPU, simulated; performance only), median of ${RUNS} ` +
      `cold loads a page; load average ${load[0].toFixed(2)} before, ${load[1].toFixed(2)} after:\n`,
  );
  console.log(`| metric | goal | ${pages.map((p) => p.name).join(' | ')} |`);
  console.log(`|---|---|${pages.map(() => '---:').join('|')}|`);
  for (const [key, g] of Object.entries(GOALS)) {
    const cells = pages.map((p) => {
      const v = p.median[key];
      return `${g.show(v)} ${g.met(v) ? '(met)' : '(**not met**)'}`;
    });
    console.log(`| ${g.label} | ${g.goal} | ${cells.join(' | ')} |`);
  }
  console.log(
    `| JavaScript, as sent (brotli) | | ${pages.map((p) => kib(p.median.jsSentKib)).join(' | ')} |`,
  );
  console.log(
    `| JavaScript, gzip of the same files | | ${pages
      .map((p) => `${kib(p.median.jsGzipKib)} in ${p.median.scripts} files`)
      .join(' | ')} |`,
  );
  console.log('');
  for (const p of pages) {
    const met = Object.entries(GOALS).filter(([k, g]) => g.met(p.median[k])).length;
    const each = (k) => p.runs.map((r) => GOALS[k].show(r[k])).join(', ');
    console.log(
      `${p.name}: ${met} of ${Object.keys(GOALS).length} goals met; runs: score ${each('score')}; ` +
        `LCP ${each('lcp')}; TBT ${each('tbt')}; CLS ${each('cls')}; ` +
        `Lighthouse's benchmark index ${Math.round(p.median.benchmarkIndex)}`,
    );
    // The measurement is of the page named only if the browser stayed on it.
    const moved = p.runs.filter((r) => new URL(r.finalUrl).pathname !== p.expect);
    if (moved.length > 0) {
      console.log(`  WARNING: ${moved.length} run(s) of ${p.path} ended on ${moved[0].finalUrl}`);
    }
    if (p.runs.some((r) => r.jsUnknown > 0)) {
      console.log('  WARNING: some scripts are not files of the build: left out of the gzip figure');
    }
    for (const w of new Set(p.runs.flatMap((r) => r.warnings))) console.log(`  Lighthouse: ${w}`);
    const failed = [...new Set(p.runs.flatMap((r) => r.failed))];
    if (failed.length > 0) console.log(`  audits that failed (diagnostics only): ${failed.join(', ')}`);
  }
  console.log('');
}
