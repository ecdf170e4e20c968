/**
 * Automatic acceptance of on-chain payments against a real Litecoin Core node in regtest
 * (docs/payments.md): a claim of a watched currency gets its own address, the watcher sees the
 * payment, and the claim moves new → confirming → paid by itself; short, over, late and second
 * payments go to review; a reorganisation takes a payment back; a scan cut short is resumed without
 * missing or counting a payment twice; 200 claims paid in one block are all credited once. On
 * PGlite and on PostgreSQL; skipped, saying why, without litecoind.
 */
import { randomBytes } from 'node:crypto';
import { dec, pairTerms, quoteFromSend, type TClaimRequisite, type TClaimStatusBody } from '@exchanger/core';
import { HDKey } from '@scure/bip32';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chainPayments,
  chainWatches,
  claimEvents,
  claims,
  currencies,
  mailOutbox,
} from '../src/db/schema.js';
import { ChainNodeError, type TChainSource } from '../src/modules/chains/chain-source.js';
import { createChainsRepo } from '../src/modules/chains/chains.repo.js';
import { scanChain } from '../src/modules/chains/scan-chain.js';
import { createUtxoSource } from '../src/modules/chains/utxo/utxo-source.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import {
  hasLitecoind,
  LITECOIND_MISSING,
  startLitecoind,
  type TLitecoind,
} from '../../../scripts/lib/regtest-node.mjs';
import { buildTestApp, DATABASE_URL, type TDbKind, type TTestApp } from './helpers.js';

/** A wallet's BIP84 account key on a test network (tpub), as an operator would paste it. */
function testAccountKey(): string {
  const seed = randomBytes(32);
  return HDKey.fromMasterSeed(seed, { public: 0x043587cf, private: 0x04358394 }).derive("m/84'/1'/0'")
    .publicExtendedKey;
}

const CARD = { card: '4111111111111111', cardholder: 'IVAN IVANOV' };

function suite(kind: TDbKind) {
  let node: TLitecoind;
  let t: TTestApp;
  let id: Record<TDemoCode, number>;

  beforeAll(async () => {
    node = await startLitecoind();
    t = await buildTestApp(kind, { env: { CHAIN_RPC_LTC: node.rpcUrl } });
    await seedCatalogue(t);
    id = ids(t);
    await t.database.db.update(currencies).set({ reserve: '100000000' }).where(eq(currencies.id, id.SBERRUB));
    await t.database.db.insert(chainWatches).values({
      currencyId: id.LTC,
      chain: 'LTC',
      net: 'regtest',
      xpub: testAccountKey(),
      confirmations: 3,
      tolerancePercent: '0.5',
      explorerTxUrl: 'https://explorer.example/tx/{txid}',
    });
    await t.database.db.execute(sql`update catalogue_state set version = version + 1`);
    await t.app.services.catalogue.reload();
    // The watcher starts a few blocks below the tip; everything after is this suite's.
    await t.app.services.chainWatchers.watchAll(true);
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await node.stop();
  });

  const pair = async () =>
    pairTerms(
      (await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.LTC}/${id.SBERRUB}/` })).json(),
    );

  /** A claim paying `send` LTC for roubles: its id and its deposit address. */
  async function ltcClaim(send = '1.5'): Promise<{ id: string; address: string; send: string }> {
    const q = quoteFromSend(await pair(), send);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/',
      payload: {
        email: 'chain@example.com',
        fromPs: id.LTC,
        toPs: id.SBERRUB,
        fromSumma: q.send,
        toSumma: q.receive,
        toRequisites: CARD,
        agree: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const claimId = created.json<{ id: string }>().id;
    const requisite = (
      await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/requisite/` })
    ).json<TClaimRequisite>();
    expect(requisite.deposit).toMatchObject({ network: 'Litecoin', contract: null, confirmations: 3 });
    return { id: claimId, address: requisite.deposit!.address, send: q.send };
  }

  const status = async (claimId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/status/` })).json<TClaimStatusBody>();
  const watch = () => t.app.services.chainWatchers.watchAll(true);
  const events = async (claimId: string) =>
    (
      await t.database.db
        .select()
        .from(claimEvents)
        .where(eq(claimEvents.claimId, claimId))
        .orderBy(asc(claimEvents.id))
    ).map((e) => e.action);

  it('gives each claim its own address and moves an exact payment to paid after three confirmations', async () => {
    const a = await ltcClaim();
    const b = await ltcClaim();
    expect(a.address).toMatch(/^rltc1q/);
    expect(b.address).not.toBe(a.address);
    const [row] = await t.database.db.select().from(claims).where(eq(claims.id, a.id));
    expect(row!.depositPath).toMatch(/^m\/84'\/2'\/0'\/0\/\d+$/);
    // The client's word is not asked for.
    const confirm = await t.app.inject({ method: 'POST', url: `/api/v1/claim/${a.id}/confirm/` });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ code: 'conflict' });

    const txid = await node.send(a.address, a.send);
    await node.mine(1);
    await watch();
    expect(await status(a.id)).toMatchObject({
      status: 'confirming',
      payment: { txid, amount: dec(a.send).toFixed(), confirmations: 1, required: 3 },
    });
    await node.mine(1);
    await watch();
    expect((await status(a.id)).status).toBe('confirming');
    await node.mine(1);
    await watch();
    expect(await status(a.id)).toMatchObject({ status: 'paid', payment: { confirmations: 3 } });
    expect(await events(a.id)).toEqual(['create', 'payment_detected', 'payment_confirmed']);
    expect((await status(b.id)).status).toBe('new');

    // The status e-mails carry what the page shows: the payment, its confirmations, its explorer link.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'chain@example.com'));
    const mailOf = (status: string) =>
      mails.find((m) => m.subject === `Заявка ${a.id}: ${status}`) ?? expect.fail(`no ${status} e-mail`);
    const detected = mailOf('Подтверждение');
    expect(detected.text).toContain(`Подтверждения: 1 из 3`);
    expect(detected.text).toContain(`Транзакция: ${txid}\nhttps://explorer.example/tx/${txid}`);
    expect(detected.text).toContain(`Сумма: ${dec(a.send).toFixed(8)} LTC`);
    expect(detected.html).toContain(`href="https://explorer.example/tx/${txid}"`);
    expect(mailOf('Оплачена').text).toContain('Подтверждения: 3 из 3');
  }, 60_000);

  it('keeps a refund address of the network paid on, refuses another network’s, and mails no shared address', async () => {
    const pair = pairTerms(
      (await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.LTC}/${id.SBERRUB}/` })).json(),
    );
    const q = quoteFromSend(pair, '1.5');
    const body = (refundAddress: string, email: string) => ({
      email,
      fromPs: id.LTC,
      toPs: id.SBERRUB,
      fromSumma: q.send,
      toSumma: q.receive,
      toRequisites: CARD,
      refundAddress,
      agree: true,
    });
    const mine = await node.newAddress('bech32');
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/',
      payload: body(mine, 'refund@example.com'),
    });
    expect(kept.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(claims)
      .where(eq(claims.id, kept.json<{ id: string }>().id));
    expect(row!.refundAddress).toBe(mine);
    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'refund@example.com'));
    expect(mail[0]!.text).toContain('свой у каждой заявки');
    expect(mail[0]!.text).toContain('нажимать ничего не нужно');
    expect(mail[0]!.text).not.toContain('Я оплатил');
    expect(mail[0]!.text).not.toContain('ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/en/api/v1/claim/',
      payload: body('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'refund2@example.com'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { refundAddress: ['Not an address of the network you pay on.'] },
    });
  }, 60_000);

  it('sends a short, an over, a late and a second payment to review, keeping every payment on its claim', async () => {
    const short = await ltcClaim();
    const over = await ltcClaim();
    const twice = await ltcClaim();
    const late = await ltcClaim();
    // Within the 0.5 % tolerance passes; beyond it does not.
    const near = await ltcClaim();
    await t.database.db
      .update(claims)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(claims.id, late.id));
    expect(await t.app.services.claims.expireDue()).toBeGreaterThanOrEqual(1);
    await node.send(short.address, dec(short.send).minus('0.01').toFixed());
    await node.send(over.address, dec(over.send).plus('0.01').toFixed());
    await node.send(twice.address, twice.send);
    await node.send(twice.address, twice.send);
    await node.send(late.address, late.send);
    await node.send(near.address, dec(near.send).minus('0.005').toFixed());
    await node.mine(1);
    await watch();
    for (const c of [short, over, twice, late]) expect((await status(c.id)).status, c.id).toBe('review');
    expect((await status(near.id)).status).toBe('confirming');
    const reasons = await t.database.db
      .select({ claimId: claimEvents.claimId, reason: claimEvents.reason })
      .from(claimEvents)
      .where(eq(claimEvents.action, 'payment_review'));
    const reasonOf = (claimId: string) => reasons.find((r) => r.claimId === claimId)?.reason ?? '';
    expect(reasonOf(short.id)).toMatch(/^underpaid/);
    expect(reasonOf(over.id)).toMatch(/^overpaid/);
    expect(reasonOf(twice.id)).toMatch(/^second_payment/);
    expect(reasonOf(late.id)).toMatch(/^late/);
    const kept = await t.database.db.select().from(chainPayments).where(eq(chainPayments.claimId, twice.id));
    expect(kept).toHaveLength(2);
  }, 60_000);

  it('takes a payment back when a reorganisation removes it, and counts it again when it returns', async () => {
    const c = await ltcClaim();
    await node.send(c.address, c.send);
    await node.mine(1);
    await watch();
    expect((await status(c.id)).status).toBe('confirming');
    const reorg = await node.reorg(1);
    expect(reorg.excluded.length).toBeGreaterThan(0);
    await watch();
    expect(await status(c.id)).toMatchObject({ status: 'new', payment: null });
    const [removed] = await t.database.db.select().from(chainPayments).where(eq(chainPayments.claimId, c.id));
    expect(removed!.status).toBe('removed');
    // The transaction went back to the mempool; the next block confirms it again.
    await node.mine(1);
    await watch();
    expect(await status(c.id)).toMatchObject({ status: 'confirming', payment: { confirmations: 1 } });
    expect(await events(c.id)).toEqual([
      'create',
      'payment_detected',
      'payment_reverted',
      'payment_detected',
    ]);
    const rows = await t.database.db.select().from(chainPayments).where(eq(chainPayments.claimId, c.id));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('resumes a scan cut short by a failing node without missing or counting a payment twice', async () => {
    const a = await ltcClaim();
    const b = await ltcClaim();
    await node.send(a.address, a.send);
    await node.mine(1);
    await node.send(b.address, b.send);
    const [second] = await node.mine(1);
    const real = createUtxoSource(node.rpcUrl, { keepAlive: false });
    // The node fails on the second block, after the first was read.
    const failing: TChainSource = {
      ...real,
      identity: () => real.identity(),
      tip: () => real.tip(),
      blockHash: (h) => real.blockHash(h),
      block: async (h, w) => {
        const block = await real.block(h, w);
        if (block.hash === second) throw new ChainNodeError('connection reset', 'unreachable');
        return block;
      },
    };
    const deps = {
      repo: createChainsRepo(t.database.db),
      database: t.database,
      sources: { LTC: failing },
      claims: {
        find: (claimId: string) => t.app.services.claims.find(claimId),
        act: t.app.services.claims.act,
      },
    };
    const cut = await scanChain(deps, 'LTC');
    expect(cut).toMatchObject({ kind: 'failed' });
    // A restarted watcher (a fresh source) carries on from the cursor.
    await watch();
    for (const c of [a, b]) {
      expect((await status(c.id)).status).toBe('confirming');
      expect(await events(c.id)).toEqual(['create', 'payment_detected']);
      const rows = await t.database.db.select().from(chainPayments).where(eq(chainPayments.claimId, c.id));
      expect(rows).toHaveLength(1);
    }
  }, 60_000);

  it('credits 200 claims paid in one block, each once', async () => {
    const many = [];
    for (let i = 0; i < 20; i += 1)
      many.push(...(await Promise.all(Array.from({ length: 10 }, () => ltcClaim('1')))));
    await node.sendMany(Object.fromEntries(many.map((c) => [c.address, c.send])));
    await node.mine(1);
    await watch();
    const moved = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(claimEvents)
      .where(
        and(
          eq(claimEvents.action, 'payment_detected'),
          sql`${claimEvents.claimId} in (${sql.join(
            many.map((c) => sql`${c.id}::uuid`),
            sql`, `,
          )})`,
        ),
      );
    expect(moved[0]!.n).toBe(200);
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chainPayments)
      .where(
        sql`${chainPayments.claimId} in (${sql.join(
          many.map((c) => sql`${c.id}::uuid`),
          sql`, `,
        )})`,
      );
    expect(rows[0]!.n).toBe(200);
  }, 180_000);
}

describe.skipIf(!hasLitecoind())(
  hasLitecoind()
    ? 'on-chain payments [PGlite]'
    : `on-chain payments [PGlite — skipped: ${LITECOIND_MISSING}]`,
  () => suite('pglite'),
);
describe.skipIf(!hasLitecoind() || !DATABASE_URL)(
  !hasLitecoind()
    ? `on-chain payments [PostgreSQL — skipped: ${LITECOIND_MISSING}]`
    : DATABASE_URL
      ? 'on-chain payments [PostgreSQL]'
      : 'on-chain payments [PostgreSQL — skipped: DATABASE_URL is not set]',
  () => suite('postgres'),
);
