/**
 * Bad input (issue 8): a generator-driven fuzz of every operation of the OpenAPI document, as a
 * guest, with a forged credential and with the right one. Each request is fitting, broken in one
 * part, or garbage (wrong types, huge and negative numbers, unicode, long strings, missing and
 * extra fields, wrong content types, malformed JSON). No answer may be a 5xx, every error must
 * have the error body, and a refused request (4xx) must store nothing: a trigger on every table
 * notes each written row, so a write is seen even when its values are unchanged. Reproduce with
 * `FUZZ_SEED=<seed printed below>`; figures are in docs/reliability.md. The data it finds is set up
 * in fuzz-fixture.ts, the requests are built in fuzz-requests.ts (from fuzz-arbitraries.ts and
 * fuzz-garbage.ts), and writes are seen by the triggers of fuzz-database.ts.
 */
import { appendFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ZErrorBody } from '@exchanger/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { watchWrites } from './fuzz-database.js';
import { seedFuzzData } from './fuzz-fixture.js';
import { jsonOf } from './fuzz-garbage.js';
import {
  cookieOf,
  excerpt,
  requestOf,
  send,
  type TFuzzCredentials,
  type TMethod,
  type TOpenApi,
  type TOperation,
} from './fuzz-requests.js';
import { buildTestApp, describeEachDb, type TDbKind, type TTestApp } from './helpers.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_808);
/** Requests per database run, spread evenly over the operations. */
const REQUESTS: Record<TDbKind, number> = {
  pglite: Number(process.env.FUZZ_REQUESTS ?? 10_200),
  postgres: Number(process.env.FUZZ_REQUESTS ?? 10_200),
};

/**
 * What a refused request may write, and why (see docs/reliability.md): the fixed-window counters
 * of the rate limits count refused attempts too, or guessing would be free; and a merchant key's
 * "last used" time (updated at most once a minute) notes a use of the key whatever the answer.
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['rate_limits', 'update shop_api_keys']);
/**
 * A staff action on one's own record is refused with an audit entry of the attempt
 * (docs/decisions/020-roles-and-own-records.md): that refusal, and only that one, may insert it
 * (and move the head of the audit log's hash chain, decision 023).
 */
const MAY_CHANGE_ON_OWN_RECORD = new Set(['insert audit_log', 'update audit_chain_heads']);

/** Failures of one kind on one operation: how many, and the first as an example. */
interface TFailure {
  count: number;
  status: number;
  request: string;
  answer: string;
}

/** The figures and failures of a run, on the console (as scale-out.test.ts prints its timings). */
const print = (line: string) => process.stdout.write(`${line}\n`);

describeEachDb('API fuzz', (kind) => {
  let t: TTestApp;
  let doc: TOpenApi;
  let data: Awaited<ReturnType<typeof seedFuzzData>>;
  /** The right credentials; the seller's refresh cookie follows each rotation. */
  let who: TFuzzCredentials;
  /** The tables written since the last call. */
  let writesSince: () => Promise<string[]>;
  let ip = 0;
  const causes = new Map<string, string>();

  const remoteAddress = () =>
    `10.${Math.floor(ip / 62_500) % 250}.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;

  async function restoreFixture(): Promise<void> {
    for (const statement of data.restoreSql) await t.database.db.execute(sql.raw(statement));
    await writesSince();
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      // The cause of a 5xx, for the report (the app logs nothing in tests).
      beforeReady: (app) =>
        app.addHook('onError', (request, _reply, error, done) => {
          causes.set(
            request.id,
            `${error.message} ${jsonOf((error.cause as { issues?: unknown } | undefined)?.issues ?? '')}`,
          );
          done();
        }),
    });
    data = await seedFuzzData(t, remoteAddress);
    who = { admin: data.admin, seller: data.seller, apiKey: data.apiKey, refreshCookie: data.refreshCookie };

    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<TOpenApi>();
    writesSince = await watchWrites(t);
    // The detector sees a write through the API, and a refusal leaves it nothing to see.
    await data.call(
      'POST',
      '/api/v1/contacts/',
      { name: 'Probe', email: 'fuzz-probe@example.com', subject: 'Probe', message: 'Is the trigger there?' },
      {},
    );
    expect(await writesSince()).toContain('insert contact_messages');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contacts/',
      payload: { name: 'Probe' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await writesSince()).toEqual([]);
  }, 120_000);
  afterAll(() => t.close());

  const causeOf = (body: string) => {
    try {
      return causes.get(JSON.parse(body).requestId as string) ?? '';
    } catch {
      return '';
    }
  };

  /** Files under the data directory (uploads, logos): a refused upload must leave none. */
  const filesOf = (dir: string): number => {
    try {
      return readdirSync(dir, { withFileTypes: true }).reduce(
        (n, entry) => n + (entry.isDirectory() ? filesOf(path.join(dir, entry.name)) : 1),
        0,
      );
    } catch {
      return 0;
    }
  };

  it('answers every operation without a 5xx, with the error body, storing nothing when it refuses', async () => {
    const operations: TOperation[] = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        ...op,
        method: method.toUpperCase() as TMethod,
        path: route,
      })),
    );
    const perOperation = Math.ceil(REQUESTS[kind] / operations.length);
    print(`API fuzz [${kind}]: seed ${SEED}, ${operations.length} operations × ${perOperation} requests`);

    const statuses = new Map<number, number>();
    const failures = new Map<string, TFailure>();
    let failed = 0;
    /** Refusals that wrote only to the tables allowed to change (the rate-limit counters). */
    let refusedButCounted = 0;
    let requests = 0;
    /** Operations a request got past the guards of (an answer other than 401/403), and to a 2xx. */
    const pastGuards = new Set<string>();
    const succeeded = new Set<string>();
    const started = performance.now();
    let files = filesOf(t.config.dataDir);

    for (const [index, op] of operations.entries()) {
      const operation = `${op.method} ${op.path}`;
      const trace = process.env.FUZZ_TRACE;
      if (trace) appendFileSync(trace, `${operation}\n`);
      await fc.assert(
        fc.asyncProperty(
          requestOf(op, { components: doc.components.schemas, hints: data.hints, known: data.known }),
          async (request) => {
            const { summary, answer } = send(t, op, request, who, remoteAddress);
            const sent = performance.now();
            const res = await answer;
            if (trace)
              appendFileSync(
                trace,
                `  ${Math.round(performance.now() - sent)} ms ${res.statusCode} ${summary()}\n`,
              );
            requests += 1;
            const rotated = request.as === 'member' && cookieOf(res.cookies, 'refresh');
            if (rotated) who.refreshCookie = rotated;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode !== 401 && res.statusCode !== 403) pastGuards.add(operation);
            if (res.statusCode < 300) succeeded.add(operation);
            const problems: string[] = [];
            if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
            let body: unknown;
            if (res.statusCode >= 400) {
              const isJson = String(res.headers['content-type']).startsWith('application/json');
              try {
                body = isJson ? JSON.parse(res.body) : null;
              } catch {
                body = null;
              }
              if (!ZErrorBody.safeParse(body).success) problems.push('not the error body');
            }
            const written = await writesSince();
            const nowFiles = filesOf(t.config.dataDir);
            if (res.statusCode >= 400) {
              const ownRecord = ZErrorBody.safeParse(body).data?.code === 'own_record';
              const stored = written.filter((w) => {
                const [op = '', table = ''] = w.split(' ');
                if (ownRecord && MAY_CHANGE_ON_OWN_RECORD.has(`${op} ${table}`)) return false;
                return !MAY_CHANGE_ON_REFUSAL.has(table) && !MAY_CHANGE_ON_REFUSAL.has(`${op} ${table}`);
              });
              if (stored.length) problems.push(`refused but stored: ${stored.join(', ')}`);
              else if (written.length) refusedButCounted += 1;
              if (nowFiles !== files) problems.push(`refused but left ${nowFiles - files} file(s)`);
            } else if (op.method !== 'GET') {
              await restoreFixture();
            }
            files = nowFiles;
            if (problems.length) {
              failed += 1;
              const key = `${operation}: ${problems.join('; ')}`;
              const seen = failures.get(key);
              if (seen) seen.count += 1;
              else
                failures.set(key, {
                  count: 1,
                  status: res.statusCode,
                  request: summary(),
                  answer: `${excerpt(res.body, 300)}${res.statusCode >= 500 ? ` (${excerpt(causeOf(res.body), 600)})` : ''}`,
                });
            }
          },
        ),
        { seed: SEED + index, numRuns: perOperation, endOnFailure: true },
      );
    }

    const seconds = (performance.now() - started) / 1000;
    const histogram = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    print(
      `API fuzz [${kind}]: ${requests} requests, ${operations.length} operations (${pastGuards.size} past their guards, ${succeeded.size} with a 2xx), ${seconds.toFixed(1)} s, statuses ${JSON.stringify(histogram)}, ${refusedButCounted} refusals counted by a rate limit, ${failed} failed`,
    );
    const report = [...failures].map(
      ([key, f]) => `${key} ×${f.count}, e.g. ${f.request} → ${f.status} ${f.answer}`,
    );
    for (const line of report) print(`  ✗ ${line}`);
    expect(report, `seed ${SEED}`).toEqual([]);
    if (kind === 'pglite' && !process.env.FUZZ_REQUESTS) expect(requests).toBeGreaterThanOrEqual(10_000);
    expect([...pastGuards].sort()).toEqual(operations.map((op) => `${op.method} ${op.path}`).sort());
  }, 900_000);
});
