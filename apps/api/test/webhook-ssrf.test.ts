/**
 * Webhooks that cannot reach inside (docs/decisions/029-webhook-ssrf.md): a shop's webhook URL
 * that leads into the exchanger's own network, in any spelling, is refused when saved (400 naming
 * the field) and, above all, when delivered — against real listeners on loopback, which must see
 * no connection at all. A name is resolved once, by the connection itself, so an answer that
 * changes between a check and a connection (DNS rebinding) cannot get in; redirects are not
 * followed; the delivery log tells kinds of failure, never the network's own words or timings.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { eq } from 'drizzle-orm';
import type { TErrorBody, TMyShop, TWebhookDeliveryPage } from '@exchanger/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shops, webhookAttempts, webhookDeliveries } from '../src/db/schema.js';
import { createMerchantRepos, createWebhookService } from '../src/modules/merchant/index.js';
import { describeEachDb } from './helpers.js';
import { createMember } from './members.js';
import { as, useTeaHouse } from './shop-fixture.js';

/** A TCP listener that counts every connection made to it and answers nothing. */
async function listen(
  host: string,
): Promise<{ port: number; connections: number; close(): Promise<void> } | null> {
  const state = { connections: 0 };
  const server: Server = createTcpServer((socket) => {
    state.connections += 1;
    socket.destroy();
  });
  const started = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(0, host, () => resolve(true));
  });
  if (!started) return null;
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return state.connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The inside address of 127.0.0.1, spelt every way a URL can spell it. */
const LOOPBACK_SPELLINGS = (port: number) => [
  `http://127.0.0.1:${port}/`,
  `http://[::ffff:127.0.0.1]:${port}/`,
  `http://[::ffff:7f00:1]:${port}/`,
  `http://[::127.0.0.1]:${port}/`,
  `http://[64:ff9b::127.0.0.1]:${port}/`,
  `http://[2002:7f00:1::]:${port}/`,
  `http://0x7f.0.0.1:${port}/`,
  `http://0x7f000001:${port}/`,
  `http://0177.0.0.1:${port}/`,
  `http://2130706433:${port}/`,
  `http://127.1:${port}/`,
  `http://0.0.0.0:${port}/`,
  `http://localhost:${port}/`,
  `http://app.localhost:${port}/`,
];

/** Other inside addresses no listener is needed for: private, link-local, CGNAT, reserved. */
const OTHER_INSIDE = [
  'http://10.0.0.5/',
  'http://172.16.0.1/',
  'http://192.168.1.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://100.64.0.1/',
  'http://198.18.0.1/',
  'http://192.0.2.1/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'http://[fd00::1]/',
  'http://[fe80::1]/',
  'http://[ff02::1]/',
  'http://[::]/',
  'http://[2001:db8::1]/',
  'http://[::ffff:10.0.0.5]/',
  'http://[64:ff9b::a9fe:a9fe]/',
];

describeEachDb('webhooks that cannot reach inside', (kind) => {
  const f = useTeaHouse(kind, { webhooks: 'public-only' });
  let v4: NonNullable<Awaited<ReturnType<typeof listen>>>;
  let v6: Awaited<ReturnType<typeof listen>>;
  let invoiceId = '';

  beforeAll(async () => {
    const found = await listen('127.0.0.1');
    if (!found) throw new Error('cannot listen on 127.0.0.1');
    v4 = found;
    v6 = await listen('::1');
    invoiceId = (await f.invoiceOf(f.goodAmount(), 'ssrf-1')).id;
  });
  afterAll(async () => {
    await v4.close();
    await v6?.close();
  });

  const repos = () => createMerchantRepos(f.t.database.db);
  /** Points the shop's webhook at `url` as if it had been saved before (or its name changed since). */
  const pointAt = (url: string) =>
    f.t.database.db.update(shops).set({ webhookUrl: url }).where(eq(shops.id, f.shop.id));
  // Due a second ago: the database's default `now()` has microseconds, and a delivery queued in the
  // same millisecond as `deliverDue` reads the clock would not be due yet.
  const queueOne = () =>
    repos().webhooks.queue(f.t.database.db, [
      {
        shopId: f.shop.id,
        invoiceId,
        event: 'invoice.updated',
        payload: { event: 'invoice.updated' },
        nextAttemptAt: new Date(Date.now() - 1000),
      },
    ]);
  const newestDelivery = async () => {
    const res = await f.t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/shop/webhooks/?size=1',
      headers: as(f.seller.access),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, delivery: res.json<TWebhookDeliveryPage>().results[0] };
  };

  // Nothing is left pending between tests: each starts from a clean queue.
  beforeEach(async () => {
    await f.t.database.db.delete(webhookAttempts);
    await f.t.database.db.delete(webhookDeliveries);
  });

  describe('when saved', () => {
    it('refuses every spelling of an inside address with 400 naming the field, and keeps the old URL', async () => {
      const urls = [...LOOPBACK_SPELLINGS(v4.port), `http://[::1]:${v4.port}/`, ...OTHER_INSIDE];
      for (const url of urls) {
        const res = await f.t.app.inject({
          method: 'PATCH',
          url: '/en/api/v1/users/me/shop/',
          headers: as(f.seller.access),
          payload: { webhookUrl: url },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json<TErrorBody>().fields, url).toEqual({
          webhookUrl: ['The webhook address leads into a private network: a public address is needed.'],
        });
      }
      const [row] = await f.t.database.db.select().from(shops).where(eq(shops.id, f.shop.id));
      expect(row?.webhookUrl).toBe('https://tea.example/hooks/exchanger');
    });

    it('says so in Russian, refuses it when a shop is opened, and refuses a zone outright', async () => {
      const ru = await f.t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/shop/',
        headers: as(f.seller.access),
        payload: { webhookUrl: 'http://[::ffff:127.0.0.1]:3399/' },
      });
      expect(ru.json<TErrorBody>().fields?.webhookUrl).toEqual([
        'Адрес вебхука ведёт во внутреннюю сеть: нужен публичный адрес.',
      ]);
      const zone = await f.t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/shop/',
        headers: as(f.seller.access),
        payload: { webhookUrl: 'http://[fe80::1%25eth0]:3399/' },
      });
      expect(zone.statusCode).toBe(400);
      expect(Object.keys(zone.json<TErrorBody>().fields ?? {})).toEqual(['webhookUrl']);

      const other = await createMember(f.t, 'ssrf-seller@example.com', 'user', f.remoteAddress);
      const opened = await f.t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/',
        headers: as(other.access),
        payload: {
          name: 'Inside',
          siteUrl: 'https://inside.example',
          payoutCurrencyId: f.id.USDTTRC20,
          payoutRequisites: { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
          webhookUrl: 'http://2130706433:3399/',
        },
      });
      expect(opened.statusCode).toBe(400);
      expect(Object.keys(opened.json<TErrorBody>().fields ?? {})).toEqual(['webhookUrl']);
      const mine = await f.t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/shop/',
        headers: as(other.access),
      });
      // No shop was opened: the account has none (null, not an error).
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toBeNull();
    });

    it('takes a public address', async () => {
      const res = await f.t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/shop/',
        headers: as(f.seller.access),
        payload: { webhookUrl: 'https://hooks.tea.example/exchanger' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TMyShop>().webhookUrl).toBe('https://hooks.tea.example/exchanger');
    });
  });

  describe('when delivered', () => {
    it('normalises hex, octal, decimal and short IPv4 hosts before they are checked (WHATWG URL)', () => {
      for (const url of [
        'http://0x7f.0.0.1/',
        'http://0x7f000001/',
        'http://0177.0.0.1/',
        'http://2130706433/',
        'http://127.1/',
      ]) {
        expect(new URL(url).hostname, url).toBe('127.0.0.1');
      }
      expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
    });

    it('refuses every spelling of loopback: the listeners see no connection, the log says refused, no retry', async () => {
      const urls = [...LOOPBACK_SPELLINGS(v4.port), ...(v6 ? [`http://[::1]:${v6.port}/`] : [])];
      for (const url of urls) {
        await pointAt(url);
        await queueOne();
        expect(await f.t.app.services.webhooks.deliverDue(), url).toEqual({
          delivered: 0,
          retried: 0,
          failed: 1,
        });
        const { delivery } = await newestDelivery();
        expect(delivery, url).toMatchObject({
          status: 'failed',
          attempts: 1,
          nextAttemptAt: null,
          lastError: 'refused: private address',
          log: [
            { statusCode: null, error: 'refused: private address', reason: 'private_address', durationMs: 0 },
          ],
        });
        // Refused for good: never attempted again.
        expect(await f.t.app.services.webhooks.deliverDue()).toEqual({ delivered: 0, retried: 0, failed: 0 });
      }
      expect(v4.connections).toBe(0);
      expect(v6?.connections ?? 0).toBe(0);
    });

    it('refuses the other inside ranges without trying them', async () => {
      for (const url of OTHER_INSIDE) {
        await pointAt(url);
        await queueOne();
        expect(await f.t.app.services.webhooks.deliverDue(), url).toEqual({
          delivered: 0,
          retried: 0,
          failed: 1,
        });
        expect((await newestDelivery()).delivery?.log[0]?.reason, url).toBe('private_address');
      }
    });

    it('refuses a name that resolves inside, or partly inside', async () => {
      const webhooks = createWebhookService({
        webhooks: repos().webhooks,
        allowPrivate: false,
        resolve: (host) =>
          Promise.resolve(host === 'mixed.shop.test' ? ['93.184.215.14', '127.0.0.1'] : ['::ffff:127.0.0.1']),
      });
      for (const url of [`http://inside.shop.test:${v4.port}/`, `http://mixed.shop.test:${v4.port}/`]) {
        await pointAt(url);
        await queueOne();
        expect(await webhooks.deliverDue(), url).toEqual({ delivered: 0, retried: 0, failed: 1 });
        expect((await newestDelivery()).delivery?.log[0]?.reason, url).toBe('private_address');
      }
      expect(v4.connections).toBe(0);
    });

    it('connects to the address it checked, though the name answers loopback the second time (DNS rebinding)', async () => {
      const asked: string[] = [];
      const webhooks = createWebhookService({
        webhooks: repos().webhooks,
        allowPrivate: false,
        resolve: (host) => {
          asked.push(host);
          return Promise.resolve(asked.length === 1 ? ['93.184.215.14'] : ['127.0.0.1']);
        },
      });
      // Every socket Node opens meanwhile: where it was sent; the one to the public address is
      // dropped as soon as it is tried (no receiver of this test lives there).
      const tried: string[] = [];
      const watch = (message: unknown) => {
        const { socket } = message as { socket: Socket };
        socket.on('connectionAttempt', (ip: string) => {
          tried.push(ip);
          setImmediate(() => socket.destroy(new Error('dropped by the test')));
        });
      };
      subscribe('net.client.socket', watch);
      try {
        await pointAt(`http://rebind.shop.test:${v4.port}/`);
        await queueOne();
        expect(await webhooks.deliverDue()).toEqual({ delivered: 0, retried: 1, failed: 0 });
      } finally {
        unsubscribe('net.client.socket', watch);
      }
      expect(asked).toEqual(['rebind.shop.test']);
      expect(tried).toEqual(['93.184.215.14']);
      expect(v4.connections).toBe(0);
      const { delivery, body } = await newestDelivery();
      expect(delivery?.log[0]).toMatchObject({
        statusCode: null,
        reason: 'connection_failed',
        durationMs: 0,
      });
      expect(body).not.toMatch(/93\.184|ECONN|socket|closed/i);
    });
  });

  describe('the delivery log', () => {
    it('tells kinds of failure, never the network’s words', async () => {
      await pointAt('https://tea.example/hooks/exchanger');
      await queueOne();
      const [delivery] = await f.t.database.db.select().from(webhookDeliveries);
      // An attempt recorded before failures were kept as kinds.
      await f.t.database.db.insert(webhookAttempts).values({
        deliveryId: delivery?.id ?? 0,
        statusCode: null,
        error: 'connect ECONNREFUSED 10.0.0.5:22',
        durationMs: 3,
      });
      const { body, delivery: shown } = await newestDelivery();
      expect(shown?.log[0]).toMatchObject({
        error: 'connection failed',
        reason: 'connection_failed',
        durationMs: 0,
      });
      expect(body).not.toMatch(/ECONNREFUSED|10\.0\.0\.5/);
    });
  });
});

describeEachDb('webhooks to a receiver the operator let in (WEBHOOKS_ALLOW_PRIVATE)', (kind) => {
  const f = useTeaHouse(kind);
  let invoiceId = '';
  beforeAll(async () => {
    invoiceId = (await f.invoiceOf(f.goodAmount(), 'ssrf-2')).id;
  });
  beforeEach(async () => {
    await f.t.database.db.delete(webhookAttempts);
    await f.t.database.db.delete(webhookDeliveries);
  });
  const pointAt = (url: string) =>
    f.t.database.db.update(shops).set({ webhookUrl: url }).where(eq(shops.id, f.shop.id));
  const deliverOnce = async (url: string, resolve: (host: string) => Promise<string[]>) => {
    await pointAt(url);
    const repos = createMerchantRepos(f.t.database.db);
    await repos.webhooks.queue(f.t.database.db, [
      {
        shopId: f.shop.id,
        invoiceId,
        event: 'invoice.updated',
        payload: { event: 'invoice.updated' },
        // Due a second ago, as above: the database clock has microseconds.
        nextAttemptAt: new Date(Date.now() - 1000),
      },
    ]);
    const report = await createWebhookService({
      webhooks: repos.webhooks,
      allowPrivate: true,
      resolve,
    }).deliverDue();
    const [attempt] = await f.t.database.db.select().from(webhookAttempts);
    return { report, attempt };
  };

  it('connects a name to the address its lookup gave, with the Host header of the URL', async () => {
    const port = new URL(f.receiver.url).port;
    const before = f.receiver.received.length;
    const { report } = await deliverOnce(`http://tea.shop.test:${port}/hooks`, () =>
      Promise.resolve(['127.0.0.1']),
    );
    expect(report).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(f.receiver.received.slice(before).map((r) => r.headers.host)).toEqual([`tea.shop.test:${port}`]);
  });

  it('names the URL’s host in TLS (SNI), not the address it connects to', async () => {
    const names: string[] = [];
    const server = createTlsServer({
      SNICallback: (name, done) => {
        names.push(name);
        done(new Error('no certificate here'));
      },
    });
    server.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const { report, attempt } = await deliverOnce(`https://secure.shop.test:${port}/hooks`, () =>
        Promise.resolve(['127.0.0.1']),
      );
      expect(report).toEqual({ delivered: 0, retried: 1, failed: 0 });
      expect(attempt).toMatchObject({ statusCode: null, error: 'connection_failed' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(names).toEqual(['secure.shop.test']);
  });

  it('does not follow a redirect to loopback: a 3xx is a failed attempt', async () => {
    const target = await listen('127.0.0.1');
    const redirecting = createHttpServer((_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${target?.port ?? 1}/admin` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const { port } = redirecting.address() as AddressInfo;
    try {
      const { report, attempt } = await deliverOnce(`http://public-looking.example:${port}/`, () =>
        Promise.resolve(['127.0.0.1']),
      );
      expect(report).toEqual({ delivered: 0, retried: 1, failed: 0 });
      expect(attempt).toMatchObject({ statusCode: 302, error: 'redirect' });
      expect(target?.connections).toBe(0);
    } finally {
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
      await target?.close();
    }
    const list = await f.t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/shop/webhooks/?size=1',
      headers: as(f.seller.access),
    });
    expect(list.json<TWebhookDeliveryPage>().results[0]?.log[0]).toMatchObject({
      statusCode: 302,
      error: 'redirect not followed (answered 302)',
      reason: 'redirect',
    });
  });

  it('records a closed port as a failed connection, with no message and no timing', async () => {
    const closed = await listen('127.0.0.1');
    const port = closed?.port ?? 1;
    await closed?.close();
    const { report, attempt } = await deliverOnce(`http://127.0.0.1:${port}/`, () => Promise.resolve([]));
    expect(report).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(attempt).toMatchObject({ statusCode: null, error: 'connection_failed', durationMs: 0 });
  });
});
