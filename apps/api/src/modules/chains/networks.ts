/**
 * The chains a payment watcher reads and how each of their networks is told apart
 * (docs/payments.md): the genesis block of a Bitcoin-family network or the chain id of an EVM one,
 * which the node must answer before anything is scanned; the bech32 prefix of its addresses; the
 * extended-key versions a wallet exports for it.
 */
import type { TChainKey, TChainNet } from '@exchanger/core';

export interface TUtxoNet {
  genesis: string;
  /** Bech32 human-readable part of native segwit addresses. */
  hrp: string;
  /** Base58 version bytes of legacy (P2PKH) and script (P2SH) addresses, for refund addresses. */
  pubKeyHash: number;
  scriptHash: number;
  /** Which extended public keys belong to this network (version bytes → name). */
  keyVersions: Record<number, string>;
}

export interface TEvmNet {
  chainId: number;
}

export type TChainDef =
  | { kind: 'utxo'; name: string; coinType: number; nets: Partial<Record<TChainNet, TUtxoNet>> }
  | { kind: 'evm'; name: string; nets: Partial<Record<TChainNet, TEvmNet>> };

/** Mainnet keys: BIP32 `xpub`, BIP84 `zpub`; test networks: `tpub`, `vpub`. */
const MAIN_KEYS = { 0x0488b21e: 'xpub', 0x04b24746: 'zpub' };
const TEST_KEYS = { 0x043587cf: 'tpub', 0x045f1cf6: 'vpub' };

export const CHAINS: Record<TChainKey, TChainDef> = {
  BTC: {
    kind: 'utxo',
    name: 'Bitcoin',
    coinType: 0,
    nets: {
      main: {
        genesis: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
        hrp: 'bc',
        pubKeyHash: 0x00,
        scriptHash: 0x05,
        keyVersions: MAIN_KEYS,
      },
      testnet: {
        genesis: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
        hrp: 'tb',
        pubKeyHash: 0x6f,
        scriptHash: 0xc4,
        keyVersions: TEST_KEYS,
      },
      regtest: {
        genesis: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
        hrp: 'bcrt',
        pubKeyHash: 0x6f,
        scriptHash: 0xc4,
        keyVersions: TEST_KEYS,
      },
    },
  },
  LTC: {
    kind: 'utxo',
    name: 'Litecoin',
    coinType: 2,
    nets: {
      // Litecoin wallets export `Ltub` (and Electrum-LTC `zpub`) as well as `xpub`.
      main: {
        genesis: '12a765e31ffd4059bada1e25190f6e98c99d9714d334efa41a195a7e7e04bfe2',
        hrp: 'ltc',
        pubKeyHash: 0x30,
        scriptHash: 0x32,
        keyVersions: { ...MAIN_KEYS, 0x019da462: 'Ltub' },
      },
      testnet: {
        genesis: '4966625a4b2851d9fdee139e56211a0d88575f59ed816ff5e6a63deb4e3e29a0',
        hrp: 'tltc',
        pubKeyHash: 0x6f,
        scriptHash: 0x3a,
        keyVersions: { ...TEST_KEYS, 0x0436f6e1: 'ttub' },
      },
      regtest: {
        genesis: '530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9',
        hrp: 'rltc',
        pubKeyHash: 0x6f,
        scriptHash: 0x3a,
        keyVersions: { ...TEST_KEYS, 0x0436f6e1: 'ttub' },
      },
    },
  },
  ETH: {
    kind: 'evm',
    name: 'Ethereum',
    nets: { main: { chainId: 1 }, testnet: { chainId: 11155111 }, dev: { chainId: 31337 } },
  },
  BSC: {
    kind: 'evm',
    name: 'BNB Smart Chain',
    nets: { main: { chainId: 56 }, testnet: { chainId: 97 }, dev: { chainId: 31337 } },
  },
};

/** What the node of `chain`/`net` must answer as its identity (`TChainSource.identity`). */
export function expectedIdentity(chain: TChainKey, net: TChainNet): string | null {
  const def = CHAINS[chain];
  if (def.kind === 'utxo') return def.nets[net]?.genesis ?? null;
  const evm = def.nets[net];
  return evm ? `eip155:${evm.chainId}` : null;
}
