/**
 * Scale-out (issue 8, docs/deploy.md): two built server processes on one PostgreSQL behind nginx
 * (Debian's package), exactly as the deployment guide sets them up. A catalogue change made through
 * one process is served by the other within 2 seconds; the claim expiry job, running in both, expires
 * each claim once; killing one process under a load of claims through nginx loses no claim that was
 * answered 201, and nginx keeps serving from the other.
 *
 * Needs PostgreSQL (DATABASE_URL), nginx and the built server (`npm test` builds it first); says
 * which is missing when it is skipped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pairTerms, quoteFromSend } from '@exchanger/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIMS_UNRATIONED, DATABASE_URL } from './helpers.js';
import { totpCode } from './second-factor.js';

const root = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(root, 'apps/api/dist/server.js');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const ADMIN = { email: 'scale-admin@example.com', password: 'scale out secret 1' };
const missing = [
  DATABASE_URL ? null : 'DATABASE_URL is not set',
  NGINX ? null : 'nginx is not installed (apt-get install nginx)',
  existsSync(SERVER) ? null : 'the server is not built (npm run build)',
].filter(Boolean);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not become ready`);
}

describe.skipIf(missing.length > 0)(
  missing.length
    ? `scale-out behind nginx [skipped: ${missing.join('; ')}]`
    : 'two processes on one PostgreSQL behind nginx',
  () => {
    const name = `exchanger_scale_${randomBytes(4).toString('hex')}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exchanger-scale-'));
    const processes: ChildProcess[] = [];
    let dbUrl = '';
    let urls: string[] = [];
    let front = '';
    let nginx: ChildProcess | null = null;
    let db: pg.Client;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(DATABASE_URL!);
      url.pathname = `/${name}`;
      dbUrl = url.toString();
      const ports = [await freePort(), await freePort()];
      urls = ports.map((p) => `http://127.0.0.1:${p}`);
      const frontPort = await freePort();
      front = `http://127.0.0.1:${frontPort}`;
      for (const [i, port] of ports.entries()) {
        const child = spawn(process.execPath, [SERVER], {
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: dbUrl,
            DATA_DIR: dataDir,
            PUBLIC_URL: front,
            SECRET_KEY: 'scale-out-test-secret-key-0123456789abcdef',
            DEMO_DATA: 'true',
            RATE_FEEDS: 'demo',
            LOG_LEVEL: 'warn',
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
            // The crowd of claims below comes from one address: its rationing is off.
            ...CLAIMS_UNRATIONED,
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        processes.push(child);
        // The first one migrates and seeds the empty database; the second finds it ready.
        await waitReady(urls[i]!);
      }
      const prefix = mkdtempSync(path.join(tmpdir(), 'exchanger-nginx-'));
      const conf = path.join(prefix, 'nginx.conf');
      writeFileSync(
        conf,
        `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream exchanger {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${frontPort};
    location / {
      proxy_pass http://exchanger;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
      );
      expect(spawnSync(NGINX!, ['-t', '-c', conf, '-p', prefix], { encoding: 'utf8' }).status).toBe(0);
      nginx = spawn(NGINX!, ['-c', conf, '-p', prefix, '-g', 'daemon off;'], { stdio: 'ignore' });
      await waitReady(front);
      db = new pg.Client({ connectionString: dbUrl });
      await db.connect();
    }, 90_000);

    afterAll(async () => {
      await db.end().catch(() => undefined);
      nginx?.kill('SIGQUIT');
      for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
      await sleep(1000);
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const json = async <T>(url: string, init?: RequestInit): Promise<T> =>
      (await (await fetch(url, init)).json()) as T;

    async function claimBody() {
      const reserves = await json<{ id: number; currency: string }[]>(`${front}/api/v1/calculator/reserves/`);
      const id = Object.fromEntries(reserves.map((r) => [r.currency, r.id]));
      const pair = pairTerms(await json(`${front}/api/v1/calculator/pair/${id.SBERRUB}/${id.USDTTRC20}/`));
      const q = quoteFromSend(pair, pair.from.min ?? '5000');
      return JSON.stringify({
        email: 'scale@example.com',
        fromPs: id.SBERRUB,
        toPs: id.USDTTRC20,
        fromSumma: q.send,
        toSumma: q.receive,
        fromRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
        toRequisites: { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
        agree: true,
      });
    }

    const createClaim = (body: string) =>
      fetch(`${front}/api/v1/claim/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });

    it('serves a catalogue change made through one process from the other within 2 seconds', async () => {
      const signIn = await json<{ access: string }>(`${urls[0]}/front-api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      // Staff work with a second factor (decision 022): enrol it, as the back office would.
      const bearer = { 'content-type': 'application/json', authorization: `Bearer ${signIn.access}` };
      const { secret } = await json<{ secret: string }>(`${urls[0]}/api/v1/users/me/2fa/`, {
        method: 'POST',
        headers: bearer,
        body: '{}',
      });
      const confirmed = await fetch(`${urls[0]}/api/v1/users/me/2fa/confirm/`, {
        method: 'POST',
        headers: bearer,
        body: JSON.stringify({ otp: totpCode(secret) }),
      });
      expect(confirmed.status).toBe(200);
      const login = signIn;
      const reserves = await json<{ id: number; currency: string }[]>(
        `${urls[1]}/api/v1/calculator/reserves/`,
      );
      const ltc = reserves.find((r) => r.currency === 'LTC')!.id;
      const sendable = () => json<number[]>(`${urls[1]}/api/v1/calculator/from/`);
      expect(await sendable()).toContain(ltc);
      const changed = await fetch(`${urls[0]}/admin/api/catalogue/currencies/${ltc}/`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.access}` },
        body: JSON.stringify({ active: false, reason: 'scale-out test' }),
      });
      expect(changed.status).toBe(200);
      const started = Date.now();
      while ((await sendable()).includes(ltc) && Date.now() - started < 5000) await sleep(50);
      const seenAfter = Date.now() - started;
      expect(await sendable()).not.toContain(ltc);
      expect(seenAfter).toBeLessThan(2000);
      process.stdout.write(`catalogue change seen by the other process after ${seenAfter} ms\n`);
    });

    it('expires each claim once although both processes run the expiry job', async () => {
      const body = await claimBody();
      const ids: string[] = [];
      for (let i = 0; i < 10; i += 1)
        ids.push(((await (await createClaim(body)).json()) as { id: string }).id);
      await db.query(
        `update claims set expires_at = now() - interval '1 second' where id = any($1::uuid[])`,
        [ids],
      );
      let expired = 0;
      for (let i = 0; i < 60 && expired < ids.length; i += 1) {
        await sleep(500);
        expired = (
          await db.query(
            `select count(*)::int as n from claims where id = any($1::uuid[]) and status = 'expired'`,
            [ids],
          )
        ).rows[0].n;
      }
      expect(expired).toBe(ids.length);
      const events = await db.query(
        `select claim_id, count(*)::int as n from claim_events where claim_id = any($1::uuid[]) and to_status = 'expired' group by claim_id`,
        [ids],
      );
      expect(events.rows).toHaveLength(ids.length);
      expect(events.rows.every((r: { n: number }) => r.n === 1)).toBe(true);
      // One status e-mail each, queued by the process that expired it, with the claim's own number
      // (rendered once per language, the number put in by the INSERT: decision 043).
      const mails = await db.query(
        `select c.id, count(m.id)::int as n from claims c
         left join mail_outbox m on m.template = 'claim_status' and m.text like '%' || c.id::text || '%'
         where c.id = any($1::uuid[]) group by c.id`,
        [ids],
      );
      expect(mails.rows.map((r: { n: number }) => r.n)).toEqual(ids.map(() => 1));
    }, 60_000);

    it('loses no accepted claim when one process is killed under load, and keeps serving', async () => {
      const body = await claimBody();
      const accepted: string[] = [];
      const statuses: number[] = [];
      let running = true;
      const worker = async () => {
        while (running) {
          try {
            const res = await createClaim(body);
            statuses.push(res.status);
            if (res.status === 201) accepted.push(((await res.json()) as { id: string }).id);
            else await res.body?.cancel();
          } catch {
            statuses.push(0);
          }
        }
      };
      const workers = Array.from({ length: 10 }, worker);
      await sleep(1500);
      processes[0]!.kill('SIGKILL');
      const killedAt = accepted.length;
      await sleep(3000);
      running = false;
      await Promise.all(workers);
      expect(accepted.length).toBeGreaterThan(killedAt); // served on by the other process
      const stored = await db.query(`select count(*)::int as n from claims where id = any($1::uuid[])`, [
        accepted,
      ]);
      expect(stored.rows[0].n).toBe(accepted.length);
      process.stdout.write(
        `killed one of two processes under load: ${accepted.length} claims accepted, all stored; ` +
          `answers other than 201: ${statuses.filter((s) => s !== 201).length}\n`,
      );
    }, 60_000);
  },
);
