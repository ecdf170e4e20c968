/**
 * A claim's deposit address on an EVM chain, derived from the account's extended public key
 * (docs/decisions/032-chain-payments.md): BIP44 m/44'/60'/0'/0/i, the server holding only the
 * account-level key m/44'/60'/0' (an `xpub…`), never a private key.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from 'viem';
import { HDKey, publicKeyToAddress } from 'viem/accounts';

/** The account-level path the xpub is taken at; addresses are its external chain's children. */
export const EVM_ACCOUNT_PATH = "m/44'/60'/0'";

/** The highest non-hardened child index (BIP32). */
const MAX_INDEX = 0x7fffffff;

export interface TEvmAddress {
  /** Lower-case hex, as `TChainTransfer.address` carries it: what payments are matched on. */
  address: string;
  /** The full BIP44 path, for the operator's wallet to find the key (m/44'/60'/0'/0/i). */
  path: string;
}

/**
 * The address at `index` on the external chain of the account whose extended public key is
 * `xpub`. Lower-case for matching; show it checksummed (EIP-55, viem's `getAddress`).
 */
export function deriveEvmAddress(xpub: string, index: number): TEvmAddress {
  if (!Number.isSafeInteger(index) || index < 0 || index > MAX_INDEX) {
    throw new RangeError(`not a derivation index: ${index}`);
  }
  const account = HDKey.fromExtendedKey(xpub);
  if (account.privateKey !== null)
    throw new Error('an extended private key was given; only the xpub is kept');
  const key = account.deriveChild(0).deriveChild(index);
  if (key.publicKey === null) throw new Error('the extended key has no public key');
  // An Ethereum address hashes both coordinates: the compressed BIP32 key is expanded first.
  const uncompressed = secp256k1.ProjectivePoint.fromHex(key.publicKey).toRawBytes(false);
  return {
    address: publicKeyToAddress(bytesToHex(uncompressed)).toLowerCase(),
    path: `${EVM_ACCOUNT_PATH}/0/${index}`,
  };
}
