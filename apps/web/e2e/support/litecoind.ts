/**
 * A Litecoin Core node in regtest for the browser tests of chain payments (docs/payments.md): the
 * few lines of the API tests' harness (apps/api/test/chain-nodes/litecoind.ts) a browser test needs,
 * without pulling the server's sources into this project. Started on free ports with a fresh data
 * directory, a funded legacy wallet (Debian's Litecoin Core 0.21 has no sqlite), removed by `stop()`.
 * The tests mine a handful of blocks, far below regtest's MWEB height (432) that the API harness
 * handles.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BINARY = process.env.LITECOIND ?? 'litecoind';

/** Whether `litecoind` can be run here. */
export const hasLitecoind = (): boolean => spawnSync(BINARY, ['-version'], { stdio: 'ignore' }).status === 0;

/** Why a test that needs the node was skipped. */
export const LITECOIND_MISSING = 'litecoind is not installed (apt-get install litecoind)';

export interface TLitecoind {
  /** `http://user:pass@127.0.0.1:<port>/`, what the server's `CHAIN_RPC_LTC` is given. */
  rpcUrl: string;
  rpc<T = unknown>(method: string, ...params: unknown[]): Promise<T>;
  /** Mines `n` blocks to a new wallet address. */
  mine(n: number): Promise<string[]>;
  /** Sends `amount` (a decimal string) from the wallet; returns the txid. */
  send(address: string, amount: string): Promise<string>;
  stop(): Promise<void>;
}

/** `count` distinct free TCP ports on 127.0.0.1. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startLitecoind(): Promise<TLitecoind> {
  const [rpcPort, p2pPort] = (await freePorts(2)) as [number, number];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchanger-e2e-litecoind-'));
  const child = spawn(
    BINARY,
    [
      '-regtest',
      `-datadir=${dataDir}`,
      `-rpcport=${rpcPort}`,
      `-port=${p2pPort}`,
      '-rpcuser=test',
      '-rpcpassword=test',
      '-rpcbind=127.0.0.1',
      '-rpcallowip=127.0.0.1',
      '-listen=0',
      '-fallbackfee=0.0001',
      '-persistmempool=0',
      '-dnsseed=0',
      '-upnp=0',
      '-printtoconsole=0',
      // A legacy wallet fills its key pool on creation: 1000 keys by default take seconds.
      '-keypool=20',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const state = { exited: false };
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      state.exited = true;
      resolve();
    }),
  );

  let id = 0;
  async function rpc<T = unknown>(method: string, ...params: unknown[]): Promise<T> {
    const res = await fetch(`http://127.0.0.1:${rpcPort}/`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('test:test').toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ jsonrpc: '1.0', id: (id += 1), method, params }),
    });
    const body = (await res.json()) as { result: T; error: { code: number; message: string } | null };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  }

  async function stop(): Promise<void> {
    if (!state.exited) {
      await rpc('stop').catch(() => child.kill('SIGTERM'));
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  const mine = async (n: number) =>
    rpc<string[]>('generatetoaddress', n, await rpc<string>('getnewaddress', '', 'bech32'));
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (state.exited) throw new Error(`litecoind exited at start: ${stderr.trim()}`);
      try {
        await rpc('getblockchaininfo');
        break;
      } catch (error) {
        // Not listening yet, or still loading (RPC error -28).
        if (Date.now() > deadline) throw error;
        await sleep(200);
      }
    }
    await rpc('createwallet', 'test');
    // 101 blocks: the first coinbase is mature and spendable.
    await mine(101);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    rpcUrl: `http://test:test@127.0.0.1:${rpcPort}/`,
    rpc,
    mine,
    send: (address, amount) => rpc<string>('sendtoaddress', address, amount),
    stop,
  };
}
