/**
 * "About the exchanger" (docs/decisions/036-about-and-working-hours.md): administrators state the
 * legal name, jurisdiction, address and working hours (operators read them), visitors get them
 * with the contacts, and outside the hours the rates export leaves out the manual directions.
 */
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, siteSettings } from '../src/db/schema.js';
import { seedCatalogue } from './catalogue-fixture.js';
import { buildTestApp, createMember, describeEachDb, type TTestApp } from './helpers.js';

type TMethod = 'GET' | 'PUT' | 'DELETE';

const ABOUT = {
  legalName: { ru: 'ООО «Обменник»', en: 'Obmennik LLC' },
  jurisdiction: { ru: 'Республика Казахстан', en: 'Republic of Kazakhstan' },
  address: { ru: 'Алматы, пр. Абая, 1', en: '1 Abay Ave, Almaty' },
  hours: {
    alwaysOpen: false,
    timeZone: 'Asia/Almaty',
    days: [5, 1, 2, 3, 4],
    opens: '09:00',
    closes: '21:00',
  },
};

/** `HH:MM` of `at` plus `minutes` in UTC. */
const hhmm = (at: Date, minutes: number) =>
  new Date(at.getTime() + minutes * 60_000).toISOString().slice(11, 16);

describeEachDb('about the exchanger', (kind) => {
  let t: TTestApp;
  let operator: { access: string };
  let admin: { access: string };
  let user: { access: string };

  const as = (access: string | null, method: TMethod, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(access ? { headers: { authorization: `Bearer ${access}` } } : {}),
    });
  const items = (xml: string) => {
    const parsed = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml) as {
      rates: { item?: unknown[] } | '';
    };
    return parsed.rates === '' ? [] : (parsed.rates.item ?? []);
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { LOG_LEVEL: 'error' } });
    await seedCatalogue(t);
    operator = await createMember(t, 'operator@example.com', 'operator');
    admin = await createMember(t, 'admin@example.com', 'admin');
    user = await createMember(t, 'user@example.com', 'user');
  });
  afterAll(() => t.close());

  describe('the back office', () => {
    const calls: [TMethod, string, object?][] = [
      ['GET', '/admin/api/settings/about/'],
      ['PUT', '/admin/api/settings/about/', ABOUT],
      ['DELETE', '/admin/api/settings/about/'],
    ];

    it('keeps guests (401), users (403) and, for changes, operators (403 admin_only) out', async () => {
      for (const [method, url, body] of calls) {
        expect((await as(null, method, url, body)).statusCode, url).toBe(401);
        expect((await as(user.access, method, url, body)).statusCode, url).toBe(403);
      }
      const read = await as(operator.access, 'GET', '/admin/api/settings/about/');
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ source: 'none', updatedAt: null, hours: null });
      const refused = await as(operator.access, 'PUT', '/admin/api/settings/about/', ABOUT);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('permission_denied');
      // Auth before validation: an operator's bad body is refused for the role, not the body.
      expect((await as(operator.access, 'PUT', '/admin/api/settings/about/', {})).statusCode).toBe(403);
      expect(await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, 'about'))).toEqual(
        [],
      );
    });

    it('names a bad time zone, a bad time and equal opening and closing times, in the request language', async () => {
      const bad = { ...ABOUT, hours: { ...ABOUT.hours, timeZone: 'Mars/Olympus', opens: '25:00' } };
      const en = await as(admin.access, 'PUT', '/en/admin/api/settings/about/', bad);
      expect(en.statusCode).toBe(400);
      const fields = en.json<{ fields: Record<string, string[]> }>().fields;
      expect(Object.keys(fields).sort()).toEqual(['hours.opens', 'hours.timeZone']);
      expect(fields['hours.timeZone']?.[0]).toMatch(/time zone/i);
      const same = { ...ABOUT, hours: { ...ABOUT.hours, opens: '10:00', closes: '10:00' } };
      const ru = await as(admin.access, 'PUT', '/admin/api/settings/about/', same);
      expect(ru.statusCode).toBe(400);
      expect(Object.keys(ru.json().fields)).toEqual(['hours.closes']);
      expect(ru.json().fields['hours.closes'][0]).toMatch(/[а-я]/);
      const noDays = { ...ABOUT, hours: { ...ABOUT.hours, days: [] } };
      expect(
        Object.keys((await as(admin.access, 'PUT', '/admin/api/settings/about/', noDays)).json().fields),
      ).toEqual(['hours.days']);
    });

    it('saves the block (audited), shows it to visitors with the contacts, and removes it on reset', async () => {
      const saved = await as(admin.access, 'PUT', '/admin/api/settings/about/', ABOUT);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        ...ABOUT,
        hours: { ...ABOUT.hours, days: [1, 2, 3, 4, 5] },
        source: 'settings',
      });
      expect(typeof saved.json().updatedAt).toBe('string');

      const publicAnswer = (await as(null, 'GET', '/api/v1/contacts/')).json();
      expect(publicAnswer.about).toEqual({ ...ABOUT, hours: { ...ABOUT.hours, days: [1, 2, 3, 4, 5] } });
      expect(publicAnswer).toHaveProperty('email');

      const reset = await as(admin.access, 'DELETE', '/admin/api/settings/about/');
      expect(reset.json()).toMatchObject({ source: 'none', legalName: { ru: '', en: '' }, hours: null });
      expect((await as(null, 'GET', '/api/v1/contacts/')).json().about).toMatchObject({ hours: null });

      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'about'));
      expect(audit.map((a) => a.action)).toEqual(['setting.about', 'setting.about.reset']);
      expect(audit[0]?.reason).toContain('Obmennik LLC');
    });
  });

  describe('the rates export', () => {
    const saveHours = async (hours: object | null) => {
      const res = await as(admin.access, 'PUT', '/admin/api/settings/about/', { ...ABOUT, hours });
      expect(res.statusCode, res.body).toBe(200);
      // Every process reads the setting at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    };
    const every = { timeZone: 'UTC', days: [1, 2, 3, 4, 5, 6, 7] };

    it('lists the manual directions within the working hours and none outside them', async () => {
      const now = new Date();
      // Open from an hour ago to an hour ahead (past midnight when that is where "now" is).
      await saveHours({ alwaysOpen: false, ...every, opens: hhmm(now, -60), closes: hhmm(now, 60) });
      const open = await as(null, 'GET', '/export/rates.xml');
      expect(items(open.body).length).toBeGreaterThan(40);

      // Opens in an hour and closes in two: closed now.
      await saveHours({ alwaysOpen: false, ...every, opens: hhmm(now, 60), closes: hhmm(now, 120) });
      const closed = await as(null, 'GET', '/export/rates.xml');
      expect(closed.statusCode).toBe(200);
      expect(items(closed.body)).toEqual([]);
      expect(closed.headers.etag).not.toBe(open.headers.etag);
      expect((await as(null, 'GET', '/export/rates.json')).json()).toEqual({ rates: [] });
      // A monitor holding the open file gets the new one, not a 304.
      const again = await t.app.inject({
        method: 'GET',
        url: '/export/rates.xml',
        headers: { 'if-none-match': String(open.headers.etag) },
      });
      expect(again.statusCode).toBe(200);

      // Around the clock, or no hours stated: open.
      await saveHours({ alwaysOpen: true, ...every, opens: '', closes: '' });
      expect(items((await as(null, 'GET', '/export/rates.xml')).body).length).toBeGreaterThan(40);
      await saveHours(null);
      expect(items((await as(null, 'GET', '/export/rates.xml')).body).length).toBeGreaterThan(40);
    });
  });
});
