/** The types of regtest-node.mjs, for the TypeScript tests that start the node. */

/** Whether `litecoind` (or `LITECOIND`) can be run here. */
export declare function hasLitecoind(): boolean;

/** Why a test that needs the node was skipped. */
export declare const LITECOIND_MISSING: string;

/** The height from which Litecoin's regtest requires MWEB blocks. */
export declare const MWEB_HEIGHT: number;

/** `count` distinct free TCP ports on 127.0.0.1. */
export declare function freePorts(count: number): Promise<number[]>;

export interface TLitecoind {
  /** `http://user:pass@127.0.0.1:<port>/`: what a `TChainSource` and the server's `CHAIN_RPC_LTC` are given. */
  rpcUrl: string;
  rpcPort: number;
  p2pPort: number;
  dataDir: string;
  /**
   * Any RPC call; amounts may be passed as decimal strings (the node accepts them). The answer is
   * plain JSON: amounts in it are JavaScript numbers, so exact amounts are read through the
   * server's own client (`createUtxoSource`), not here.
   */
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

/**
 * Starts a node on free ports with a fresh data directory, creates its wallet and mines `blocks`
 * to it; a node that fails to start is stopped and its directory removed before this rejects.
 */
export declare function startLitecoind(options?: TStartLitecoindOptions): Promise<TLitecoind>;
