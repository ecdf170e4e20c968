/** Claims under concurrency: the reserve is never oversold, by the API or by the repository. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { dec, toPlainString } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, currencies } from '../src/db/schema.js';
import type { TDemoCode } from './catalogue-fixture.js';
import { claimCalls, heldBesideOpenClaims, statusCountsBesideClaims } from './claim-fixture.js';
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
    const rows = await heldBesideOpenClaims(t);
    for (const row of rows) expect(toPlainString(dec(row.held)), row.code).toBe(toPlainString(dec(row.open)));
  });
  it('keeps the counts by status (what /metrics reads) equal to the claims under concurrency', async () => {
    const counts = await statusCountsBesideClaims(t);
    expect(counts.kept).toEqual(counts.counted);
  });
});
