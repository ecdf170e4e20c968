#!/usr/bin/env node
// How much JavaScript a page needs before it is interactive, from the browser build's manifest
// (`apps/web/dist/.vite/manifest.json`, written by `npm run build`): index.html's scripts (the
// classic theme-init.js, the entry module) and the entry's static imports, plus the page's own modules and their static imports, which the
// server links as module preloads (apps/api/src/http/ssr.ts). Sizes are gzip at level 9, as the
// build's `.gz` twins (docs/decisions/038-preact-runtime.md). The API's test
// (apps/api/test/js-budget.test.ts) checks the same figure on the served page.
//
//   node apps/web/scripts/js-budget.mjs [--page home-page] [--locale ru] [--budget 100000] [--json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { constants, gzipSync } from 'node:zlib';

/** The bytes `/` may load before it is interactive (issue 19): 100 kB gzip. */
export const HOME_JS_BUDGET = 100_000;

/** The chunk files of `sources` (manifest keys) and of everything they import statically. */
export function staticClosure(manifest, sources) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    files.push(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const source of sources) visit(source);
  return files;
}

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }).length;
}

/** Per file: raw and gzip bytes; and the total gzip. */
export function measure(distDir, files) {
  const rows = files.map((file) => {
    const source = readFileSync(path.join(distDir, file));
    return { file, bytes: source.length, gzip: gzipSize(source) };
  });
  return { rows, gzip: rows.reduce((sum, row) => sum + row.gzip, 0) };
}

function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: path.resolve(import.meta.dirname, '../dist') },
      page: { type: 'string', default: 'home-page' },
      locale: { type: 'string', default: 'ru' },
      budget: { type: 'string', default: String(HOME_JS_BUDGET) },
      json: { type: 'boolean', default: false },
    },
  });
  const manifest = JSON.parse(readFileSync(path.join(values.dist, '.vite', 'manifest.json'), 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const sources = [...entries, `src/lib/i18n/${values.locale}.ts`, `src/app/pages/${values.page}.tsx`];
  // index.html's classic scripts (theme-init.js) run before the first paint: counted too.
  const html = readFileSync(path.join(values.dist, 'index.html'), 'utf8');
  const classic = [...html.matchAll(/<script src="\/([^"]+)"><\/script>/g)].map((match) => match[1]);
  const { rows, gzip } = measure(values.dist, [...classic, ...staticClosure(manifest, sources)]);
  const budget = Number(values.budget);
  if (values.json) {
    console.log(JSON.stringify({ sources, rows, gzip, budget }, null, 2));
  } else {
    rows.sort((a, b) => b.gzip - a.gzip);
    for (const row of rows) {
      console.log(
        `${row.file.padEnd(44)} ${String(row.bytes).padStart(8)} B  ${String(row.gzip).padStart(7)} B gzip`,
      );
    }
    console.log(
      `${'total'.padEnd(44)} ${' '.repeat(10)}  ${String(gzip).padStart(7)} B gzip (budget ${budget})`,
    );
  }
  if (gzip > budget) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
