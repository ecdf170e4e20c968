/**
 * The catalogue's lists by page (issue 22): directions and currencies narrowed by text and state,
 * each page read by the server, the pages together the whole list in its order, none repeated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from './helpers.js';
import { backOfficeClient, type TBackOffice } from './back-office.js';

interface TDirection {
  id: number;
  active: boolean;
  course: string | null;
  from: { code: string; name: string };
  to: { code: string; name: string };
}
interface TPage<T> {
  count: number;
  page: number;
  size: number;
  results: T[];
}

describeEachDb('catalogue lists by page', (kind) => {
  const office = backOfficeClient();
  const { call } = office;
  let { t, id, operator, admin } = {} as TBackOffice;

  beforeAll(async () => {
    ({ t, id, operator, admin } = await office.open(kind));
  });
  afterAll(() => t.close());

  const get = async <T>(url: string) => {
    const res = await call('GET', url, admin.access);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const allPages = async (query: string) => {
    const first = await get<TPage<TDirection>>(`/admin/api/catalogue/directions/page/?size=7&${query}`);
    const results = [...first.results];
    for (let page = 2; page <= Math.ceil(first.count / 7); page += 1)
      results.push(
        ...(
          await get<TPage<TDirection>>(`/admin/api/catalogue/directions/page/?size=7&page=${page}&${query}`)
        ).results,
      );
    return { count: first.count, results };
  };

  describe('directions', () => {
    it('pages through every direction in the order of the whole list, none repeated', async () => {
      const whole = await get<TDirection[]>('/admin/api/catalogue/directions/');
      const paged = await allPages('');
      expect(paged.count).toBe(whole.length);
      expect(paged.results.map((d) => d.id)).toEqual(whole.map((d) => d.id));
    });

    it('narrows by a currency’s code or name, in either language, and by state', async () => {
      const whole = await get<TDirection[]>('/admin/api/catalogue/directions/');
      const btc = await allPages('q=btc');
      expect(btc.results.map((d) => d.id)).toEqual(
        whole.filter((d) => d.from.code === 'BTC' || d.to.code === 'BTC').map((d) => d.id),
      );
      const russian = await get<TPage<TDirection>>(
        '/admin/api/catalogue/directions/page/?q=%D0%A1%D0%B1%D0%B5%D1%80',
      );
      expect(russian.count).toBeGreaterThan(0);
      expect(russian.results.every((d) => d.from.code === 'SBERRUB' || d.to.code === 'SBERRUB')).toBe(true);
      const none = await get<TPage<TDirection>>('/admin/api/catalogue/directions/page/?q=nothing-like-it');
      expect(none).toEqual({ count: 0, page: 1, size: 20, results: [] });

      const target = whole.find((d) => d.active && d.from.code === 'BTC');
      const off = await call('PATCH', `/admin/api/catalogue/directions/${target?.id}/`, admin.access, {
        active: false,
        reason: 'paging test',
      });
      expect(off.statusCode, off.body).toBe(200);
      const inactive = await allPages('state=inactive&q=BTC');
      expect(inactive.results.map((d) => d.id)).toContain(target?.id);
      expect(inactive.results.every((d) => !d.active)).toBe(true);
      const active = await allPages('state=active');
      expect(active.results.every((d) => d.active)).toBe(true);
      expect(active.count + (await allPages('state=inactive')).count).toBe(whole.length);
      const now = await get<TDirection[]>('/admin/api/catalogue/directions/');
      const unavailable = await allPages('state=unavailable');
      expect(unavailable.results.map((d) => d.id)).toEqual(
        now.filter((d) => d.active && d.course === null).map((d) => d.id),
      );
    });

    it('names a bad filter, and is for administrators', async () => {
      const bad = await call(
        'GET',
        '/en/admin/api/catalogue/directions/page/?state=gone&size=1000',
        admin.access,
      );
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['size', 'state']);
      expect((await call('GET', '/admin/api/catalogue/directions/page/', operator.access)).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/admin/api/catalogue/directions/page/', null)).statusCode).toBe(401);
    });
  });

  describe('currencies', () => {
    it('pages and narrows by code, ticker or name and by state', async () => {
      const whole = await get<{ id: number; code: string; active: boolean }[]>(
        '/admin/api/catalogue/currencies/',
      );
      const first = await get<TPage<{ id: number }>>('/admin/api/catalogue/currencies/page/?size=5');
      const second = await get<TPage<{ id: number }>>('/admin/api/catalogue/currencies/page/?size=5&page=2');
      expect(first.count).toBe(whole.length);
      expect([...first.results, ...second.results].map((c) => c.id)).toEqual(
        whole.slice(0, 10).map((c) => c.id),
      );
      const usdt = await get<TPage<{ code: string }>>(
        '/admin/api/catalogue/currencies/page/?q=usdt&size=100',
      );
      expect(usdt.results.map((c) => c.code)).toEqual(
        whole.filter((c) => c.code.includes('USDT')).map((c) => c.code),
      );
      const off = await call('PATCH', `/admin/api/catalogue/currencies/${id.LTC}/`, admin.access, {
        active: false,
        reason: 'paging test',
      });
      expect(off.statusCode, off.body).toBe(200);
      const inactive = await get<TPage<{ code: string }>>(
        '/admin/api/catalogue/currencies/page/?state=inactive&size=100',
      );
      expect(inactive.results.map((c) => c.code)).toContain('LTC');
      expect((await call('GET', '/admin/api/catalogue/currencies/page/', operator.access)).statusCode).toBe(
        403,
      );
    });
  });
});
