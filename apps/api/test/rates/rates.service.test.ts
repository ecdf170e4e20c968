import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { TDatabase } from '../../src/db/client.js';
import { rateFeeds, rateQuotes } from '../../src/db/schema.js';
import {
  createBinanceFeed,
  createCbrFeed,
  createRatesRepo,
  createRatesService,
  isQuoteFresh,
  type TRateFeed,
  type TRateQuote,
  type TRatesRepo,
} from '../../src/modules/rates/index.js';
import { describeEachDb, openTestDatabase } from '../helpers.js';
import { fakeFetch, fixture, patchBytes, type TFakeResponse } from './rates-helpers.js';

const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describeEachDb('rates service', (kind) => {
  let database: TDatabase;
  let drop: () => Promise<void>;
  let repo: TRatesRepo;
  let clock: Date;
  let answer: TFakeResponse | (() => Promise<TFakeResponse>);

  const now = () => clock;
  const { fetchFn, calls } = fakeFetch(() => (typeof answer === 'function' ? answer() : answer));
  const binance = createBinanceFeed({ now });
  const cbr = createCbrFeed();
  const service = (feeds: TRateFeed[] = [binance, cbr], timeoutMs?: number, overrideRepo?: TRatesRepo) =>
    createRatesService({
      repo: overrideRepo ?? repo,
      feeds,
      fetchFn,
      now,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  const version = () => repo.catalogueVersion();
  const feedRow = async (feedId: string) => repo.findFeedHealth(feedId);

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    repo = createRatesRepo(database.db);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });
  beforeEach(async () => {
    await database.db.delete(rateQuotes);
    await database.db.delete(rateFeeds);
    clock = T0;
    answer = { body: fixture('binance-ticker.json') };
    calls.length = 0;
  });

  it('stores the quotes of a refresh and bumps the catalogue version once', async () => {
    const before = await version();
    const result = await service().refreshFeed('binance');
    expect(result).toMatchObject({ status: 'ok', received: 10, rejected: [], versionBumped: true });
    expect(await version()).toBe(before + 1);
    const quotes = await repo.listQuotes('binance');
    expect(quotes).toHaveLength(10);
    expect(quotes.find((q) => q.symbol === 'BTCUSDT')).toEqual({
      feedId: 'binance',
      symbol: 'BTCUSDT',
      rate: '64123.45',
      asOf: T0,
      fetchedAt: T0,
    });
    expect(quotes.find((q) => q.symbol === 'USDCUSDT')?.rate).toBe('1');
    expect(await feedRow('binance')).toEqual({
      feedId: 'binance',
      lastSuccessAt: T0,
      lastErrorAt: null,
      lastError: null,
    });
    expect(calls).toHaveLength(1);
  });

  it('does not bump on an identical refresh, and bumps once for a real change', async () => {
    await service().refreshFeed('binance');
    const afterFirst = await version();

    clock = at(30_000);
    const same = await service().refreshFeed('binance');
    expect(same).toMatchObject({ status: 'ok', written: [], versionBumped: false });
    expect(await version()).toBe(afterFirst);
    expect((await feedRow('binance'))?.lastSuccessAt).toEqual(clock);

    clock = at(60_000);
    answer = {
      body: patchBytes(
        patchBytes(fixture('binance-ticker.json'), '"64123.45000000"', '"64200.10000000"'),
        '"2296.51000000"',
        '"2301.00000000"',
      ),
    };
    const moved = await service().refreshFeed('binance');
    expect(moved).toMatchObject({ status: 'ok', written: ['BTCUSDT', 'ETHUSDT'], versionBumped: true });
    expect(await version()).toBe(afterFirst + 1);
    const quotes = await repo.listQuotes('binance');
    expect(quotes.find((q) => q.symbol === 'BTCUSDT')).toMatchObject({ rate: '64200.1', fetchedAt: clock });
    // Unchanged quotes keep their last republish time.
    expect(quotes.find((q) => q.symbol === 'LTCUSDT')).toMatchObject({ rate: '87.14', fetchedAt: T0 });
  });

  it('republishes unchanged quotes every half TTL so that they stay fresh in every snapshot', async () => {
    await service().refreshFeed('binance');
    const afterFirst = await version();
    clock = at(binance.ttlMs / 2 - 1);
    expect(await service().refreshFeed('binance')).toMatchObject({ written: [], versionBumped: false });
    clock = at(binance.ttlMs / 2);
    const republished = await service().refreshFeed('binance');
    expect(republished).toMatchObject({ versionBumped: true });
    expect(republished.status === 'ok' && republished.written).toHaveLength(10);
    expect(await version()).toBe(afterFirst + 1);
    const btc = (await repo.listQuotes('binance')).find((q) => q.symbol === 'BTCUSDT')!;
    expect(btc.fetchedAt).toEqual(clock);
    expect(isQuoteFresh(btc, binance, at(binance.ttlMs))).toBe(true);
    expect(isQuoteFresh(btc, binance, at(binance.ttlMs / 2 + binance.ttlMs))).toBe(false);
  });

  it('records a failure without throwing and keeps the stored quotes', async () => {
    await service().refreshFeed('binance');
    const stored = await repo.listQuotes('binance');
    const before = await version();

    clock = at(30_000);
    answer = { status: 451, body: fixture('binance-restricted.json') };
    const failed = await service().refreshFeed('binance');
    expect(failed).toEqual({
      feedId: 'binance',
      status: 'failed',
      error: 'binance: HTTP 451 from https://api.binance.com/api/v3/ticker/price',
    });
    expect(await feedRow('binance')).toEqual({
      feedId: 'binance',
      lastSuccessAt: T0,
      lastErrorAt: clock,
      lastError: 'binance: HTTP 451 from https://api.binance.com/api/v3/ticker/price',
    });
    expect(await repo.listQuotes('binance')).toEqual(stored);
    expect(await version()).toBe(before);

    answer = () =>
      Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 1.2.3.4:443') }));
    expect(await service().refreshFeed('binance')).toMatchObject({
      status: 'failed',
      error: 'binance: TypeError: fetch failed (connect ECONNREFUSED 1.2.3.4:443)',
    });
    answer = { body: '<html>maintenance</html>' };
    expect(await service().refreshFeed('binance')).toMatchObject({
      status: 'failed',
      error: 'binance: the ticker is not JSON',
    });
    expect(await repo.listQuotes('binance')).toEqual(stored);
  });

  it('gives up at the deadline, aborting the request', async () => {
    answer = { body: fixture('binance-ticker.json'), delayMs: 60_000 };
    const started = Date.now();
    const result = await service(undefined, 50).refreshFeed('binance');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ status: 'failed', error: 'binance: no answer within 50 ms' });
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect((await feedRow('binance'))?.lastError).toBe('binance: no answer within 50 ms');

    // Even an adapter that ignores the signal cannot hold the refresh past the deadline.
    const stuck: TRateFeed = {
      id: 'stuck',
      intervalMs: 1_000,
      ttlMs: 5_000,
      fetchQuotes: () => new Promise(() => undefined),
    };
    expect(await service([stuck], 50).refreshFeed('stuck')).toMatchObject({ status: 'failed' });
  });

  it('drops invalid quotes, stores the rest and records what it dropped', async () => {
    let quotes: TRateQuote[] = [];
    const custom: TRateFeed = {
      id: 'custom',
      intervalMs: 1_000,
      ttlMs: 5_000,
      fetchQuotes: () => Promise.resolve(quotes),
    };
    quotes = [
      { symbol: 'BTCUSDT', rate: '64000.5', asOf: T0 },
      { symbol: 'ZEROUSDT', rate: '0.000', asOf: T0 },
      { symbol: 'btc-usdt', rate: '1', asOf: T0 },
      { symbol: 'NUMUSDT', rate: '1e-7', asOf: T0 },
      { symbol: 'LONGUSDT', rate: '0.1234567890123456789', asOf: T0 },
      { symbol: 'BTCUSDT', rate: '1', asOf: T0 },
      { symbol: 'FUTUREUSDT', rate: '1', asOf: at(30 * 24 * 3_600_000) },
    ];
    const result = await service([custom]).refreshFeed('custom');
    expect(result).toMatchObject({ status: 'ok', written: ['BTCUSDT'] });
    expect(result.status === 'ok' && result.rejected.map((r) => r.symbol)).toEqual([
      'ZEROUSDT',
      'btc-usdt',
      'NUMUSDT',
      'LONGUSDT',
      'BTCUSDT',
      'FUTUREUSDT',
    ]);
    expect(await repo.listQuotes('custom')).toEqual([
      { feedId: 'custom', symbol: 'BTCUSDT', rate: '64000.5', asOf: T0, fetchedAt: T0 },
    ]);
    const row = await feedRow('custom');
    expect(row).toMatchObject({ lastSuccessAt: T0, lastErrorAt: T0 });
    expect(row?.lastError).toMatch(
      /^custom: rejected 6 quote\(s\): ZEROUSDT: rate must be positive; btc-usdt: symbol/,
    );

    quotes = [{ symbol: 'ZEROUSDT', rate: '0', asOf: T0 }];
    clock = at(1_000);
    expect(await service([custom]).refreshFeed('custom')).toMatchObject({
      status: 'failed',
      error: 'custom: no valid quotes (ZEROUSDT: rate must be positive)',
    });
    expect((await feedRow('custom'))?.lastSuccessAt).toEqual(T0);
  });

  it('records a storage failure too', async () => {
    const broken: TRatesRepo = { ...repo, storeQuotes: () => Promise.reject(new Error('disk full')) };
    expect(await service(undefined, undefined, broken).refreshFeed('binance')).toEqual({
      feedId: 'binance',
      status: 'failed',
      error: 'binance: storing quotes failed: Error: disk full',
    });
    expect((await feedRow('binance'))?.lastError).toBe('binance: storing quotes failed: Error: disk full');
  });

  it('keeps the CBR rate of the weekend, moves on with a new document and never goes back to an older one', async () => {
    answer = { body: fixture('cbr-daily.xml') };
    const saturday = new Date('2026-11-20T21:00:00.000Z');
    await service().refreshFeed('cbr');
    const afterFirst = await version();
    const usd = async () => (await repo.listQuotes('cbr')).find((q) => q.symbol === 'USDRUB')!;
    expect(await usd()).toMatchObject({ rate: '81.2345', asOf: saturday, fetchedAt: T0 });

    // Sunday afternoon, Saturday's document: older than the TTL by its Date, yet the official
    // rate, and fresh because the bank confirmed it an hour ago.
    clock = at(3_600_000);
    expect(await service().refreshFeed('cbr')).toMatchObject({ written: [], versionBumped: false });
    expect(await version()).toBe(afterFirst);
    clock = at(2 * 3_600_000);
    expect(clock.getTime() - saturday.getTime()).toBeGreaterThan(cbr.ttlMs);
    expect(isQuoteFresh(await usd(), cbr, clock)).toBe(true);

    // Hourly refreshes of the same document republish it every half TTL (18 h), and only then.
    clock = at(17 * 3_600_000);
    expect(await service().refreshFeed('cbr')).toMatchObject({ versionBumped: false });
    clock = at(18 * 3_600_000);
    expect(await service().refreshFeed('cbr')).toMatchObject({ versionBumped: true });
    expect(await usd()).toMatchObject({ asOf: saturday, fetchedAt: clock });
    expect(await version()).toBe(afterFirst + 1);

    // Tuesday's document, rates unchanged: the new date is published.
    clock = at(19 * 3_600_000);
    const tuesday = patchBytes(fixture('cbr-daily.xml'), 'Date="21.11.2026"', 'Date="24.11.2026"');
    answer = { body: tuesday };
    expect(await service().refreshFeed('cbr')).toMatchObject({ versionBumped: true });
    expect(await usd()).toMatchObject({
      rate: '81.2345',
      asOf: new Date('2026-11-23T21:00:00.000Z'),
      fetchedAt: clock,
    });
    const afterTuesday = await version();

    // A stale mirror answering Saturday's document again changes nothing.
    clock = at(20 * 3_600_000);
    answer = {
      body: patchBytes(
        fixture('cbr-daily.xml'),
        '<Value>81,2345</Value><VunitRate>81,2345',
        '<Value>70,0000</Value><VunitRate>70,0000',
      ),
    };
    const older = await service().refreshFeed('cbr');
    expect(older).toMatchObject({ status: 'ok', written: [], versionBumped: false });
    expect(older.status === 'ok' && older.outdated).toHaveLength(23);
    expect(await usd()).toMatchObject({ rate: '81.2345', asOf: new Date('2026-11-23T21:00:00.000Z') });
    expect(await version()).toBe(afterTuesday);
  });

  it('reports per feed health and staleness', async () => {
    await service().refreshFeed('binance');
    clock = at(binance.ttlMs - 1);
    let health = await service().health();
    expect(health).toEqual([
      {
        feedId: 'binance',
        intervalMs: 30_000,
        ttlMs: 300_000,
        lastSuccessAt: T0,
        lastErrorAt: null,
        lastError: null,
        isStale: false,
      },
      {
        feedId: 'cbr',
        intervalMs: 3_600_000,
        ttlMs: 129_600_000,
        lastSuccessAt: null,
        lastErrorAt: null,
        lastError: null,
        isStale: true,
      },
    ]);
    clock = at(binance.ttlMs);
    health = await service().health();
    expect(health[0]?.isStale).toBe(true);
  });

  it('refuses an unknown feed id (a programming error)', async () => {
    await expect(service().refreshFeed('nope')).rejects.toThrow('Unknown rate feed: nope');
  });
});
