import { sha256 } from '@noble/hashes/sha2.js';
import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATORS, type TValidatorName } from '../contracts/calculator.js';
import { normalizeRequisite, validateRequisite } from './validate-requisite.js';

/** Published example values, valid on mainnet. */
const VALID: Record<Exclude<TValidatorName, 'text' | 'name' | 'email' | 'phone'>, string[]> = {
  card: [
    '4111111111111111', // Visa test card
    '5555555555554444', // Mastercard test card
    '378282246310005', // Amex test card (15 digits)
    '2200000000000004', // MIR range 2200–2204, check digit computed by Luhn
    '2201380000000017',
  ],
  'btc-address': [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // genesis block, P2PKH
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // P2WPKH
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // BIP-173, upper case P2WPKH
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // BIP-173 P2WSH (32 bytes)
    'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', // BIP-86 taproot
  ],
  'ltc-address': [
    'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW', // P2PKH (0x30)
    'LTuoeY6RBHV3n3cfhXVVTbJbxzxnXs9ofm',
    'MGEW4aba3tnrVtVhGcmoqqHaLt5ymPSLPi', // P2SH (0x32)
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // old P2SH (0x05)
    'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz', // P2WPKH
  ],
  'eth-address': [
    // EIP-55 test vectors: all caps, all lower, mixed case.
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ],
  'trc20-address': [
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // USDT TRC-20 contract
    'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', // TRON zero address (0x41 + 20 zero bytes)
  ],
  'ton-address': [
    'EQD4FPq-PRDieyQKkizFTRtSDyucUIqrj0v_zXJmqaDp6_0t',
    'EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF', // TON docs example, bounceable
    'UQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPuwA', // same, non-bounceable
    'EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff+W72r5gqPrHF', // same, standard base64
    'Ef8zMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzM0vF', // elector, masterchain (-1)
    '0:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e', // raw form
    '-1:3333333333333333333333333333333333333333333333333333333333333333',
  ],
  'xmr-address': [
    // Monero General Fund (standard), and the monerodocs.org subaddress and integrated examples.
    '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A',
    '888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H',
    '4LL9oSLmtpccfufTMvppY6JwXNouMBzSkbLYfpAV5Usx3skxNgYeYTRj5UzqtReoS44qo9mtmXCqY45DJ852K5Jv2bYXZKKQePHES9khPK',
  ],
};

const ALPHABETS: Record<keyof typeof VALID, string> = {
  card: '0123456789',
  'btc-address': '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  'ltc-address': '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  'eth-address': '0123456789abcdef',
  'trc20-address': '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  'ton-address': 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  'xmr-address': '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
};
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** One-character substitutions of `value` within its alphabet (case-insensitive alphabets keep the case). */
function mutations(value: string, alphabet: string, from: number): string[] {
  const out: string[] = [];
  for (let i = from; i < value.length; i++) {
    const char = value.charAt(i);
    const exact = alphabet.indexOf(char);
    const index = exact === -1 ? alphabet.indexOf(char.toLowerCase()) : exact;
    if (index === -1) continue;
    const replacement = alphabet.charAt((index + 7) % alphabet.length);
    out.push(
      value.slice(0, i) + (exact === -1 ? replacement.toUpperCase() : replacement) + value.slice(i + 1),
    );
  }
  return out;
}

function expectProblem(validator: TValidatorName, value: string, ...problems: string[]) {
  const result = validateRequisite(validator, value);
  expect(result.ok, `${validator} ${value}`).toBe(false);
  if (!result.ok) expect(problems, `${validator} ${value}`).toContain(result.problem);
}

/** Base58check of arbitrary version + payload, to build well-formed addresses of the wrong network. */
function base58check(version: number, payload: Uint8Array): string {
  const body = Uint8Array.of(version, ...payload);
  return base58.encode(Uint8Array.of(...body, ...sha256(sha256(body)).subarray(0, 4)));
}

/** Luhn check digit computed the textbook way (double every second digit from the right). */
function luhnDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    const doubled = Number(payload.charAt(payload.length - 1 - i)) * (i % 2 === 0 ? 2 : 1);
    sum += Math.floor(doubled / 10) + (doubled % 10);
  }
  return (10 - (sum % 10)) % 10;
}

describe('validateRequisite: published examples', () => {
  for (const [validator, values] of Object.entries(VALID) as [keyof typeof VALID, string[]][]) {
    it(`accepts ${validator}`, () => {
      for (const value of values)
        expect(validateRequisite(validator, value), value).toEqual({ ok: true, value });
    });

    it(`refuses every one-character mutation of ${validator}`, () => {
      for (const value of values) {
        if (validator === 'eth-address' && !/[a-f].*[A-F]|[A-F].*[a-f]/.test(value)) continue; // no checksum
        if (/^-?\d:/.test(value)) continue; // raw TON form has no checksum
        const bech32 = /^(bc|ltc)1/i.test(value);
        const alphabet = bech32 ? BECH32_CHARSET : ALPHABETS[validator];
        const from = bech32 ? value.indexOf('1') + 1 : validator === 'eth-address' ? 2 : 0;
        const mutated = mutations(value, alphabet, from);
        expect(mutated.length).toBeGreaterThan(10);
        for (const wrong of mutated) expectProblem(validator, wrong, 'invalid_checksum', 'invalid_format');
      }
    });
  }

  it('reports a broken checksum as invalid_checksum', () => {
    expectProblem('card', '4111111111111112', 'invalid_checksum');
    expectProblem('btc-address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'invalid_checksum');
    expectProblem('btc-address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp', 'invalid_checksum');
    expectProblem('ltc-address', 'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dq', 'invalid_checksum');
    expectProblem('eth-address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'invalid_checksum');
    expectProblem('eth-address', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'invalid_checksum');
    expectProblem('trc20-address', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'invalid_checksum');
    expectProblem('ton-address', 'EQD4FPq-PRDieyQKkizFTRtSDyucUIqrj0v_zXJmqaDp6_0u', 'invalid_checksum');
    expectProblem(
      'xmr-address',
      '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3B',
      'invalid_checksum',
    );
  });

  it('refuses other networks and other coins', () => {
    // Bitcoin testnet (P2PKH 0x6f, bech32 tb1), regtest, and Litecoin on the Bitcoin field.
    expectProblem('btc-address', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'invalid_format');
    expectProblem('btc-address', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'invalid_format');
    expectProblem('btc-address', 'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW', 'invalid_format');
    expectProblem('btc-address', 'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz', 'invalid_format');
    expectProblem('ltc-address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'invalid_format');
    expectProblem('ltc-address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'invalid_format');
    expectProblem('ltc-address', base58check(0x3a, new Uint8Array(20).fill(7)), 'invalid_format'); // LTC testnet
    expectProblem('trc20-address', base58check(0x41, new Uint8Array(21)), 'invalid_format'); // 26 bytes
    expectProblem('trc20-address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'invalid_format');
    expectProblem('trc20-address', '0xde709f2102306220921060314715629080e2fb77', 'invalid_format');
    expectProblem('eth-address', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'invalid_format');
    expectProblem('eth-address', '0xde709f2102306220921060314715629080e2fb7', 'invalid_format');
    // TON testnet flags (0x80 set), and a stray character making the base64 alphabets mixed.
    expectProblem('ton-address', 'kQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPgpP', 'invalid_format');
    expectProblem('ton-address', '0QDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPleK', 'invalid_format');
    expectProblem('ton-address', 'EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gq/rHF', 'invalid_format');
    expectProblem(
      'ton-address',
      '1:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e',
      'invalid_format',
    );
    // Monero stagenet standard address, and a Bitcoin address.
    expectProblem(
      'xmr-address',
      '55LTR8KniP4LQGJSPtbYDacR7dz8RBFnsfAKMaMuwUNYX6aQbBcovzDPyrQF9KXF9tVU6Xk3K8no1BywnJX6GvZX8yJsXvt',
      'invalid_format',
    );
    expectProblem('xmr-address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'invalid_format');
  });

  it('applies the segwit version rules (BIP-173, BIP-350)', () => {
    // v0 program encoded with bech32m, v1 with bech32: checksum mismatch.
    expectProblem('btc-address', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'invalid_checksum');
    expectProblem(
      'btc-address',
      'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
      'invalid_format',
    );
    // v2 and v16 are valid bech32m but unspendable today: refused.
    expectProblem(
      'btc-address',
      'bc1zw508d6qejxtdg4y5r3zarvaryvaqcyyh4',
      'invalid_format',
      'invalid_checksum',
    );
    expectProblem('btc-address', 'BC1SW50QGDZ25J', 'invalid_format');
    // Mixed case.
    expectProblem('btc-address', 'bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'invalid_format');
  });
});

describe('validateRequisite: other fields', () => {
  it('handles empty and oversized input for every validator', () => {
    for (const validator of VALIDATORS) {
      expect(validateRequisite(validator, '')).toEqual({ ok: false, problem: 'required' });
      expect(validateRequisite(validator, ' \t\n ')).toEqual({ ok: false, problem: 'required' });
      expect(validateRequisite(validator, '7'.repeat(513))).toEqual({ ok: false, problem: 'too_long' });
    }
  });

  it('text', () => {
    expect(validateRequisite('text', '  Payment for order #42  ')).toEqual({
      ok: true,
      value: 'Payment for order #42',
    });
    expect(validateRequisite('text', 'Привет 👋').ok).toBe(true);
    expect(validateRequisite('text', '😀'.repeat(256)).ok).toBe(true);
    expectProblem('text', 'x'.repeat(257), 'too_long');
    expectProblem('text', 'line\nbreak', 'invalid_format');
    expectProblem('text', 'nul\u0000', 'invalid_format');
    expectProblem('text', 'lone \uD800 surrogate', 'invalid_format');
  });

  it('name', () => {
    for (const name of [
      'IVAN PETROV',
      'Иван Петров',
      "O'Neil",
      'Jean-Luc Picard',
      'J. R. R. Tolkien',
      'Zoë Ås',
      'Al',
    ])
      expect(validateRequisite('name', name)).toEqual({ ok: true, value: name });
    expectProblem('name', 'A', 'invalid_format');
    expectProblem('name', 'A'.repeat(65), 'too_long');
    expectProblem('name', 'John Smith 3rd', 'invalid_format');
    expectProblem('name', '李小龍', 'invalid_format');
    expectProblem('name', 'Ελένη', 'invalid_format');
    expectProblem('name', "-- '.", 'invalid_format');
    expectProblem('name', 'John_Smith', 'invalid_format');
  });

  it('email', () => {
    expect(validateRequisite('email', ' user.name+tag@example.co.uk ')).toEqual({
      ok: true,
      value: 'user.name+tag@example.co.uk',
    });
    expectProblem('email', 'user@', 'invalid_format');
    expectProblem('email', 'user example.com', 'invalid_format');
    expectProblem('email', 'user@@example.com', 'invalid_format');
    expectProblem('email', `${'a'.repeat(250)}@example.com`, 'too_long');
  });

  it('phone', () => {
    expect(validateRequisite('phone', '+7 (912) 345-67-89')).toEqual({ ok: true, value: '+79123456789' });
    expect(validateRequisite('phone', '44 20 7946 0958')).toEqual({ ok: true, value: '442079460958' });
    expect(validateRequisite('phone', '+123456789012345').ok).toBe(true);
    expectProblem('phone', '+1234567890123456', 'invalid_format'); // 16 digits
    expectProblem('phone', '123456789', 'invalid_format'); // 9 digits
    expectProblem('phone', '+0123456789', 'invalid_format');
    expectProblem('phone', '++79123456789', 'invalid_format');
    expectProblem('phone', '7912+3456789', 'invalid_format');
    expectProblem('phone', '+7 912 345 67 89 ext 1', 'invalid_format');
  });

  it('card', () => {
    expect(validateRequisite('card', ' 4111 1111-1111 1111 ')).toEqual({
      ok: true,
      value: '4111111111111111',
    });
    expectProblem('card', '411111111111', 'invalid_format'); // 12 digits
    expectProblem('card', '41111111111111111111', 'invalid_format'); // 20 digits
    expectProblem('card', '4111.1111.1111.1111', 'invalid_format');
    expectProblem('card', '４１１１１１１１１１１１１１１１', 'invalid_format'); // full-width digits
  });
});

describe('normalizeRequisite', () => {
  it('keeps the case of Ethereum addresses and strips separators from cards and phones', () => {
    expect(normalizeRequisite('eth-address', ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\n')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(normalizeRequisite('card', '5555-5555 5555\u00a04444')).toBe('5555555555554444');
    expect(normalizeRequisite('phone', ' +1 (415) 555-2671 ')).toBe('+14155552671');
    expect(normalizeRequisite('name', '  Anna  Karenina ')).toBe('Anna  Karenina');
  });
});

describe('properties', () => {
  const validator = fc.constantFrom(...VALIDATORS);
  const anyString = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
    fc.string({ unit: fc.constantFrom(' ', '-', '(', ')', '+', '\t', '\u00a0', '0', '7') }),
  );
  // Strings shaped like addresses, to reach the decoders rather than the first regular expression.
  const addressLike = fc.oneof(
    fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{25,35}$/),
    fc.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
    fc.stringMatching(/^[48][1-9A-HJ-NP-Za-km-z]{94}$/),
    fc.stringMatching(/^4[1-9A-HJ-NP-Za-km-z]{105}$/),
    fc.stringMatching(/^(bc|ltc|BC|LTC)1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,87}$/),
    fc.stringMatching(/^[A-Za-z0-9_-]{48}$/),
    fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
  );

  it('validateRequisite never throws and returns the normalized value', () => {
    fc.assert(
      fc.property(validator, fc.oneof(anyString, addressLike), (name, raw) => {
        const result = validateRequisite(name, raw);
        if (result.ok) {
          expect(result.value).toBe(normalizeRequisite(name, raw));
          expect(validateRequisite(name, result.value)).toEqual(result);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('normalizeRequisite is idempotent', () => {
    fc.assert(
      fc.property(validator, anyString, (name, raw) => {
        const once = normalizeRequisite(name, raw);
        expect(normalizeRequisite(name, once)).toBe(once);
      }),
    );
  });

  it('Luhn accepts exactly the numbers whose check digit matches', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,18}$/), fc.integer({ min: 0, max: 9 }), (payload, digit) => {
        const result = validateRequisite('card', `${payload}${digit}`);
        expect(result).toEqual(
          digit === luhnDigit(payload)
            ? { ok: true, value: `${payload}${digit}` }
            : { ok: false, problem: 'invalid_checksum' },
        );
      }),
      { numRuns: 2000 },
    );
  });
});
