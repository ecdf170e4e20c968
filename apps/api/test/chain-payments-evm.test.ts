/**
 * On-chain payments on an EVM chain against a real local node (hardhat, test/chain-nodes/evm-node.ts;
 * docs/payments.md): ETH paid to a claim's own address (BIP44 from the account's xpub) and an ERC-20
 * token's `Transfer` to another claim's address, each moved new → confirming → paid by the watcher;
 * the chain's coin sent to a token claim goes to review. On PGlite and PostgreSQL; skipped, saying
 * why, when the node cannot start.
 */
import { randomBytes } from 'node:crypto';
import { dec, pairTerms, quoteFromSend, type TClaimRequisite, type TClaimStatusBody } from '@exchanger/core';
import { HDKey } from '@scure/bip32';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainWatches, currencies } from '../src/db/schema.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { hasEvmNode, startEvmNode, type TEvmNode, type TTestToken } from './chain-nodes/evm-node.js';
import { buildTestApp, DATABASE_URL, type TDbKind, type TTestApp } from './helpers.js';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const CARD = { card: '4111111111111111', cardholder: 'IVAN IVANOV' };

function suite(kind: TDbKind) {
  let node: TEvmNode;
  let token: TTestToken;
  let t: TTestApp;
  let id: Record<TDemoCode, number>;

  beforeAll(async () => {
    node = await startEvmNode();
    token = await node.deployToken(6, 'USDT');
    t = await buildTestApp(kind, { env: { CHAIN_RPC_ETH: node.rpcUrl } });
    await seedCatalogue(t);
    id = ids(t);
    await t.database.db.update(currencies).set({ reserve: '100000000' }).where(eq(currencies.id, id.SBERRUB));
    await t.database.db
      .update(currencies)
      .set({ reserve: '100000000' })
      .where(eq(currencies.id, id.USDTTRC20));
    // One wallet's account m/44'/60'/0' for both: ETH and the token share the chain's addresses.
    const xpub = HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/60'/0'").publicExtendedKey;
    await t.database.db.insert(chainWatches).values([
      { currencyId: id.ETH, chain: 'ETH', net: 'dev', xpub, confirmations: 2 },
      {
        currencyId: id.USDTERC20,
        chain: 'ETH',
        net: 'dev',
        xpub,
        confirmations: 2,
        tokenContract: token.address,
        tokenDecimals: 6,
      },
    ]);
    await t.database.db.execute(sql`update catalogue_state set version = version + 1`);
    await t.app.services.catalogue.reload();
    await t.app.services.chainWatchers.watchAll(true);
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await node.stop();
  });

  async function claim(from: number, to: number, send: string, toRequisites: Record<string, string>) {
    const pair = pairTerms(
      (await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${from}/${to}/` })).json(),
    );
    const q = quoteFromSend(pair, send);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/',
      payload: {
        email: 'evm@example.com',
        fromPs: from,
        toPs: to,
        fromSumma: q.send,
        toSumma: q.receive,
        toRequisites,
        agree: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const claimId = created.json<{ id: string }>().id;
    const requisite = (
      await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/requisite/` })
    ).json<TClaimRequisite>();
    return { id: claimId, send: q.send, deposit: requisite.deposit! };
  }
  const status = async (claimId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/status/` })).json<TClaimStatusBody>();
  const watch = () => t.app.services.chainWatchers.watchAll(true);

  it('sees ETH paid to a claim’s own address and the token’s transfer to another’s, each to paid', async () => {
    const eth = await claim(id.ETH, id.SBERRUB, '0.5', CARD);
    const usdt = await claim(id.USDTERC20, id.USDTTRC20, '150', { wallet: TRON });
    // Shown checksummed (EIP-55); the token claim names its contract.
    expect(eth.deposit).toMatchObject({ network: 'Ethereum', contract: null, confirmations: 2 });
    expect(eth.deposit.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(eth.deposit.address).not.toBe(eth.deposit.address.toLowerCase());
    expect(usdt.deposit.contract?.toLowerCase()).toBe(token.address);
    expect(usdt.deposit.address).not.toBe(eth.deposit.address);

    // The node mines a block per transaction.
    await node.sendEth(eth.deposit.address, eth.send);
    await watch();
    expect(await status(eth.id)).toMatchObject({
      status: 'confirming',
      payment: { confirmations: 1, required: 2 },
    });
    await token.transfer(usdt.deposit.address, usdt.send);
    await watch();
    expect((await status(eth.id)).status).toBe('paid');
    expect(await status(usdt.id)).toMatchObject({
      status: 'confirming',
      payment: { amount: dec(usdt.send).toFixed(), required: 2 },
    });
    await node.mine(1);
    await watch();
    expect((await status(usdt.id)).status).toBe('paid');
  }, 60_000);

  it('sends the chain’s coin paid to a token claim to review', async () => {
    const usdt = await claim(id.USDTERC20, id.USDTTRC20, '150', { wallet: TRON });
    await node.sendEth(usdt.deposit.address, '0.01');
    await watch();
    expect((await status(usdt.id)).status).toBe('review');
  }, 60_000);
}

describe.skipIf(!hasEvmNode())(
  hasEvmNode() ? 'EVM payments [PGlite]' : 'EVM payments [PGlite — skipped: no EVM node]',
  () => suite('pglite'),
);
describe.skipIf(!hasEvmNode() || !DATABASE_URL)(
  DATABASE_URL ? 'EVM payments [PostgreSQL]' : 'EVM payments [PostgreSQL — skipped: DATABASE_URL is not set]',
  () => suite('postgres'),
);
