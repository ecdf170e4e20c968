/**
 * The footer's "find a claim" by its short number (docs/decisions/026-claim-link-and-masking.md).
 * The number is known to third parties — the referrer, the shop, support — so it opens the claim
 * only together with the claim's e-mail. A wrong number and a wrong e-mail get one and the same
 * answer, and every attempt counts against a limit per address and per number, so neither half can
 * be guessed.
 */
import { localePrefix, readClaimNumber, type TClaimLookupFound, type TLocale } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import type { TRateRule } from '../auth/index.js';
import type { TClaimsDeps } from './claims.deps.js';

export const LOOKUP_RATE_RULES = {
  /** A person mistyping: ten tries in a quarter of an hour from one address. */
  address: { name: 'claim-lookup:ip', limit: 10, windowSeconds: 900 },
  /** One number tried from many addresses (its e-mail guessed): twenty an hour. */
  number: { name: 'claim-lookup:number', limit: 20, windowSeconds: 3600 },
} as const satisfies Record<string, TRateRule>;

export async function lookupClaim(
  deps: Pick<TClaimsDeps, 'repo' | 'limiter'>,
  input: { number: string; email: string },
  ctx: { address: string; locale: TLocale },
): Promise<TClaimLookupFound> {
  const number = readClaimNumber(input.number);
  if (number === null)
    throw new AppError('validation_error', 'validation_error', {
      fields: { number: ['claim_number_invalid'] },
    });
  if (deps.limiter) {
    const verdicts = [
      await deps.limiter.count(LOOKUP_RATE_RULES.address, ctx.address),
      await deps.limiter.count(LOOKUP_RATE_RULES.number, number),
    ];
    const refused = verdicts.filter((verdict) => !verdict.allowed);
    if (refused.length)
      throw new AppError('rate_limited', 'rate_limited', {
        retryAfterSeconds: Math.max(...refused.map((verdict) => verdict.retryAfterSeconds)),
      });
  }
  const id = await deps.repo.idByNumberAndEmail(number, input.email.trim().toLowerCase());
  if (id === null) throw new AppError('not_found', 'claim_lookup_not_found');
  return { id, redirect: `${localePrefix(ctx.locale)}/claim/${id}` };
}
