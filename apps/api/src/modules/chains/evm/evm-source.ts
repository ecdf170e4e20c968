/**
 * An EVM chain's node (Ethereum JSON-RPC over HTTP) as a `TChainSource`
 * (docs/decisions/032-chain-payments.md): a block's native transfers from its full transactions,
 * and the watched ERC-20 tokens' `Transfer` events from one `eth_getLogs` by block hash.
 *
 * Every answer is checked against the shape it must have; anything else is a `bad_answer`, so a
 * confused node or proxy never turns into a payment.
 *
 * What it does not see, by design:
 * - native coin moved by a contract (an internal call, e.g. a smart-contract wallet's payout):
 *   only top-level transactions carry a `value` in the block;
 * - the receipt's status of a native transfer: a plain value transfer to an address without code
 *   (a deposit address derived from the xpub) cannot revert, its gas is paid at inclusion, so no
 *   receipt is fetched. A reverted call to a contract may be listed, but it never matches a
 *   deposit address. Token transfers need no check: a reverted transaction leaves no logs.
 */
import {
  formatUnits,
  http,
  createPublicClient,
  HttpRequestError,
  RpcError,
  RpcRequestError,
  TimeoutError,
} from 'viem';
import { z } from 'zod';
import {
  ChainNodeError,
  type TChainBlock,
  type TChainSource,
  type TChainTransfer,
  type TWatchedTokens,
} from '../chain-source.js';

export interface TEvmSourceOptions {
  /** How long one JSON-RPC call may take, in milliseconds (10 s by default). */
  timeoutMs?: number;
}

/** keccak256("Transfer(address,address,uint256)"), the ERC-20 (and ERC-721) event's topic 0. */
export const ERC20_TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const NATIVE_DECIMALS = 18;

const ZHex = z.string().regex(/^0x[0-9a-fA-F]*$/);
const ZQuantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/);
const ZHash = z.string().regex(/^0x[0-9a-fA-F]{64}$/);
const ZAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

const ZTransaction = z.object({
  hash: ZHash,
  to: ZAddress.nullable().optional(),
  value: ZQuantity,
});

const ZBlock = z.object({
  number: ZQuantity,
  hash: ZHash,
  parentHash: ZHash,
  timestamp: ZQuantity,
  transactions: z.array(ZTransaction),
});

const ZLog = z.object({
  address: ZAddress,
  topics: z.array(ZHash),
  data: ZHex,
  blockHash: ZHash,
  transactionHash: ZHash,
  logIndex: ZQuantity,
  removed: z.boolean().optional(),
});

function toNumber(quantity: string): number {
  const value = BigInt(quantity);
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw new ChainNodeError(`number out of range: ${quantity}`, 'bad_answer');
  return Number(value);
}

function toHexQuantity(height: number): `0x${string}` {
  if (!Number.isSafeInteger(height) || height < 0) throw new RangeError(`not a block height: ${height}`);
  return `0x${height.toString(16)}`;
}

/** What went wrong with a call, in the watcher's three words. */
function toNodeError(method: string, error: unknown): ChainNodeError {
  if (error instanceof ChainNodeError) return error;
  if (error instanceof RpcError || error instanceof RpcRequestError) {
    return new ChainNodeError(`${method}: the node refused: ${error.shortMessage}`, 'rpc_error');
  }
  if (error instanceof HttpRequestError) {
    // The body was not JSON at all: something answers on the port, but not a node.
    if (error.cause instanceof SyntaxError) {
      return new ChainNodeError(`${method}: the answer is not JSON`, 'bad_answer');
    }
    const status = error.status === undefined ? '' : ` (HTTP ${error.status})`;
    return new ChainNodeError(
      `${method}: the node is unreachable${status}: ${error.shortMessage}`,
      'unreachable',
    );
  }
  if (error instanceof TimeoutError) {
    return new ChainNodeError(`${method}: the node did not answer in time`, 'unreachable');
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ChainNodeError(`${method}: ${message}`, 'bad_answer');
}

export function createEvmSource(rpcUrl: string, options: TEvmSourceOptions = {}): TChainSource {
  // No retries inside viem: the watcher backs off and retries on a ChainNodeError itself.
  const client = createPublicClient({
    transport: http(rpcUrl, { timeout: options.timeoutMs ?? 10_000, retryCount: 0 }),
  });

  async function call<T>(method: string, params: unknown[], schema: z.ZodType<T>): Promise<T> {
    let answer: unknown;
    try {
      // The JSON-RPC methods are called by name; their answers are checked with zod below.
      answer = await client.request({ method, params } as never);
    } catch (error) {
      throw toNodeError(method, error);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new ChainNodeError(
        `${method}: unexpected answer: ${z.prettifyError(parsed.error)}`,
        'bad_answer',
      );
    }
    return parsed.data;
  }

  async function tokenTransfers(blockHash: string, watch: TWatchedTokens): Promise<TChainTransfer[]> {
    if (watch.tokens.length === 0) return [];
    const decimals = new Map(watch.tokens.map((t) => [t.contract.toLowerCase(), t.decimals]));
    const logs = await call(
      'eth_getLogs',
      [{ blockHash, address: [...decimals.keys()], topics: [ERC20_TRANSFER_TOPIC] }],
      z.array(ZLog),
    );
    const transfers: TChainTransfer[] = [];
    for (const log of logs) {
      const asset = log.address.toLowerCase();
      const scale = decimals.get(asset);
      if (scale === undefined || log.removed === true || log.topics[0] !== ERC20_TRANSFER_TOPIC) continue;
      if (log.blockHash.toLowerCase() !== blockHash.toLowerCase()) {
        throw new ChainNodeError(
          `eth_getLogs: a log of block ${log.blockHash}, asked for ${blockHash}`,
          'bad_answer',
        );
      }
      // ERC-20: from and to indexed, the value in data. ERC-721's Transfer has a fourth topic.
      const to = log.topics[2];
      if (log.topics.length !== 3 || to === undefined || log.data.length !== 66) continue;
      const value = BigInt(log.data);
      if (value === 0n) continue;
      transfers.push({
        txid: log.transactionHash.toLowerCase(),
        index: toNumber(log.logIndex) + 1,
        address: `0x${to.slice(26)}`.toLowerCase(),
        amount: formatUnits(value, scale),
        asset,
      });
    }
    return transfers;
  }

  return {
    async identity() {
      const chainId = await call('eth_chainId', [], ZQuantity);
      return `eip155:${BigInt(chainId).toString()}`;
    },

    async tip() {
      const block = await call(
        'eth_getBlockByNumber',
        ['latest', false],
        ZBlock.omit({ transactions: true }),
      );
      return { height: toNumber(block.number), hash: block.hash.toLowerCase() };
    },

    async blockHash(height) {
      const block = await call(
        'eth_getBlockByNumber',
        [toHexQuantity(height), false],
        z.object({ hash: ZHash, number: ZQuantity }).nullable(),
      );
      if (block === null) return null;
      if (toNumber(block.number) !== height) {
        throw new ChainNodeError(
          `eth_getBlockByNumber: block ${block.number} for height ${height}`,
          'bad_answer',
        );
      }
      return block.hash.toLowerCase();
    },

    async block(height, watch): Promise<TChainBlock> {
      const block = await call('eth_getBlockByNumber', [toHexQuantity(height), true], ZBlock.nullable());
      if (block === null)
        throw new ChainNodeError(`eth_getBlockByNumber: no block at height ${height}`, 'bad_answer');
      if (toNumber(block.number) !== height) {
        throw new ChainNodeError(
          `eth_getBlockByNumber: block ${block.number} for height ${height}`,
          'bad_answer',
        );
      }
      const transfers: TChainTransfer[] = [];
      for (const tx of block.transactions) {
        const value = BigInt(tx.value);
        // A contract creation has no `to`; a zero value moves nothing.
        if (tx.to === null || tx.to === undefined || value === 0n) continue;
        transfers.push({
          txid: tx.hash.toLowerCase(),
          index: 0,
          address: tx.to.toLowerCase(),
          amount: formatUnits(value, NATIVE_DECIMALS),
          asset: null,
        });
      }
      // Logs by the block's hash, not its height: both reads are of the same block even if the
      // chain reorganises in between (the node then refuses or answers for the old block).
      transfers.push(...(await tokenTransfers(block.hash, watch)));
      return {
        height,
        hash: block.hash.toLowerCase(),
        prevHash: block.parentHash.toLowerCase(),
        time: toNumber(block.timestamp),
        transfers,
      };
    },
  };
}
