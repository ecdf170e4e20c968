/** The node of each chain named by `CHAIN_RPC_<chain>` (docs/payments.md), as a `TChainSource`. */
import { CHAIN_KEYS, type TChainKey } from '@exchanger/core';
import type { TChainSource } from './chain-source.js';
import { createEvmSource } from './evm/evm-source.js';
import { CHAINS } from './networks.js';
import { createUtxoSource } from './utxo/utxo-source.js';

export function createChainSources(
  rpc: Partial<Record<TChainKey, string>>,
): Partial<Record<TChainKey, TChainSource>> {
  const sources: Partial<Record<TChainKey, TChainSource>> = {};
  for (const chain of CHAIN_KEYS) {
    const url = rpc[chain];
    if (!url) continue;
    sources[chain] = CHAINS[chain].kind === 'utxo' ? createUtxoSource(url) : createEvmSource(url);
  }
  return sources;
}
