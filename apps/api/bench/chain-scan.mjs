#!/usr/bin/env node
// The on-chain payment watcher's cost (docs/payments.md), part of `npm run bench`: a Litecoin Core
// node in regtest (scripts/lib/regtest-node.mjs) and the built server's watcher on a fresh embedded
// database whose LTC is watched.
// - A block paying 1,000 claims: the time from the watcher's round starting to every claim credited
//   (detected and confirmed: two state changes each, with their events).
// - The scan cost as open claims grow (100 / 1,000 / 10,000): a round over a block with one payment,
//   against the node's own `getblock <hash> 2` of that block, timed in the same run (the baseline).
// Skipped, saying why, without litecoind.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { hasLitecoind, LITECOIND_MISSING, startLitecoind } from '../../../scripts/lib/regtest-node.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const dist = (p) => import(path.join(root, 'apps/api/dist', p));

export async function benchChainScan() {
  if (!hasLitecoind()) return { skipped: LITECOIND_MISSING };
  const { buildApp } = await dist('app.js');
  const { loadConfig } = await dist('config/config.js');
  const { openDatabase } = await dist('db/client.js');
  const { seedDemoData } = await dist('modules/catalogue/index.js');
  const { depositAddressAt } = await dist('modules/chains/index.js');
  const schema = await dist('db/schema.js');
  const { and, eq, inArray, sql } = await import('drizzle-orm');

  const work = mkdtempSync(path.join(tmpdir(), 'exchanger-bench-chain-'));
  const node = await startLitecoind();
  const database = await openDatabase({ dataDir: path.join(work, 'data') });
  let app = null;
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const { db } = database;
    const code = async (c) =>
      (await db.select().from(schema.currencies).where(eq(schema.currencies.code, c)))[0];
    const ltc = await code('LTC');
    const sber = await code('SBERRUB');
    const [direction] = await db
      .select()
      .from(schema.directions)
      .where(and(eq(schema.directions.fromId, ltc.id), eq(schema.directions.toId, sber.id)));
    const xpub = HDKey.fromMasterSeed(randomBytes(32), { public: 0x043587cf, private: 0x04358394 }).derive(
      "m/84'/1'/0'",
    ).publicExtendedKey;
    await db
      .insert(schema.chainWatches)
      .values({ currencyId: ltc.id, chain: 'LTC', net: 'regtest', xpub, confirmations: 1 });
    const config = loadConfig({
      DATA_DIR: work,
      SECRET_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(work, 'no-web'),
      CHAIN_RPC_LTC: node.rpcUrl,
    });
    app = await buildApp({ config, database, logger: false, jobs: false });
    await app.ready();
    const watchers = app.services.chainWatchers;
    await watchers.watchAll(true);

    // Open claims straight into the table, each with its own address, as creation would give them.
    let next = 0;
    const open = async (count) => {
      const made = [];
      for (let start = 0; start < count; start += 500) {
        const rows = [];
        for (let i = start; i < Math.min(count, start + 500); i += 1) {
          const { address, path: depositPath } = depositAddressAt(
            { chain: 'LTC', net: 'regtest', xpub },
            next,
          );
          next += 1;
          rows.push({
            id: randomUUID(),
            directionId: direction.id,
            fromId: ltc.id,
            toId: sber.id,
            fromAmount: '0.01',
            toAmount: '50',
            course: '5000',
            status: 'new',
            email: 'bench@example.com',
            fromRequisites: {},
            toRequisites: {},
            locale: 'en',
            expiresAt: new Date(Date.now() + 3_600_000),
            depositAddress: address,
            depositPath,
          });
        }
        await db.insert(schema.claims).values(rows);
        made.push(...rows);
      }
      await db
        .insert(schema.chainKeys)
        .values({ chain: 'LTC', xpub, nextIndex: next })
        .onConflictDoUpdate({
          target: [schema.chainKeys.chain, schema.chainKeys.xpub],
          set: { nextIndex: next },
        });
      return made;
    };
    const timed = async (fn) => {
      const start = process.hrtime.bigint();
      const result = await fn();
      return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
    };

    // 1. A block paying 1,000 claims.
    const thousand = await open(1000);
    await node.sendMany(Object.fromEntries(thousand.map((c) => [c.depositAddress, '0.01'])));
    await node.mine(1);
    const credit = await timed(() => watchers.watchAll(true));
    const paid = await db
      .select({ n: sql`count(*)::int` })
      .from(schema.claims)
      .where(
        and(
          inArray(
            schema.claims.id,
            thousand.map((c) => c.id),
          ),
          eq(schema.claims.status, 'paid'),
        ),
      );
    const rows = [
      {
        name: 'a block paying 1,000 claims, credited',
        ms: credit.ms,
        note: `${paid[0].n} of 1,000 claims paid (detected and confirmed in one round)`,
      },
    ];

    // 2. The scan cost as open claims grow.
    let openNow = 0;
    for (const target of [100, 1000, 10000]) {
      if (target > openNow) await open(target - openNow);
      openNow = target;
      const samples = [];
      const baselines = [];
      for (let round = 0; round < 3; round += 1) {
        const [one] = await open(1);
        await node.send(one.depositAddress, '0.01');
        const [hash] = await node.mine(1);
        samples.push((await timed(() => watchers.watchAll(true))).ms);
        baselines.push((await timed(() => node.rpc('getblock', hash, 2))).ms);
      }
      const median = (xs) => xs.sort((a, b) => a - b)[1];
      rows.push({
        name: `a block with one payment, ${target.toLocaleString('en')} open claims`,
        ms: median(samples),
        baseline: median(baselines),
        note: 'median of 3 rounds; baseline: the node’s getblock of that block',
      });
    }
    return { rows };
  } finally {
    await app?.close();
    await database.close().catch(() => undefined);
    await node.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Prints the figures as a table (Markdown, as `npm run bench` prints its own). */
export function printChainScan(result) {
  if (result.skipped) {
    console.log(`chain scan: skipped — ${result.skipped}`);
    return;
  }
  console.log('| chain scan | ms | baseline ms | note |');
  console.log('|---|---:|---:|---|');
  for (const r of result.rows) {
    const baseline = r.baseline === undefined ? '' : r.baseline.toFixed(1);
    console.log(`| ${r.name} | ${r.ms.toFixed(1)} | ${baseline} | ${r.note} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printChainScan(await benchChainScan());
