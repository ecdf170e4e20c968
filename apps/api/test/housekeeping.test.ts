import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { rateLimits } from '../src/db/schema.js';
import { startHousekeepingJob } from '../src/jobs/housekeeping.job.js';
import { createRateLimiter } from '../src/modules/auth/rate-limit.repo.js';
import { createIdempotencyRepo, createIdempotencyService } from '../src/modules/idempotency/index.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

describeEachDb('housekeeping', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('forgets rate-limit windows older than a day and keeps the rest', async () => {
    await t.database.db.insert(rateLimits).values([
      { key: 'login:ip:old', windowStart: sql`now() - interval '25 hours'`, hits: 3 },
      { key: 'login:ip:recent', windowStart: sql`now() - interval '2 hours'`, hits: 3 },
    ]);
    const log = { warn: vi.fn() };
    const job = startHousekeepingJob({
      limiter: createRateLimiter(t.database.db),
      idempotency: createIdempotencyService({ repo: createIdempotencyRepo(t.database.db) }),
      log,
      firstDelayMs: 60_000,
    });
    try {
      await job.runOnce();
    } finally {
      await job.stop();
    }
    const keys = (await t.database.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('login:ip:recent');
    expect(keys).not.toContain('login:ip:old');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs a failure and keeps running', async () => {
    const log = { warn: vi.fn() };
    const job = startHousekeepingJob({
      limiter: { prune: () => Promise.reject(new Error('database away')) },
      idempotency: { prune: () => Promise.resolve(0) },
      log,
      firstDelayMs: 60_000,
    });
    await job.runOnce();
    await job.stop();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'housekeeping failed; will retry',
    );
  });
});
