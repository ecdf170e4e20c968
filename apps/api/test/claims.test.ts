import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { dec, toPlainString } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEvents, claims, currencies } from '../src/db/schema.js';
import { ids, seedCatalogue, setRates, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

const VALID_CARD = '4111111111111111';

describeEachDb('claims', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
  });
  afterAll(() => t.close());

  /** A valid BTC → Sberbank claim body for 0.01 BTC at 5 043 200 RUB/BTC. */
  const body = (over: Record<string, unknown> = {}) => ({
    email: 'Client@Example.com',
    fromPs: id.BTC,
    toPs: id.SBERRUB,
    fromSumma: '0.01',
    toSumma: '50432.00',
    fromRequisites: {},
    toRequisites: { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' },
    agree: true,
    ...over,
  });
  const create = (payload: unknown, url = '/api/v1/claim/') =>
    t.app.inject({ method: 'POST', url, payload: payload as object });
  const count = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(claims))[0]?.n ?? 0;

  it('creates a claim with server-computed amounts and follows it to paid', async () => {
    const res = await create(body());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'new', redirect: `/claim/${created.id}` });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const form = (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${created.id}/form/` })).json();
    expect(form).toMatchObject({
      status: 'new',
      email: 'client@example.com',
      from: { id: id.BTC, currency: 'BTC', amount: '0.01000000' },
      to: { id: id.SBERRUB, currency: 'RUB', name: 'Сбербанк', amount: '50432.00' },
      course: '5043200',
      toRequisites: { card: VALID_CARD, cardholder: 'IVAN IVANOV' },
      fromRequisites: {},
      verificationRequired: false,
    });
    expect(new Date(form.expiresAt).getTime() - new Date(form.createdAt).getTime()).toBe(30 * 60_000);

    const requisite = (
      await t.app.inject({ method: 'GET', url: `/en/api/v1/claim/${created.id}/requisite/` })
    ).json();
    expect(requisite).toMatchObject({
      currency: 'BTC',
      amount: '0.01000000',
      fields: [{ name: 'address', label: 'Address to pay to', qr: true }],
    });

    const confirm = await t.app.inject({ method: 'POST', url: `/api/v1/claim/${created.id}/confirm/` });
    expect(confirm.json()).toEqual({ status: 'paid' });
    const again = await t.app.inject({ method: 'POST', url: `/en/api/v1/claim/${created.id}/confirm/` });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Not possible: the claim is "paid".');
    const status = (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${created.id}/status/` })).json();
    expect(status.status).toBe('paid');

    const events = await t.app.services.claims.act(
      created.id,
      'payment_received',
      { type: 'operator', id: 'op1' },
      'seen',
    );
    expect(events.status).toBe('processing');
    const history = await t.database.db
      .select({
        action: claimEvents.action,
        from_status: claimEvents.fromStatus,
        to_status: claimEvents.toStatus,
        actor_type: claimEvents.actorType,
      })
      .from(claimEvents)
      .where(sql`claim_id = ${created.id}`)
      .orderBy(claimEvents.id);
    expect(history).toEqual([
      { action: 'create', from_status: null, to_status: 'new', actor_type: 'client' },
      { action: 'confirm', from_status: 'new', to_status: 'paid', actor_type: 'client' },
      { action: 'payment_received', from_status: 'paid', to_status: 'processing', actor_type: 'operator' },
    ]);
  });

  it('redirects English clients to the English claim page and accepts a one-unit difference', async () => {
    const res = await create(body({ toSumma: '50432.01' }), '/en/api/v1/claim/');
    expect(res.statusCode).toBe(201);
    expect(res.json().redirect).toBe(`/en/claim/${res.json().id}`);
  });

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

  it('keeps only the visible requisites', async () => {
    const res = await create(
      body({
        fromRequisites: { card: '5555555555554444', wallet: 'x' },
        toRequisites: { card: VALID_CARD, cardholder: 'Ivan Ivanov', wallet: 'bc1q', extra: 'x' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const form = (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${res.json().id}/form/` })).json();
    expect(form.toRequisites).toEqual({ card: VALID_CARD, cardholder: 'Ivan Ivanov' });
    // BTC's optional refund address is the only send-side field; the card was not asked for.
    expect(form.fromRequisites).toEqual({});
  });

  it('asks cash clients for a city of the currency', async () => {
    const cash = {
      fromPs: id.USDTTRC20,
      toPs: id.CASHRUB,
      fromSumma: '1000',
      toSumma: '79400',
      toRequisites: { phone: '+7 900 123-45-67' },
    };
    const missing = await create(body(cash));
    expect(missing.json().fields['toRequisites.city']).toEqual(['Заполните это поле.']);
    const ok = await create(body({ ...cash, toRequisites: { phone: '+79001234567', city: '1' } }));
    expect(ok.statusCode).toBe(201);
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

  it('expires unpaid claims past their lifetime and releases their hold', async () => {
    const res = await create(body({ toPs: id.ACRUB }));
    const claimId = res.json().id as string;
    const available = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/calculator/reserves/' }))
        .json()
        .find((r: { currency: string }) => r.currency === 'ACRUB').amount;
    expect(await available()).toBe('9249568');
    await t.database.db.execute(
      sql`update claims set expires_at = now() - interval '1 second' where id = ${claimId}`,
    );
    expect(await t.app.services.claims.expireDue()).toBe(1);
    expect(await t.app.services.claims.expireDue()).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/status/` })).json().status,
    ).toBe('expired');
    expect(await available()).toBe('9300000');
    const late = await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
    expect(late.statusCode).toBe(409);
  });

  it('expires each due claim once even when several processes run the job at once', async () => {
    const made = await Promise.all([0, 1, 2].map(() => create(body({ toPs: id.ACRUB }))));
    for (const res of made) expect(res.statusCode).toBe(201);
    await t.database.db.execute(
      sql`update claims set expires_at = now() - interval '1 second' where status = 'new' and to_id = ${id.ACRUB}`,
    );
    const counts = await Promise.all([0, 1, 2, 3].map(() => t.app.services.claims.expireDue()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    const events = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(claimEvents)
      .where(
        sql`action = 'expire' and claim_id in (${sql.join(
          made.map((r) => sql`${r.json().id as string}::uuid`),
          sql`, `,
        )})`,
      );
    expect(events[0]?.n).toBe(3);
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

  it('hides claims behind unguessable ids', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${randomUUID()}/form/` })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/claim/123/status/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.id).toEqual(['Неверный номер заявки.']);
  });

  describe('under concurrency', () => {
    const room = async (code: string, reserve: string) => {
      await t.database.db
        .update(currencies)
        .set({ reserve })
        .where(sql`code = ${code}`);
      await t.database.db.execute(sql`update catalogue_state set version = version + 1`);
      await t.app.services.catalogue.reload();
    };
    const held = async (toId: number) => {
      const [row] = await t.database.db
        .select({ sum: sql<string>`coalesce(sum(to_amount), 0)::text` })
        .from(claims)
        .where(sql`to_id = ${toId} and status in ('new','verification','paid','processing')`);
      return dec(row?.sum ?? '0');
    };

    it('never holds more than the reserve with 200 simultaneous creations through the API', async () => {
      await room('CARDRUB', '353024'); // room for exactly 7 claims of 50 432 RUB
      const results = await Promise.all(
        Array.from({ length: 200 }, () => create(body({ toPs: id.CARDRUB }))),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(7);
      // The rest are told the reserve is gone (409) or, once this process has seen it, that the
      // amount is above the new maximum (400). Never a 5xx.
      expect(codes.every((c) => c === 201 || c === 409 || c === 400)).toBe(true);
      expect((await held(id.CARDRUB)).lte('353024')).toBe(true);
    });

    it('takes holds atomically in the database even when every request passed the snapshot', async () => {
      await room('SBPRUB', '100000');
      const snapshot = t.app.services.catalogue.snapshot();
      const live = snapshot.live.get(`${id.BTC}:${id.SBPRUB}`)!;
      const now = new Date();
      const attempts = Array.from({ length: 200 }, () =>
        repoCreate(
          {
            directionId: live.direction.id,
            fromId: id.BTC,
            toId: id.SBPRUB,
            fromAmount: '0.00198',
            toAmount: '9985.53',
            course: live.course,
          },
          now,
        ),
      );
      const created = (await Promise.all(attempts)).filter((r) => typeof r !== 'string');
      expect(created).toHaveLength(10);
      expect((await held(id.SBPRUB)).lte('100000')).toBe(true);
    });

    it('admits a batch of creations in arrival order while the reserve covers them, and refuses only a broken one', async () => {
      await room('ACRUB', '25000');
      const { createClaimsRepo } = await import('../src/modules/claims/claims.repo.js');
      const repo = createClaimsRepo(t.database.db); // one repository: its creations share batches
      const live = t.app.services.catalogue.snapshot().live.get(`${id.BTC}:${id.ACRUB}`)!;
      const claim = (toAmount: string, directionId = live.direction.id) => ({
        id: randomUUID(),
        directionId,
        fromId: id.BTC,
        toId: id.ACRUB,
        fromAmount: '0.001',
        toAmount,
        course: live.course,
        status: 'new' as const,
        email: 'batch@example.com',
        fromRequisites: {},
        toRequisites: {},
        locale: 'ru',
        expiresAt: new Date(Date.now() + 60_000),
      });
      const results = await Promise.allSettled([
        repo.createWithHold(claim('10000'), { type: 'client' }),
        repo.createWithHold(claim('10000'), { type: 'client' }),
        repo.createWithHold(claim('1', 2_000_000_000), { type: 'client' }), // no such direction
        repo.createWithHold(claim('10000'), { type: 'client' }), // 5 000 left: refused
        repo.createWithHold(claim('5000'), { type: 'client' }), // fits exactly
      ]);
      expect(
        results.map((r) =>
          r.status === 'rejected' ? 'error' : typeof r.value === 'string' ? r.value : r.value.toAmount,
        ),
      ).toEqual([
        expect.stringMatching(/^10000/),
        expect.stringMatching(/^10000/),
        'error',
        'reserve',
        expect.stringMatching(/^5000/),
      ]);
      expect((await held(id.ACRUB)).eq('25000')).toBe(true);
      const [row] = await t.database.db
        .select({ held: currencies.held })
        .from(currencies)
        .where(sql`id = ${id.ACRUB}`);
      expect(dec(row?.held ?? '0').eq('25000')).toBe(true);
    });

    async function repoCreate(
      amounts: {
        directionId: number;
        fromId: number;
        toId: number;
        fromAmount: string;
        toAmount: string;
        course: string;
      },
      now: Date,
    ) {
      const { createClaimsRepo } = await import('../src/modules/claims/claims.repo.js');
      return createClaimsRepo(t.database.db).createWithHold(
        {
          id: randomUUID(),
          ...amounts,
          status: 'new',
          email: 'race@example.com',
          fromRequisites: {},
          toRequisites: {},
          locale: 'ru',
          expiresAt: new Date(now.getTime() + 60_000),
        },
        { type: 'client' },
      );
    }
  });
  it("keeps every currency's held amount equal to the open claims it holds for", async () => {
    const rows = await t.database.db
      .select({
        code: currencies.code,
        held: currencies.held,
        open: sql<string>`coalesce((select sum(c.to_amount) from claims c where c.to_id = currencies.id and c.status in ('new','verification','paid','processing')), 0)`,
      })
      .from(currencies);
    for (const row of rows) expect(toPlainString(dec(row.held)), row.code).toBe(toPlainString(dec(row.open)));
  });
});
