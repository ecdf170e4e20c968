/**
 * Money under concurrency (issue 8), with two server instances — two connection pools, as two
 * processes behind a balancer would have — on one PostgreSQL database: 1,000 simultaneous claim
 * creations against a small reserve, twenty operators acting on one claim at once, and fifty
 * referral withdrawals racing for one balance. PostgreSQL only: it is the production database and
 * the one with real concurrent connections (PGlite has one).
 */
import { randomBytes } from 'node:crypto';
import { dec, pairTerms, quoteFromSend, type TPairTerms } from '@exchanger/core';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type TDatabase } from '../src/db/client.js';
import { claimEvents, claims, currencies, referralLedger } from '../src/db/schema.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { DATABASE_URL, testConfig, type TTestApp } from './helpers.js';
import { createMember, type TMember } from './members.js';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe.skipIf(!DATABASE_URL)(
  DATABASE_URL
    ? 'money under concurrency, two server instances on one PostgreSQL'
    : 'money under concurrency [skipped: DATABASE_URL is not set]',
  () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const twins: TTestApp[] = [];
    let id: Record<TDemoCode, number>;
    let ip = 0;
    const remoteAddress = () => `10.20.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;

    beforeAll(async () => {
      const config = testConfig();
      const open = async (): Promise<TDatabase> =>
        openDatabase({ databaseUrl: DATABASE_URL, schema, poolSize: 10 });
      const first = await open();
      await first.migrate();
      for (const database of [first, await open()]) {
        const app = await buildApp({ config, database, logger: false, jobs: false });
        await app.ready();
        twins.push({ app, database, config, close: () => app.close() });
      }
      await seedCatalogue(twins[0]!);
      for (const t of twins) await t.app.services.catalogue.reload();
      id = ids(twins[0]!);
    }, 60_000);

    afterAll(async () => {
      for (const t of twins) {
        await t.app.close();
        await t.database.close().catch(() => undefined);
      }
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    });

    const db = () => twins[0]!.database.db;
    /** Sets a currency's reserve and makes both instances see it. */
    const reserve = async (code: TDemoCode, amount: string) => {
      await db().update(currencies).set({ reserve: amount }).where(eq(currencies.code, code));
      await db().execute(sql`update catalogue_state set version = version + 1`);
      for (const t of twins) await t.app.services.catalogue.reload();
    };
    const terms = async (from: number, to: number): Promise<TPairTerms> =>
      pairTerms(
        (await twins[0]!.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${from}/${to}/` })).json(),
      );

    it('never holds more than the reserve with 1,000 simultaneous creations on two instances', async () => {
      // Cheap claims against a reserve with room for exactly 25 of them.
      const pair = await terms(id.SBERRUB, id.USDTTRC20);
      const q = quoteFromSend(pair, pair.from.min ?? '5000');
      const room = dec(q.receive).times(25).toFixed();
      await reserve('USDTTRC20', room);
      const body = {
        email: 'crowd@example.com',
        fromPs: id.SBERRUB,
        toPs: id.USDTTRC20,
        fromSumma: q.send,
        toSumma: q.receive,
        fromRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
        toRequisites: { wallet: TRON },
        agree: true,
      };
      const answers = await Promise.all(
        Array.from({ length: 1000 }, (_, i) =>
          twins[i % 2]!.app.inject({ method: 'POST', url: '/api/v1/claim/', payload: body }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c >= 500)).toEqual([]);
      // Refused: 409 "reserve exhausted", or 400 "above the maximum" once an instance has seen it.
      expect(codes.every((c) => c === 201 || c === 409 || c === 400)).toBe(true);
      expect(codes.filter((c) => c === 201)).toHaveLength(25);
      const [row] = await db()
        .select({
          held: currencies.held,
          open: sql<string>`(select coalesce(sum(to_amount), 0)::text from claims where to_id = ${id.USDTTRC20} and status in ('new','verification','paid','processing'))`,
        })
        .from(currencies)
        .where(eq(currencies.id, id.USDTTRC20));
      expect(dec(row!.open).lte(room)).toBe(true);
      // The running total the holds are checked against agrees with the claims themselves.
      expect(dec(row!.held).eq(row!.open)).toBe(true);
    }, 120_000);

    it('lets exactly one of twenty operators acting on one claim at once succeed', async () => {
      await reserve('USDTTRC20', '1000000');
      const operators: TMember[] = [];
      for (let i = 0; i < 4; i += 1)
        operators.push(await createMember(twins[0]!, `race-op-${i}@example.com`, 'operator', remoteAddress));
      const pair = await terms(id.SBERRUB, id.USDTTRC20);
      const q = quoteFromSend(pair, pair.from.min ?? '5000');
      const created = await twins[0]!.app.inject({
        method: 'POST',
        url: '/api/v1/claim/',
        payload: {
          email: 'race@example.com',
          fromPs: id.SBERRUB,
          toPs: id.USDTTRC20,
          fromSumma: q.send,
          toSumma: q.receive,
          fromRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
          toRequisites: { wallet: TRON },
          agree: true,
        },
      });
      const claimId = created.json<{ id: string }>().id;
      await twins[1]!.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
      const actions = ['payment_received', 'cancel', 'refund', 'payment_received'];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          twins[i % 2]!.app.inject({
            method: 'POST',
            url: `/admin/api/claims/${claimId}/actions/`,
            headers: { authorization: `Bearer ${operators[i % 4]!.access}` },
            payload: { action: actions[i % 4], reason: `operator ${i}`, expectedStatus: 'paid' },
            remoteAddress: remoteAddress(),
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      const events = await db().select().from(claimEvents).where(eq(claimEvents.claimId, claimId));
      expect(events.filter((e) => e.actorType === 'operator')).toHaveLength(1);
      const [after] = await db().select().from(claims).where(eq(claims.id, claimId));
      expect(['processing', 'cancelled', 'refunded']).toContain(after!.status);
    }, 60_000);

    it('never lets fifty referral withdrawals on two instances take a balance below zero', async () => {
      const user = await createMember(twins[0]!, 'race-referrer@example.com', 'user', remoteAddress);
      await db()
        .insert(referralLedger)
        .values({ userId: user.id, kind: 'deposit', amount: '100', status: 'done' });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          twins[i % 2]!.app.inject({
            method: 'POST',
            url: '/api/v1/users/me/refferal/withdrawal/',
            headers: { authorization: `Bearer ${user.access}` },
            payload: { amount: '15', currencyId: id.USDTTRC20, requisites: { wallet: TRON } },
            remoteAddress: remoteAddress(),
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c >= 500)).toEqual([]);
      expect(codes.filter((c) => c === 201)).toHaveLength(6);
      const [sum] = await db()
        .select({
          balance: sql<string>`coalesce(sum(case when kind = 'deposit' then amount else -amount end), 0)::text`,
        })
        .from(referralLedger)
        .where(sql`${referralLedger.userId} = ${user.id} and ${referralLedger.status} <> 'rejected'`);
      expect(dec(sum!.balance).eq('10')).toBe(true);
    }, 60_000);
  },
);
