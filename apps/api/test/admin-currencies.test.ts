/**
 * New currencies in the back office (decision 014): created switched off, checked field by field,
 * audited, in the calculator at once; logos picked from the bundled ones or uploaded (checked by
 * content, kept by hash, served publicly with a long cache and, for SVG, a policy that runs nothing).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  BUNDLED_LOGOS,
  type TAdminCurrencyDetail,
  type TAdminLogoUpload,
  type TCalculatorEntry,
} from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, currencies, currencyCities } from '../src/db/schema.js';
import { SVG_POLICY } from '../src/modules/catalogue/logos.routes.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';
import { createMember, type TMember } from './members.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d4948445200000001000000010806000000', 'hex'),
]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>\n',
);

/** A multipart body with one file part named `file`, whatever type it claims. */
function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = '----exchanger-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('bundled logos', () => {
  it('are the ones the web app ships, in both variants', () => {
    const dir = path.resolve(import.meta.dirname, '../../web/public/logos');
    for (const key of BUNDLED_LOGOS) {
      expect(existsSync(path.join(dir, `${key}.svg`)), key).toBe(true);
      expect(existsSync(path.join(dir, `${key}-bg.svg`)), key).toBe(true);
    }
  });
});

describeEachDb('back office: new currencies and logos', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  let ip = 0;
  let admin: TMember;
  let operator: TMember;
  let user: TMember;

  const remoteAddress = () => `10.12.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, access: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: remoteAddress(),
      ...(payload ? { payload } : {}),
      headers: access ? { authorization: `Bearer ${access}` } : {},
    });
  const upload = (access: string | null, bytes: Buffer, filename: string, type: string) => {
    const body = multipart(bytes, filename, type);
    return t.app.inject({
      method: 'POST',
      url: '/admin/api/catalogue/logos/',
      payload: body.payload,
      headers: { ...body.headers, ...(access ? { authorization: `Bearer ${access}` } : {}) },
    });
  };
  const NEW = {
    code: 'USDCTRC20',
    ticker: 'USDC',
    names: { ru: 'USD Coin TRC20', en: 'USD Coin TRC20' },
    networkCode: 'TRC20',
    networkName: 'Tron (TRC-20)',
    groupKey: 'USDC',
    precision: 2,
    filters: ['crypto'],
    usdFormula: '1',
    logo: 'usdt',
    fields: [
      {
        name: 'wallet',
        type: 'text',
        validator: 'trc20-address',
        required: true,
        onSend: false,
        onReceive: true,
        send: { header: { ru: '', en: '' }, placeholder: { ru: '', en: '' } },
        receive: { header: { ru: 'Кошелёк', en: 'Wallet' }, placeholder: { ru: 'T…', en: 'T…' } },
      },
    ],
    payin: {
      fields: [{ name: 'wallet', label: { ru: 'Кошелёк', en: 'Wallet' }, value: 'TXYZ', qr: true }],
      memo: { ru: '', en: '' },
    },
    reason: 'listing USDC',
  };
  const countCurrencies = async () => (await t.database.db.select().from(currencies)).length;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
    admin = await createMember(t, 'listing-admin@example.com', 'admin', remoteAddress);
    operator = await createMember(t, 'listing-operator@example.com', 'operator', remoteAddress);
    user = await createMember(t, 'listing-user@example.com', 'user', remoteAddress);
  });
  afterAll(() => t.close());

  describe('security', () => {
    it('refuses guests (401), users and operators (403) on every new call, changing nothing', async () => {
      const before = await countCurrencies();
      for (const [who, status] of [
        [null, 401],
        [user.access, 403],
        [operator.access, 403],
      ] as const) {
        expect((await call('POST', '/admin/api/catalogue/currencies/', who, NEW)).statusCode).toBe(status);
        expect((await call('GET', '/admin/api/catalogue/cities/', who)).statusCode).toBe(status);
        expect((await upload(who, PNG, 'logo.png', 'image/png')).statusCode).toBe(status);
      }
      expect(await countCurrencies()).toBe(before);
      expect(await t.database.db.select().from(auditLog)).toEqual([]);
    });
  });

  describe('creating a currency', () => {
    let created: TAdminCurrencyDetail;

    it('answers bad input with 400 naming the field, in the request’s language, changing nothing', async () => {
      const before = await countCurrencies();
      const cases: [object, string][] = [
        [{ code: 'usdc-trc' }, 'code'],
        [{ ticker: 'usd coin' }, 'ticker'],
        [{ names: { ru: '', en: 'USD Coin' } }, 'names.ru'],
        [{ groupKey: 'US DC' }, 'groupKey'],
        [{ precision: 19 }, 'precision'],
        [{ filters: [] }, 'filters'],
        [{ filters: ['crypto', 'stocks'] }, 'filters.1'],
        [{ logo: 'nope' }, 'logo'],
        [{ logo: `${'a'.repeat(64)}.png` }, 'logo'],
        [{ usdFormula: 'not a formula' }, 'usdFormula'],
        [{ cityIds: [1] }, 'cityIds'],
        // Past PostgreSQL's int4: refused by the contract, not a 500 from the database (found by the fuzz).
        [{ filters: ['cash'], cityIds: [9_007_199_254_740_991] }, 'cityIds.0'],
        [{ groupKey: 'USDT' }, 'groupKey'],
        [{ fields: [NEW.fields[0], NEW.fields[0]] }, 'fields.1.name'],
        [{ reason: '' }, 'reason'],
      ];
      for (const [patch, field] of cases) {
        const res = await call('POST', '/en/admin/api/catalogue/currencies/', admin.access, {
          ...NEW,
          ...patch,
        });
        expect(res.statusCode, `${JSON.stringify(patch)}: ${res.body}`).toBe(400);
        expect(Object.keys(res.json<{ fields: object }>().fields), JSON.stringify(patch)).toContain(field);
      }
      const ru = await call('POST', '/admin/api/catalogue/currencies/', admin.access, {
        ...NEW,
        code: 'x',
      });
      expect(ru.json<{ fields: Record<string, string[]> }>().fields.code?.[0]).toMatch(/^Код: от 2 до 20/);
      const en = await call('POST', '/en/admin/api/catalogue/currencies/', admin.access, {
        ...NEW,
        code: 'x',
      });
      expect(en.json<{ fields: Record<string, string[]> }>().fields.code?.[0]).toMatch(/^The code: 2 to 20/);
      expect(await countCurrencies()).toBe(before);
      expect(await t.database.db.select().from(auditLog)).toEqual([]);
    });

    it('creates it switched off, audited, and answers its detail', async () => {
      const res = await call('POST', '/admin/api/catalogue/currencies/', admin.access, NEW);
      expect(res.statusCode, res.body).toBe(201);
      created = res.json<TAdminCurrencyDetail>();
      expect(created).toMatchObject({
        code: 'USDCTRC20',
        ticker: 'USDC',
        name: 'USD Coin TRC20',
        precision: 2,
        active: false,
        reserve: '0',
        logo: 'usdt',
        logoUrl: '/logos/usdt.svg',
      });
      expect(created.fields.map((f) => f.name)).toEqual(['wallet']);
      const [row] = await t.database.db.select().from(currencies).where(eq(currencies.id, created.id));
      expect(row).toMatchObject({
        networkCode: 'TRC20',
        groupKey: 'USDC',
        usdFormula: '1',
        filters: ['crypto'],
      });
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'currency.create'));
      expect(entry).toMatchObject({
        actorId: admin.id,
        targetId: String(created.id),
        reason: 'listing USDC',
      });
    });

    it('refuses a code that is taken with 409 naming the field', async () => {
      const before = await countCurrencies();
      for (const code of ['USDCTRC20', 'BTC']) {
        const res = await call('POST', '/admin/api/catalogue/currencies/', admin.access, { ...NEW, code });
        expect(res.statusCode).toBe(409);
        expect(res.json<{ fields: Record<string, string[]> }>().fields.code?.[0]).toContain(code);
      }
      expect(await countCurrencies()).toBe(before);
    });

    it('is in the calculator at once when switched on with a direction to it', async () => {
      const entries = async () =>
        (await call('GET', '/api/v1/calculator/', null))
          .json<TCalculatorEntry[]>()
          .filter((e) => e.ids.includes(created.id));
      expect(await entries()).toEqual([]);
      const direction = await call('POST', '/admin/api/catalogue/directions/', admin.access, {
        fromId: id.USDTTRC20,
        toId: created.id,
        courseSource: 'manual',
        manualCourse: '0.99',
        reason: 'USDT to USDC',
      });
      expect(direction.statusCode, direction.body).toBe(201);
      const on = await call('PATCH', `/admin/api/catalogue/currencies/${created.id}/`, admin.access, {
        active: true,
        reason: 'directions are ready',
      });
      expect(on.statusCode, on.body).toBe(200);
      const [entry] = await entries();
      expect(entry).toMatchObject({
        name: 'USD Coin TRC20',
        currency: ['USDCTRC20'],
        logo: { simple: '/logos/usdt.svg', withBackground: '/logos/usdt-bg.svg' },
        filter: ['crypto'],
      });
      const pair = await call('GET', `/api/v1/calculator/pair/${id.USDTTRC20}/${created.id}/`, null);
      expect(pair.statusCode, pair.body).toBe(200);
    });

    it('offers cities to a cash currency only, and keeps them', async () => {
      const list = await call('GET', '/admin/api/catalogue/cities/', admin.access);
      const cityIds = list
        .json<{ id: number }[]>()
        .map((c) => c.id)
        .slice(0, 2);
      expect(cityIds.length).toBeGreaterThan(0);
      const res = await call('POST', '/admin/api/catalogue/currencies/', admin.access, {
        ...NEW,
        code: 'CASHUSDT',
        ticker: 'USDT',
        groupKey: 'CASHUSDT',
        filters: ['cash'],
        cityIds,
        fields: [],
      });
      expect(res.statusCode, res.body).toBe(201);
      const kept = await t.database.db
        .select()
        .from(currencyCities)
        .where(eq(currencyCities.currencyId, res.json<{ id: number }>().id));
      expect(kept.map((c) => c.cityId).sort()).toEqual([...cityIds].sort());
    });
  });

  describe('logos', () => {
    it('refuses what is not a PNG, WebP or SVG, whatever it claims to be', async () => {
      for (const [bytes, name, type] of [
        [Buffer.from('GIF89a……'), 'logo.png', 'image/png'],
        [Buffer.from('<html><script>alert(1)</script></html>'), 'logo.svg', 'image/svg+xml'],
        [
          Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'),
          'a.svg',
          'image/svg+xml',
        ],
        [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'logo.jpg', 'image/jpeg'],
        [Buffer.alloc(0), 'empty.png', 'image/png'],
      ] as const) {
        const res = await upload(admin.access, bytes, name, type);
        expect(res.statusCode, name).toBe(400);
        expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['file']);
      }
      const big = await upload(
        admin.access,
        Buffer.concat([PNG, Buffer.alloc(300 * 1024)]),
        'big.png',
        'image/png',
      );
      expect(big.statusCode).toBe(400);
      expect(big.json<{ fields: Record<string, string[]> }>().fields.file?.[0]).toContain('256');
      // A body that only claims to be multipart (found by the fuzz): 400 naming the field, not a 500.
      const broken = await t.app.inject({
        method: 'POST',
        url: '/admin/api/catalogue/logos/',
        payload: '"5."',
        headers: {
          'content-type': 'multipart/form-data; boundary=',
          authorization: `Bearer ${admin.access}`,
        },
      });
      expect(broken.statusCode).toBe(400);
      expect(Object.keys(broken.json<{ fields: object }>().fields)).toEqual(['file']);
    });

    it('keeps a PNG by its hash (once), serves it for a year, and a currency can take it', async () => {
      const res = await upload(admin.access, PNG, 'anything.svg', 'application/octet-stream');
      expect(res.statusCode, res.body).toBe(201);
      const { logo, url } = res.json<TAdminLogoUpload>();
      expect(logo).toMatch(/^[0-9a-f]{64}\.png$/);
      expect(url).toBe(`/media/logos/${logo}`);
      expect((await upload(admin.access, PNG, 'again.png', 'image/png')).json<TAdminLogoUpload>().logo).toBe(
        logo,
      );

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(PNG)).toBe(true);

      const [btc] = await t.database.db.select().from(currencies).where(eq(currencies.code, 'BTC'));
      const changed = await call('PATCH', `/admin/api/catalogue/currencies/${btc?.id}/`, admin.access, {
        logo,
        reason: 'new brand',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<TAdminCurrencyDetail>().logoUrl).toBe(url);
      const entries = (await call('GET', '/api/v1/calculator/', null)).json<TCalculatorEntry[]>();
      expect(entries.find((e) => e.currency.includes('BTC'))?.logo).toEqual({
        simple: url,
        withBackground: url,
      });
    });

    it('serves an SVG with a policy that runs nothing', async () => {
      const res = await upload(admin.access, SVG, 'logo.svg', 'image/svg+xml');
      expect(res.statusCode, res.body).toBe(201);
      const { url } = res.json<TAdminLogoUpload>();
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(served.headers['content-security-policy']).toBe(SVG_POLICY);
      expect(SVG_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers 404 for a logo that is not kept or cannot be one', async () => {
      for (const file of [`${'b'.repeat(64)}.png`, '..%2F..%2Fsecret', 'btc.svg']) {
        const res = await t.app.inject({ method: 'GET', url: `/media/logos/${file}` });
        expect(res.statusCode, file).toBe(404);
      }
    });
  });
});
