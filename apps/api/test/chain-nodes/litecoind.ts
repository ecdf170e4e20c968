/**
 * A real Litecoin Core node in regtest for the payment watcher's tests: started by the test on free
 * ports with a fresh data directory, as a child process (no daemon mode), removed by `stop()`.
 *
 * Needs `litecoind` (Debian: apt-get install litecoind); tests skip with `LITECOIND_MISSING` when
 * `hasLitecoind()` is false. Litecoin Core 0.21 is built without sqlite there: legacy wallets only.
 *
 * Regtest facts this harness relies on (Litecoin Core 0.21.2):
 * - MWEB activates at height 432 and the first MWEB block must contain a peg-in, otherwise no block
 *   can be mined past 431 (`bad-txns-vin-empty`); `-vbparams` does not keep it off. `mine()` sends a
 *   small peg-in to an MWEB address of the wallet just before crossing that height, so tests may
 *   mine as far as they like; block 432 then holds that peg-in and the HogEx transaction, whose
 *   outputs have no address.
 * - `generateblock` fails once MWEB is active ('block.vtx.size() == 1'), so `reorg()` keeps
 *   transactions out of the replacement blocks with `prioritisetransaction` instead.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createBitcoinRpc } from '../../src/modules/chains/utxo/bitcoin-rpc.js';

const BINARY = process.env.LITECOIND ?? 'litecoind';

let found: boolean | undefined;

/** Whether `litecoind` can be run here. */
export function hasLitecoind(): boolean {
  found ??= spawnSync(BINARY, ['-version'], { stdio: 'ignore' }).status === 0;
  return found;
}

/** Why a test that needs the node was skipped. */
export const LITECOIND_MISSING = 'litecoind is not installed (apt-get install litecoind)';

/** The height from which Litecoin's regtest requires MWEB blocks. */
export const MWEB_HEIGHT = 432;

export interface TLitecoind {
  /** `http://user:pass@127.0.0.1:<port>/`, what a `TChainSource` is given. */
  rpcUrl: string;
  rpcPort: number;
  p2pPort: number;
  dataDir: string;
  /** Any RPC call; amounts may be passed as decimal strings (the node accepts them). */
  rpc<T = unknown>(method: string, ...params: unknown[]): Promise<T>;
  /** Mines `n` blocks to `address` (a new wallet address by default); returns their hashes. */
  mine(n: number, address?: string): Promise<string[]>;
  /** A new address of the wallet: bech32 (`rltc1…`) unless asked otherwise. */
  newAddress(type?: 'bech32' | 'legacy' | 'p2sh-segwit' | 'mweb'): Promise<string>;
  /** Sends `amount` (a decimal string) from the wallet; returns the txid (in the mempool). */
  send(address: string, amount: string): Promise<string>;
  /** One transaction paying every address its decimal amount; returns the txid. */
  sendMany(amounts: Record<string, string>): Promise<string>;
  /**
   * Replaces the last `depth` blocks by a longer chain (`length` blocks, depth + 1 by default)
   * without the given transactions (every non-coinbase transaction of the removed blocks by
   * default). The left-out transactions stay in the mempool with their normal priority again, so the
   * next `mine()` confirms them (in a new block). The removed blocks stay known to the node, marked
   * invalid.
   */
  reorg(depth: number, options?: { length?: number; exclude?: string[] }): Promise<TReorg>;
  /** Connects to another harness node (P2P) and waits until both see the peer. */
  connect(other: TLitecoind): Promise<void>;
  /** Waits until the node's best block is `hash` (after a `connect`, say). Default 30 s. */
  waitForTip(hash: string, timeoutMs?: number): Promise<void>;
  /** Drops the P2P connection to `other`. */
  disconnect(other: TLitecoind): Promise<void>;
  /** Stops the node and removes its data directory. */
  stop(): Promise<void>;
}

export interface TReorg {
  /** Hashes of the blocks taken off, lowest first. */
  removed: string[];
  /** Hashes of the blocks that replaced them, lowest first. */
  added: string[];
  /** The transactions kept out of the new blocks. */
  excluded: string[];
}

export interface TStartLitecoindOptions {
  /** Blocks mined at start to a wallet address, so the wallet has mature coins. Default 101. */
  blocks?: number;
  /** Extra command-line arguments. */
  args?: string[];
  /** How long to wait for RPC. Default 30 s. */
  startTimeoutMs?: number;
}

const ZBlockTxids = z.object({ tx: z.array(z.string()), height: z.number() });

/** Two distinct free TCP ports on 127.0.0.1 (both held open while choosing, then released). */
async function freePorts(count: number): Promise<number[]> {
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

export async function startLitecoind(options: TStartLitecoindOptions = {}): Promise<TLitecoind> {
  const [rpcPort, p2pPort] = (await freePorts(2)) as [number, number];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchanger-litecoind-'));
  const user = 'test';
  const password = 'test';
  const rpcUrl = `http://${user}:${password}@127.0.0.1:${rpcPort}/`;
  const args = [
    '-regtest',
    `-datadir=${dataDir}`,
    `-rpcport=${rpcPort}`,
    `-port=${p2pPort}`,
    `-rpcuser=${user}`,
    `-rpcpassword=${password}`,
    '-rpcbind=127.0.0.1',
    '-rpcallowip=127.0.0.1',
    '-bind=127.0.0.1',
    '-server=1',
    '-listen=1',
    '-txindex=0',
    '-fallbackfee=0.0001',
    '-persistmempool=0',
    '-discover=0',
    '-dnsseed=0',
    '-upnp=0',
    '-printtoconsole=0',
    // A legacy wallet fills its key pool on creation: 1000 keys by default take seconds.
    '-keypool=20',
    ...(options.args ?? []),
  ];
  const child: ChildProcess = spawn(BINARY, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code;
      resolve();
    }),
  );

  const client = createBitcoinRpc(rpcUrl, { timeoutMs: 60_000, keepAlive: false });
  const rpc = <T = unknown>(method: string, ...params: unknown[]): Promise<T> =>
    client.call(method, params, z.unknown()) as Promise<T>;

  async function stop(): Promise<void> {
    if (exited === undefined) {
      // The RPC stop is quicker than a signal; the signal is there for a node that no longer answers.
      await rpc('stop').catch(() => child.kill('SIGTERM'));
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
    for (;;) {
      if (exited !== undefined) throw new Error(`litecoind exited (${exited}): ${stderr.trim()}`);
      try {
        await rpc('getblockchaininfo');
        break;
      } catch (error) {
        // Not listening yet ('unreachable') or still loading (RPC error -28).
        if (Date.now() > deadline)
          throw new Error(`litecoind did not answer RPC: ${(error as Error).message}`, { cause: error });
        await sleep(100);
      }
    }
    await rpc('createwallet', 'test');
  } catch (error) {
    await stop();
    throw error;
  }

  const newAddress = (type: 'bech32' | 'legacy' | 'p2sh-segwit' | 'mweb' = 'bech32') =>
    rpc<string>('getnewaddress', '', type);
  const height = () => rpc<number>('getblockcount');

  async function mineRaw(n: number, address?: string): Promise<string[]> {
    if (n <= 0) return [];
    return rpc<string[]>('generatetoaddress', n, address ?? (await newAddress()));
  }

  async function mine(n: number, address?: string): Promise<string[]> {
    const start = await height();
    if (start >= MWEB_HEIGHT || start + n < MWEB_HEIGHT) return mineRaw(n, address);
    // The first MWEB block needs a peg-in (see the header).
    const before = await mineRaw(MWEB_HEIGHT - 1 - start, address);
    await rpc('sendtoaddress', await newAddress('mweb'), '0.001');
    return [...before, ...(await mineRaw(n - before.length, address))];
  }

  async function reorg(
    depth: number,
    reorgOptions: { length?: number; exclude?: string[] } = {},
  ): Promise<TReorg> {
    const length = reorgOptions.length ?? depth + 1;
    if (depth < 1 || length <= depth) throw new Error('reorg: need depth >= 1 and length > depth');
    const tip = await height();
    const removed: string[] = [];
    const inRemoved: string[] = [];
    for (let h = tip - depth + 1; h <= tip; h += 1) {
      const hash = await rpc<string>('getblockhash', h);
      removed.push(hash);
      const block = ZBlockTxids.parse(await rpc('getblock', hash, 1));
      inRemoved.push(...block.tx.slice(1));
    }
    const excluded = reorgOptions.exclude ?? inRemoved;
    await rpc('invalidateblock', removed[0]);
    // A fee far below zero keeps a transaction out of the block template; undone after mining.
    const mempool = new Set(await rpc<string[]>('getrawmempool'));
    const held = excluded.filter((txid) => mempool.has(txid));
    for (const txid of held) await rpc('prioritisetransaction', txid, 0, -100_000_000_000);
    let added: string[];
    try {
      // A fresh address per call: the new blocks differ from the removed ones even when empty.
      added = await mine(length);
    } finally {
      for (const txid of held) await rpc('prioritisetransaction', txid, 0, 100_000_000_000);
    }
    return { removed, added, excluded };
  }

  async function peersOf(node: { rpc: TLitecoind['rpc'] }): Promise<string[]> {
    const peers = await node.rpc<{ addr: string; addrbind?: string }[]>('getpeerinfo');
    return peers.flatMap((p) => [p.addr, p.addrbind ?? '']);
  }

  const node: TLitecoind = {
    rpcUrl,
    rpcPort,
    p2pPort,
    dataDir,
    rpc,
    mine,
    newAddress,
    send: (address, amount) => rpc<string>('sendtoaddress', address, amount),
    sendMany: (amounts) => rpc<string>('sendmany', '', amounts),
    reorg,
    async connect(other) {
      await rpc('addnode', `127.0.0.1:${other.p2pPort}`, 'onetry');
      for (let i = 0; i < 100; i += 1) {
        if ((await peersOf(node)).includes(`127.0.0.1:${other.p2pPort}`)) return;
        await sleep(100);
      }
      throw new Error(`could not connect to 127.0.0.1:${other.p2pPort}`);
    },
    async waitForTip(hash, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await rpc<string>('getbestblockhash')) !== hash) {
        if (Date.now() > deadline) throw new Error(`the node did not reach block ${hash}`);
        await sleep(100);
      }
    },
    async disconnect(other) {
      await rpc('disconnectnode', `127.0.0.1:${other.p2pPort}`);
      for (let i = 0; i < 100; i += 1) {
        if (!(await peersOf(node)).includes(`127.0.0.1:${other.p2pPort}`)) return;
        await sleep(100);
      }
    },
    stop,
  };

  try {
    await mine(options.blocks ?? 101);
  } catch (error) {
    await stop();
    throw error;
  }
  return node;
}
