/**
 * A Bitcoin-family node (Bitcoin Core, Litecoin Core…) as a `TChainSource`
 * (docs/decisions/032-chain-payments.md): every output of a block that pays an address, with its
 * exact amount.
 *
 * Amounts: the node writes `value` as a JSON number with 8 decimals; the RPC client keeps it as the
 * text written (lossless-json, see bitcoin-rpc.ts), so it is never a float on the way; here it is
 * only put in plain canonical form (`0.25000000` → `0.25`).
 *
 * Litecoin's MWEB: the peg-in and HogEx outputs have no address and are skipped; MWEB-only
 * transactions are not in the block's `tx` list at all (their amounts are hidden by design).
 */
import { dec } from '@exchanger/core';
import { z } from 'zod';
import type { TChainBlock, TChainSource, TChainTransfer } from '../chain-source.js';
import { ChainNodeError } from '../chain-source.js';
import { BitcoinRpcError, createBitcoinRpc, type TBitcoinRpcOptions } from './bitcoin-rpc.js';

/** Bitcoin Core's "Block height out of range" (and other invalid parameters). */
const RPC_INVALID_PARAMETER = -8;

const ZHash = z.string().regex(/^[0-9a-f]{64}$/, 'a block hash');
const ZHeight = z.number().int().nonnegative();
/** An amount as the node wrote it: plain decimal text (kept exact), or a safe integer. */
const ZAmount = z.union([
  z.string().regex(/^\d{1,20}(\.\d{1,18})?$/, 'a plain decimal'),
  z.number().int().nonnegative(),
]);

const ZOutput = z.object({
  value: ZAmount,
  n: z.number().int().nonnegative(),
  scriptPubKey: z.object({
    /** Bitcoin Core 22 and later. */
    address: z.string().min(1).optional(),
    /** Older nodes (Litecoin Core 0.21): a list, one entry for every standard single-key output. */
    addresses: z.array(z.string().min(1)).optional(),
  }),
});

const ZBlock = z.object({
  hash: ZHash,
  height: ZHeight,
  time: z.number().int().nonnegative(),
  /** Absent only on the genesis block. */
  previousblockhash: ZHash.optional(),
  tx: z.array(z.object({ txid: ZHash, vout: z.array(ZOutput) })),
});

const ZHeader = z.object({ hash: ZHash, height: ZHeight });

/** What stands for the parent of the genesis block. */
const NO_PARENT = '0'.repeat(64);

/** The address an output pays, or null (OP_RETURN, bare multisig, MWEB peg-ins, non-standard). */
function addressOf(output: z.infer<typeof ZOutput>): string | null {
  const { address, addresses } = output.scriptPubKey;
  if (address) return address;
  // More than one address is a bare multisig: a payment to none of them alone.
  if (addresses && addresses.length === 1) return addresses[0] ?? null;
  return null;
}

export function createUtxoSource(rpcUrl: string, options: TBitcoinRpcOptions = {}): TChainSource {
  const rpc = createBitcoinRpc(rpcUrl, options);

  async function blockHash(height: number): Promise<string | null> {
    try {
      return await rpc.call('getblockhash', [height], ZHash);
    } catch (error) {
      if (error instanceof BitcoinRpcError && error.code === RPC_INVALID_PARAMETER) return null;
      throw error;
    }
  }

  return {
    identity: () => rpc.call('getblockhash', [0], ZHash),

    // The best block's own header gives its height: a consistent pair even if a block arrives
    // between two calls (getblockcount then getblockhash could straddle it).
    async tip() {
      const hash = await rpc.call('getbestblockhash', [], ZHash);
      const header = await rpc.call('getblockheader', [hash, true], ZHeader);
      return { height: header.height, hash: header.hash };
    },

    blockHash,

    async block(height: number): Promise<TChainBlock> {
      const hash = await blockHash(height);
      if (hash === null) throw new ChainNodeError(`no block at height ${height} yet`, 'rpc_error');
      const block = await rpc.call('getblock', [hash, 2], ZBlock);
      if (block.height !== height || block.hash !== hash) {
        throw new ChainNodeError(
          `getblock ${hash} answered block ${block.height} ${block.hash}`,
          'bad_answer',
        );
      }
      const transfers: TChainTransfer[] = [];
      for (const tx of block.tx) {
        for (const output of tx.vout) {
          const address = addressOf(output);
          if (address === null) continue;
          transfers.push({
            txid: tx.txid,
            index: output.n,
            address,
            amount: dec(String(output.value)).toFixed(),
            asset: null,
          });
        }
      }
      return {
        height: block.height,
        hash: block.hash,
        prevHash: block.previousblockhash ?? NO_PARENT,
        time: block.time,
        transfers,
      };
    },
  };
}
