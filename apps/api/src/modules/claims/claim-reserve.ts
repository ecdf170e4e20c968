/**
 * What a claim's status change does to the reserves (docs/decisions/021), in the change's own
 * transaction:
 * - `complete`: the payout, −receive amount on the receive currency (its hold is released by the
 *   same change, so the available reserve does not move);
 * - `payment_received`: +send amount on the send currency, when that currency counts the payments
 *   it receives;
 * - `refund`: gives back exactly the payment counted for the claim, if one was; a refund of a
 *   payment that was never counted moves nothing.
 */
import { dec, type TClaimAction, type TClaimStatus } from '@exchanger/core';
import type { TDbOrTx } from '../../db/client.js';
import type { TReserveLedger } from '../catalogue/index.js';
import type { TActor, TClaimRow } from './claims.repo.js';

/** Whether the change may move a reserve (and so the snapshot should re-read them after it). */
export const movesReserve = (action: TClaimAction, to: TClaimStatus): boolean =>
  to === 'completed' || to === 'refunded' || action === 'payment_received';

export async function moveReserveOfClaim(
  reserves: TReserveLedger,
  tx: TDbOrTx,
  row: TClaimRow,
  action: TClaimAction,
  actor: TActor,
): Promise<void> {
  const actorId = actor.type === 'operator' && actor.id ? Number(actor.id) : null;
  const claimId = row.id;
  if (row.status === 'completed') {
    await reserves.move(tx, {
      currencyId: row.toId,
      kind: 'payout',
      amount: dec(row.toAmount).neg().toFixed(),
      claimId,
      actorId,
    });
  } else if (action === 'payment_received') {
    if (!(await reserves.countsPayments(tx, row.fromId))) return;
    await reserves.move(tx, {
      currencyId: row.fromId,
      kind: 'payment',
      amount: row.fromAmount,
      claimId,
      actorId,
    });
  } else if (row.status === 'refunded') {
    const payment = await reserves.paymentOf(tx, claimId);
    if (!payment) return;
    await reserves.move(tx, {
      currencyId: payment.currencyId,
      kind: 'refund',
      amount: dec(payment.amount).neg().toFixed(),
      claimId,
      actorId,
    });
  }
}
