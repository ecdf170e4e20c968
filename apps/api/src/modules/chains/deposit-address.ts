/**
 * A watched currency's deposit addresses (docs/payments.md): the address at an index of its
 * account key, on its chain and network, and the check of a key before it is saved. The account
 * keys are parsed once and kept (a claim's address is derived in the claim's own transaction).
 */
import type { TChainKey, TChainNet } from '@exchanger/core';
import type { HDKey } from '@scure/bip32';
import { Address } from '@scure/btc-signer';
import { isAddress } from 'viem';
import { deriveEvmAddress } from './evm/evm-address.js';
import { CHAINS } from './networks.js';
import { deriveUtxoAddress, utxoAccountKey, XpubError } from './utxo/utxo-address.js';

export { XpubError, type TXpubProblem } from './utxo/utxo-address.js';

export interface TWatchKey {
  chain: TChainKey;
  net: TChainNet;
  xpub: string;
}

export interface TDepositAddress {
  /** As payments are matched: bech32 lower-case, or EVM lower-case hex. */
  address: string;
  /** The derivation path, stored with the claim. */
  path: string;
}

/** The mainnet `xpub` version, the only one EVM wallets export. */
const EVM_XPUB = 'xpub';

const accounts = new Map<string, HDKey>();

/** The address at `index`; throws `XpubError` for a key that does not fit the chain and network. */
export function depositAddressAt(watch: TWatchKey, index: number): TDepositAddress {
  const def = CHAINS[watch.chain];
  if (def.kind === 'evm') {
    if (!def.nets[watch.net]) throw new XpubError('xpub_wrong_network');
    if (!watch.xpub.startsWith(EVM_XPUB)) {
      throw new XpubError(watch.xpub.startsWith('xprv') ? 'xpub_private' : 'xpub_wrong_network');
    }
    try {
      return deriveEvmAddress(watch.xpub, index);
    } catch (error) {
      if (error instanceof RangeError) throw error;
      throw new XpubError('xpub_invalid');
    }
  }
  const net = def.nets[watch.net];
  if (!net) throw new XpubError('xpub_wrong_network');
  const cacheKey = `${watch.chain}/${watch.net}/${watch.xpub}`;
  let account = accounts.get(cacheKey);
  if (!account) {
    account = utxoAccountKey(watch.xpub, net);
    accounts.set(cacheKey, account);
  }
  return deriveUtxoAddress(account, net, def.coinType, index);
}

/** Whether `net` is one of `chain`'s networks. */
export function chainHasNet(chain: TChainKey, net: TChainNet): boolean {
  return CHAINS[chain].nets[net] !== undefined;
}

/**
 * `address` in the form payments are matched and stored in, when it is an address of `chain` on
 * `net`; null otherwise. Bitcoin-family: any standard address of the network (bech32 lower-cased);
 * EVM: a hex address, lower-cased.
 */
export function chainAddress(chain: TChainKey, net: TChainNet, address: string): string | null {
  const def = CHAINS[chain];
  if (def.kind === 'evm') return isAddress(address, { strict: false }) ? address.toLowerCase() : null;
  const params = def.nets[net];
  if (!params) return null;
  const bech32 = address.toLowerCase().startsWith(`${params.hrp}1`);
  const candidate = bech32 ? address.toLowerCase() : address;
  try {
    Address({
      bech32: params.hrp,
      pubKeyHash: params.pubKeyHash,
      scriptHash: params.scriptHash,
      wif: 0,
    }).decode(candidate);
    return candidate;
  } catch {
    return null;
  }
}
