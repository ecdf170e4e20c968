import { describe, expect, it } from 'vitest';
import { CHAINS, type TUtxoNet } from '../networks.js';
import { deriveUtxoAddress, utxoAccountKey, XpubError } from './utxo-address.js';

const btc = CHAINS.BTC.kind === 'utxo' ? CHAINS.BTC : null;
const mainnet = btc!.nets.main!;
const regtest = btc!.nets.regtest!;
// BIP84's test vector: mnemonic "abandon … about", account m/84'/0'/0'.
const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

function problemOf(xpub: string, net: TUtxoNet): string | null {
  try {
    utxoAccountKey(xpub, net);
    return null;
  } catch (error) {
    return error instanceof XpubError ? error.problem : 'other';
  }
}

describe('deposit addresses of a Bitcoin-family account key', () => {
  it('derives BIP84’s test vector: native segwit at 0/i, with its path', () => {
    const account = utxoAccountKey(ZPUB, mainnet);
    expect(deriveUtxoAddress(account, mainnet, 0, 0)).toEqual({
      address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      path: "m/84'/0'/0'/0/0",
    });
    expect(deriveUtxoAddress(account, mainnet, 0, 1).address).toBe(
      'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
    );
  });

  it('refuses a key of another network, a private key, a broken checksum and garbage', () => {
    expect(problemOf(ZPUB, regtest)).toBe('xpub_wrong_network');
    expect(problemOf(`${ZPUB.slice(0, -1)}t`, mainnet)).toBe('xpub_invalid');
    expect(problemOf('not a key', mainnet)).toBe('xpub_invalid');
    // BIP32 test vector 1's master private key.
    expect(
      problemOf(
        'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi',
        mainnet,
      ),
    ).toBe('xpub_private');
  });

  it('never derives a hardened or negative index', () => {
    const account = utxoAccountKey(ZPUB, mainnet);
    expect(() => deriveUtxoAddress(account, mainnet, 0, -1)).toThrow(RangeError);
    expect(() => deriveUtxoAddress(account, mainnet, 0, 0x80000000)).toThrow(RangeError);
  });
});
