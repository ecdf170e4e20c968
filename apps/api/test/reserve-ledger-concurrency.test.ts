/**
 * The reserve ledger under concurrency and at migration (docs/decisions/021): completions,
 * corrections and claim creations racing on one currency never take the available reserve below
 * zero and keep `reserve` the sum of the movements; a claim is paid out once however many
 * operators complete it; and the migration turns each existing reserve into an opening movement.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dec, pairTerms, quoteFromSend } from '@exchanger/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currencies, reserveMovements } from '../src/db/schema.js';
import { backOfficeClient, type TBackOffice } from './back-office.js';
import { heldBesideOpenClaims, VALID_CARD } from './claim-fixture.js';
import { buildTestApp, describeEachDb } from './helpers.js';
import { ledgerBeside } from './reserve-fixture.js';

const TO_CARD = { card: VALID_CARD, cardholder: 'IVAN IVANOV' };

describeEachDb('reserve ledger under concurrency', (kind) => {
  const office = backOfficeClient();
  const { call, createClaim, member } = office;
  let { t, id, operator, admin } = {} as TBackOffice;

  beforeAll(async () => {
    ({ t, id, operator, admin } = await office.open(kind));
  });
  afterAll(() => t.close());

  const figures = async (currencyId: number) => {
    const [row] = await t.database.db.select().from(currencies).where(eq(currencies.id, currencyId));
    return { reserve: dec(row!.reserve), held: dec(row!.held) };
  };
  const act = (claimId: string, body: object, access = operator.access) =>
    call('POST', `/admin/api/claims/${claimId}/actions/`, access, { reason: 'race', ...body });
  const correct = (currencyId: number, body: object) =>
    call('POST', `/admin/api/catalogue/currencies/${currencyId}/reserve/`, admin.access, {
      reason: 'race',
      ...body,
    });
  const expectBalanced = async () => {
    for (const row of await ledgerBeside(t)) {
      expect(dec(row.reserve).eq(dec(row.total)), `${row.code}: ${row.reserve} ≠ Σ ${row.total}`).toBe(true);
      expect(dec(row.reserve).gte(dec(row.held)), `${row.code}: available below zero`).toBe(true);
    }
    for (const row of await heldBesideOpenClaims(t)) expect(dec(row.held).eq(dec(row.open))).toBe(true);
  };
  /** Claims into `to`, confirmed and with their payment received: ready to complete. */
  const processing = async (to: number, count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const claimId = await createClaim(id.BTC, to, '0.01', {
        email: `race${i}@example.com`,
        toRequisites: TO_CARD,
      });
      expect((await call('POST', `/api/v1/claim/${claimId}/confirm/`, null)).statusCode).toBe(200);
      expect((await act(claimId, { action: 'payment_received' })).statusCode).toBe(200);
      ids.push(claimId);
    }
    return ids;
  };

  it('pays out claims completed at once, each exactly once', async () => {
    const before = await figures(id.ACRUB);
    const claims = await processing(id.ACRUB, 4);
    const second = await member('operator2@example.com', 'operator');
    // Four completions at once, and a second operator completing the same claims meanwhile.
    const results = await Promise.all([
      ...claims.map((c) => act(c, { action: 'complete', payoutReference: 'a' })),
      ...claims.map((c) => act(c, { action: 'complete', payoutReference: 'b' }, second.access)),
    ]);
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    const payouts = await t.database.db
      .select()
      .from(reserveMovements)
      .where(eq(reserveMovements.kind, 'payout'));
    expect(payouts.map((p) => p.claimId).sort()).toEqual([...claims].sort());
    const paid = payouts.reduce((sum, p) => sum.minus(dec(p.amount)), dec(0));
    const after = await figures(id.ACRUB);
    expect(after.reserve.eq(before.reserve.minus(paid))).toBe(true);
    expect(after.held.eq(before.held)).toBe(true);
    const reserves = (await call('GET', '/api/v1/calculator/reserves/', null)).json<
      { id: number; amount: string }[]
    >();
    expect(dec(reserves.find((r) => r.id === id.ACRUB)!.amount).eq(after.reserve.minus(after.held))).toBe(
      true,
    );
    await expectBalanced();
  });

  it('admits exactly as many concurrent decreases as the available reserve covers', async () => {
    const { held } = await figures(id.CARDRUB);
    expect((await correct(id.CARDRUB, { reserve: held.plus(1000).toFixed() })).statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => correct(id.CARDRUB, { delta: '-150' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(6);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    const after = await figures(id.CARDRUB);
    expect(after.reserve.minus(after.held).toFixed()).toBe('100');
    await expectBalanced();
  });

  it('never lets a correction and claim creations racing for one reserve oversell it', async () => {
    const pair = (await call('GET', `/api/v1/calculator/pair/${id.USDTTRC20}/${id.SBPRUB}/`, null)).json();
    const quote = quoteFromSend(pairTerms(pair), '100');
    const each = dec(quote.receive);
    // Room for exactly five claims; a correction wants three claims' worth of it meanwhile.
    const { held } = await figures(id.SBPRUB);
    expect((await correct(id.SBPRUB, { reserve: held.plus(each.times(5)).toFixed() })).statusCode).toBe(200);
    const body = {
      email: 'crowd@example.com',
      fromPs: id.USDTTRC20,
      toPs: id.SBPRUB,
      fromSumma: quote.send,
      toSumma: quote.receive,
      fromRequisites: {},
      toRequisites: { phone: '+79001234567' },
      agree: true,
    };
    const [correction, ...creations] = await Promise.all([
      correct(id.SBPRUB, { delta: each.times(3).neg().toFixed() }),
      ...Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/api/v1/claim/', payload: body }),
      ),
    ]);
    const admitted = creations.filter((r) => r.statusCode === 201).length;
    for (const r of creations) expect([201, 400, 409]).toContain(r.statusCode);
    const taken = correction.statusCode === 200 ? 3 : 0;
    expect([200, 409]).toContain(correction.statusCode);
    expect(admitted + taken).toBeLessThanOrEqual(5);
    const after = await figures(id.SBPRUB);
    expect(after.reserve.gte(after.held)).toBe(true);
    await expectBalanced();
  });
});

describeEachDb('reserve ledger migration', (kind) => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  /** The back-fill the migration that made the ledger ran, read from the migration itself. */
  const backFill = () => {
    const dir = path.resolve(import.meta.dirname, '../drizzle');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const at = text.indexOf("-- custom: the ledger's opening");
      if (at < 0) continue;
      const statement = text.slice(text.indexOf('\n', at) + 1).split('--> statement-breakpoint')[0]!;
      expect(statement).toMatch(/^INSERT INTO "reserve_movements"/);
      return statement;
    }
    throw new Error('no migration opens the ledger');
  };

  it("turns each currency's reserve of the moment into its opening movement", async () => {
    // Currencies as an older version left them: a reserve and no movement.
    const currency = (code: string, reserve: string) => ({
      code,
      ticker: 'RUB',
      name: { ru: code, en: code },
      groupKey: code,
      precision: 2,
      logo: 'sber',
      filters: ['bank'],
      payin: { fields: [], memo: { ru: '', en: '' } },
      reserve,
    });
    const rows = await t.database.db
      .insert(currencies)
      .values([currency('OLDRUB', '18400000.5'), currency('EMPTYRUB', '0')])
      .returning({ id: currencies.id, code: currencies.code });
    expect(await t.database.db.select().from(reserveMovements)).toEqual([]);
    await t.database.db.execute(sql.raw(backFill()));

    const movements = await t.database.db.select().from(reserveMovements);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      currencyId: rows.find((r) => r.code === 'OLDRUB')!.id,
      kind: 'opening',
      actorId: null,
      claimId: null,
    });
    expect(dec(movements[0]!.amount).eq('18400000.5')).toBe(true);
    expect(dec(movements[0]!.reserveAfter).eq('18400000.5')).toBe(true);
    for (const row of await ledgerBeside(t)) expect(dec(row.reserve).eq(dec(row.total))).toBe(true);
  });
});
