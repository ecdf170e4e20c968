/**
 * What the payment watcher reads from a chain's node (docs/payments.md): one interface for the
 * Bitcoin family (Bitcoin Core JSON-RPC) and for EVM chains (Ethereum JSON-RPC), so the scan, its
 * cursor and its reorg handling are written once (docs/decisions/032-chain-payments.md).
 */

/** One payment to an address inside a block: an output (UTXO) or a transfer (EVM). */
export interface TChainTransfer {
  /** The transaction id, lower-case hex (`0x…` on EVM chains). */
  txid: string;
  /**
   * Where in the transaction: the output index (UTXO), 0 for an EVM native transfer, the log index
   * for a token `Transfer` event plus 1 (so it never collides with the native transfer's 0).
   */
  index: number;
  /** The receiving address as the chain writes it (bech32 lower-case; EVM lower-case hex). */
  address: string;
  /** The exact amount in the asset's units as a decimal string (`0.015`), never a float. */
  amount: string;
  /** null: the chain's native coin; otherwise the token contract address, lower-case. */
  asset: string | null;
}

export interface TChainBlock {
  height: number;
  hash: string;
  prevHash: string;
  /** Block time, Unix seconds. */
  time: number;
  transfers: TChainTransfer[];
}

/** The tokens whose transfers a scan collects (EVM); UTXO sources ignore it. */
export interface TWatchedTokens {
  tokens: { contract: string; decimals: number }[];
}

export interface TChainSource {
  /**
   * What identifies the chain the node is on: the genesis block hash (UTXO) or `eip155:<chainId>`
   * (EVM), compared with the configured network before anything is scanned.
   */
  identity(): Promise<string>;
  tip(): Promise<{ height: number; hash: string }>;
  /** The hash of the block at `height` on the node's best chain, or null above the tip. */
  blockHash(height: number): Promise<string | null>;
  /** The block at `height` with every payment in it (native, and the watched tokens' transfers). */
  block(height: number, watch: TWatchedTokens): Promise<TChainBlock>;
}

/** A node that answered something unusable (garbage, wrong shape): the watcher backs off and retries. */
export class ChainNodeError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'bad_answer' | 'rpc_error',
  ) {
    super(message);
    this.name = 'ChainNodeError';
  }
}
