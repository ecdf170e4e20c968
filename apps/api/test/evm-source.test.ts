import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainNodeError, type TChainTransfer } from '../src/modules/chains/chain-source.js';
import { createEvmSource } from '../src/modules/chains/evm/evm-source.js';
import { hasEvmNode, startEvmNode, type TEvmNode, type TTestToken } from './chain-nodes/evm-node.js';

// Addresses nobody controls, clear of the precompiles at 0x…01 to 0x…11 (they cost more than 21 000 gas).
const payee = (n: number) => `0xbeef${n.toString(16).padStart(36, '0')}`;

async function heightOf(node: TEvmNode, hash: `0x${string}`): Promise<number> {
  const receipt = await node.client.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return Number(receipt.blockNumber);
}

describe.skipIf(!hasEvmNode())('EVM chain source against a hardhat node', () => {
  let node: TEvmNode;
  let token: TTestToken;
  let source: ReturnType<typeof createEvmSource>;

  beforeAll(async () => {
    node = await startEvmNode();
    token = await node.deployToken(6, 'USDT');
    source = createEvmSource(node.rpcUrl);
  });

  afterAll(async () => {
    await node.stop();
  });

  const watch = () => ({ tokens: [{ contract: token.address, decimals: 6 }] });

  it('names the chain eip155:31337', async () => {
    await expect(source.identity()).resolves.toBe('eip155:31337');
  });

  it('finds an ETH payment with its exact 18-decimal amount', async () => {
    const to = payee(1);
    const hash = await node.sendEth(to, '0.123456789012345678');
    const height = await heightOf(node, hash);

    const tip = await source.tip();
    expect(tip.height).toBe(height);
    const block = await source.block(height, watch());
    expect(block.hash).toBe(tip.hash);
    expect(await source.blockHash(height)).toBe(block.hash);
    expect(block.prevHash).toBe(await source.blockHash(height - 1));
    expect(block.time).toBeGreaterThan(1_600_000_000);
    expect(block.transfers).toEqual([
      { txid: hash.toLowerCase(), index: 0, address: to, amount: '0.123456789012345678', asset: null },
    ]);
  });

  it('finds a token transfer with the contract as asset and index = logIndex + 1', async () => {
    const to = payee(2);
    const hash = await token.transfer(to, '12.345678');
    const receipt = await node.client.waitForTransactionReceipt({ hash });
    const log = receipt.logs[0];
    expect(log).toBeDefined();

    const block = await source.block(Number(receipt.blockNumber), watch());
    expect(block.transfers).toEqual([
      {
        txid: hash.toLowerCase(),
        index: (log?.logIndex ?? -2) + 1,
        address: to,
        amount: '12.345678',
        asset: token.address,
      },
    ]);
    // A token nobody watches is not read.
    const unwatched = await source.block(Number(receipt.blockNumber), { tokens: [] });
    expect(unwatched.transfers).toEqual([]);
  });

  it('finds all 200 token transfers and an ETH payment mined in one block', async () => {
    await node.setAutomine(false);
    const hashes: string[] = [];
    try {
      for (let i = 0; i < 200; i += 1) hashes.push(await token.transfer(payee(1000 + i), `${i + 1}.000001`));
      hashes.push(await node.sendEth(payee(999), '1'));
      await node.mine();
    } finally {
      await node.setAutomine(true);
    }
    const tip = await source.tip();
    const block = await source.block(tip.height, watch());

    const tokens = block.transfers.filter((t) => t.asset === token.address);
    expect(tokens).toHaveLength(200);
    const byAddress = new Map(tokens.map((t) => [t.address, t]));
    for (let i = 0; i < 200; i += 1) {
      expect(byAddress.get(payee(1000 + i))?.amount).toBe(`${i + 1}.000001`);
    }
    expect(new Set(tokens.map((t) => t.index)).size).toBe(200);
    expect(tokens.every((t) => t.index >= 1)).toBe(true);
    expect(block.transfers.filter((t) => t.asset === null)).toEqual<TChainTransfer[]>([
      { txid: hashes[200] ?? '', index: 0, address: payee(999), amount: '1', asset: null },
    ]);
    expect(new Set(block.transfers.map((t) => t.txid))).toEqual(new Set(hashes));
  });

  it('has no block above the tip', async () => {
    const tip = await source.tip();
    await expect(source.blockHash(tip.height + 1)).resolves.toBeNull();
    await expect(source.blockHash(tip.height + 1_000_000)).resolves.toBeNull();
  });

  it('sees a reorganisation: another block at the height, the payment gone', async () => {
    const snapshot = await node.snapshot();
    const to = payee(3);
    const hash = await node.sendEth(to, '0.5');
    const height = await heightOf(node, hash);
    const before = await source.block(height, watch());
    expect(before.transfers.map((t) => t.address)).toEqual([to]);

    await node.revert(snapshot);
    expect(await source.blockHash(height)).toBeNull();
    await node.mine(2);

    const after = await source.block(height, watch());
    expect(after.hash).not.toBe(before.hash);
    expect(after.prevHash).toBe(before.prevHash);
    expect(after.transfers).toEqual([]);
    expect((await source.tip()).height).toBe(height + 1);
    await expect(node.client.getTransactionReceipt({ hash })).rejects.toThrow();
  });
});

describe('EVM chain source against a node that is not there', () => {
  let garbage: Server;
  let garbageUrl = '';
  let rpcError: Server;
  let rpcErrorUrl = '';

  const listen = (server: Server) =>
    new Promise<string>((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve(`http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`);
      });
    });

  beforeAll(async () => {
    garbage = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not a node</html>');
    });
    garbageUrl = await listen(garbage);
    rpcError = createServer((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: 0, error: { code: -32000, message: 'header not found' } }));
    });
    rpcErrorUrl = await listen(rpcError);
  });

  afterAll(async () => {
    await Promise.all([garbage, rpcError].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  async function reasonOf(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
    } catch (error) {
      expect(error).toBeInstanceOf(ChainNodeError);
      return (error as ChainNodeError).reason;
    }
    throw new Error('the call succeeded');
  }

  it('a closed port is unreachable', async () => {
    // Listened on and closed again: nobody answers there now.
    const server = createServer();
    const url = await listen(server);
    await new Promise((resolve) => server.close(resolve));
    const source = createEvmSource(url, { timeoutMs: 2_000 });
    expect(await reasonOf(source.tip())).toBe('unreachable');
  });

  it('an answer that is not JSON is a bad answer', async () => {
    const source = createEvmSource(garbageUrl);
    expect(await reasonOf(source.identity())).toBe('bad_answer');
    expect(await reasonOf(source.block(1, { tokens: [] }))).toBe('bad_answer');
  });

  it('JSON of the wrong shape is a bad answer', async () => {
    const wrong = createServer((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: 0, result: { number: 'ten', hash: 42 } }));
    });
    const url = await listen(wrong);
    try {
      const source = createEvmSource(url);
      expect(await reasonOf(source.tip())).toBe('bad_answer');
      expect(await reasonOf(source.blockHash(5))).toBe('bad_answer');
    } finally {
      await new Promise((resolve) => wrong.close(resolve));
    }
  });

  it('a JSON-RPC error is an rpc error', async () => {
    const source = createEvmSource(rpcErrorUrl);
    expect(await reasonOf(source.tip())).toBe('rpc_error');
  });
});
