/**
 * Compressed answers (docs/decisions/033-compression.md): the SPA's files from the twins the build
 * makes, the HTML pages and JSON answers as they are sent, the calculator's and the rate export's
 * answers once per snapshot — brotli, gzip or as they are by `Accept-Encoding`, always the same
 * bytes once decoded, with `Vary: Accept-Encoding`; small answers as they are.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, createMember, describeEachDb, type TTestApp } from './helpers.js';

/** A template over 1 KB, as the real one is once its head is filled in. */
const INDEX = `<!doctype html><html lang="ru"><head><!--app-config--><title>x</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
/** A hashed chunk of a few kilobytes, and one under 1 KB that the build leaves alone. */
const ASSET = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const TINY = 'console.log(1);\n';

/** A built SPA as `npm run build` leaves it: the chunk with its `.br` and `.gz` twins. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'exchanger-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  const asset = path.join(dir, 'assets', 'app-abc123.js');
  writeFileSync(asset, ASSET);
  writeFileSync(
    `${asset}.br`,
    brotliCompressSync(ASSET, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${asset}.gz`, gzipSync(ASSET, { level: 9 }));
  writeFileSync(path.join(dir, 'assets', 'tiny-abc123.js'), TINY);
  writeFileSync(path.join(dir, 'version.json'), '{"buildId":"b1"}');
  return dir;
}

type TCoding = 'br' | 'gzip' | null;
/** What each `Accept-Encoding` gets: a browser's, one coding, none, or neither acceptable. */
const ASKS: Array<[string | undefined, TCoding]> = [
  [undefined, null],
  ['gzip, deflate, br, zstd', 'br'],
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0.5, gzip', 'gzip'],
  ['identity', null],
  ['deflate', null],
];
/** The rate export's: gzip when both are accepted alike (its gzip is made from kept parts). */
const EXPORT_ASKS: Array<[string | undefined, TCoding]> = ASKS.map(([ask, coding]) => [
  ask,
  ask === 'gzip, deflate, br, zstd' ? 'gzip' : coding,
]);

const decode = (raw: Buffer, coding: string | undefined): Buffer =>
  coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;

/** A JSON answer over 1 KB from a route with an `onSend` hook of its own. */
const PROBE = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ i, text: `item ${i}` })) });

describeEachDb('compressed answers', (kind) => {
  const seen: string[] = [];
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      env: { WEB_DIST: fakeWebDist() },
      beforeReady: (app) =>
        app.get(
          '/test/probe',
          {
            onSend: async (_request, _reply, payload) => {
              seen.push(String(payload));
              return payload;
            },
          },
          (_request, reply) =>
            reply.header('vary', 'origin').header('etag', '"probe"').type('application/json').send(PROBE),
        ),
    });
    await seedCatalogue(t);
    id = ids(t);
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding },
    });

  /** Every `Accept-Encoding` of `ASKS` decodes to the plain answer, in the coding expected. */
  async function expectSameBytes(url: string, status = 200, asks = ASKS): Promise<Buffer> {
    const plain = await get(url);
    expect(plain.statusCode, url).toBe(status);
    expect(plain.rawPayload.length, url).toBeGreaterThanOrEqual(1024);
    for (const [ask, coding] of asks) {
      const res = await get(url, ask);
      expect(res.statusCode, `${url} ${ask}`).toBe(status);
      expect(res.headers['content-encoding'], `${url} ${ask}`).toBe(coding ?? undefined);
      expect(res.headers.vary, `${url} ${ask}`).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length']), `${url} ${ask}`).toBe(res.rawPayload.length);
      if (coding) expect(res.rawPayload.length, `${url} ${ask}`).toBeLessThan(plain.rawPayload.length);
      expect(decode(res.rawPayload, coding ?? undefined).equals(plain.rawPayload), `${url} ${ask}`).toBe(
        true,
      );
    }
    return plain.rawPayload;
  }

  describe('the SPA’s files', () => {
    it('sends a chunk as the twin the build made, by Accept-Encoding: the same bytes decoded', async () => {
      expect((await expectSameBytes('/assets/app-abc123.js')).toString()).toBe(ASSET);
      const br = await get('/assets/app-abc123.js', 'br');
      expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers HEAD and a revalidation as before, for each coding', async () => {
      for (const coding of ['br', 'gzip', undefined]) {
        const full = await get('/assets/app-abc123.js', coding);
        const head = await t.app.inject({
          method: 'HEAD',
          url: '/assets/app-abc123.js',
          headers: coding ? { 'accept-encoding': coding } : {},
        });
        expect(head.statusCode).toBe(200);
        expect(head.body).toBe('');
        for (const name of [
          'content-length',
          'content-encoding',
          'content-type',
          'etag',
          'vary',
          'cache-control',
        ])
          expect(head.headers[name], `${coding} ${name}`).toBe(full.headers[name]);
        const etag = String(full.headers.etag);
        const again = await get('/assets/app-abc123.js', coding, { 'if-none-match': etag });
        expect(again.statusCode, String(coding)).toBe(304);
        expect(again.body).toBe('');
        const since = String(full.headers['last-modified']);
        expect((await get('/assets/app-abc123.js', coding, { 'if-modified-since': since })).statusCode).toBe(
          304,
        );
      }
      // Each coding is its own representation: its own tag.
      const tags = await Promise.all(
        ['br', 'gzip', undefined].map(async (c) => (await get('/assets/app-abc123.js', c)).headers.etag),
      );
      expect(new Set(tags).size).toBe(3);
    });

    it('never serves a twin as a file of its own', async () => {
      for (const url of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz']) {
        for (const coding of ['br', undefined]) {
          const res = await get(url, coding);
          expect(res.statusCode, url).toBe(404);
          expect(res.headers['content-type'], url).toContain('text/html');
        }
      }
    });

    it('sends a file under 1 KB as it is', async () => {
      for (const url of ['/assets/tiny-abc123.js', '/version.json']) {
        const res = await get(url, 'gzip, deflate, br');
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBeUndefined();
      }
      expect((await get('/assets/tiny-abc123.js', 'br')).body).toBe(TINY);
    });
  });

  describe('HTML pages', () => {
    it('compresses the page as it is sent, found or not, in both languages', async () => {
      for (const url of ['/', '/rules', '/en/rules', '/admin']) {
        const html = (await expectSameBytes(url)).toString();
        expect(html, url).toContain('<div id="root">');
        expect(html, url).not.toContain('<!--app-config-->');
      }
      await expectSameBytes('/no-such-page', 404);
    });

    it('answers HEAD with the length GET sends', async () => {
      for (const url of ['/', '/rules']) {
        for (const coding of ['br', undefined]) {
          const full = await get(url, coding);
          const head = await t.app.inject({
            method: 'HEAD',
            url,
            headers: coding ? { 'accept-encoding': coding } : {},
          });
          expect(head.body).toBe('');
          expect(head.headers['content-length'], `${url} ${coding}`).toBe(full.headers['content-length']);
          expect(head.headers['content-encoding'], `${url} ${coding}`).toBe(full.headers['content-encoding']);
        }
      }
    });
  });

  describe('the calculator', () => {
    it('sends the pair compressed, the same bytes decoded', async () => {
      const plain = await expectSameBytes(`/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`);
      expect(JSON.parse(plain.toString())).toMatchObject({ course: '5043200' });
      await expectSameBytes(`/en/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`);
      await expectSameBytes('/api/v1/calculator/');
    });

    it('compresses an answer once per snapshot, not per request', async () => {
      const url = `/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`;
      const first = await get(url, 'br');
      const second = await get(url, 'br');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      // The pair's cache answers without computing anything again, the same bytes each time.
      const calculator = t.app.services.calculator;
      const cachedNow = () =>
        calculator.json(
          'pair:ru',
          () => {
            throw new Error('not cached');
          },
          calculator.pairOwner(id.BTC, id.SBERRUB),
        );
      const cached = cachedNow();
      expect(cached.coded('br')).toBe(cached.coded('br'));
      expect(cached.coded('br').equals(first.rawPayload)).toBe(true);
      // A catalogue change elsewhere keeps the pair's bytes (docs/decisions/040-incremental-catalogue.md)…
      await t.database.db.execute(sql`update directions set bonus = '1' where from_id = ${id.ETH}`);
      await t.database.db.execute(sql`update catalogue_state set version = version + 1`);
      await t.app.services.catalogue.reload();
      expect(cachedNow()).toBe(cached);
      // …and a change of the pair's direction makes it anew.
      await t.database.db.execute(
        sql`update directions set bonus = '0.5' where from_id = ${id.BTC} and to_id = ${id.SBERRUB}`,
      );
      await t.database.db.execute(sql`update catalogue_state set version = version + 1`);
      await t.app.services.catalogue.reload();
      expect(cachedNow).toThrow('not cached');
      const changed = JSON.parse(decode((await get(url, 'br')).rawPayload, 'br').toString()) as {
        bonus: string;
      };
      expect(changed.bonus).toBe('0.5');
      await t.database.db.execute(
        sql`update directions set bonus = '0' where from_id in (${id.BTC}, ${id.ETH})`,
      );
      await t.database.db.execute(sql`update catalogue_state set version = version + 1`);
      await t.app.services.catalogue.reload();
      expect(decode((await get(url, 'br')).rawPayload, 'br').equals(decode(first.rawPayload, 'br'))).toBe(
        true,
      );
    });

    it('sends a small answer as it is, with no Vary', async () => {
      for (const url of ['/api/v1/calculator/from/', `/api/v1/calculator/course/${id.BTC}/${id.SBERRUB}/`]) {
        const res = await get(url, 'gzip, deflate, br');
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBeUndefined();
        expect(res.headers.vary, url).toBeUndefined();
        expect(res.json(), url).toBeTruthy();
      }
    });

    it('answers HEAD with the length GET sends', async () => {
      const url = `/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`;
      const full = await get(url, 'br');
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(full.headers['content-length']);
      expect(head.headers['content-encoding']).toBe('br');
    });
  });

  describe('the rate export', () => {
    it('sends each coding with its own tag and answers 304 to it', async () => {
      for (const url of ['/export/rates.xml', '/export/rates.json']) {
        await expectSameBytes(url, 200, EXPORT_ASKS);
        const tags = new Set<string>();
        for (const coding of ['br', 'gzip', undefined]) {
          const first = await get(url, coding);
          const etag = String(first.headers.etag);
          tags.add(etag);
          for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
            const again = await get(url, coding, { 'if-none-match': tag });
            expect(again.statusCode, `${url} ${coding} ${tag}`).toBe(304);
            expect(again.headers.etag).toBe(etag);
            expect(again.headers.vary).toMatch(/accept-encoding/i);
          }
        }
        expect(tags.size, url).toBe(3);
      }
    });
  });

  describe('JSON made per request', () => {
    it('compresses a large answer (the OpenAPI document), HEAD saying the same length', async () => {
      const doc = JSON.parse((await expectSameBytes('/api/openapi.json')).toString());
      expect(doc.openapi).toBe('3.1.0');
      const full = await get('/api/openapi.json', 'br');
      const head = await t.app.inject({
        method: 'HEAD',
        url: '/api/openapi.json',
        headers: { 'accept-encoding': 'br' },
      });
      expect(head.headers['content-length']).toBe(full.headers['content-length']);
      expect(head.headers['content-encoding']).toBe('br');
    });

    it('sends a small answer as it is', async () => {
      const res = await get('/api/v1/calculator/tech/', 'br');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBeUndefined();
      expect(res.json()).toMatchObject({ maintenance: false });
    });

    it('lets a route’s own onSend hooks (as the idempotency keeper’s) see the plain answer', async () => {
      for (const coding of ['br', 'gzip', undefined]) {
        seen.length = 0;
        const res = await get('/test/probe', coding);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(seen).toEqual([PROBE]);
        expect(decode(res.rawPayload, coding).toString()).toBe(PROBE);
        // Its Vary kept, and its strong tag weakened when the bytes are not the plain ones.
        expect(res.headers.vary).toBe('origin, accept-encoding');
        expect(res.headers.etag).toBe(coding ? 'W/"probe"' : '"probe"');
      }
    });

    it('never compresses an answer that carries a secret (a shop’s webhook secret beside its own text)', async () => {
      const owner = await createMember(t, 'shop-owner@example.com', 'user');
      const auth = { authorization: `Bearer ${owner.access}` };
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/',
        headers: { ...auth, 'accept-encoding': 'br' },
        payload: {
          name: 'Tea House of the Green Hills '.repeat(3).trim(),
          siteUrl: 'https://tea.example/shop/green-hills/teas-of-the-season',
          description: 'Green tea. '.repeat(45),
          webhookUrl: 'https://tea.example/hooks/exchanger/invoices/status-changes',
          payoutCurrencyId: id.BTC,
          payoutRequisites: { wallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
        },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      expect(opened.rawPayload.length).toBeGreaterThanOrEqual(1024);
      expect(opened.headers['content-encoding']).toBeUndefined();
      const mine = await get('/api/v1/users/me/shop/', 'gzip, br', auth);
      expect(mine.statusCode).toBe(200);
      expect(mine.rawPayload.length).toBeGreaterThanOrEqual(1024);
      expect(mine.headers['content-encoding']).toBeUndefined();
      expect(mine.json()).toHaveProperty('webhookSecret');
    });

    it('compresses /metrics for a scraper that accepts gzip', async () => {
      const res = await get('/metrics', 'gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toContain('exchanger_');
    });
  });
});
