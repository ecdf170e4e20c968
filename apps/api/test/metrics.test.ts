import { pairTerms, quoteFromSend } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateFeeds } from '../src/db/schema.js';
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
