/** Claims refused: each bad field named by its wire name, 409 for the state of the exchanger. */
import { sql } from 'drizzle-orm';
import { dec, toPlainString } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, currencies } from '../src/db/schema.js';
import { AppError } from '../src/lib/app-error.js';
import { CLAIM_WIRE_NAMES, claimInputFromWire, withWireNames } from '../src/modules/claims/claim-wire.js';
import { setRates, type TDemoCode } from './catalogue-fixture.js';
import { claimCalls, heldBesideOpenClaims, VALID_CARD } from './claim-fixture.js';
import { describeEachDb, type TTestApp } from './helpers.js';
import { seededApp } from './seeded-app.js';

describeEachDb('claims', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  beforeAll(async () => {
    ({ t, id } = await seededApp(kind));
  });
  afterAll(() => t.close());
  const { body, create } = claimCalls(
    () => t,
    () => id,
  );
  const count = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(claims))[0]?.n ?? 0;

  it('refuses bad input naming each field, in the request language, and stores nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'nope' }, 'email', 'Неверный адрес e-mail.'],
      [{ agree: false }, 'agree', 'Нужно согласиться с правилами обмена и политикой AML/KYC.'],
      [{ fromSumma: '1,5' }, 'fromSumma', 'Введите неотрицательное число с точкой, например 0.015.'],
      [{ fromSumma: '-1' }, 'fromSumma', 'Введите неотрицательное число с точкой, например 0.015.'],
      [{ fromSumma: 0.01 }, 'fromSumma', ''],
      [
        { toSumma: '60000' },
        'toSumma',
        'Сумма к получению не совпадает с расчётом по текущему курсу. Обновите расчёт.',
      ],
      [{ fromSumma: '0.0001', toSumma: '504.32' }, 'fromSumma', 'Сумма меньше минимальной: 0.00099144 BTC.'],
      [{ fromSumma: '0.123456789' }, 'fromSumma', 'Слишком много знаков после точки.'],
      [
        { toRequisites: { card: '4111 1111 1111 1112', cardholder: 'IVAN IVANOV' } },
        'toRequisites.card',
        'Ошибка в номере или адресе: не сходится контрольная сумма.',
      ],
      [{ toRequisites: { cardholder: 'IVAN IVANOV' } }, 'toRequisites.card', 'Заполните это поле.'],
      [{ toPs: 9999 }, 'toPs', 'Такой валюты нет или она отключена.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await create(body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().code).toBe('validation_error');
      expect(Object.keys(res.json().fields), JSON.stringify(over)).toContain(field);
      if (message) expect(res.json().fields[field]).toContain(message);
    }
    const en = await create(body({ email: 'x' }), '/en/api/v1/claim/');
    expect(en.json().fields.email).toEqual(['Invalid e-mail address.']);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(noBody.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses with 409 an unavailable direction, maintenance and an exhausted reserve', async () => {
    const same = await create(
      body({
        toPs: id.BTC,
        toSumma: '0.01',
        toRequisites: { wallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      }),
    );
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('conflict');

    await t.app.services.tech.setTech({ maintenance: true, message: { ru: 'Работы', en: 'Works' } });
    const maintenance = await create(body());
    expect(maintenance.statusCode).toBe(409);
    await t.app.services.tech.setTech({ maintenance: false, message: { ru: '', en: '' } });

    await t.database.db
      .update(currencies)
      .set({ reserve: '60000' })
      .where(sql`code = 'TCSBRUB'`);
    await t.database.db.execute(sql`update catalogue_state set version = version + 1`);
    await t.app.services.catalogue.reload();
    const first = await create(body({ toPs: id.TCSBRUB }));
    expect(first.statusCode).toBe(201);
    // The snapshot now knows the reserve left: the maximum shrinks and the client is told so.
    const reserve = (await t.app.inject({ method: 'GET', url: '/api/v1/calculator/reserves/' })).json();
    expect(reserve.find((r: { currency: string }) => r.currency === 'TCSBRUB').amount).toBe('9568');
    const second = await create(body({ toPs: id.TCSBRUB }));
    expect(second.statusCode).toBe(400);
    expect(second.json().fields.fromSumma).toEqual(['Сумма больше максимальной: 0.0018972 BTC.']);

    // Another process lowers the reserve and this snapshot has not seen it yet: the database
    // still refuses the hold.
    await t.database.db
      .update(currencies)
      .set({ reserve: '50000' })
      .where(sql`code = 'ACRUB'`);
    const exhausted = await create(body({ toPs: id.ACRUB }));
    expect(exhausted.statusCode).toBe(409);
    expect(exhausted.json().detail).toBe(
      'Недостаточно резерва RUB для этой суммы. Уменьшите сумму или попробуйте позже.',
    );
    await t.database.db
      .update(currencies)
      .set({ reserve: '9300000' })
      .where(sql`code = 'ACRUB'`);

    // Cancelling releases the hold.
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/claim/${first.json().id}/cancel/` });
    expect(cancel.json()).toEqual({ status: 'cancelled' });
    expect((await create(body({ toPs: id.TCSBRUB }))).statusCode).toBe(201);
  });

  it('refuses a claim whose rate went stale, with 409', async () => {
    await setRates(t, { 'binance:LTCUSDT': '80' }, new Date(Date.now() - 10 * 60_000));
    const res = await create(
      body({
        fromPs: id.LTC,
        fromSumma: '1',
        toSumma: '6400.00',
        toRequisites: { card: VALID_CARD, cardholder: 'IVAN IVANOV' },
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      detail: 'Это направление обмена сейчас недоступно.',
    });
    await setRates(t, { 'binance:LTCUSDT': '80' }, new Date());
  });
  it("keeps every currency's held amount equal to the open claims it holds for", async () => {
    const rows = await heldBesideOpenClaims(t);
    for (const row of rows) expect(toPlainString(dec(row.held)), row.code).toBe(toPlainString(dec(row.open)));
  });
});

describe('claim wire names', () => {
  it('maps the wire body to the domain input', () => {
    const wire = {
      email: 'a@b.co',
      fromPs: 1,
      toPs: 2,
      fromSumma: '0.01',
      toSumma: '50432.00',
      fromRequisites: { wallet: 'w' },
      toRequisites: { card: 'c' },
      refferal: 'abc',
      promocode: 'P',
      invoice: '00000000-0000-4000-8000-000000000000',
      altcha: 'solution',
      refundAddress: 'ltc1qrefund',
      agree: true as const,
    };
    const input: Record<string, unknown> = { ...claimInputFromWire(wire) };
    for (const [domain, name] of Object.entries(CLAIM_WIRE_NAMES))
      expect(input[domain], domain).toEqual(wire[name]);
    expect(input).toMatchObject({
      email: 'a@b.co',
      promocode: 'P',
      altcha: 'solution',
      refundAddress: 'ltc1qrefund',
    });
    expect(Object.keys(input).sort()).toEqual(
      [...Object.keys(CLAIM_WIRE_NAMES), 'email', 'promocode', 'altcha', 'refundAddress'].sort(),
    );
  });

  it('renames the fields a use case refused to their wire names, and nothing else', () => {
    const refused = new AppError('validation_error', 'amount_below_min', {
      params: { limit: '1', currency: 'BTC' },
      fields: {
        sendAmount: ['amount_below_min'],
        'receiveRequisites.card': ['requisite_invalid_checksum'],
        'sendRequisites.city': ['city_unknown'],
        toCurrencyId: ['invoice_currency'],
        promocode: ['promocode_not_found'],
      },
    });
    const renamed = withWireNames(refused, CLAIM_WIRE_NAMES);
    expect(renamed).toBeInstanceOf(AppError);
    expect(renamed).toMatchObject({
      code: 'validation_error',
      messageKey: 'amount_below_min',
      params: { limit: '1', currency: 'BTC' },
    });
    expect((renamed as AppError).fields).toEqual({
      fromSumma: ['amount_below_min'],
      'toRequisites.card': ['requisite_invalid_checksum'],
      'fromRequisites.city': ['city_unknown'],
      toPs: ['invoice_currency'],
      promocode: ['promocode_not_found'],
    });
    const conflict = new AppError('conflict', 'reserve_exhausted');
    expect(withWireNames(conflict, CLAIM_WIRE_NAMES)).toBe(conflict);
    const bug = new Error('bug');
    expect(withWireNames(bug, CLAIM_WIRE_NAMES)).toBe(bug);
  });
});
