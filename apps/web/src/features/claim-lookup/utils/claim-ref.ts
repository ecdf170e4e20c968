/**
 * What a visitor types to find a claim: the link to it (or the id in it), which opens the claim as
 * it is; or its short number (`#9c1e7f3a`, the first eight characters of the id), which opens it
 * only together with the claim's e-mail (docs/decisions/026-claim-link-and-masking.md).
 */
import { readClaimNumber } from '@exchanger/core';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export type TClaimRef = { id: string } | { number: string } | { error: 'empty' | 'invalid' };

export function readClaimRef(input: string): TClaimRef {
  const text = input.trim();
  if (text === '') return { error: 'empty' };
  const found = [...new Set((text.match(UUID) ?? []).map((id) => id.toLowerCase()))];
  // Two different ids in one paste: better to ask than to open the wrong claim.
  const [id] = found;
  if (id !== undefined) return found.length === 1 ? { id } : { error: 'invalid' };
  const number = readClaimNumber(text);
  return number === null ? { error: 'invalid' } : { number };
}

/** Just enough of an e-mail to be worth asking the server about; it checks the rest. */
export function looksLikeEmail(input: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(input.trim());
}
