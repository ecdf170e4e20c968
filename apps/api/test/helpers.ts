/**
 * Test harness: `buildTestApp()` gives the real app on a fresh database — in-memory PGlite, or a
 * private schema on the PostgreSQL of `DATABASE_URL` — and `describeEachDb` runs a suite on both.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type TConfig } from '../src/config/config.js';
import { openDatabase, type TDatabase } from '../src/db/client.js';
import { mailOutbox, users } from '../src/db/schema.js';
import { enrolSecondFactor } from './second-factor.js';

export type TDbKind = 'pglite' | 'postgres';

export const DATABASE_URL = process.env.DATABASE_URL;

export interface TTestApp {
  app: FastifyInstance;
  database: TDatabase;
  config: TConfig;
  close(): Promise<void>;
}

/** The rationing of claims turned off (docs/decisions/027-claim-rationing.md). */
export const CLAIMS_UNRATIONED = {
  CLAIMS_PER_HOUR: '0',
  CLAIMS_OPEN_MAX: '0',
  CLAIMS_RESERVE_SHARE: '100',
} as const;

export function testConfig(env: Record<string, string> = {}): TConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchanger-test-'));
  return loadConfig({
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    // Most suites create many claims from one address; the rationing's own tests turn it on.
    ...CLAIMS_UNRATIONED,
    ...env,
  });
}

export async function openTestDatabase(
  kind: TDbKind,
): Promise<{ database: TDatabase; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await database.migrate();
    return { database, drop: () => Promise.resolve() };
  }
  if (!DATABASE_URL) throw new Error('DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: DATABASE_URL, schema, poolSize: 4 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function buildTestApp(
  kind: TDbKind = 'pglite',
  options: {
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    jobs?: boolean;
  } = {},
): Promise<TTestApp> {
  const config = testConfig(options.env);
  const { database, drop } = await openTestDatabase(kind);
  // `/metrics` reads the database at each scrape here: the tests check what they just wrote.
  const app = await buildApp({
    config,
    database,
    logger: false,
    jobs: options.jobs ?? false,
    metricsMaxAgeMs: 0,
  });
  options.beforeReady?.(app);
  await app.ready();
  let closed = false;
  return {
    app,
    database,
    config,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close().catch(() => undefined);
      await drop();
    },
  };
}

/**
 * Runs `suite` on PGlite, and on PostgreSQL when `DATABASE_URL` is set; otherwise the PostgreSQL
 * run is reported as skipped with the reason in its name.
 */
export function describeEachDb(name: string, suite: (kind: TDbKind) => void): void {
  describe(`${name} [PGlite]`, () => {
    suite('pglite');
  });
  describe.skipIf(!DATABASE_URL)(
    DATABASE_URL ? `${name} [PostgreSQL]` : `${name} [PostgreSQL — skipped: DATABASE_URL is not set]`,
    () => {
      suite('postgres');
    },
  );
}

let memberAddress = 0;
/** A fresh client address, so the rate limits of sign-up and login never trip a test. */
const nextAddress = () => `10.250.${Math.floor(memberAddress / 250) % 250}.${(memberAddress += 1) % 250}`;

/**
 * An activated account with `role`, signed up, activated and logged in through the API (as a
 * person would): its access token and id. Staff enrol a second factor and sign in with a code
 * (`secret` is theirs; decision 022).
 */
export async function createMember(
  t: TTestApp,
  email: string,
  role: 'user' | 'operator' | 'admin',
  password = 'correct horse 7',
): Promise<{ access: string; id: number; secret?: string }> {
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/signup/',
    payload: { email, password, passwordRepeat: password },
    remoteAddress: nextAddress(),
  });
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const token = /activate=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/activate/${token}/`,
    remoteAddress: nextAddress(),
  });
  await t.database.db.update(users).set({ role }).where(eq(users.email, email));
  const login = await t.app.inject({
    method: 'POST',
    url: '/front-api/auth/login/',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  if (login.statusCode !== 200) throw new Error(`login of ${email} failed: ${login.body}`);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const access = login.json<{ access: string }>().access;
  if (role === 'user') return { access, id: row?.id ?? 0 };
  const enrolled = await enrolSecondFactor(t, { email, password, access }, nextAddress);
  return { access: enrolled.access, id: row?.id ?? 0, secret: enrolled.secret };
}
