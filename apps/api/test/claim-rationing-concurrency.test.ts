/**
 * The claim caps across instances (docs/decisions/027-claim-rationing.md): two server instances —
 * two connection pools, as two processes behind a balancer — on one PostgreSQL database, with
 * claims from one client fired at both at once. The caps are counted in the creating transaction
 * under a lock per client key, so however the claims interleave, no client gets past its cap.
 * PostgreSQL only (PGlite has one connection; claim-rationing.test.ts fires a burst at it).
 */
import { randomBytes } from 'node:crypto';
import { dec, pairTerms, quoteFromSend } from '@exchanger/core';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type TDatabase } from '../src/db/client.js';
import { claims, currencies } from '../src/db/schema.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { DATABASE_URL, testConfig, type TTestApp } from './helpers.js';

const CARD = { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' };

describe.skipIf(!DATABASE_URL)(
  DATABASE_URL
    ? 'claim caps across two server instances on one PostgreSQL'
    : 'claim caps across two server instances [skipped: DATABASE_URL is not set]',
  () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const twins: TTestApp[] = [];
    let id: Record<TDemoCode, number>;

    beforeAll(async () => {
      // The rate limit off: only the caps are raced here.
      const config = testConfig({ CLAIMS_PER_HOUR: '0', CLAIMS_OPEN_MAX: '3', CLAIMS_RESERVE_SHARE: '25' });
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
    /** Fires `bodies` at the two instances in turn, all at once, from `address`. */
    const fire = async (bodies: object[], address: (i: number) => string) => {
      const answers = await Promise.all(
        bodies.map((payload, i) =>
          twins[i % 2]!.app.inject({
            method: 'POST',
            url: '/api/v1/claim/',
            payload,
            remoteAddress: address(i),
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c >= 500)).toEqual([]);
      return { codes, bodies: answers.map((a) => a.json<{ code?: string }>()) };
    };
    /** A BTC → `to` claim of 0.01 BTC (about 50,000 roubles). */
    const rubClaim = async (to: TDemoCode, email: string) => {
      const pair = pairTerms(
        (
          await twins[0]!.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.BTC}/${id[to]}/` })
        ).json(),
      );
      const q = quoteFromSend(pair, '0.01');
      return {
        email,
        fromPs: id.BTC,
        toPs: id[to],
        fromSumma: q.send,
        toSumma: q.receive,
        toRequisites: CARD,
        agree: true,
      };
    };

    it('admits exactly 3 of 200 simultaneous claims from one address into three currencies', async () => {
      const kinds: TDemoCode[] = ['SBERRUB', 'TCSBRUB', 'ACRUB'];
      const bodies = await Promise.all(
        Array.from({ length: 200 }, (_, i) => rubClaim(kinds[i % 3]!, `crowd-${i}@example.com`)),
      );
      const { codes, bodies: answers } = await fire(bodies, () => '10.66.0.1');
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(answers.filter((a) => a.code === 'open_claims_cap')).toHaveLength(197);
      const stored = await db().select().from(claims).where(eq(claims.clientIp, '10.66.0.1'));
      expect(stored).toHaveLength(3);
    }, 120_000);

    it('admits exactly 3 of 200 simultaneous claims under one e-mail from 200 addresses', async () => {
      const bodies = await Promise.all(
        Array.from({ length: 200 }, () => rubClaim('SBERRUB', 'same@example.com')),
      );
      const { codes } = await fire(bodies, (i) => `10.67.${Math.floor(i / 250)}.${(i % 250) + 1}`);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      const stored = await db().select().from(claims).where(eq(claims.email, 'same@example.com'));
      expect(stored).toHaveLength(3);
    }, 120_000);

    it('keeps one address within its quarter of a reserve with 100 simultaneous large claims', async () => {
      await db().update(currencies).set({ reserve: '189000' }).where(eq(currencies.code, 'USDTTRC20'));
      await db().execute(sql`update catalogue_state set version = version + 1`);
      for (const t of twins) await t.app.services.catalogue.reload();
      const pair = pairTerms(
        (
          await twins[0]!.app.inject({
            method: 'GET',
            url: `/api/v1/calculator/pair/${id.BTC}/${id.USDTTRC20}/`,
          })
        ).json(),
      );
      // 0.3 BTC buys about 19,000 USDT: two fit in a quarter (47,250), a third does not.
      const q = quoteFromSend(pair, '0.3');
      const bodies = Array.from({ length: 100 }, (_, i) => ({
        email: `large-${i}@example.com`,
        fromPs: id.BTC,
        toPs: id.USDTTRC20,
        fromSumma: q.send,
        toSumma: q.receive,
        toRequisites: { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
        agree: true,
      }));
      const { codes, bodies: answers } = await fire(bodies, () => '10.68.0.1');
      expect(codes.filter((c) => c === 201)).toHaveLength(2);
      expect(answers.filter((a) => a.code === 'reserve_share_cap')).toHaveLength(98);
      const [row] = await db()
        .select({ reserve: currencies.reserve, held: currencies.held })
        .from(currencies)
        .where(eq(currencies.code, 'USDTTRC20'));
      expect(dec(row!.held).lte('47250')).toBe(true);
      expect(dec(row!.reserve).minus(dec(row!.held)).gte('141750')).toBe(true);
    }, 120_000);
  },
);
