/**
 * A claim's short number: the first eight hex digits of its id, the `#90237594` operators see.
 * The id is the claim's secret (whoever holds it reads and acts on the claim); the number names the
 * claim to everyone else — referrers, shops, support — and does not open it
 * (docs/decisions/026-claim-link-and-masking.md).
 */
export const CLAIM_NUMBER_LENGTH = 8;

/** `9023759a-…` → `9023759a`. */
export function claimNumber(id: string): string {
  return id.slice(0, CLAIM_NUMBER_LENGTH).toLowerCase();
}

/** A short number as people type it: eight hex digits, with or without `#`. */
export const CLAIM_NUMBER_PATTERN = /^#?[0-9a-fA-F]{8}$/;

/** The number typed by a person, as `claimNumber` gives it; `null` when it is not one. */
export function readClaimNumber(input: string): string | null {
  const text = input.trim();
  return CLAIM_NUMBER_PATTERN.test(text) ? text.replace(/^#/, '').toLowerCase() : null;
}
