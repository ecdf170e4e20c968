/**
 * The reserve as a ledger (docs/decisions/021): every change of a currency's reserve is a movement
 * recorded in the transaction of what caused it — a claim's payout, a payment counted, a refund, a
 * paid withdrawal, an administrator's correction. The one rule kept here: no movement takes the
 * reserve below what open claims hold, except a payout, which releases the hold it pays in the
 * same transaction (so the available reserve does not move). After the transaction, the caller
 * refreshes the snapshot (`catalogue.refreshHolds()`, which re-reads reserves and holds).
 */
import { dec, toPlainString } from '@exchanger/core';
import type { TDbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { TNewMovement, TReserveLedgerRepo, TReserveMovementRow } from './reserve-ledger.repo.js';

export function createReserveLedger(repo: TReserveLedgerRepo) {
  return {
    /**
     * Records a movement and moves the reserve with it, in `tx`. A decrease other than a payout
     * that would leave less than what is held is refused: 409 `reserve_short`, or with `field`
     * (a correction's input) `reserve_below_held` naming it; nothing changes then.
     */
    async move(
      tx: TDbOrTx,
      movement: TNewMovement,
      options: { field?: string } = {},
    ): Promise<{ reserve: string; held: string }> {
      const floorAtHeld = movement.kind !== 'payout' && dec(movement.amount).lt(0);
      const result = await repo.move(tx, movement, { floorAtHeld });
      if (result.ok) return { reserve: result.reserve, held: result.held };
      if (result.reason === 'unknown') throw new AppError('not_found', 'currency_unknown');
      const params = {
        held: toPlainString(dec(result.held)),
        reserve: toPlainString(dec(result.reserve)),
        currency: result.ticker,
      };
      if (options.field)
        throw new AppError('conflict', 'reserve_below_held', {
          params,
          fields: { [options.field]: ['reserve_below_held'] },
        });
      throw new AppError('conflict', 'reserve_short', { params });
    },

    /** The payment counted for a claim, if one was (a refund gives exactly that back). */
    paymentOf: (tx: TDbOrTx, claimId: string): Promise<TReserveMovementRow | null> =>
      repo.movementOf(tx, claimId, 'payment'),

    /** Whether the currency counts the payments it receives into its reserve. */
    countsPayments: (tx: TDbOrTx, currencyId: number): Promise<boolean> =>
      repo.countsPayments(tx, currencyId),

    /** A page of a currency's movements, newest first, with who made each. */
    page: (currencyId: number, page: { page: number; size: number }) => repo.page(currencyId, page),
  };
}

export type TReserveLedger = ReturnType<typeof createReserveLedger>;
