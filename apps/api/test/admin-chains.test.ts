/**
 * On-chain payment acceptance in the back office (docs/payments.md): a currency's watch saved,
 * refused and switched off; the chains' health in the desk, `/readyz` and `/metrics`; a stalled
 * chain's currency refusing new claims; a claim's payments on the desk; a reviewed payment
 * accepted as it is or recomputed at today's course.
 */
import { createServer } from 'node:net';
import { pairTerms, quoteFromSend, dec } from '@exchanger/core';
import { HDKey } from '@scure/bip32';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  chainCursors,
  chainPayments,
  chainWatches,
  claimEvents,
  claims,
  currencies,
} from '../src/db/schema.js';
import { backOfficeClient, type TBackOffice } from './back-office.js';
import {
  hasLitecoind,
  LITECOIND_MISSING,
  startLitecoind,
  type TLitecoind,
} from '../../../scripts/lib/regtest-node.mjs';
import { buildTestApp, createMember, describeEachDb, type TTestApp } from './helpers.js';
import { seedCatalogue } from './catalogue-fixture.js';

const SEED = new Uint8Array(32).fill(7);
const TEST_VERSIONS = { public: 0x043587cf, private: 0x04358394 };
const account = HDKey.fromMasterSeed(SEED, TEST_VERSIONS).derive("m/84'/1'/0'");
const TPUB = account.publicExtendedKey;
const TPRV = account.privateExtendedKey;
const XPUB = HDKey.fromMasterSeed(SEED).derive("m/84'/2'/0'").publicExtendedKey;
const EXPLORER = 'https://explorer.example/tx/{txid}';

/** A port nothing listens on: taken, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describeEachDb('chain payments in the back office', (kind) => {
  const office = backOfficeClient();
  const { createClaim } = office;
  let { t, id, operator, admin } = {} as TBackOffice;
  const claimIds: string[] = [];

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, access: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${access}` },
      remoteAddress: office.remoteAddress(),
      ...(payload ? { payload } : {}),
    });
  const watchBody = (extra: object = {}) => ({
    chain: 'LTC',
    net: 'regtest',
    xpub: TPUB,
    confirmations: 2,
    explorerTxUrl: EXPLORER,
    ...extra,
  });
  const savedWatches = () => t.database.db.select().from(chainWatches);
  const ltcToCard = () =>
    createClaim(id.LTC, id.SBERRUB, '1', {
      email: 'client@example.com',
      toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
    });
  const heldOf = async (currencyId: number) =>
    (
      await t.database.db
        .select({ held: currencies.held })
        .from(currencies)
        .where(eq(currencies.id, currencyId))
    )[0]!.held;

  beforeAll(async () => {
    ({ t, id, operator, admin } = await office.open(kind));
    // Made before LTC is watched: a watched currency on a chain with no node takes no claims.
    for (let i = 0; i < 4; i += 1) claimIds.push(await ltcToCard());
  });
  afterAll(() => t.close());

  describe('a currency watch', () => {
    it('refuses a bad key, a private key, a key of another network and a token on a UTXO chain, saving nothing', async () => {
      const cases: [object, string, RegExp][] = [
        [{ xpub: 'tpubnonsense' }, 'xpub', /not an extended public key/],
        [{ xpub: TPRV }, 'xpub', /private key/],
        [{ xpub: XPUB }, 'xpub', /another network/],
        [{ tokenContract: `0x${'ab'.repeat(20)}`, tokenDecimals: 6 }, 'tokenContract', /EVM/],
        [{ net: 'dev' }, 'net', /no such network/],
        [{ confirmations: 0 }, 'confirmations', /1 to 1000/],
        [{ explorerTxUrl: 'https://explorer.example/tx/' }, 'explorerTxUrl', /\{txid\}/],
      ];
      for (const [extra, field, message] of cases) {
        const res = await call(
          'PUT',
          `/en/admin/api/currencies/${id.LTC}/watch/`,
          admin.access,
          watchBody(extra),
        );
        expect(res.statusCode, res.body).toBe(400);
        const fields = res.json<{ fields: Record<string, string[]> }>().fields;
        expect(Object.keys(fields)).toEqual([field]);
        expect(fields[field]?.[0]).toMatch(message);
      }
      const ru = await call(
        'PUT',
        `/admin/api/currencies/${id.LTC}/watch/`,
        admin.access,
        watchBody({ xpub: TPRV }),
      );
      expect(ru.json().fields.xpub[0]).toMatch(/закрытый ключ/);
      expect(await savedWatches()).toEqual([]);
      expect(
        await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'currency.watch')),
      ).toEqual([]);
    });

    it('is the administrators alone: an operator gets 403 before the body is read', async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call(method, `/admin/api/currencies/${id.LTC}/watch/`, operator.access, {
          garbage: 1,
        });
        expect(res.statusCode, `${method} ${res.body}`).toBe(403);
        expect(res.json().code).toBe('permission_denied');
      }
      expect((await call('GET', '/admin/api/chains/', operator.access)).statusCode).toBe(200);
    });

    it('saves a tpub on LTC regtest, shows its first address, and audits it', async () => {
      const before = await call('GET', `/admin/api/currencies/${id.LTC}/watch/`, admin.access);
      expect(before.json()).toEqual({ currencyId: id.LTC, watch: null });
      const res = await call('PUT', `/admin/api/currencies/${id.LTC}/watch/`, admin.access, watchBody());
      expect(res.statusCode, res.body).toBe(200);
      const { watch } = res.json();
      expect(watch).toMatchObject({
        chain: 'LTC',
        net: 'regtest',
        xpub: TPUB,
        confirmations: 2,
        tolerancePercent: '0',
        tokenContract: null,
        explorerTxUrl: EXPLORER,
        nextIndex: 0,
        nodeConfigured: false,
      });
      expect(watch.firstAddress).toMatch(/^rltc1q[02-9ac-hj-np-z]{38}$/);
      expect((await call('GET', `/admin/api/currencies/${id.LTC}/watch/`, admin.access)).json()).toEqual(
        res.json(),
      );
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'currency.watch'));
      expect(entry).toMatchObject({ actorId: admin.id, targetType: 'currency', targetId: String(id.LTC) });
      expect((await call('GET', '/admin/api/currencies/999999/watch/', admin.access)).statusCode).toBe(404);
    });

    it('a watched currency on a chain with no node leaves the calculator, as a stale rate does', async () => {
      await t.app.services.catalogue.refreshUnreceivable();
      const pair = await t.app.inject({
        method: 'GET',
        url: `/api/v1/calculator/pair/${id.LTC}/${id.SBERRUB}/`,
      });
      expect(pair.statusCode, pair.body).toBe(404);
      const sendable = (await t.app.inject({ method: 'GET', url: '/api/v1/calculator/from/' })).json<
        number[]
      >();
      expect(sendable).not.toContain(id.LTC);
      expect(sendable).toContain(id.BTC);
      // LTC can still be received: only its payments cannot be seen.
      const toLtc = await t.app.inject({
        method: 'GET',
        url: `/api/v1/calculator/pair/${id.SBERRUB}/${id.LTC}/`,
      });
      expect(toLtc.statusCode, toLtc.body).toBe(200);
    });

    it('a watched currency on a chain with no node takes no new claims (409, both languages)', async () => {
      const payload = {
        fromPs: id.LTC,
        toPs: id.SBERRUB,
        fromSumma: '1',
        toSumma: '1',
        agree: true,
        email: 'client@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      };
      const en = await t.app.inject({ method: 'POST', url: '/en/api/v1/claim/', payload });
      expect(en.statusCode, en.body).toBe(409);
      expect(en.json().detail).toBe(
        'LTC is not accepted for now: payments on LTC are not being watched. Please try later.',
      );
      const ru = await t.app.inject({ method: 'POST', url: '/api/v1/claim/', payload });
      expect(ru.json().detail).toMatch(/Приём LTC временно остановлен/);
      // Another send currency is not touched.
      await createClaim(id.BTC, id.SBERRUB, '0.01', {
        email: 'client@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      });
    });

    it('lists the chain as stalled while no node is configured', async () => {
      const res = await call('GET', '/admin/api/chains/', operator.access);
      expect(res.json()).toEqual([
        {
          chain: 'LTC',
          currencies: ['LTC'],
          nodeConfigured: false,
          tipHeight: null,
          height: null,
          lag: null,
          scannedAt: null,
          stalled: true,
          error: null,
        },
      ]);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().chains).toEqual([
        { chain: 'LTC', stalled: true, lag: null, scannedAt: null, error: null },
      ]);
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toContain('exchanger_chain_stalled{chain="LTC"} 1');
    });
  });

  describe('the claims desk', () => {
    it("shows a claim's payments with confirmations and the explorer link", async () => {
      const claimId = claimIds[0]!;
      await t.database.db.insert(chainCursors).values({
        chain: 'LTC',
        height: 104,
        hash: 'h104',
        tipHeight: 105,
        scannedAt: new Date(),
      });
      await t.database.db.insert(chainPayments).values({
        chain: 'LTC',
        txid: 'a'.repeat(64),
        idx: 1,
        claimId,
        address: 'rltc1qexample',
        asset: null,
        amount: '1.00000000',
        blockHeight: 100,
        blockHash: 'h100',
        blockTime: new Date(),
        status: 'active',
      });
      const res = await call('GET', `/admin/api/claims/${claimId}/`, operator.access);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payments).toEqual([
        {
          txid: 'a'.repeat(64),
          idx: 1,
          amount: '1',
          asset: null,
          blockHeight: 100,
          confirmations: 6,
          status: 'active',
          explorerUrl: `https://explorer.example/tx/${'a'.repeat(64)}`,
          seenAt: expect.any(String),
        },
      ]);
    });

    it("recomputes a reviewed claim at today's course from what it received, moving the hold", async () => {
      const claimId = claimIds[1]!;
      await t.database.db.update(claims).set({ status: 'review' }).where(eq(claims.id, claimId));
      await t.database.db.insert(chainPayments).values({
        chain: 'LTC',
        txid: 'b'.repeat(64),
        idx: 0,
        claimId,
        address: 'rltc1qexample2',
        amount: '0.6',
        blockHeight: 101,
        blockHash: 'h101',
        blockTime: new Date(),
        status: 'active',
      });
      const [before] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
      const heldBefore = await heldOf(id.SBERRUB);
      const shown = await call('GET', `/admin/api/claims/${claimId}/`, operator.access);
      expect(shown.json().actions).toEqual(expect.arrayContaining(['accept_payment', 'recompute', 'refund']));

      const noReason = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'recompute',
        reason: '',
      });
      expect(noReason.statusCode).toBe(400);

      const res = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'recompute',
        reason: 'short payment',
        expectedStatus: 'review',
      });
      expect(res.statusCode, res.body).toBe(200);
      // The chain is stalled (no node): the direction is withheld from the calculator, its course kept.
      const { terms } = t.app.services.catalogue.snapshot().withheld.get(`${id.LTC}:${id.SBERRUB}`)!;
      const expected = quoteFromSend(
        {
          ...terms,
          reserve: null,
          from: { ...terms.from, min: null, max: null },
          to: { ...terms.to, min: null, max: null },
        },
        '0.6',
      ).receive;
      expect(res.json()).toMatchObject({ status: 'paid' });
      const [after] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
      expect(dec(after!.fromAmount).eq(dec('0.6'))).toBe(true);
      expect(dec(after!.toAmount).eq(dec(expected))).toBe(true);
      expect(
        dec(await heldOf(id.SBERRUB)).eq(dec(heldBefore).minus(dec(before!.toAmount)).plus(dec(expected))),
      ).toBe(true);
      const [event] = await t.database.db
        .select()
        .from(claimEvents)
        .where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.action, 'recompute')));
      expect(event).toMatchObject({ fromStatus: 'review', toStatus: 'paid', actorType: 'operator' });
      expect(event!.reason).toMatch(
        /^short payment \(recomputed at .*: 1 LTC → .* RUB became 0\.6 LTC → .* RUB\)$/,
      );
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'claim.recompute'), eq(auditLog.targetId, claimId)));
      expect(audit).toMatchObject({ actorId: operator.id, reason: 'short payment' });
      // Not in review any more: 409.
      const again = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'recompute',
        reason: 'again',
      });
      expect(again.statusCode).toBe(409);
    });

    it('refuses a recompute the reserve cannot cover, then accepts the payment as it is', async () => {
      const claimId = claimIds[2]!;
      await t.database.db.update(claims).set({ status: 'review' }).where(eq(claims.id, claimId));
      await t.database.db.insert(chainPayments).values({
        chain: 'LTC',
        txid: 'c'.repeat(64),
        idx: 0,
        claimId,
        address: 'rltc1qexample3',
        amount: '1000000',
        blockHeight: 102,
        blockHash: 'h102',
        blockTime: new Date(),
        status: 'active',
      });
      const heldBefore = await heldOf(id.SBERRUB);
      const refused = await call('POST', `/en/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'recompute',
        reason: 'overpaid',
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('conflict');
      const [still] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
      expect(still!.status).toBe('review');
      expect(await heldOf(id.SBERRUB)).toBe(heldBefore);

      const accepted = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'accept_payment',
        reason: 'the client asked to keep the amount',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().status).toBe('paid');
      const [event] = await t.database.db
        .select()
        .from(claimEvents)
        .where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.action, 'accept_payment')));
      expect(event).toMatchObject({
        fromStatus: 'review',
        toStatus: 'paid',
        reason: 'the client asked to keep the amount',
      });
    });
  });

  describe('a closed claim paid late', () => {
    it('is held again while it is reviewed, so that ending it releases a hold it has', async () => {
      const claimId = claimIds[3]!;
      const heldOpen = dec(await heldOf(id.SBERRUB));
      const cancelled = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'cancel',
        reason: 'client asked',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const [row] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
      expect(dec(await heldOf(id.SBERRUB)).eq(heldOpen.minus(dec(row!.toAmount)))).toBe(true);
      await t.app.services.claims.act(claimId, 'payment_review', { type: 'system' }, 'late payment');
      expect(dec(await heldOf(id.SBERRUB)).eq(heldOpen)).toBe(true);
    });
  });

  describe('back to manual', () => {
    it('switches the watch off, audited; the currency takes claims again', async () => {
      const res = await call('DELETE', `/admin/api/currencies/${id.LTC}/watch/`, admin.access);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ currencyId: id.LTC, watch: null });
      const [row] = await savedWatches();
      expect(row?.enabled).toBe(false);
      expect(
        await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'currency.unwatch')),
      ).toHaveLength(1);
      expect((await call('GET', '/admin/api/chains/', admin.access)).json()).toEqual([]);
      await ltcToCard();
    });
  });
});

describeEachDb('chain nodes behind CHAIN_RPC_<chain>', (kind) => {
  let t: TTestApp;
  let admin: { access: string; id: number };
  let ltc: number;

  beforeAll(async () => {
    const port = await closedPort();
    t = await buildTestApp(kind, { env: { CHAIN_RPC_LTC: `http://user:secret@127.0.0.1:${port}/` } });
    await seedCatalogue(t);
    ltc = t.app.services.catalogue.snapshot().currenciesByCode.get('LTC')!.id;
    admin = await createMember(t, 'admin@example.com', 'admin');
  });
  afterAll(() => t.close());

  it('refuses a watch whose node does not answer, naming CHAIN_RPC_LTC', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/en/admin/api/currencies/${ltc}/watch/`,
      headers: { authorization: `Bearer ${admin.access}` },
      payload: { chain: 'LTC', net: 'regtest', xpub: TPUB, confirmations: 1 },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.chain[0]).toMatch(/^The node of CHAIN_RPC_LTC did not answer/);
    expect(res.body).not.toContain('secret');
    expect(await t.database.db.select().from(chainWatches)).toEqual([]);
  });

  it('a chain is healthy after a recent good scan, stalled after an error or five quiet minutes', async () => {
    await t.database.db.insert(chainWatches).values({
      currencyId: ltc,
      chain: 'LTC',
      net: 'regtest',
      xpub: TPUB,
      confirmations: 1,
      enabled: true,
    });
    const now = new Date();
    await t.database.db
      .insert(chainCursors)
      .values({ chain: 'LTC', height: 90, hash: 'h90', tipHeight: 95, scannedAt: now });
    const health = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/admin/api/chains/',
          headers: { authorization: `Bearer ${admin.access}` },
        })
      ).json()[0];
    expect(await health()).toMatchObject({
      chain: 'LTC',
      nodeConfigured: true,
      tipHeight: 95,
      height: 90,
      lag: 5,
      stalled: false,
      error: null,
    });
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain('exchanger_chain_tip_height{chain="LTC"} 95');
    expect(metrics).toContain('exchanger_chain_scanned_height{chain="LTC"} 90');
    expect(metrics).toContain('exchanger_chain_lag_blocks{chain="LTC"} 5');
    expect(metrics).toContain('exchanger_chain_stalled{chain="LTC"} 0');

    await t.database.db
      .update(chainCursors)
      .set({ error: 'unreachable: connection refused', errorAt: new Date(now.getTime() + 1000) });
    expect(await health()).toMatchObject({ stalled: true, error: 'unreachable: connection refused' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', chains: [{ chain: 'LTC', stalled: true }] });

    await t.database.db
      .update(chainCursors)
      .set({ error: null, errorAt: null, scannedAt: new Date(now.getTime() - 6 * 60_000) });
    expect(await health()).toMatchObject({ stalled: true });
  });
});

const withLitecoind = hasLitecoind()
  ? describeEachDb
  : (name: string) => describe.skip(`${name} [skipped: ${LITECOIND_MISSING}]`);

withLitecoind('a watch on a real Litecoin regtest node', (kind) => {
  let t: TTestApp;
  let built: TTestApp | undefined;
  let node: TLitecoind | undefined;
  let admin: { access: string; id: number };
  let operator: { access: string; id: number };
  let ids: { LTC: number; SBERRUB: number };

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, access: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${access}` },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    node = await startLitecoind();
    t = await buildTestApp(kind, { env: { CHAIN_RPC_LTC: node.rpcUrl } });
    built = t;
    await seedCatalogue(t);
    const byCode = t.app.services.catalogue.snapshot().currenciesByCode;
    ids = { LTC: byCode.get('LTC')!.id, SBERRUB: byCode.get('SBERRUB')!.id };
    admin = await createMember(t, 'admin@example.com', 'admin');
    operator = await createMember(t, 'operator@example.com', 'operator');
  }, 120_000);
  afterAll(async () => {
    await built?.close();
    await node?.stop();
  });

  it('refuses a network the node is not on, naming what it is on', async () => {
    const res = await call('PUT', `/en/admin/api/currencies/${ids.LTC}/watch/`, admin.access, {
      chain: 'LTC',
      net: 'testnet',
      xpub: TPUB,
      confirmations: 1,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({
      net: ['The node of CHAIN_RPC_LTC is on LTC regtest, not testnet. Nothing was saved.'],
    });
  });

  it('a short payment seen by the watcher goes to review and is recomputed from what arrived', async () => {
    const saved = await call('PUT', `/admin/api/currencies/${ids.LTC}/watch/`, admin.access, {
      chain: 'LTC',
      net: 'regtest',
      xpub: TPUB,
      confirmations: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().watch.nodeConfigured).toBe(true);
    // The first scan starts the chain's cursor: the chain is no longer stalled.
    await t.app.services.chainWatchers.watchAll(true);
    t.app.services.chainAvailability.forget();
    const health = (await call('GET', '/admin/api/chains/', operator.access)).json();
    expect(health).toMatchObject([{ chain: 'LTC', nodeConfigured: true, stalled: false, lag: 0 }]);

    const pair = (
      await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${ids.LTC}/${ids.SBERRUB}/` })
    ).json();
    const q = quoteFromSend(pairTerms(pair), '1');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/',
      payload: {
        fromPs: ids.LTC,
        toPs: ids.SBERRUB,
        fromSumma: q.send,
        toSumma: q.receive,
        agree: true,
        email: 'client@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const claimId = created.json<{ id: string }>().id;
    const [claim] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim!.depositAddress).toBe(saved.json().watch.firstAddress);

    await node!.send(claim!.depositAddress!, '0.6');
    await node!.mine(1);
    await t.app.services.chainWatchers.watchAll(true);
    await t.app.services.chainWatchers.watchAll(true);
    const desk = (await call('GET', `/admin/api/claims/${claimId}/`, operator.access)).json();
    expect(desk.status).toBe('review');
    // No template of its own: the LTC network's (the demo's) links it.
    expect(desk.payments).toMatchObject([
      {
        amount: '0.6',
        confirmations: 1,
        status: 'active',
        explorerUrl: `https://litecoinspace.org/tx/${desk.payments[0].txid}`,
      },
    ]);

    const res = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
      action: 'recompute',
      reason: 'short payment',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid' });
    const [after] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
    expect(dec(after!.fromAmount).eq(dec('0.6'))).toBe(true);
  }, 120_000);
});
