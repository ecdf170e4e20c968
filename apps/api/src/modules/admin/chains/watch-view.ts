/** A currency's watch as the back office shows it: its settings, its first address, its node. */
import { dec, toPlainString, type TAdminChainWatch, type TChainKey, type TChainNet } from '@exchanger/core';
import { getAddress } from 'viem';
import { CHAINS, depositAddressAt, type TChainSource, type TChainWatchRow } from '../../chains/index.js';

/** The address at index 0, for the operator to compare with his wallet; EVM ones checksummed (EIP-55). */
export function firstAddressOf(watch: { chain: TChainKey; net: TChainNet; xpub: string }): string {
  const { address } = depositAddressAt(watch, 0);
  return CHAINS[watch.chain].kind === 'evm' ? getAddress(address) : address;
}

export function watchView(
  currencyId: number,
  row: TChainWatchRow | null,
  sources: Partial<Record<TChainKey, TChainSource>>,
): TAdminChainWatch {
  if (!row?.enabled) return { currencyId, watch: null };
  const chain = row.chain as TChainKey;
  const net = row.net as TChainNet;
  return {
    currencyId,
    watch: {
      chain,
      net,
      xpub: row.xpub,
      confirmations: row.confirmations,
      tolerancePercent: toPlainString(dec(row.tolerancePercent)),
      tokenContract: row.tokenContract ? getAddress(row.tokenContract) : null,
      tokenDecimals: row.tokenDecimals,
      explorerTxUrl: row.explorerTxUrl,
      nextIndex: row.nextIndex,
      firstAddress: firstAddressOf({ chain, net, xpub: row.xpub }),
      nodeConfigured: sources[chain] !== undefined,
    },
  };
}
