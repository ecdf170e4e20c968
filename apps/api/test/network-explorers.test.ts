/**
 * The explorers of the networks (docs/payments.md, "Explorer links"): the back office's list, set
 * and clear — administrators only, audited, a bad template refused naming `txUrl` with nothing
 * saved — and the links they give on a claim's status: a watch's own template first, else the
 * network's; a payout reference linked only when it is a transaction id (of the watched chain's
 * form when watched, of any chain's on a network otherwise, never on a currency without a network).
 */
import type { TClaimStatusBody } from '@exchanger/core';
import { HDKey } from '@scure/bip32';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chainPayments, chainWatches, claims, networkExplorers } from '../src/db/schema.js';
import { backOfficeClient, type TBackOffice } from './back-office.js';
import { describeEachDb } from './helpers.js';

const TPUB = HDKey.fromMasterSeed(new Uint8Array(32).fill(7), {
  public: 0x043587cf,
  private: 0x04358394,
}).derive("m/84'/1'/0'").publicExtendedKey;
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const CARD = { card: '4111111111111111', cardholder: 'IVAN IVANOV' };
const TX = 'ab'.repeat(32);
const EVM_TX = `0x${'cd'.repeat(32)}`;

describeEachDb('network explorers', (kind) => {
  const office = backOfficeClient();
  let { t, id, operator, admin, plain } = {} as TBackOffice;
  const claim: Record<'ltcToCard' | 'cardToUsdt' | 'cardToLtc' | 'cardToEth', string> = {
    ltcToCard: '',
    cardToUsdt: '',
    cardToLtc: '',
    cardToEth: '',
  };

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, access: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: office.remoteAddress(),
      ...(access ? { headers: { authorization: `Bearer ${access}` } } : {}),
      ...(payload ? { payload } : {}),
    });
  const saved = async () =>
    Object.fromEntries(
      (await t.database.db.select().from(networkExplorers)).map((r) => [r.networkCode, r.txUrl]),
    );
  const audits = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  const status = async (claimId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/status/` })).json<TClaimStatusBody>();
  const complete = (claimId: string, reference: string) =>
    t.database.db
      .update(claims)
      .set({ status: 'completed', payoutReference: reference })
      .where(eq(claims.id, claimId));

  beforeAll(async () => {
    ({ t, id, operator, admin, plain } = await office.open(kind));
    const email = 'explorers@example.com';
    claim.ltcToCard = await office.createClaim(id.LTC, id.SBERRUB, '1', { email, toRequisites: CARD });
    claim.cardToUsdt = await office.createClaim(id.SBERRUB, id.USDTTRC20, '10000', {
      email,
      fromRequisites: CARD,
      toRequisites: { wallet: TRON },
    });
    claim.cardToLtc = await office.createClaim(id.SBERRUB, id.LTC, '10000', {
      email,
      fromRequisites: CARD,
      toRequisites: { wallet: 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea' },
    });
    claim.cardToEth = await office.createClaim(id.SBERRUB, id.ETH, '10000', {
      email,
      fromRequisites: CARD,
      toRequisites: { wallet: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
    });
  });
  afterAll(() => t.close());

  describe('the back office', () => {
    it('is the administrators alone: 401 without a session, 403 for a user or an operator, before the body is read', async () => {
      const before = await saved();
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const url = method === 'GET' ? '/admin/api/chains/explorers/' : '/admin/api/chains/explorers/TRC20/';
        const anonymous = await call(method, url, null, { garbage: 1 });
        expect(anonymous.statusCode, `${method} ${anonymous.body}`).toBe(401);
        for (const who of [plain, operator]) {
          const res = await call(method, url, who.access, { garbage: 1 });
          expect(res.statusCode, `${method} ${res.body}`).toBe(403);
          expect(res.json().code).toBe('permission_denied');
        }
      }
      expect(await saved()).toEqual(before);
    });

    it('lists every network code of the catalogue with its currencies and the demo template', async () => {
      const res = await call('GET', '/admin/api/chains/explorers/', admin.access);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([
        { networkCode: 'BTC', currencies: ['BTC'], txUrl: 'https://mempool.space/tx/{txid}' },
        { networkCode: 'ERC20', currencies: ['ETH', 'USDTERC20'], txUrl: 'https://etherscan.io/tx/{txid}' },
        {
          networkCode: 'TRC20',
          currencies: ['USDTTRC20', 'TRX'],
          txUrl: 'https://tronscan.org/#/transaction/{txid}',
        },
        { networkCode: 'LTC', currencies: ['LTC'], txUrl: 'https://litecoinspace.org/tx/{txid}' },
        { networkCode: 'TON', currencies: ['TON'], txUrl: 'https://tonviewer.com/transaction/{txid}' },
        { networkCode: 'XMR', currencies: ['XMR'], txUrl: 'https://xmrchain.net/tx/{txid}' },
      ]);
    });

    it('refuses a template that is not http(s) with {txid}, naming txUrl in the request’s language, saving nothing', async () => {
      const before = await saved();
      const cases: [object, RegExp][] = [
        [{ txUrl: 'https://tronscan.org/#/transaction/' }, /\{txid\}/],
        [{ txUrl: 'ftp://tronscan.org/{txid}' }, /http\(s\)/],
        [{ txUrl: 'javascript:alert(1)//{txid}' }, /http\(s\)/],
        [{ txUrl: `https://example.com/${'x'.repeat(300)}/{txid}` }, /\{txid\}/],
        [{ txUrl: 'https://tronscan.org/ {txid}' }, /\{txid\}/],
        [{}, /required/],
      ];
      for (const [body, message] of cases) {
        const res = await call('PUT', '/en/admin/api/chains/explorers/TRC20/', admin.access, body);
        expect(res.statusCode, res.body).toBe(400);
        const fields = res.json<{ fields: Record<string, string[]> }>().fields;
        expect(Object.keys(fields)).toEqual(['txUrl']);
        expect(fields.txUrl?.[0]).toMatch(message);
      }
      const ru = await call('PUT', '/admin/api/chains/explorers/TRC20/', admin.access, { txUrl: 'nonsense' });
      expect(ru.statusCode).toBe(400);
      expect(ru.json().fields).toEqual({
        txUrl: ['Адрес обозревателя — http(s)://… с {txid} на месте номера транзакции.'],
      });
      const extra = await call('PUT', '/en/admin/api/chains/explorers/TRC20/', admin.access, {
        txUrl: 'https://tronscan.example/{txid}',
        chain: 'TRX',
      });
      expect(extra.statusCode).toBe(400);
      expect(Object.keys(extra.json().fields)).toEqual(['chain']);
      const unknown = await call('PUT', '/en/admin/api/chains/explorers/DOGE/', admin.access, {
        txUrl: 'https://dogechain.example/tx/{txid}',
      });
      expect(unknown.statusCode, unknown.body).toBe(404);
      expect(unknown.json().detail).toBe(
        'No currency is on such a network: set its code on a currency first.',
      );
      expect(await saved()).toEqual(before);
      expect(await audits('setting.explorer')).toEqual([]);
    });

    it('sets a network’s template and audits it with the one it replaced', async () => {
      const txUrl = 'https://tron.example/tx/{txid}';
      const res = await call('PUT', '/admin/api/chains/explorers/TRC20/', admin.access, { txUrl });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ networkCode: 'TRC20', currencies: ['USDTTRC20', 'TRX'], txUrl });
      expect((await saved()).TRC20).toBe(txUrl);
      const list = (await call('GET', '/admin/api/chains/explorers/', admin.access)).json();
      expect(list).toContainEqual({ networkCode: 'TRC20', currencies: ['USDTTRC20', 'TRX'], txUrl });
      const [entry] = await audits('setting.explorer');
      expect(entry).toMatchObject({
        actorId: admin.id,
        targetType: 'setting',
        targetId: 'explorer.TRC20',
        details: { networkCode: 'TRC20', txUrl, before: 'https://tronscan.org/#/transaction/{txid}' },
      });
    });

    it('clears a network’s template (audited once), and 404 for a code neither used nor set', async () => {
      const res = await call('DELETE', '/admin/api/chains/explorers/XMR/', admin.access);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ networkCode: 'XMR', currencies: ['XMR'], txUrl: null });
      expect((await saved()).XMR).toBeUndefined();
      const again = await call('DELETE', '/admin/api/chains/explorers/XMR/', admin.access);
      expect(again.statusCode).toBe(200);
      const entries = await audits('setting.explorer.reset');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: admin.id,
        targetId: 'explorer.XMR',
        details: { networkCode: 'XMR', before: 'https://xmrchain.net/tx/{txid}' },
      });
      const list = (await call('GET', '/admin/api/chains/explorers/', admin.access)).json();
      expect(list).toContainEqual({ networkCode: 'XMR', currencies: ['XMR'], txUrl: null });
      expect((await call('DELETE', '/admin/api/chains/explorers/DOGE/', admin.access)).statusCode).toBe(404);
    });

    it('lists and clears a template kept for a code no currency uses any more', async () => {
      await t.database.db
        .insert(networkExplorers)
        .values({ networkCode: 'BEP20', txUrl: 'https://bscscan.com/tx/{txid}' });
      const list = (await call('GET', '/admin/api/chains/explorers/', admin.access)).json();
      expect(list.at(-1)).toEqual({
        networkCode: 'BEP20',
        currencies: [],
        txUrl: 'https://bscscan.com/tx/{txid}',
      });
      const res = await call('DELETE', '/admin/api/chains/explorers/BEP20/', admin.access);
      expect(res.statusCode, res.body).toBe(200);
      expect((await saved()).BEP20).toBeUndefined();
    });
  });

  it('is in the OpenAPI document with its contracts', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(Object.keys(doc.paths['/admin/api/chains/explorers/'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/admin/api/chains/explorers/{networkCode}/'] ?? {}).sort()).toEqual([
      'delete',
      'put',
    ]);
    // A request body's component is its input shape (`…Input`); answers are the output's.
    for (const name of ['AdminNetworkExplorerBodyInput', 'AdminNetworkExplorer', 'AdminNetworkExplorerList'])
      expect(doc.components.schemas[name], name).toBeDefined();
  });

  describe('the links of a claim', () => {
    const ltcWatch = (explorerTxUrl: string | null, enabled = true) =>
      t.database.db
        .insert(chainWatches)
        .values({
          currencyId: id.LTC,
          chain: 'LTC',
          net: 'regtest',
          xpub: TPUB,
          confirmations: 2,
          explorerTxUrl,
          enabled,
        })
        .onConflictDoUpdate({ target: chainWatches.currencyId, set: { explorerTxUrl, enabled } });

    it('links a payment with the watch’s template first, else with its network’s; a switched-off watch’s does not count', async () => {
      const txid = 'e'.repeat(64);
      await t.database.db
        .update(claims)
        .set({ depositAddress: 'rltc1qexplorers' })
        .where(eq(claims.id, claim.ltcToCard));
      await t.database.db.insert(chainPayments).values({
        chain: 'LTC',
        txid,
        idx: 0,
        claimId: claim.ltcToCard,
        address: 'rltc1qexplorers',
        amount: '1',
        blockHeight: 100,
        blockHash: 'h100',
        blockTime: new Date(),
      });
      await ltcWatch('https://watch.example/ltc/{txid}');
      expect((await status(claim.ltcToCard)).payment?.explorerUrl).toBe(`https://watch.example/ltc/${txid}`);
      await ltcWatch(null);
      expect((await status(claim.ltcToCard)).payment?.explorerUrl).toBe(
        `https://litecoinspace.org/tx/${txid}`,
      );
      await ltcWatch('https://watch.example/ltc/{txid}', false);
      expect((await status(claim.ltcToCard)).payment?.explorerUrl).toBe(
        `https://litecoinspace.org/tx/${txid}`,
      );
      // The desk's list of payments links the same way.
      const desk = await t.app.inject({
        method: 'GET',
        url: `/admin/api/claims/${claim.ltcToCard}/`,
        headers: { authorization: `Bearer ${operator.access}` },
        remoteAddress: office.remoteAddress(),
      });
      expect(desk.json().payments[0].explorerUrl).toBe(`https://litecoinspace.org/tx/${txid}`);
      await t.database.db.delete(networkExplorers).where(eq(networkExplorers.networkCode, 'LTC'));
      expect((await status(claim.ltcToCard)).payment?.explorerUrl).toBeNull();
      await t.database.db
        .insert(networkExplorers)
        .values({ networkCode: 'LTC', txUrl: 'https://litecoinspace.org/tx/{txid}' });
    });

    it('links a payout to a currency that is not watched through its network’s template', async () => {
      await complete(claim.cardToUsdt, TX);
      expect((await status(claim.cardToUsdt)).payout).toEqual({
        reference: TX,
        txid: TX,
        explorerUrl: `https://tron.example/tx/${TX}`,
      });
      await complete(claim.cardToEth, EVM_TX);
      expect((await status(claim.cardToEth)).payout).toEqual({
        reference: EVM_TX,
        txid: EVM_TX,
        explorerUrl: `https://etherscan.io/tx/${EVM_TX}`,
      });
    });

    it('gives no link for a reference that is not a transaction id, or on a currency without a network', async () => {
      await complete(claim.cardToUsdt, 'SBP-000123');
      expect((await status(claim.cardToUsdt)).payout).toEqual({
        reference: 'SBP-000123',
        txid: null,
        explorerUrl: null,
      });
      await complete(claim.cardToUsdt, `${TX}0`);
      expect((await status(claim.cardToUsdt)).payout?.explorerUrl).toBeNull();
      await complete(claim.ltcToCard, TX);
      expect((await status(claim.ltcToCard)).payout).toEqual({
        reference: TX,
        txid: null,
        explorerUrl: null,
      });
    });

    it('keeps the watched chain’s form of a transaction id and its own template for a watched currency', async () => {
      await ltcWatch('https://watch.example/ltc/{txid}');
      await complete(claim.cardToLtc, TX);
      expect((await status(claim.cardToLtc)).payout).toEqual({
        reference: TX,
        txid: TX,
        explorerUrl: `https://watch.example/ltc/${TX}`,
      });
      // `0x…` is an EVM chain's form, not Litecoin's.
      await complete(claim.cardToLtc, EVM_TX);
      expect((await status(claim.cardToLtc)).payout).toMatchObject({ txid: null, explorerUrl: null });
      await ltcWatch(null);
      await complete(claim.cardToLtc, TX);
      expect((await status(claim.cardToLtc)).payout?.explorerUrl).toBe(`https://litecoinspace.org/tx/${TX}`);
      await t.database.db
        .update(chainWatches)
        .set({ enabled: false })
        .where(and(eq(chainWatches.currencyId, id.LTC)));
    });
  });
});
