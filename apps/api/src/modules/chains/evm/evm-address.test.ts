import { mnemonicToSeedSync } from '@scure/bip39';
import { getAddress } from 'viem';
import { HDKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { deriveEvmAddress, EVM_ACCOUNT_PATH } from './evm-address.js';

// Hardhat's default accounts come from this mnemonic at m/44'/60'/0'/0/i.
const MNEMONIC = 'test test test test test test test test test test test junk';
const master = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC));
const xpub = master.derive(EVM_ACCOUNT_PATH).publicExtendedKey;

describe('deriveEvmAddress', () => {
  it('gives the wallet’s addresses from the account xpub (hardhat’s accounts 0 and 1)', () => {
    expect(xpub.startsWith('xpub')).toBe(true);
    const first = deriveEvmAddress(xpub, 0);
    expect(first).toEqual({
      address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      path: "m/44'/60'/0'/0/0",
    });
    expect(getAddress(first.address)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    const second = deriveEvmAddress(xpub, 1);
    expect(getAddress(second.address)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(second.path).toBe("m/44'/60'/0'/0/1");
  });

  it('agrees with the private key path for a high index', () => {
    const index = 123_456;
    const fromPrivate = master.derive(`${EVM_ACCOUNT_PATH}/0/${index}`);
    const fromXpub = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
    expect(fromXpub.publicKey).toEqual(fromPrivate.publicKey);
    expect(deriveEvmAddress(xpub, index).address).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('refuses a bad index, an xprv and garbage', () => {
    expect(() => deriveEvmAddress(xpub, -1)).toThrow(RangeError);
    expect(() => deriveEvmAddress(xpub, 2 ** 31)).toThrow(RangeError);
    expect(() => deriveEvmAddress(xpub, 1.5)).toThrow(RangeError);
    expect(() => deriveEvmAddress(master.derive(EVM_ACCOUNT_PATH).privateExtendedKey, 0)).toThrow(/private/);
    expect(() => deriveEvmAddress('xpub-nonsense', 0)).toThrow();
  });
});
