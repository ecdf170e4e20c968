#!/usr/bin/env node
// `npm test`: lint, type-check, build what is not built, then every test project (core, api, web,
// e2e) in one Vitest run. Database tests also run on PostgreSQL when DATABASE_URL is set, and the
// browser tests need Chromium; whatever cannot run here is reported as skipped, with the reason.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const extra = process.argv.slice(2);

function step(title, command, args) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
console.log('Test environment:');
console.log(
  `  PostgreSQL: ${process.env.DATABASE_URL ? `yes (${process.env.DATABASE_URL.replace(/:[^:@/]*@/, ':***@')})` : 'no — DATABASE_URL is not set: the PostgreSQL runs of the database tests are SKIPPED'}`,
);
console.log(
  `  Chromium:   ${existsSync(chromium) ? `yes (${chromium})` : `no — ${chromium} is missing: the browser tests are SKIPPED (apt-get install chromium)`}`,
);

if (!extra.includes('--no-lint')) {
  step('lint (ESLint, type-aware)', npm, ['run', '--silent', 'lint']);
  step('format (Prettier)', npm, ['run', '--silent', 'format:check']);
  step('type-check (tsc)', npm, ['run', '--silent', 'typecheck']);
}
step('build what is not built', process.execPath, [path.join(root, 'scripts/build.mjs')]);
step('tests (Vitest: core, api, web, e2e)', npm, [
  'exec',
  '--',
  'vitest',
  'run',
  ...extra.filter((a) => a !== '--no-lint'),
]);
