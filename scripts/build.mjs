#!/usr/bin/env node
// Builds what is not built: the server (TypeScript → apps/api/dist, with packages/core) and the
// SPA (Vite → apps/web/dist). A part is rebuilt when the hash of its inputs changed since its last
// build, so `npm start` and `npm test` on a fresh clone build once and then start at once.
// `--force` rebuilds everything.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'e2e', '.git']);

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((d) => !SKIP.has(d.name) && !/\.test\.tsx?$/.test(d.name))
    .flatMap((d) => listFiles(path.join(entry, d.name)))
    .sort();
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const shared = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/core/src',
  'packages/core/package.json',
  'packages/core/tsconfig.build.json',
];

const parts = [
  {
    name: 'server',
    inputs: [
      ...shared,
      'apps/api/src',
      'apps/api/drizzle',
      'apps/api/package.json',
      'apps/api/tsconfig.build.json',
    ],
    output: 'apps/api/dist/server.js',
    stamp: 'apps/api/dist/.build-hash',
    run: () =>
      execFileSync(npm, ['exec', '--', 'tsc', '-b', 'apps/api/tsconfig.build.json'], {
        cwd: root,
        stdio: 'inherit',
      }),
  },
  {
    name: 'web app',
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
    ],
    // The browser's build and the server-side renderer's (docs/decisions/034-server-rendering.md).
    output: ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'],
    stamp: 'apps/web/dist/.build-hash',
    run: () => execFileSync(npm, ['run', 'build', '-w', '@exchanger/web'], { cwd: root, stdio: 'inherit' }),
  },
];

for (const part of parts) {
  const digest = hashInputs(part.inputs);
  const stampFile = path.join(root, part.stamp);
  const built =
    [part.output].flat().every((file) => existsSync(path.join(root, file))) && existsSync(stampFile);
  if (!force && built && readFileSync(stampFile, 'utf8') === digest) continue;
  console.log(`[build] ${part.name}: building…`);
  const started = Date.now();
  part.run();
  writeFileSync(stampFile, digest);
  console.log(`[build] ${part.name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
