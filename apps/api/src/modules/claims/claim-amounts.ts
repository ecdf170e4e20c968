/**
 * A new claim's amounts, checked against the server's own quote with core's `checkClaimAmounts`
 * (docs/architecture.md#money): the client's numbers are checked, never trusted, and never clamped —
 * a refused amount names the field and the limit.
 */
import { checkClaimAmounts, dec, quoteFromSend, type TPairTerms, type TQuote } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import type { TPayableInvoice } from './claims.deps.js';

/**
 * The authoritative quote of the send amount, or the refusal: `sendAmount` finer than its precision,
 * below the minimum or above the maximum, `receiveAmount` more than one unit of the receive
 * precision off; 409 when the only reason is a reserve that is gone.
 */
export function checkAmounts(
  terms: TPairTerms,
  amounts: { sendAmount: string; receiveAmount: string },
  invoice: TPayableInvoice | undefined,
  tickers: { send: string; receive: string },
): TQuote {
  const { sendAmount, receiveAmount } = amounts;
  // An invoice fixes the receive amount; the buyer's send amount is rounded up to buy at least
  // it, and one unit of a costly coin can buy more than one unit of the invoice's currency. So
  // the send amount is checked against its own quote, and the invoice against that quote later.
  const checked = checkClaimAmounts(
    terms,
    sendAmount,
    invoice ? quoteFromSend(terms, sendAmount).receive : receiveAmount,
  );
  if (checked.ok) return checked.quote;
  switch (checked.problem) {
    case 'precision':
      throw new AppError('validation_error', 'validation_error', {
        fields: { sendAmount: ['amount_precision'] },
      });
    case 'below_min':
      throw new AppError('validation_error', 'amount_below_min', {
        params: { limit: checked.limit ?? '0', currency: tickers.send },
        fields: { sendAmount: ['amount_below_min'] },
      });
    case 'above_max':
      // No reserve left at all (a maximum of 0 would only puzzle the client): say that.
      if (
        dec(checked.limit ?? '0').lte(0) &&
        checkClaimAmounts({ ...terms, reserve: null }, sendAmount, receiveAmount).ok
      )
        throw new AppError('conflict', 'reserve_exhausted', { params: { currency: tickers.receive } });
      throw new AppError('validation_error', 'amount_above_max', {
        params: { limit: checked.limit ?? '0', currency: tickers.send },
        fields: { sendAmount: ['amount_above_max'] },
      });
    case 'receive_mismatch':
      throw new AppError('validation_error', 'receive_mismatch', {
        fields: { receiveAmount: ['receive_mismatch'] },
      });
  }
}
