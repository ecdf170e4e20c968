/**
 * TOTP (RFC 6238) with the `otpauth` library: SHA-1, six digits, 30-second steps, one step of
 * drift either way; and the recovery codes. Pure apart from the random source.
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one (a phone's clock a little off). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A new secret of 160 bits (RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URL an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return totpOf(secret, issuer, account).toString();
}

/** Six digits, as typed: spaces are dropped. */
export function asTotpCode(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step whose code `code` is (within the window around `now`), or null. The caller
 * accepts it only when the step is later than the last step accepted for the account.
 */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Letters and digits that are hard to confuse when copied by hand (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes such as `k7m2p-xq9ra` (50 bits each), shown once and stored hashed. */
export function newRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** A recovery code as typed, compared without case, spaces or dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}
