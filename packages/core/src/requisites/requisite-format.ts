/**
 * The rules of every requisite validator (wallet addresses, card numbers, names…) that need no
 * checksum code: normalizing, the empty and too-long cases, and the checks of text, names, e-mails,
 * phones and cards. An address's check (its checksum: sha256, keccak-256, base58, bech32) is
 * `address-checks.ts`, passed in by `validateRequisite` (validate-requisite.ts), so that the browser
 * can load that code when an address is first checked (docs/decisions/039-first-load-javascript.md).
 */
import type { TValidatorName } from '../contracts/calculator.js';

export const REQUISITE_PROBLEMS = ['required', 'too_long', 'invalid_format', 'invalid_checksum'] as const;
export type TRequisiteProblem = (typeof REQUISITE_PROBLEMS)[number];
export type TRequisiteResult = { ok: true; value: string } | { ok: false; problem: TRequisiteProblem };

/** Longest input any validator looks at; longer input is refused before any decoding. */
export const REQUISITE_MAX_LENGTH = 512;

/** The validators of wallet addresses: their checks are `address-checks.ts`. */
export const ADDRESS_VALIDATORS = [
  'btc-address',
  'ltc-address',
  'eth-address',
  'trc20-address',
  'ton-address',
  'xmr-address',
] as const satisfies readonly TValidatorName[];
export type TAddressValidator = (typeof ADDRESS_VALIDATORS)[number];

export function isAddressValidator(validator: TValidatorName): validator is TAddressValidator {
  return (ADDRESS_VALIDATORS as readonly TValidatorName[]).includes(validator);
}

/** An address's check: its problem, or null when it is valid (the value normalized, not empty). */
export type TAddressCheck = (validator: TAddressValidator, value: string) => TRequisiteProblem | null;

/** Trims; strips spaces and dashes from card numbers, and spaces, dashes and parentheses from phones. */
export function normalizeRequisite(validator: TValidatorName, raw: string): string {
  const value = raw.trim();
  if (validator === 'card') return value.replace(/[\s-]/g, '');
  if (validator === 'phone') return value.replace(/[\s()-]/g, '');
  return value;
}

/**
 * `validateRequisite` with the addresses' check given (`checkAddress` of address-checks.ts): the
 * same result for the same check. Never throws (unless `checkAddress` does).
 */
export function validateRequisiteWith(
  checkAddress: TAddressCheck,
  validator: TValidatorName,
  value: string,
): TRequisiteResult {
  const normalized = normalizeRequisite(validator, value);
  if (normalized === '') return { ok: false, problem: 'required' };
  if (normalized.length > REQUISITE_MAX_LENGTH) return { ok: false, problem: 'too_long' };
  const problem = isAddressValidator(validator)
    ? checkAddress(validator, normalized)
    : CHECKS[validator](normalized);
  return problem === null ? { ok: true, value: normalized } : { ok: false, problem };
}

type TProblem = TRequisiteProblem | null;

/**
 * zod's e-mail pattern (`z.email()`'s default, `z.regexes.email`; a test checks they are the same):
 * written out so that the rules load without zod (docs/decisions/039-first-load-javascript.md).
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern as zod writes it (the test compares the sources)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const CHECKS: Record<Exclude<TValidatorName, TAddressValidator>, (value: string) => TProblem> = {
  text: (v) => {
    if (codePoints(v) > 256) return 'too_long';
    return /[\p{Cc}\p{Cs}\u2028\u2029]/u.test(v) ? 'invalid_format' : null;
  },
  name: (v) => {
    const length = codePoints(v);
    if (length > 64) return 'too_long';
    if (length < 2 || !/\p{L}/u.test(v)) return 'invalid_format';
    return /^(?:(?=\p{L})[\p{Script=Latin}\p{Script=Cyrillic}]|[ .'’-])+$/u.test(v) ? null : 'invalid_format';
  },
  email: (v) => {
    if (v.length > 254) return 'too_long';
    return EMAIL_PATTERN.test(v) ? null : 'invalid_format';
  },
  phone: (v) => (/^\+?[1-9]\d{9,14}$/.test(v) ? null : 'invalid_format'),
  card: (v) => {
    if (!/^\d{13,19}$/.test(v)) return 'invalid_format';
    return luhnValid(v) ? null : 'invalid_checksum';
  },
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d;
  }
  return sum % 10 === 0;
}

function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
