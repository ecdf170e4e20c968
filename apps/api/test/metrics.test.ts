import { pairTerms, quoteFromSend } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateFeeds } from '../src/db/schema.js';
import { keepFigures } from '../src/http/metrics.js';
import type { TBusinessFigures } from '../src/modules/system/index.js';
import { ids, seedCatalogue } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

const TOKEN = 'metrics-token-0123456789';

/** The value of one series in a Prometheus text exposition, or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeEachDb('Prometheus metrics', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
    await seedCatalogue(t);
  });
  afterAll(() => t.close());

  const scrape = () =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('is refused without the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('counts requests and their latency by route template, not by URL', async () => {
    for (const id of [1, 2, 3]) await t.app.inject({ method: 'GET', url: `/api/v1/calculator/from/${id}/` });
    await t.app.inject({ method: 'GET', url: '/api/v1/calculator/from/abc/' });
    const text = (await scrape()).body;
    const route = 'route="/api/v1/calculator/from/:from/"';
    expect(valueOf(text, `http_requests_total{method="GET",${route},status="200"}`)).toBe(3);
    expect(valueOf(text, `http_requests_total{method="GET",${route},status="400"}`)).toBe(1);
    expect(valueOf(text, `http_request_duration_seconds_count{method="GET",${route}}`)).toBe(4);
    expect(text).not.toContain('/api/v1/calculator/from/1/');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts what no route matched under one series, and each method of a route apart', async () => {
    const before =
      valueOf((await scrape()).body, 'http_requests_total{method="GET",route="unmatched",status="404"}') ?? 0;
    for (const path of ['/api/v1/no-such-thing/1', '/api/v1/no-such-thing/2'])
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    await t.app.inject({ method: 'HEAD', url: '/healthz' });
    const text = (await scrape()).body;
    expect(valueOf(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(
      before + 2,
    );
    expect(
      valueOf(text, 'http_requests_total{method="HEAD",route="/healthz",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-thing');
  });

  it('reports claims by status, the rate feeds’ age and the outbox backlog from the database', async () => {
    const now = Date.now();
    await t.database.db
      .insert(rateFeeds)
      .values({ feedId: 'metrics-test', lastSuccessAt: new Date(now - 120_000) })
      .onConflictDoNothing();
    const id = ids(t);
    const terms = pairTerms(
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.SBERRUB}/${id.USDTTRC20}/` })
      ).json(),
    );
    const q = quoteFromSend(terms, terms.from.min ?? '5000');
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/claim/',
        payload: {
          email: 'metrics@example.com',
          fromPs: id.SBERRUB,
          toPs: id.USDTTRC20,
          fromSumma: q.send,
          toSumma: q.receive,
          fromRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
          toRequisites: { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
          agree: true,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const text = (await scrape()).body;
    expect(valueOf(text, 'exchanger_claims{status="new"}')).toBe(2);
    const age = valueOf(text, 'exchanger_rate_feed_age_seconds{feed="metrics-test"}');
    expect(age).toBeGreaterThanOrEqual(119);
    expect(age).toBeLessThan(180);
    // Each claim queued its "claim created" e-mail; no job sends them in the tests.
    expect(valueOf(text, 'exchanger_outbox_pending{kind="mail"}')).toBe(2);
    expect(valueOf(text, 'exchanger_outbox_pending{kind="webhook"}')).toBe(0);
    expect(text).toContain('# TYPE exchanger_claims gauge');
  });
});

describe('metrics without a token', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers the loopback address only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.7' })).statusCode,
    ).toBe(403);
  });
});

describe("the database's figures kept between scrapes", () => {
  const figures = (n: number): TBusinessFigures => ({
    claimsByStatus: [{ status: 'new', n }],
    feeds: [],
    outbox: [],
  });

  it('reads from its start, then serves what is kept while reading again in the background', async () => {
    vi.useFakeTimers();
    try {
      let reads = 0;
      // Each read waits until it is let through: a scrape that waited on one would hang.
      const pending: (() => void)[] = [];
      const read = () => {
        reads += 1;
        const n = reads;
        return new Promise<TBusinessFigures>((resolve) => pending.push(() => resolve(figures(n))));
      };
      const kept = keepFigures({ read, maxAgeMs: 5_000 });
      kept.start();
      expect(reads).toBe(1);
      // A scrape before the first read has ended waits for that read (no second one).
      const first = kept.get();
      pending.shift()?.();
      expect((await first).claimsByStatus).toEqual([{ status: 'new', n: 1 }]);
      expect(reads).toBe(1);

      // A scrape before the next read, and one while that read is under way: no wait, no read.
      expect((await kept.get()).claimsByStatus[0]?.n).toBe(1);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(reads).toBe(2);
      expect((await kept.get()).claimsByStatus[0]?.n).toBe(1);
      // The read done, the next scrape has its figures.
      pending.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
      expect((await kept.get()).claimsByStatus[0]?.n).toBe(2);

      // A failed read keeps the last figures; stopped, it reads no more.
      const errors: unknown[] = [];
      let tries = 0;
      const failing = keepFigures({
        read: () => ((tries += 1) === 1 ? Promise.resolve(figures(7)) : Promise.reject(new Error('down'))),
        maxAgeMs: 1_000,
        onError: (error) => errors.push(error),
      });
      expect((await failing.get()).claimsByStatus[0]?.n).toBe(7);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(errors).toHaveLength(1);
      expect((await failing.get()).claimsByStatus[0]?.n).toBe(7);
      await failing.stop();
      await kept.stop();
      const before = [reads, tries];
      await vi.advanceTimersByTimeAsync(10_000);
      expect([reads, tries]).toEqual(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads at each scrape when no age is allowed', async () => {
    let reads = 0;
    const kept = keepFigures({ read: () => Promise.resolve(figures((reads += 1))), maxAgeMs: 0 });
    expect((await kept.get()).claimsByStatus[0]?.n).toBe(1);
    expect((await kept.get()).claimsByStatus[0]?.n).toBe(2);
    await kept.stop();
  });
});
