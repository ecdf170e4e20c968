/**
 * What a visitor pastes to find a claim: its number (the UUID the e-mail and the address show),
 * with or without spaces or braces, or the whole link to it. The number is read out of any of them.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export type TClaimRef = { id: string } | { error: 'empty' | 'invalid' };

export function readClaimRef(input: string): TClaimRef {
  const text = input.trim();
  if (text === '') return { error: 'empty' };
  const found = [...new Set((text.match(UUID) ?? []).map((id) => id.toLowerCase()))];
  // Two different numbers in one paste: better to ask than to open the wrong claim.
  const [id] = found;
  return id !== undefined && found.length === 1 ? { id } : { error: 'invalid' };
}
