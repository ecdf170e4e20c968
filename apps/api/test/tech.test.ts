import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

describeEachDb('technical works banner', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('is off on a fresh database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/calculator/tech/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maintenance: false, message: '', demo: false });
  });

  it('shows the message in the language of the request, with or without the trailing slash', async () => {
    const tech = t.app.services.tech;
    await tech.setTech({
      maintenance: true,
      message: { ru: 'Технические работы до 12:00', en: 'Maintenance until 12:00' },
    });
    const ru = await t.app.inject({ method: 'GET', url: '/api/v1/calculator/tech/' });
    expect(ru.json()).toEqual({ maintenance: true, message: 'Технические работы до 12:00', demo: false });
    const en = await t.app.inject({ method: 'GET', url: '/en/api/v1/calculator/tech' });
    expect(en.json()).toEqual({ maintenance: true, message: 'Maintenance until 12:00', demo: false });

    await tech.setTech({ maintenance: false, message: { ru: 'x', en: 'x' } });
    const off = await t.app.inject({ method: 'GET', url: '/en/api/v1/calculator/tech/' });
    expect(off.json()).toEqual({ maintenance: false, message: '', demo: false });
  });
});
