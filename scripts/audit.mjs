#!/usr/bin/env node
// `npm run audit`: the dependency audit CI runs. Fails on a known high or critical vulnerability in
// what production installs (`--omit=dev`). When the registry's audit service cannot be reached (an
// offline mirror answers 405), it says so and does not fail: an audit that cannot run is reported
// as skipped, never as passed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });

let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = null;
}
if (!report || report.error || report.statusCode || !report.metadata) {
  const reason = report?.error?.summary || report?.message || 'no answer';
  console.log(`Dependency audit SKIPPED: the registry's audit service is unavailable (${reason.trim()}).`);
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(
  `Dependency audit (production dependencies): ${Object.entries(counts)
    .map(([level, n]) => `${level} ${n}`)
    .join(', ')}`,
);
const serious = Object.values(report.vulnerabilities ?? {}).filter(
  (v) => v.severity === 'high' || v.severity === 'critical',
);
for (const v of serious)
  console.log(`  ${v.severity}: ${v.name} ${v.range} — ${v.fixAvailable ? 'fix available' : 'no fix yet'}`);
process.exit(serious.length ? 1 : 0);
