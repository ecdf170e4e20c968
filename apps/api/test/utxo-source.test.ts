/**
 * The Bitcoin-family chain source against a real Litecoin Core node in regtest
 * (scripts/lib/regtest-node.mjs), and its failures against a closed port and a server answering
 * garbage. Skipped, saying why, when litecoind is not installed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dec } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainNodeError, type TChainSource } from '../src/modules/chains/chain-source.js';
import { parseNodeJson } from '../src/modules/chains/utxo/bitcoin-rpc.js';
import { createUtxoSource } from '../src/modules/chains/utxo/utxo-source.js';
import {
  hasLitecoind,
  LITECOIND_MISSING,
  MWEB_HEIGHT,
  startLitecoind,
  type TLitecoind,
} from '../../../scripts/lib/regtest-node.mjs';

const REGTEST_GENESIS = '530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9';
const NO_TOKENS = { tokens: [] };

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChainNodeError);
  return (error as ChainNodeError).reason;
}

describe('node answers parsed losslessly', () => {
  it('keeps amounts as the text the node wrote and safe integers as numbers', () => {
    expect(
      parseNodeJson('{"value": 0.10000000, "n": 1, "big": 123456789012345678901, "v": 20999999.99999999}'),
    ).toEqual({
      value: '0.10000000',
      n: 1,
      big: '123456789012345678901',
      v: '20999999.99999999',
    });
  });
});

describe('a node that is not there or answers garbage', () => {
  const servers: Server[] = [];
  async function serve(status: number, body: string): Promise<string> {
    const server = createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://u:p@127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }
  afterAll(async () => {
    await Promise.all(
      servers.map((s) => {
        s.closeAllConnections();
        return new Promise((resolve) => s.close(resolve));
      }),
    );
  });

  it('a closed port is unreachable', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    const source = createUtxoSource(`http://u:p@127.0.0.1:${port}/`, { timeoutMs: 2_000 });
    expect(await reasonOf(source.tip())).toBe('unreachable');
    const error = await source.identity().catch((e: unknown) => e);
    expect((error as ChainNodeError).reason).toBe('unreachable');
    // The URL's password is never in a message.
    expect((error as Error).message).not.toContain('u:p@');
  });

  it('a node that never answers is unreachable after the time limit', async () => {
    const silent = createServer(() => undefined);
    servers.push(silent);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://u:p@127.0.0.1:${(silent.address() as AddressInfo).port}/`;
    const started = Date.now();
    expect(await reasonOf(createUtxoSource(url, { timeoutMs: 300 }).tip())).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('garbage, a wrong shape or a wrong type is a bad answer, never a crash', async () => {
    for (const [status, body] of [
      [200, '<html>hello</html>'],
      [200, ''],
      [200, '{"result": 42, "error": null, "id": 1}'],
      [200, '{"result": "zz", "error": null, "id": 1}'],
      [200, '[1,2,3]'],
      [500, 'Internal error'],
      [200, '{"result": {"hash": 1}, "error": null, "id": 1}'],
    ] as const) {
      const source = createUtxoSource(await serve(status, body));
      expect(await reasonOf(source.identity()), body).toBe('bad_answer');
      expect(await reasonOf(source.block(5, NO_TOKENS)), body).toBe('bad_answer');
    }
  });

  it('a node whose work queue is full is busy (unreachable), not broken', async () => {
    const source = createUtxoSource(await serve(500, 'Work queue depth exceeded'));
    expect(await reasonOf(source.tip())).toBe('unreachable');
  });

  it('a JSON-RPC error is an rpc_error', async () => {
    const source = createUtxoSource(
      await serve(500, '{"result": null, "error": {"code": -28, "message": "Loading block index"}, "id": 1}'),
    );
    expect(await reasonOf(source.tip())).toBe('rpc_error');
  });

  it('a block whose outputs have a float-looking amount in exponent form is refused', async () => {
    const hash = 'a'.repeat(64);
    const url = await serve(
      200,
      `{"result": {"hash": "${hash}", "height": 5, "time": 1, "previousblockhash": "${hash}", "tx": [{"txid": "${hash}", "vout": [{"value": 1e-8, "n": 0, "scriptPubKey": {"address": "x"}}]}]}, "error": null, "id": 1}`,
    );
    expect(await reasonOf(createUtxoSource(url).block(5, NO_TOKENS))).toBe('bad_answer');
  });
});

describe.skipIf(!hasLitecoind())(
  hasLitecoind() ? 'UTXO source on a Litecoin regtest node' : `UTXO source [skipped: ${LITECOIND_MISSING}]`,
  () => {
    let node: TLitecoind;
    let started: TLitecoind | undefined;
    let source: TChainSource;

    beforeAll(async () => {
      node = await startLitecoind();
      source = createUtxoSource(node.rpcUrl, { keepAlive: false });
      started = node;
    });
    afterAll(async () => {
      await started?.stop();
    });

    it('identity is the regtest genesis block; tip is a consistent pair', async () => {
      expect(await source.identity()).toBe(REGTEST_GENESIS);
      const tip = await source.tip();
      expect(tip.height).toBe(101);
      expect(tip.hash).toBe(await source.blockHash(101));
      expect(await source.blockHash(102)).toBeNull();
      expect(await source.blockHash(1_000_000)).toBeNull();
      const genesis = await source.block(0, NO_TOKENS);
      expect(genesis.hash).toBe(REGTEST_GENESIS);
      expect(genesis.prevHash).toBe('0'.repeat(64));
    });

    it('a payment appears in its block with its exact amount and address', async () => {
      const address = await node.newAddress();
      const legacy = await node.newAddress('legacy');
      const txid = await node.send(address, '0.12345678');
      const txid2 = await node.send(legacy, '0.1');
      const [hash] = await node.mine(1);
      const tip = await source.tip();
      expect(tip.hash).toBe(hash);
      const block = await source.block(tip.height, NO_TOKENS);
      expect(block).toMatchObject({ height: tip.height, hash, time: expect.any(Number) });
      expect(block.prevHash).toBe(await source.blockHash(tip.height - 1));
      expect(block.transfers).toContainEqual({
        txid,
        index: expect.any(Number),
        address,
        amount: '0.12345678',
        asset: null,
      });
      expect(block.transfers).toContainEqual({
        txid: txid2,
        index: expect.any(Number),
        address: legacy,
        amount: '0.1',
        asset: null,
      });
      // The coinbase pays the miner; its OP_RETURN (witness commitment) has no address and is left out.
      const coinbase = block.transfers.filter((t) => t.txid !== txid && t.txid !== txid2);
      expect(coinbase).toHaveLength(1);
      for (const t of block.transfers) expect(t.amount).toMatch(/^\d+(\.\d{1,8})?$/);
    });

    it('200 outputs of one transaction all appear', async () => {
      const amounts: Record<string, string> = {};
      const addresses: string[] = [];
      // Ten at a time: the node refuses more calls than its RPC work queue holds (16).
      for (let i = 0; i < 20; i += 1) {
        addresses.push(...(await Promise.all(Array.from({ length: 10 }, () => node.newAddress()))));
      }
      // Above the dust limit, each amount different in its last digit.
      addresses.forEach((address, i) => {
        amounts[address] = `0.001${String(i + 1).padStart(5, '0')}`;
      });
      const txid = await node.sendMany(amounts);
      await node.mine(1);
      const block = await source.block((await source.tip()).height, NO_TOKENS);
      const mine = block.transfers.filter((t) => t.txid === txid && t.address in amounts);
      expect(mine).toHaveLength(200);
      for (const t of mine) expect(t.amount).toBe(dec(amounts[t.address]!).toFixed());
    });

    it('after a reorg the height has another block and the payment is not in it', async () => {
      const address = await node.newAddress();
      const txid = await node.send(address, '0.5');
      const [oldHash] = await node.mine(1);
      const height = (await source.tip()).height;
      expect((await source.block(height, NO_TOKENS)).transfers.some((t) => t.txid === txid)).toBe(true);

      const result = await node.reorg(1);
      expect(result.removed).toEqual([oldHash]);
      expect(result.excluded).toEqual([txid]);
      expect(result.added).toHaveLength(2);
      expect(await source.blockHash(height)).toBe(result.added[0]);
      expect(await source.blockHash(height)).not.toBe(oldHash);
      expect((await source.tip()).height).toBe(height + 1);
      for (const h of [height, height + 1]) {
        expect((await source.block(h, NO_TOKENS)).transfers.some((t) => t.txid === txid)).toBe(false);
      }
      // Still in the mempool: the next block confirms it again.
      await node.mine(1);
      const later = await source.block(height + 2, NO_TOKENS);
      expect(later.transfers).toContainEqual({
        txid,
        index: expect.any(Number),
        address,
        amount: '0.5',
        asset: null,
      });
    });

    it('mining past MWEB activation works and blocks still read (peg-in and HogEx have no address)', async () => {
      const start = (await source.tip()).height;
      await node.mine(MWEB_HEIGHT + 2 - start);
      const info = await node.rpc<{ softforks: { mweb: { active: boolean } } }>('getblockchaininfo');
      expect(info.softforks.mweb.active).toBe(true);
      const address = await node.newAddress();
      const txid = await node.send(address, '1.00000001');
      await node.mine(1);
      const height = (await source.tip()).height;
      const block = await source.block(height, NO_TOKENS);
      expect(block.transfers).toContainEqual({
        txid,
        index: expect.any(Number),
        address,
        amount: '1.00000001',
        asset: null,
      });
      const first = await source.block(MWEB_HEIGHT, NO_TOKENS);
      expect(first.transfers.length).toBeGreaterThan(0);
      // A reorg still works with MWEB active.
      const result = await node.reorg(2);
      expect(await source.blockHash(height)).toBe(result.added[1]);
      expect((await source.block(height, NO_TOKENS)).transfers.some((t) => t.txid === txid)).toBe(false);
    });

    it('a reorg from a second node over P2P: the longer chain wins and the payment leaves its block', async () => {
      const other = await startLitecoind({ blocks: 0 });
      try {
        await other.connect(node);
        await other.waitForTip((await source.tip()).hash);
        await other.disconnect(node);

        const address = await node.newAddress();
        const txid = await node.send(address, '0.3');
        const [paid] = await node.mine(1);
        const height = (await source.tip()).height;
        const longer = await other.mine(2);
        await other.connect(node);
        await node.waitForTip(longer[1]!);

        expect(await source.blockHash(height)).toBe(longer[0]);
        expect(await source.blockHash(height)).not.toBe(paid);
        expect((await source.block(height, NO_TOKENS)).transfers.some((t) => t.txid === txid)).toBe(false);
        expect(await node.rpc<string[]>('getrawmempool')).toContain(txid);
      } finally {
        await other.stop();
      }
    });
  },
);
