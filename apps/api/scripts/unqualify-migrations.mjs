#!/usr/bin/env node
// drizzle-kit writes foreign keys as `REFERENCES "public"."x"`; our migrations must follow the
// connection's search_path instead (a deployment may use another schema; each test file uses its
// own), so the qualifier is removed from every migration after `drizzle-kit generate`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../drizzle');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const before = readFileSync(full, 'utf8');
  const after = before.replaceAll('"public".', '');
  if (after !== before) {
    writeFileSync(full, after);
    console.log(`unqualified ${file}`);
  }
}
