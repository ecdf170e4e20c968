import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { openDatabase, type TDatabase } from '../../src/db/client.js';
import { rateFeeds, rateQuotes } from '../../src/db/schema.js';
import {
  createBinanceFeed,
  createRatesRepo,
  createRatesService,
  startRateRefreshJob,
  type TRateRefreshJobDeps,
} from '../../src/modules/rates/index.js';
import { DATABASE_URL, describeEachDb, openTestDatabase } from '../helpers.js';
import { fakeFetch, fixture, silentLog, sleep, waitFor, type TFakeFetch } from './rates-helpers.js';

describeEachDb('rate refresh job', (kind) => {
  let database: TDatabase;
  /** A second server process: its own connection pool on the same PostgreSQL schema (PGlite: the same handle). */
  let other: TDatabase;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    if (kind === 'postgres') {
      const result: unknown = await database.db.execute('select current_schema() as schema');
      const { rows } = result as { rows: { schema: string }[] };
      other = await openDatabase({ databaseUrl: DATABASE_URL, schema: rows[0]!.schema, poolSize: 4 });
    } else {
      other = database;
    }
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
    await drop();
  });
  beforeEach(async () => {
    await database.db.delete(rateQuotes);
    await database.db.delete(rateFeeds);
  });

  const binanceAnswer = (delayMs = 0): TFakeFetch =>
    fakeFetch(() => ({ body: fixture('binance-ticker.json'), delayMs }));

  function startJob(
    db: TDatabase,
    source: TFakeFetch,
    options: { intervalMs?: number; log?: TRateRefreshJobDeps['log'] } = {},
  ) {
    const feed = createBinanceFeed({ intervalMs: options.intervalMs ?? 200 });
    const service = createRatesService({
      repo: createRatesRepo(db.db),
      feeds: [feed],
      fetchFn: source.fetchFn,
    });
    return startRateRefreshJob({ service, feeds: [feed], database: db, log: options.log ?? silentLog() });
  }

  it('refreshes right away, then once per interval', async () => {
    const source = binanceAnswer();
    const started = Date.now();
    const job = startJob(database, source);
    await waitFor(() => source.calls.length === 1);
    expect(Date.now() - started).toBeLessThan(1_000);
    await sleep(1_000 - (Date.now() - started));
    await job.stop();
    // At 0, ~200, ~400, ~600, ~800 (and perhaps ~1000) ms; a loaded machine may manage fewer.
    expect(source.calls.length).toBeGreaterThanOrEqual(2);
    expect(source.calls.length).toBeLessThanOrEqual(6);
    expect(await createRatesRepo(database.db).listQuotes('binance')).toHaveLength(10);
  });

  it('two processes on one database fetch once per interval, not twice', async () => {
    const source = binanceAnswer(30);
    const started = Date.now();
    const first = startJob(database, source);
    const second = startJob(other, source);
    await sleep(1_200 - (Date.now() - started));
    await Promise.all([first.stop(), second.stop()]);
    // One process alone makes 5–6 fetches in 1.2 s at 200 ms + 30 ms; two uncoordinated make 10–12
    // (a loaded machine manages fewer, never more).
    expect(source.calls.length).toBeGreaterThanOrEqual(2);
    expect(source.calls.length).toBeLessThanOrEqual(7);
  });

  it.runIf(kind === 'postgres')('skips while another process holds the feed lock', async () => {
    const source = binanceAnswer();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let signalLocked!: () => void;
    const locked = new Promise<void>((resolve) => (signalLocked = resolve));
    const holder = other.db.transaction(async (tx) => {
      expect(await createRatesRepo(other.db).tryLockFeed('binance', tx)).toBe(true);
      signalLocked();
      await released;
    });
    await locked;
    const job = startJob(database, source);
    try {
      await sleep(350);
      expect(source.calls).toHaveLength(0);
      release();
      await holder;
      await waitFor(() => source.calls.length === 1, 1_000);
    } finally {
      release();
      await job.stop();
    }
  });

  it('skips when the feed was refreshed less than half an interval ago, then falls into step after it', async () => {
    const repo = createRatesRepo(other.db);
    const refreshedAt = new Date();
    await repo.storeQuotes('binance', [{ symbol: 'BTCUSDT', rate: '1', asOf: refreshedAt }], {
      fetchedAt: refreshedAt,
      republishMs: 150_000,
    });
    const source = binanceAnswer();
    const job = startJob(database, source, { intervalMs: 400 });
    try {
      await sleep(200);
      expect(source.calls).toHaveLength(0);
      await waitFor(() => source.calls.length === 1, 2_000);
      const waited = Date.now() - refreshedAt.getTime();
      expect(waited).toBeGreaterThanOrEqual(390);
      expect(waited).toBeLessThan(1_500);
    } finally {
      await job.stop();
    }
  });

  it('keeps retrying a failing source every interval and logs the failure', async () => {
    const source = fakeFetch(() => ({ status: 503, body: 'Service Unavailable' }));
    const log = silentLog();
    const job = startJob(database, source, { log });
    await sleep(700);
    await job.stop();
    expect(source.calls.length).toBeGreaterThanOrEqual(2);
    expect(source.calls.length).toBeLessThanOrEqual(5);
    expect(log.warn).toHaveBeenCalledWith(
      { feedId: 'binance', error: 'binance: HTTP 503 from https://api.binance.com/api/v3/ticker/price' },
      'rate feed refresh failed',
    );
    expect((await createRatesRepo(database.db).findFeedHealth('binance'))?.lastError).toMatch(/HTTP 503/);
  });

  it('stop() waits for the refresh in flight, then nothing runs any more', async () => {
    const source = binanceAnswer(150);
    const job = startJob(database, source);
    await waitFor(() => source.calls.length === 1);
    await job.stop();
    // The refresh that was in flight has finished and is stored.
    expect((await createRatesRepo(database.db).findFeedHealth('binance'))?.lastSuccessAt).toBeInstanceOf(
      Date,
    );
    await sleep(700);
    expect(source.calls).toHaveLength(1);
  });

  it.runIf(kind === 'pglite')('stop() leaves no timer behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const source = binanceAnswer();
      const job = startJob(database, source);
      const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
      for (let i = 0; i < 1_000 && !(source.calls.length === 1 && vi.getTimerCount() === 1); i++)
        await tick();
      // The next run is scheduled; the refresh's own deadline timer is gone.
      expect(source.calls).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(1);
      await job.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
