/**
 * The catalogue desk: reserves set with a reason (never below what open claims hold) and their
 * history, a currency's names, fields and pay-in address edited, a new direction, a direction's
 * terms changed and switched off — each served by the calculator at once and audited.
 */
import { dec } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from './helpers.js';
import { backOfficeClient, type TBackOffice } from './back-office.js';

describeEachDb('operator back office', (kind) => {
  const office = backOfficeClient();
  const { call, createClaim } = office;
  // Set by `office.open` before the tests run.
  let { t, id, operator, admin } = {} as TBackOffice;

  beforeAll(async () => {
    ({ t, id, operator, admin } = await office.open(kind));
  });
  afterAll(() => t.close());

  describe('catalogue', () => {
    const reserveOf = async (code: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/calculator/reserves/' }))
        .json<{ currency: string; amount: string }[]>()
        .find((r) => r.currency === code)?.amount;

    it('sets a reserve with a reason, never below what open claims hold, and keeps its history', async () => {
      const claimId = await createClaim(id.BTC, id.TCSBRUB, '0.01', {
        email: 'reserve@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      });
      const list = (await call('GET', '/admin/api/catalogue/currencies/', admin.access)).json();
      const tcs = list.find((c: { code: string }) => c.code === 'TCSBRUB');
      expect(dec(tcs.held).gt(0)).toBe(true);
      expect(dec(tcs.available).eq(dec(tcs.reserve).minus(dec(tcs.held)))).toBe(true);

      const tooLow = await call(
        'POST',
        `/admin/api/catalogue/currencies/${id.TCSBRUB}/reserve/`,
        admin.access,
        {
          reserve: '1',
          reason: 'counted the safe',
        },
      );
      expect(tooLow.statusCode).toBe(409);
      expect(tooLow.json().detail).toBe(
        `Резерв не может быть меньше суммы открытых заявок: ${tcs.held} RUB.`,
      );

      const target = dec(tcs.held).plus('1000.5').toFixed();
      const set = await call('POST', `/admin/api/catalogue/currencies/${id.TCSBRUB}/reserve/`, admin.access, {
        reserve: target,
        reason: 'bank balance at 18:00',
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ reserve: target, available: '1000.5' });
      // The calculator serves the new reserve at once.
      expect(await reserveOf('TCSBRUB')).toBe('1000.5');
      const history = (
        await call('GET', `/admin/api/catalogue/currencies/${id.TCSBRUB}/reserve/`, admin.access)
      ).json();
      expect(history.results[0]).toMatchObject({
        before: tcs.reserve,
        after: target,
        actor: 'admin@example.com',
        reason: 'bank balance at 18:00',
      });
      await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'cancel',
        reason: 'test',
      });
    });

    it('edits a currency’s names, input fields and pay-in address, checked and served at once', async () => {
      const url = `/admin/api/catalogue/currencies/${id.LTC}/`;
      const before = (await call('GET', url, admin.access)).json();
      expect(before).toMatchObject({ code: 'LTC', names: { en: expect.any(String) } });
      expect(before.payin.fields.length).toBeGreaterThan(0);
      const wallet = before.fields[0];

      const twice = await call('PATCH', `/en${url}`, admin.access, {
        fields: [wallet, wallet],
        reason: 'copy',
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().fields).toEqual({ 'fields.1.name': ['There is already a field with this name.'] });
      const nowhere = await call('PATCH', url, admin.access, {
        fields: [{ ...wallet, onSend: false, onReceive: false }],
        reason: 'x',
      });
      expect(Object.keys(nowhere.json().fields)).toEqual(['fields.0.onSend']);
      const badName = await call('PATCH', url, admin.access, {
        fields: [{ ...wallet, name: '1 wallet' }],
        reason: 'x',
      });
      expect(Object.keys(badName.json().fields)).toEqual(['fields.0.name']);

      const newAddress = 'ltc1qnewaddressfortheexchanger0000000000';
      const changed = await call('PATCH', url, admin.access, {
        names: { ru: 'Лайткоин', en: 'Litecoin (LTC)' },
        payin: { ...before.payin, fields: [{ ...before.payin.fields[0], value: newAddress }] },
        reason: 'new cold wallet',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ names: { en: 'Litecoin (LTC)' } });
      const entries = await t.app.inject({ method: 'GET', url: '/en/api/v1/calculator/' });
      expect(entries.body).toContain('Litecoin (LTC)');
      // A claim paid in LTC now shows the new address to pay to.
      const claimId = await createClaim(id.LTC, id.SBERRUB, '1', {
        email: 'ltc@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      });
      const requisite = await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/requisite/` });
      expect(JSON.stringify(requisite.json())).toContain(newAddress);
      const audit = await call(
        'GET',
        `/admin/api/audit/?targetType=currency&targetId=${id.LTC}`,
        admin.access,
      );
      expect(audit.json().results[0]).toMatchObject({
        action: 'currency.update',
        details: { changed: ['payin', 'name'] },
      });
    });

    it('opens a new direction from the currencies’ dollar rates, once', async () => {
      const list = (await call('GET', '/admin/api/catalogue/directions/', admin.access)).json<
        { from: { id: number }; to: { id: number } }[]
      >();
      const exists = (a: number, b: number) => list.some((d) => d.from.id === a && d.to.id === b);
      const [fromId, toId] = [id.LTC, id.ETH];
      expect(exists(fromId, toId)).toBe(false);
      const url = '/admin/api/catalogue/directions/';
      const base = { fromId, toId, courseSource: 'feed', marginPercent: '1', reason: 'clients ask for it' };

      expect((await call('POST', url, admin.access, { ...base, toId: fromId })).json().fields).toHaveProperty(
        'toId',
      );
      const manual = await call('POST', url, admin.access, { ...base, courseSource: 'manual' });
      expect(manual.json().fields).toHaveProperty('manualCourse');
      const formula = await call('POST', `/en${url}`, admin.access, {
        ...base,
        courseFormula: 'nonsense',
      });
      expect(formula.json().fields.courseFormula[0]).toMatch(/^A rate formula/);
      const huge = await call('POST', url, admin.access, { ...base, fromId: 9_007_199_254_740_991 });
      expect(huge.statusCode).toBe(400);
      expect(Object.keys(huge.json().fields)).toEqual(['fromId']);

      const created = await call('POST', url, admin.access, base);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ active: true, courseSource: 'feed', marginPercent: '1' });
      expect(created.json().courseFormula).toMatch(/\*1\//);
      expect(created.json().course).not.toBeNull();
      const pair = await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${fromId}/${toId}/` });
      expect(pair.statusCode).toBe(200);
      expect(pair.json().course).toBe(created.json().course);

      const again = await call('POST', url, admin.access, base);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(`Такое направление уже есть (№ ${created.json().id}): измените его.`);
    });

    it('changes a direction’s terms and switches it off, served by the calculator at once', async () => {
      const directions = (await call('GET', '/admin/api/catalogue/directions/', admin.access)).json();
      const d = directions.find(
        (x: { from: { id: number }; to: { id: number } }) => x.from.id === id.BTC && x.to.id === id.SBERRUB,
      );
      expect(d).toMatchObject({ active: true, course: '5043200' });
      const pair = async () =>
        t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/` });

      const limits = await call('PATCH', `/en/admin/api/catalogue/directions/${d.id}/`, admin.access, {
        toMin: '9000000',
        reason: 'raise the minimum',
      });
      expect(limits.statusCode).toBe(400);
      expect(limits.json().fields).toEqual({ toMax: ['The maximum is below the minimum.'] });

      const negative = await call('PATCH', `/admin/api/catalogue/directions/${d.id}/`, admin.access, {
        marginPercent: '-0.5',
        reason: 'a better course than the market',
      });
      expect(negative.statusCode).toBe(400);
      expect(Object.keys(negative.json().fields)).toEqual(['marginPercent']);

      const changed = await call('PATCH', `/admin/api/catalogue/directions/${d.id}/`, admin.access, {
        toMin: '10000',
        notify: { ru: 'Выплата в течение часа.', en: 'Paid out within an hour.' },
        reason: 'new terms',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ toMin: '10000', notify: { en: 'Paid out within an hour.' } });
      expect((await pair()).json()).toMatchObject({
        to: { min: '10000' },
        notify: 'Выплата в течение часа.',
      });

      const off = await call('PATCH', `/admin/api/catalogue/directions/${d.id}/`, admin.access, {
        active: false,
        reason: 'bank maintenance',
      });
      expect(off.json().active).toBe(false);
      expect((await pair()).statusCode).toBe(404);
      await call('PATCH', `/admin/api/catalogue/directions/${d.id}/`, admin.access, {
        active: true,
        toMin: '5000',
        notify: d.notify,
        reason: 'back',
      });
      expect((await pair()).statusCode).toBe(200);

      const audit = await call(
        'GET',
        `/admin/api/audit/?targetType=direction&targetId=${d.id}`,
        admin.access,
      );
      expect(audit.json().results.at(-1)).toMatchObject({
        action: 'direction.update',
        reason: 'new terms',
        details: { after: { toMin: '10000' } },
      });
      const feeds = await call('GET', '/admin/api/catalogue/feeds/', admin.access);
      expect(feeds.statusCode).toBe(200);
      expect(Array.isArray(feeds.json())).toBe(true);
    });
  });
});
