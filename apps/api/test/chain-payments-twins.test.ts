/**
 * One watcher per chain across server instances (docs/payments.md): two processes on one
 * PostgreSQL scan the same Litecoin regtest node at once, and every payment is recorded and every
 * claim moved exactly once. PostgreSQL only (PGlite is one process); skipped, saying why, without
 * litecoind or DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { pairTerms, quoteFromSend, type TClaimRequisite } from '@exchanger/core';
import { HDKey } from '@scure/bip32';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type TDatabase } from '../src/db/client.js';
import { chainPayments, chainWatches, claimEvents, claims, currencies } from '../src/db/schema.js';
import { ids, seedCatalogue } from './catalogue-fixture.js';
import {
  hasLitecoind,
  LITECOIND_MISSING,
  startLitecoind,
  type TLitecoind,
} from '../../../scripts/lib/regtest-node.mjs';
import { DATABASE_URL, testConfig, type TTestApp } from './helpers.js';

const skip = !hasLitecoind() || !DATABASE_URL;
const why = !hasLitecoind() ? LITECOIND_MISSING : 'DATABASE_URL is not set';

describe.skipIf(skip)(
  skip
    ? `one chain watcher across two instances [skipped: ${why}]`
    : 'one chain watcher across two instances',
  () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const twins: TTestApp[] = [];
    let node: TLitecoind;

    beforeAll(async () => {
      node = await startLitecoind();
      const config = testConfig({ CHAIN_RPC_LTC: node.rpcUrl });
      const open = (): Promise<TDatabase> => openDatabase({ databaseUrl: DATABASE_URL, schema, poolSize: 6 });
      const first = await open();
      await first.migrate();
      for (const database of [first, await open()]) {
        const app = await buildApp({ config, database, logger: false, jobs: false });
        await app.ready();
        twins.push({ app, database, config, close: () => app.close() });
      }
      await seedCatalogue(twins[0]!);
      const id = ids(twins[0]!);
      const db = twins[0]!.database.db;
      await db.update(currencies).set({ reserve: '100000000' }).where(eq(currencies.id, id.SBERRUB));
      const xpub = HDKey.fromMasterSeed(randomBytes(32), { public: 0x043587cf, private: 0x04358394 }).derive(
        "m/84'/1'/0'",
      ).publicExtendedKey;
      await db
        .insert(chainWatches)
        .values({ currencyId: id.LTC, chain: 'LTC', net: 'regtest', xpub, confirmations: 1 });
      await db.execute(sql`update catalogue_state set version = version + 1`);
      for (const t of twins) await t.app.services.catalogue.reload();
      await twins[0]!.app.services.chainWatchers.watchAll(true);
    }, 120_000);

    afterAll(async () => {
      for (const t of twins) {
        await t.app.close();
        await t.database.close().catch(() => undefined);
      }
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
      await node.stop();
    });

    it('records each payment once and moves each claim once while both instances scan', async () => {
      const t = twins[0]!;
      const id = ids(t);
      const pair = pairTerms(
        (
          await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.LTC}/${id.SBERRUB}/` })
        ).json(),
      );
      const q = quoteFromSend(pair, '1.2');
      const made: { id: string; address: string }[] = [];
      for (let i = 0; i < 12; i += 1) {
        const created = await twins[i % 2]!.app.inject({
          method: 'POST',
          url: '/api/v1/claim/',
          payload: {
            email: `twin${i}@example.com`,
            fromPs: id.LTC,
            toPs: id.SBERRUB,
            fromSumma: q.send,
            toSumma: q.receive,
            toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
            agree: true,
          },
        });
        expect(created.statusCode).toBe(201);
        const claimId = created.json<{ id: string }>().id;
        const requisite = (
          await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/requisite/` })
        ).json<TClaimRequisite>();
        made.push({ id: claimId, address: requisite.deposit!.address });
      }
      // Addresses from both instances, none given twice.
      expect(new Set(made.map((m) => m.address)).size).toBe(12);
      await node.sendMany(Object.fromEntries(made.map((m) => [m.address, q.send])));
      await node.mine(1);
      await Promise.all([
        ...twins.map((tw) => tw.app.services.chainWatchers.watchAll(true)),
        ...twins.map((tw) => tw.app.services.chainWatchers.watchAll(true)),
      ]);
      // Whatever a locked-out instance skipped, the next round catches up.
      await twins[1]!.app.services.chainWatchers.watchAll(true);
      const ids_ = made.map((m) => m.id);
      const db = t.database.db;
      const payments = await db.select().from(chainPayments).where(inArray(chainPayments.claimId, ids_));
      expect(payments).toHaveLength(12);
      const events = await db
        .select({ claimId: claimEvents.claimId, action: claimEvents.action })
        .from(claimEvents)
        .where(inArray(claimEvents.claimId, ids_))
        .orderBy(asc(claimEvents.id));
      for (const m of made) {
        expect(events.filter((e) => e.claimId === m.id).map((e) => e.action)).toEqual([
          'create',
          'payment_detected',
          'payment_confirmed',
        ]);
      }
      const paid = await db.select({ status: claims.status }).from(claims).where(inArray(claims.id, ids_));
      expect(paid.every((c) => c.status === 'paid')).toBe(true);
    }, 120_000);
  },
);
