/**
 * The demo-data warning: on while a currency asks to be paid to a demo requisite, off once an
 * administrator replaced every one of them or turned the warning off (operators may not), in the
 * tech answer every page loads (docs/decisions/031-demo-banner-and-proof-of-work.md).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_REQUISITES } from '../src/modules/catalogue/index.js';
import { backOfficeClient, type TBackOffice } from './back-office.js';
import { buildTestApp, describeEachDb } from './helpers.js';

describeEachDb('demo-data warning', (kind) => {
  const office = backOfficeClient();
  const { call } = office;
  let { t, operator, admin } = {} as TBackOffice;

  beforeAll(async () => {
    ({ t, operator, admin } = await office.open(kind));
  });
  afterAll(() => t.close());

  const demoShown = async (prefix = '') =>
    (await t.app.inject({ method: 'GET', url: `${prefix}/api/v1/calculator/tech/` })).json<{
      demo: boolean;
    }>().demo;
  const put = (access: string, payload: object, prefix = '') =>
    t.app.inject({
      method: 'PUT',
      url: `${prefix}/admin/api/settings/demo-banner/`,
      headers: { authorization: `Bearer ${access}` },
      remoteAddress: office.remoteAddress(),
      payload,
    });

  it('is off without demo data', async () => {
    const empty = await buildTestApp(kind);
    try {
      const res = await empty.app.inject({ method: 'GET', url: '/api/v1/calculator/tech/' });
      expect(res.json()).toEqual({ maintenance: false, message: '', demo: false });
    } finally {
      await empty.close();
    }
  });

  it('is on with the demo catalogue, in both languages', async () => {
    expect(await demoShown()).toBe(true);
    expect(await demoShown('/en')).toBe(true);
    const state = await call('GET', '/admin/api/settings/demo-banner/', operator.access);
    expect(state.json()).toEqual({ enabled: true, demoRequisites: true, shown: true });
  });

  it('is turned off by an administrator only, audited, and on again', async () => {
    const refused = await put(operator.access, { enabled: false }, '/en');
    expect(refused.statusCode).toBe(403);
    expect(await demoShown()).toBe(true);
    const bad = await put(admin.access, { enabled: 'no' }, '/en');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['enabled']);

    const off = await put(admin.access, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, demoRequisites: true, shown: false });
    expect(await demoShown()).toBe(false);
    expect(await demoShown('/en')).toBe(false);
    const audit = await call(
      'GET',
      '/admin/api/audit/?targetType=setting&targetId=demo_banner',
      admin.access,
    );
    expect(audit.json().results[0]).toMatchObject({ action: 'setting.demo_banner', reason: 'off' });

    expect((await put(admin.access, { enabled: true })).json()).toMatchObject({ shown: true });
    expect(await demoShown()).toBe(true);
  });

  it('goes once the administrator replaced every demo requisite', async () => {
    const list = (await call('GET', '/admin/api/catalogue/currencies/', admin.access)).json<
      { id: number }[]
    >();
    let replaced = 0;
    for (const { id } of list) {
      const url = `/admin/api/catalogue/currencies/${id}/`;
      const currency = (await call('GET', url, admin.access)).json<{
        payin: { fields: { value: string }[]; memo: object };
      }>();
      if (!currency.payin.fields.some((f) => DEMO_REQUISITES.has(f.value))) continue;
      // Still shown while one demo requisite is left.
      expect(await demoShown()).toBe(true);
      const fields = currency.payin.fields.map((f) =>
        DEMO_REQUISITES.has(f.value) ? { ...f, value: `REAL-${id}-${(replaced += 1)}` } : f,
      );
      const res = await call('PATCH', url, admin.access, {
        payin: { ...currency.payin, fields },
        reason: 'our own requisites',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(replaced).toBeGreaterThan(10);
    expect(await demoShown()).toBe(false);
    const state = await call('GET', '/admin/api/settings/demo-banner/', admin.access);
    expect(state.json()).toEqual({ enabled: true, demoRequisites: false, shown: false });
  });
});
