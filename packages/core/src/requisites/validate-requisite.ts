/**
 * Requisite validators (wallet addresses, card numbers, names…), shared by the exchange screen's live
 * validation and the server's authoritative check of every claim. Pure and small: the only
 * dependencies are `@scure/base` (base58, bech32, base64) and `@noble/hashes` (sha256, keccak-256),
 * used by the addresses' checks (address-checks.ts); the other rules are requisite-format.ts.
 */
import { checkAddress } from './address-checks.js';
import { validateRequisiteWith, type TRequisiteResult } from './requisite-format.js';
import type { TValidatorName } from '../contracts/calculator.js';

export {
  ADDRESS_VALIDATORS,
  isAddressValidator,
  normalizeRequisite,
  REQUISITE_MAX_LENGTH,
  REQUISITE_PROBLEMS,
  validateRequisiteWith,
  type TAddressCheck,
  type TAddressValidator,
  type TRequisiteProblem,
  type TRequisiteResult,
} from './requisite-format.js';
export { checkAddress } from './address-checks.js';

/** Normalizes `value`, then checks it against the validator's rules. Never throws. */
export function validateRequisite(validator: TValidatorName, value: string): TRequisiteResult {
  return validateRequisiteWith(checkAddress, validator, value);
}
