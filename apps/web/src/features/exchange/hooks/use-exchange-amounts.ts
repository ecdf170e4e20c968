/**
 * The course and the two amounts of the exchange (docs/architecture.md#money): the pair's course
 * improved by the loyalty level and a valid promocode, the send and the receive amount with their
 * limits, and what is wrong with them. The maths is `@exchanger/core`'s, the same the server
 * re-computes the claim with. Paying a shop's invoice fixes the receive amount (the send amount is
 * computed to buy at least it).
 */
import {
  dec,
  deriveLimits,
  isPairTradable,
  withDiscount,
  type TPair,
  type TPairTerms,
  type TPublicInvoice,
} from '@exchanger/core';
import { useMemo, useReducer } from 'react';
import { afterPress } from '@/lib/after-press';
import { formatDecimal } from '@/lib/format';
import { sanitizeAmountInput } from '../utils/amount-input';
import {
  amountProblem,
  amountsReducer,
  claimAmounts,
  INITIAL_AMOUNTS,
  type TAmountSide,
} from '../utils/amounts';
import type { TMessage } from '../utils/messages';
import { pairTerms, termsSignature } from '../utils/pair-terms';

export type TPairState = 'loading' | 'ready' | 'unavailable' | 'untradable';

export interface TExchangeAmountsInput {
  pair: TPair | null;
  pairKey: string | null;
  /** No pair can come (see `useExchangeSelection`). */
  unavailable: boolean;
  /** The course improvement in percent: loyalty level plus a valid promocode. */
  improvement: string;
  invoice: TPublicInvoice | null;
  serverErrors: Readonly<Record<string, string>>;
  clearServerError: (...keys: string[]) => void;
}

export interface TExchangeAmounts {
  pairState: TPairState;
  terms: TPairTerms | null;
  send: string;
  receive: string;
  typeAmount: (side: TAmountSide, text: string) => void;
  blurAmount: (side: TAmountSide) => void;
  /** Moves an out-of-range typed amount into the limits (a submit); true when it did. */
  clampAmounts: () => boolean;
  /** The direction is being swapped to `pairKey`: the typed amount goes with its currency. */
  swapAmounts: (pairKey: string) => void;
  /** The problem of the amount the user typed, shown under that field. */
  amountError: (side: TAmountSide) => TMessage | string | null;
  limits: (side: TAmountSide) => { min: string | null; max: string | null };
  /** Why no claim can be made with this pair and these amounts; null when they are fine. */
  blocker: TMessage | null;
  /** The claim's amounts; null when the send amount gives none. */
  claimSums: () => { fromSumma: string; toSumma: string } | null;
}

function limitText(value: { toFixed: () => string } | null, currency: string): string | null {
  return value ? `${formatDecimal(value.toFixed())} ${currency}` : null;
}

export function useExchangeAmounts({
  pair,
  pairKey,
  unavailable,
  improvement,
  invoice,
  serverErrors,
  clearServerError,
}: TExchangeAmountsInput): TExchangeAmounts {
  const terms = useMemo(
    () => (pair ? withDiscount(pairTerms(pair), improvement) : null),
    [pair, improvement],
  );
  const tradable = terms ? isPairTradable(terms) : false;
  const pairState: TPairState = pair
    ? tradable
      ? 'ready'
      : 'untradable'
    : unavailable
      ? 'unavailable'
      : 'loading';

  const [amounts, dispatch] = useReducer(amountsReducer, INITIAL_AMOUNTS);
  if (terms && pair && pairKey && termsSignature(pairKey, terms) !== amounts.signature) {
    // A new pair or a refreshed course: adjust the amounts while rendering (no stale frame).
    dispatch({ type: 'terms', pairKey, fromId: pair.from.id, terms });
  }
  if (
    invoice &&
    terms &&
    amounts.signature !== null &&
    // An amount finer than the currency now allows could never be typed: the blocker says so.
    sanitizeAmountInput(invoice.amount, terms.to.precision) !== null &&
    (amounts.source !== 'receive' || amounts.receive === '' || !dec(amounts.receive).eq(invoice.amount))
  ) {
    // An invoice is paid exactly: its amount is the receive side, the send side follows from it.
    dispatch({ type: 'type', side: 'receive', text: invoice.amount, terms });
  }

  const limits = (side: TAmountSide) => {
    if (!terms || !pair) return { min: null, max: null };
    const derived = deriveLimits(terms)[side];
    const currency = side === 'send' ? pair.from.currency : pair.to.currency;
    return { min: limitText(derived.min, currency), max: limitText(derived.max, currency) };
  };

  const currentAmountProblem = terms ? amountProblem(terms, amounts.send) : null;

  const amountError = (side: TAmountSide): TMessage | string | null => {
    const server = serverErrors[side === 'send' ? 'amount.from' : 'amount.to'];
    if (server) return server;
    // The invoice fixes the amounts; a problem with them is the create button's reason.
    if (invoice) return null;
    if (!terms) return null;
    if (amounts.clamped?.side === side) {
      const limit = limits(side)[amounts.clamped.limit];
      if (limit)
        return {
          key: amounts.clamped.limit === 'min' ? 'exchange.raisedToMin' : 'exchange.loweredToMax',
          vars: { amount: limit },
        };
    }
    if (side !== amounts.source || !amounts.edited) return null;
    if (currentAmountProblem === 'below_min') {
      const min = limits(side).min;
      return min ? { key: 'exchange.belowMin', vars: { amount: min } } : null;
    }
    if (currentAmountProblem === 'above_max') {
      const max = limits(side).max;
      return max ? { key: 'exchange.aboveMax', vars: { amount: max } } : null;
    }
    return null;
  };

  const blocker = ((): TMessage | null => {
    if (pairState === 'loading') return { key: 'exchange.reason.loading' };
    if (pairState === 'unavailable') return { key: 'exchange.reason.unavailable' };
    if (pairState === 'untradable' || !terms) return { key: 'exchange.reason.untradable' };
    if (currentAmountProblem === 'empty') return { key: 'exchange.reason.amount' };
    if (invoice && pair && (currentAmountProblem === 'below_min' || currentAmountProblem === 'above_max'))
      return {
        key: currentAmountProblem === 'below_min' ? 'exchange.invoice.belowMin' : 'exchange.invoice.aboveMax',
        vars: {
          currency: pair.from.currency,
          amount: limits('send')[currentAmountProblem === 'below_min' ? 'min' : 'max'] ?? '',
        },
      };
    if (currentAmountProblem === 'below_min') {
      return { key: 'exchange.belowMin', vars: { amount: limits('send').min ?? '' } };
    }
    if (currentAmountProblem === 'above_max') {
      return { key: 'exchange.aboveMax', vars: { amount: limits('send').max ?? '' } };
    }
    return null;
  })();

  return {
    pairState,
    terms,
    send: amounts.send,
    receive: amounts.receive,
    typeAmount: (side, text) => {
      if (!terms || invoice) return;
      clearServerError('amount.from', 'amount.to');
      dispatch({ type: 'type', side, text, terms });
    },
    blurAmount: (side) => {
      // After the press that left the field: the clamp and its message move what is below, and
      // the tap that left the field must land where it was aimed (lib/after-press.ts).
      if (terms && !invoice) afterPress(() => dispatch({ type: 'blur', side, terms }));
    },
    clampAmounts: () => {
      if (!terms || invoice) return false;
      if (currentAmountProblem !== 'below_min' && currentAmountProblem !== 'above_max') return false;
      dispatch({ type: 'clamp', terms });
      return true;
    },
    swapAmounts: (nextPairKey) => {
      if (!invoice) dispatch({ type: 'swap', pairKey: nextPairKey });
    },
    amountError,
    limits,
    blocker,
    claimSums: () => {
      const sums = terms ? claimAmounts(terms, amounts.send) : null;
      if (!sums) return null;
      // The server credits the invoice exactly; the send amount buys at least that.
      return { fromSumma: sums.fromSumma, toSumma: invoice ? invoice.amount : sums.toSumma };
    },
  };
}
