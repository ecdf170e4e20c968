/**
 * What a promocode looks like. Apart from the account's contracts (which use it) so that the
 * exchange screen can check a typed code without loading the contracts' schemas
 * (docs/decisions/039-first-load-javascript.md).
 */

/** Promocodes are upper case; what a user types is trimmed and upper-cased before any lookup. */
export function normalizePromocode(code: string): string {
  return code.trim().toUpperCase();
}

export const PROMOCODE_PATTERN = /^[A-Z0-9_-]{1,64}$/;
