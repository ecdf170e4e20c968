/**
 * The checks of wallet addresses (docs/decisions/039-first-load-javascript.md): format, then
 * checksum, with `@scure/base` (base58, bech32, base64) and `@noble/hashes` (sha256, keccak-256).
 * Apart from the other validators' rules (requisite-format.ts) so that the browser loads this code
 * only when it first checks an address; `validateRequisite` (validate-requisite.ts) uses it always.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58, base58xmr, base64, base64url, bech32, bech32m } from '@scure/base';
import type { TAddressCheck, TAddressValidator, TRequisiteProblem } from './requisite-format.js';

type TProblem = TRequisiteProblem | null;

const B58 = '[1-9A-HJ-NP-Za-km-z]';
const BASE58_ADDRESS = new RegExp(`^${B58}{25,35}$`);
const TRON_ADDRESS = new RegExp(`^T${B58}{33}$`);
const XMR_SHORT = new RegExp(`^[48]${B58}{94}$`);
const XMR_INTEGRATED = new RegExp(`^4${B58}{105}$`);
const BECH32_DATA = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/;

const CHECKS: Record<TAddressValidator, (value: string) => TProblem> = {
  'btc-address': (v) => bitcoinLike(v, 'bc', [0x00, 0x05]),
  'ltc-address': (v) => bitcoinLike(v, 'ltc', [0x30, 0x32, 0x05]),
  'eth-address': (v) => {
    if (!/^0x[0-9a-fA-F]{40}$/.test(v)) return 'invalid_format';
    const body = v.slice(2);
    const lower = body.toLowerCase();
    if (body === lower || body === body.toUpperCase()) return null;
    // EIP-55: a letter is upper-case exactly when its nibble of keccak-256(lower-case hex) is >= 8.
    const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
    for (let i = 0; i < 40; i++) {
      const expected = parseInt(hash.charAt(i), 16) >= 8 ? lower.charAt(i).toUpperCase() : lower.charAt(i);
      if (body.charAt(i) !== expected) return 'invalid_checksum';
    }
    return null;
  },
  'trc20-address': (v) => {
    if (!TRON_ADDRESS.test(v)) return 'invalid_format';
    return base58check(v, [0x41]);
  },
  'ton-address': (v) => {
    if (/^(?:0|-1):[0-9a-fA-F]{64}$/.test(v)) return null;
    const coder = /^[A-Za-z0-9+/]{48}$/.test(v) ? base64 : /^[A-Za-z0-9_-]{48}$/.test(v) ? base64url : null;
    const bytes = coder === null ? undefined : tryDecode(coder.decode, v);
    if (bytes?.length !== 36) return 'invalid_format';
    const crc = crc16xmodem(bytes.subarray(0, 34));
    if (bytes[34] !== crc >> 8 || bytes[35] !== (crc & 0xff)) return 'invalid_checksum';
    // Flags 0x11 bounceable / 0x51 non-bounceable (0x80 = testnet, refused); workchain 0 or -1.
    if (bytes[0] !== 0x11 && bytes[0] !== 0x51) return 'invalid_format';
    return bytes[1] === 0x00 || bytes[1] === 0xff ? null : 'invalid_format';
  },
  'xmr-address': (v) => {
    // Mainnet network bytes: 0x12 standard ("4…", 95 chars), 0x2a subaddress ("8…", 95), 0x13 integrated ("4…", 106).
    let tag: number;
    if (XMR_SHORT.test(v)) tag = v.startsWith('4') ? 0x12 : 0x2a;
    else if (XMR_INTEGRATED.test(v)) tag = 0x13;
    else return 'invalid_format';
    const bytes = tryDecode(base58xmr.decode, v);
    if (bytes?.length !== (tag === 0x13 ? 77 : 69)) return 'invalid_format';
    if (!equalBytes(keccak_256(bytes.subarray(0, -4)).subarray(0, 4), bytes.subarray(-4))) {
      return 'invalid_checksum';
    }
    return bytes[0] === tag ? null : 'invalid_format';
  },
};

/** An address's problem, or null when it is valid (`value` normalized and not empty). */
export const checkAddress: TAddressCheck = (validator, value) => CHECKS[validator](value);

/** Bitcoin and its forks: base58check with the given version bytes, or a bech32/bech32m segwit address. */
function bitcoinLike(value: string, hrp: string, versions: readonly number[]): TProblem {
  const legacy = BASE58_ADDRESS.test(value) ? base58check(value, versions) : 'invalid_format';
  // "LTC1…" can also begin a legacy Litecoin address: segwit only when base58check did not accept it.
  if (legacy === null || !value.toLowerCase().startsWith(`${hrp}1`)) return legacy;
  return segwit(value, hrp);
}

/** A base58check string of 1 version byte + 20-byte hash + 4-byte sha256d checksum. */
function base58check(value: string, versions: readonly number[]): TProblem {
  const bytes = tryDecode(base58.decode, value);
  if (bytes?.length !== 25) return 'invalid_format';
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  if (!equalBytes(checksum, bytes.subarray(21))) return 'invalid_checksum';
  return versions.includes(bytes[0] ?? -1) ? null : 'invalid_format';
}

/**
 * BIP-173/BIP-350 segwit address. Accepted: v0 (bech32) with a 20- or 32-byte program, v1 taproot
 * (bech32m) with a 32-byte program. Later witness versions are refused: nothing can spend them yet.
 */
function segwit(value: string, hrp: string): TProblem {
  const lower = value.toLowerCase();
  if (value !== lower && value !== value.toUpperCase()) return 'invalid_format';
  if (lower.length > 90 || !BECH32_DATA.test(lower.slice(hrp.length + 1))) return 'invalid_format';
  const plain = bech32.decodeUnsafe(lower);
  const modern = bech32m.decodeUnsafe(lower);
  const words = plain ? plain.words : modern ? modern.words : null;
  if (words === null) return 'invalid_checksum';
  const version = words[0];
  const program = bech32.fromWordsUnsafe(words.slice(1));
  if (version === 0) {
    if (!plain) return 'invalid_checksum';
    return program?.length === 20 || program?.length === 32 ? null : 'invalid_format';
  }
  if (version === 1) {
    if (!modern) return 'invalid_checksum';
    return program?.length === 32 ? null : 'invalid_format';
  }
  return 'invalid_format';
}

function crc16xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function tryDecode(decode: (text: string) => Uint8Array, text: string): Uint8Array | undefined {
  try {
    return decode(text);
  } catch {
    return undefined;
  }
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
