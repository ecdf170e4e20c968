/**
 * Starts the real built server (`apps/api/dist/server.js`) on a free port with a fresh embedded
 * database, once for all browser tests, and stops it afterwards. No mock server: the browser talks
 * to exactly what `npm start` runs. The chat widget is configured so its adapter can be tested; the
 * widget script itself is a third-party file that the tests answer with `page.route`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN, enrolAdmin } from './support/staff.js';

const root = path.resolve(import.meta.dirname, '../../..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string | null;
    /** The server's log (JSON lines): the e-mails it could not send are printed there. */
    serverLogPath: string;
    /** The administrator's second factor: its secret and the last code step used (support/staff.ts). */
    adminFactorPath: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready in 60 s:\n${log()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : null;
  project.provide('chromiumPath', chromiumPath);
  if (!chromiumPath) {
    console.warn(
      `[e2e] ${CHROMIUM_PATH} is missing: every browser test is SKIPPED (apt-get install chromium).`,
    );
    project.provide('baseUrl', '');
    project.provide('serverLogPath', '');
    project.provide('adminFactorPath', '');
    return () => Promise.resolve();
  }
  for (const file of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, file)))
      throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchanger-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Without SMTP the server prints every e-mail (info level) and keeps it in mail_outbox; PGlite is
  // single-process, so the tests read activation and recovery links from this log instead.
  const serverLogPath = path.join(dataDir, 'server.log');
  writeFileSync(serverLogPath, '');
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      // The shop spec's webhook receiver listens on 127.0.0.1, which webhooks reach only by opt-in.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      CHAT_WIDGET_SRC: 'https://chat.invalid/widget/{id}.js?lang={locale}',
      CHAT_WIDGET_ID: 'e2e-widget',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every spec's browser creates its claims from this one loopback address.
      CLAIMS_PER_HOUR: '0',
      CLAIMS_OPEN_MAX: '0',
      CLAIMS_RESERVE_SHARE: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const capture = (d: Buffer) => {
    const text = d.toString();
    output += text;
    appendFileSync(serverLogPath, text);
  };
  child.stdout.on('data', capture);
  child.stderr.on('data', capture);
  await waitReady(baseUrl, child, () => output);
  // Staff work with a second factor: the administrator enrols once, here (support/staff.ts).
  const adminFactorPath = path.join(dataDir, 'e2e-admin-factor.json');
  await enrolAdmin(baseUrl, adminFactorPath);
  project.provide('baseUrl', baseUrl);
  project.provide('serverLogPath', serverLogPath);
  project.provide('adminFactorPath', adminFactorPath);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
