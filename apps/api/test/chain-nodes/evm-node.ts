/**
 * A real EVM dev node for tests: Hardhat Network (`hardhat node`, the pinned devDependency) as a
 * child process on a free port, with fresh in-memory state each start, the well-known funded
 * accounts of its default mnemonic, and nothing downloaded (no compiler: the test token is
 * deployed from the committed bytecode in evm/test-token.artifact.ts).
 *
 * Reorgs: `snapshot()` before, `revert(id)` after, then mine different blocks. The node's best
 * chain then has another block at the same height (the hash at that height changes and whatever
 * was mined after the snapshot is gone), which is what a watcher sees of a real reorganisation.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createTestClient,
  getAddress,
  http,
  parseEther,
  parseUnits,
  publicActions,
  walletActions,
  type Address,
  type Client,
  type Hash,
  type HttpTransport,
  type JsonRpcAccount,
  type PublicActions,
  type TestActions,
  type TestRpcSchema,
  type WalletActions,
} from 'viem';
import { hardhat } from 'viem/chains';
import { testTokenAbi, testTokenBytecode } from './evm/test-token.artifact.js';

/** Account #0 of hardhat's default mnemonic ("test test … junk"), 10 000 ETH at start. */
export const FUNDED_ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const START_TIMEOUT_MS = 60_000;

function hardhatCli(): string | null {
  try {
    const pkg = createRequire(import.meta.url).resolve('hardhat/package.json');
    return join(dirname(pkg), 'internal', 'cli', 'bootstrap.js');
  } catch {
    return null;
  }
}

/** For `describe.skipIf(!hasEvmNode())`: the hardhat devDependency is installed. */
export function hasEvmNode(): boolean {
  return hardhatCli() !== null;
}

/** A viem test client (hardhat mode) with the public and wallet actions, the funded account its own. */
export type TEvmTestClient = Client<
  HttpTransport,
  typeof hardhat,
  JsonRpcAccount,
  TestRpcSchema<'hardhat'>,
  { mode: 'hardhat' } & TestActions &
    PublicActions<HttpTransport, typeof hardhat, JsonRpcAccount> &
    WalletActions<typeof hardhat, JsonRpcAccount>
>;

function createClient(rpcUrl: string): TEvmTestClient {
  return createTestClient({
    mode: 'hardhat',
    chain: hardhat,
    account: FUNDED_ACCOUNT,
    // The test client polls for receipts; a local node answers at once.
    pollingInterval: 50,
    transport: http(rpcUrl, { retryCount: 0 }),
  })
    .extend(publicActions)
    .extend(walletActions);
}

export interface TTestToken {
  /** The contract's address, lower-case (as `TChainTransfer.asset` carries it). */
  address: string;
  decimals: number;
  /** Sends `amount` (a decimal string in token units, `12.345678`) from the funded account. */
  transfer(to: string, amount: string): Promise<Hash>;
}

export interface TEvmNode {
  rpcUrl: string;
  /** 31337, hardhat's. */
  chainId: number;
  /** A viem test client with public and wallet actions, its account the funded one (unlocked). */
  client: TEvmTestClient;
  fundedAccount: Address;
  /**
   * Sends `amountEther` (decimal string) from the funded account; returns the transaction hash
   * without waiting: with automine on (the default) it is already mined, with automine off it
   * waits in the mempool for `mine()`.
   */
  sendEth(to: string, amountEther: string): Promise<Hash>;
  /** Deploys a fresh ERC-20 (the whole supply to the funded account). Needs automine on. */
  deployToken(decimals?: number, symbol?: string): Promise<TTestToken>;
  /** Mines `blocks` blocks (1 by default), the first taking the pending transactions. */
  mine(blocks?: number): Promise<void>;
  /** Automine on (a block per transaction, the default) or off (transactions wait for `mine`). */
  setAutomine(on: boolean): Promise<void>;
  /** `evm_snapshot`: an id to `revert` to. */
  snapshot(): Promise<string>;
  /** `evm_revert`: back to the snapshot (the id is used up, as hardhat does). */
  revert(id: string): Promise<void>;
  /** Stops the node and removes its directory. Safe to call twice. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function answersRpc(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(2_000),
    });
    const body = (await response.json()) as { result?: unknown };
    return typeof body.result === 'string';
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(false);
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts a fresh node and waits until it answers JSON-RPC. */
export async function startEvmNode(): Promise<TEvmNode> {
  const cli = hardhatCli();
  if (cli === null) throw new Error('hardhat is not installed (npm ci in the repository)');
  const dir = await mkdtemp(join(tmpdir(), 'evm-node-'));
  const config = join(dir, 'hardhat.config.cjs');
  // Its own root so that nothing (cache, artifacts) is written in the repository.
  await writeFile(
    config,
    `module.exports = ${JSON.stringify({ paths: { root: dir }, networks: { hardhat: { chainId: hardhat.id } } })};\n`,
  );
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  // hardhat runs only from a directory where it is installed: the API package's.
  const child = spawn(
    process.execPath,
    [cli, '--config', config, 'node', '--hostname', '127.0.0.1', '--port', `${port}`],
    {
      cwd: API_DIR,
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // hardhat logs every call; keep the tail for an error message and let the pipes drain.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  // If the test process ends without stop(), the node goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 5_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answersRpc(rpcUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the EVM node did not start on ${rpcUrl}:\n${output}`);
    }
    await sleep(200);
  }

  const client = createClient(rpcUrl);

  const mine = async (blocks = 1) => {
    for (let i = 0; i < blocks; i += 1) await client.mine({ blocks: 1 });
  };

  const deployToken = async (decimals = 6, symbol = 'USDT'): Promise<TTestToken> => {
    const supply = parseUnits('1000000000', decimals);
    const hash = await client.deployContract({
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: [`Test ${symbol}`, symbol, decimals, supply],
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.contractAddress === null || receipt.contractAddress === undefined) {
      throw new Error('the token was not deployed');
    }
    const address = receipt.contractAddress;
    return {
      address: address.toLowerCase(),
      decimals,
      transfer: (to, amount) =>
        client.writeContract({
          address,
          abi: testTokenAbi,
          functionName: 'transfer',
          args: [getAddress(to), parseUnits(amount, decimals)],
          // A fixed limit: with automine off, estimating against the pending block is wasted calls.
          gas: 100_000n,
        }),
    };
  };

  return {
    rpcUrl,
    chainId: hardhat.id,
    client,
    fundedAccount: FUNDED_ACCOUNT,
    sendEth: (to, amountEther) =>
      client.sendTransaction({ to: getAddress(to), value: parseEther(amountEther), gas: 21_000n }),
    deployToken,
    mine,
    setAutomine: (on) => client.setAutomine(on),
    snapshot: () => client.snapshot(),
    revert: async (id) => {
      await client.revert({ id: id as `0x${string}` });
    },
    stop,
  };
}
