/**
 * `recompute`: an operator accepts a reviewed payment at today's course (docs/payments.md). The
 * claim's send amount becomes what it actually received on the chain (its active payments in the
 * send currency's asset), its receive amount the current quote for that amount with the claim's
 * own discounts — the same core calculator a new claim is priced with, the limits aside: the money
 * has arrived. The hold on the receive currency follows the difference (409 when the reserve
 * cannot cover an increase); the amounts, the hold, the event (old and new amounts in its reason)
 * and the caller's audit entry are written in one transaction.
 */
import {
  dec,
  quoteFromSend,
  toPlainString,
  transitionClaim,
  withDiscount,
  type TClaimStatus,
} from '@exchanger/core';
import type { TDbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { pairKey } from '../catalogue/index.js';
import { notifyStatus } from './claim-mails.js';
import { loadClaim, type TClaimsDeps } from './claims.deps.js';
import type { TClaimRow } from './claims.repo.js';

export async function recomputeClaim(
  deps: TClaimsDeps,
  id: string,
  operatorId: number,
  reason: string,
  /** Runs in the change's transaction with the claim before and after (the operator's audit entry). */
  inTx: (tx: TDbOrTx, row: TClaimRow, before: TClaimRow) => Promise<void>,
  expected?: TClaimStatus,
): Promise<TClaimRow> {
  const claim = await loadClaim(deps, id);
  const conflict = (status: string) =>
    new AppError('conflict', 'claim_status_conflict', { params: { status } });
  if (expected && claim.status !== expected) throw conflict(claim.status);
  const allowed = transitionClaim(claim.status as TClaimStatus, 'recompute', 'operator');
  if (!allowed.ok) throw conflict(claim.status);
  // A shop's invoice is paid in its own amount: its claim is accepted or refunded, never repriced.
  if (claim.invoiceId) throw new AppError('conflict', 'recompute_invoice');
  const received = deps.deposits ? dec(await deps.deposits.receivedOf(id, claim.fromId)) : dec(0);
  if (received.lte(0)) throw new AppError('conflict', 'recompute_nothing_received');

  const snapshot = deps.catalogue.snapshot();
  // A stalled chain withholds its directions from new claims, not from a payment already received.
  const key = pairKey(claim.fromId, claim.toId);
  const live = snapshot.live.get(key) ?? snapshot.withheld.get(key);
  if (!live) throw new AppError('conflict', 'direction_unavailable');
  const terms = withDiscount(
    live.terms,
    dec(claim.loyaltyPercent).plus(dec(claim.promocodePercent)).toFixed(),
  );
  const unlimited = {
    ...terms,
    reserve: null,
    from: { ...terms.from, min: null, max: null },
    to: { ...terms.to, min: null, max: null },
  };
  const quote = quoteFromSend(unlimited, received.toFixed());
  const fromAmount = toPlainString(received);
  const toAmount = quote.receive;
  const tickers = {
    from: snapshot.currenciesById.get(claim.fromId)?.ticker ?? '',
    to: snapshot.currenciesById.get(claim.toId)?.ticker ?? '',
  };
  const said = (from: string, to: string) =>
    `${toPlainString(dec(from))} ${tickers.from} → ${toPlainString(dec(to))} ${tickers.to}`;
  const eventReason = `${reason} (recomputed at ${toPlainString(dec(terms.course))}: ${said(claim.fromAmount, claim.toAmount)} became ${said(fromAmount, toAmount)})`;

  const result = await deps.repo.recompute(
    id,
    { fromAmount, toAmount, course: terms.course, usdValue: snapshot.usdValueOf(claim.fromId, fromAmount) },
    { type: 'operator', id: String(operatorId) },
    eventReason,
    inTx,
  );
  if (result === 'reserve')
    throw new AppError('conflict', 'reserve_exhausted', { params: { currency: tickers.to } });
  if (result === 'moved') throw conflict((await loadClaim(deps, id)).status);
  await deps.catalogue.refreshHolds();
  await notifyStatus(deps, result);
  return result;
}
