#!/usr/bin/env node
// `npm start`: build what is not built, then run the server in this process (it applies the
// migrations, seeds the demo data on an empty embedded database and listens on PORT).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
await import(path.join(root, 'apps/api/dist/server.js'));
