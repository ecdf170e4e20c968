/**
 * How many claims one client may make and hold (docs/decisions/027-claim-rationing.md). A client
 * is known by its keys — the address it calls from, the claim's e-mail, and its account when
 * signed in — and each key is counted on its own, in the database, so every process agrees:
 *
 * - creations per hour: the database rate limiter, before any work (429 with `Retry-After`);
 * - promocodes tried: each code sent with a claim counts against the address's promocode limit,
 *   shared with the public check, so claim creation is no oracle of codes;
 * - unpaid claims open at once, and the part of one reserve they hold: counted by the claims
 *   repository in the creating transaction, under a lock per key (409).
 */
import { AppError } from '../../lib/app-error.js';
import { PROMOCODE_CHECK_RULE } from '../account/index.js';
import type { TRateRule } from '../auth/index.js';
import type { TClaimsDeps } from './claims.deps.js';
import type { TClientCaps, TCreateRefusal } from './claims.repo.js';

/** Who creates a claim, in the keys the rationing counts. */
export interface TClaimClient {
  /** The address the request came from (as the proxy settings let the server see it). */
  ip: string | null;
  email: string;
  userId: number | null;
}

const HOUR_SECONDS = 3600;

/** The keys of a client, as the rate limiter names them. */
function keysOf(client: TClaimClient): string[] {
  const keys = [`email:${client.email}`];
  if (client.ip) keys.push(`ip:${client.ip}`);
  if (client.userId !== null) keys.push(`user:${client.userId}`);
  return keys;
}

/**
 * Counts one creation under each of the client's keys; 429 `claims_rate_limited` when any of them
 * is past its hourly limit, saying when the longest of those windows ends.
 */
export async function checkCreationRate(deps: TClaimsDeps, client: TClaimClient): Promise<void> {
  const rationing = deps.rationing;
  if (!rationing || rationing.limits.perHour === 0) return;
  const rule: TRateRule = { name: 'claim', limit: rationing.limits.perHour, windowSeconds: HOUR_SECONDS };
  let retryAfter = 0;
  for (const key of keysOf(client)) {
    const verdict = await rationing.limiter.count(rule, key);
    if (!verdict.allowed) retryAfter = Math.max(retryAfter, verdict.retryAfterSeconds);
  }
  if (retryAfter > 0) {
    throw new AppError('claims_rate_limited', 'claims_rate_limited', {
      params: { minutes: Math.ceil(retryAfter / 60) },
      retryAfterSeconds: retryAfter,
    });
  }
}

/** A promocode sent with a claim counts as one tried from the address: 429 past the limit. */
export async function checkPromocodeAttempt(deps: TClaimsDeps, client: TClaimClient): Promise<void> {
  const rationing = deps.rationing;
  if (!rationing || !client.ip) return;
  const verdict = await rationing.limiter.count(PROMOCODE_CHECK_RULE, client.ip);
  if (!verdict.allowed) {
    throw new AppError('rate_limited', 'promocode_rate_limited', {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
}

/** The caps the creating transaction counts, or none when rationing is off. */
export function capsOf(deps: TClaimsDeps): TClientCaps | undefined {
  const limits = deps.rationing?.limits;
  if (!limits) return undefined;
  return { openMax: limits.openMax, reserveSharePercent: limits.reserveSharePercent };
}

/** The error of a cap the claim would have passed. */
export function capError(
  refusal: Extract<TCreateRefusal, 'open_cap' | 'share_cap'>,
  deps: TClaimsDeps,
  currency: string,
) {
  const limits = deps.rationing?.limits;
  return refusal === 'open_cap'
    ? new AppError('open_claims_cap', 'open_claims_cap', { params: { max: limits?.openMax ?? 0 } })
    : new AppError('reserve_share_cap', 'reserve_share_cap', {
        params: { currency, percent: limits?.reserveSharePercent ?? '100' },
      });
}
