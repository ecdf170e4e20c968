/**
 * A claim's deposit address on a Bitcoin-family chain (docs/decisions/032-chain-payments.md):
 * native segwit (BIP84, P2WPKH) at child 0/i of the account's extended public key, which is all the
 * server holds. Wallets export the key as `xpub`/`zpub` (`tpub`/`vpub` on test networks, `Ltub`/
 * `ttub` for Litecoin); the version bytes say which network it is for, and are checked.
 */
import { HDKey } from '@scure/bip32';
import { createBase58check } from '@scure/base';
import { p2wpkh } from '@scure/btc-signer';
import { sha256 } from '@noble/hashes/sha2.js';
import type { TUtxoNet } from '../networks.js';

const base58check = createBase58check(sha256);
const MAX_INDEX = 0x7fffffff;

/** Why an extended key cannot be used on a network. */
export type TXpubProblem = 'xpub_invalid' | 'xpub_private' | 'xpub_wrong_network';

export class XpubError extends Error {
  constructor(readonly problem: TXpubProblem) {
    super(problem);
    this.name = 'XpubError';
  }
}

/** The key's version bytes, after its checksum is verified. */
function versionOf(xpub: string): number {
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(xpub);
  } catch {
    throw new XpubError('xpub_invalid');
  }
  if (bytes.length !== 78) throw new XpubError('xpub_invalid');
  return new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
}

/** The account key of `xpub` on `net`; refuses a private key, a key of another network or garbage. */
export function utxoAccountKey(xpub: string, net: TUtxoNet): HDKey {
  const version = versionOf(xpub);
  if (!(version in net.keyVersions)) {
    const privateVersions = [0x0488ade4, 0x04b2430c, 0x04358394, 0x045f18bc, 0x019d9cfe, 0x0436ef7d];
    throw new XpubError(privateVersions.includes(version) ? 'xpub_private' : 'xpub_wrong_network');
  }
  try {
    // The public version is the key's own; the private one is never used (no private key here).
    return HDKey.fromExtendedKey(xpub, { public: version, private: 0 });
  } catch {
    throw new XpubError('xpub_invalid');
  }
}

/** The native segwit address at `index` of the account's external chain, and its path below the key. */
export function deriveUtxoAddress(
  account: HDKey,
  net: TUtxoNet,
  coinType: number,
  index: number,
): { address: string; path: string } {
  if (!Number.isSafeInteger(index) || index < 0 || index > MAX_INDEX)
    throw new RangeError(`not a derivation index: ${index}`);
  const key = account.deriveChild(0).deriveChild(index);
  if (!key.publicKey) throw new XpubError('xpub_invalid');
  const { address } = p2wpkh(key.publicKey, { bech32: net.hrp, pubKeyHash: 0, scriptHash: 0, wif: 0 });
  if (!address) throw new XpubError('xpub_invalid');
  // BIP84's account path when the key is an account key (depth 3); below the key otherwise.
  const account3 = account.depth === 3 ? `m/84'/${coinType}'/${(account.index & MAX_INDEX) >>> 0}'` : 'xpub';
  return { address, path: `${account3}/0/${index}` };
}
