/**
 * The two amount fields of the calculator (docs/architecture.md#exchange-flow, step 5), as a pure reducer over core maths:
 *
 * - a new pair starts from the minimum (`initialQuote`); a new receive currency for the same send
 *   currency keeps the amount the user typed, clamped into the new limits;
 * - typing the send amount computes the receive amount, typing the receive amount computes the
 *   send amount — with the server's rounding, but without clamping while the user types;
 * - leaving a field clamps into min–max (`quoteFromSend` / `quoteFromReceive`), and says so beside
 *   the field (`clamped`); so does submitting an amount out of range (`clamp`);
 * - a refreshed course re-computes the side the user did not type;
 * - swapping the direction keeps the amount the user typed with its currency: the typed text moves
 *   to the other field, and the other side is computed from it once the reverse pair is loaded
 *   (not clamped: the message beside the field tells when it is out of range).
 */
import {
  dec,
  deriveLimits,
  initialQuote,
  quoteFromReceive,
  quoteFromSend,
  type TPairTerms,
} from '@exchanger/core';
import { amountValue, sanitizeAmountInput } from './amount-input';
import { termsSignature, unlimitedTerms } from './pair-terms';

export type TAmountSide = 'send' | 'receive';

export interface TAmountsState {
  /** `termsSignature` of the terms the amounts were computed with; null before the first pair. */
  signature: string | null;
  pairKey: string | null;
  fromId: number | null;
  send: string;
  receive: string;
  /** The side the user typed last; the other one is computed. */
  source: TAmountSide;
  /** Whether the user has typed an amount for the current send currency. */
  edited: boolean;
  /** The last blur or submit moved the typed amount into the limits: which side, to which limit. */
  clamped: { side: TAmountSide; limit: 'min' | 'max' } | null;
  /** A swap is waiting for the reverse pair: that pair's key and the amount it keeps, by side. */
  carry: { pairKey: string; side: TAmountSide; text: string } | null;
}

export const INITIAL_AMOUNTS: TAmountsState = {
  signature: null,
  pairKey: null,
  fromId: null,
  send: '',
  receive: '',
  source: 'send',
  edited: false,
  clamped: null,
  carry: null,
};

export type TAmountsAction =
  | { type: 'terms'; pairKey: string; fromId: number; terms: TPairTerms }
  | { type: 'type'; side: TAmountSide; text: string; terms: TPairTerms }
  | { type: 'blur'; side: TAmountSide; terms: TPairTerms }
  | { type: 'clamp'; terms: TPairTerms }
  | { type: 'swap'; pairKey: string };

function liveFromSend(terms: TPairTerms, text: string): string {
  const value = amountValue(text);
  return value === null ? '' : quoteFromSend(unlimitedTerms(terms), value).receive;
}

function liveFromReceive(terms: TPairTerms, text: string): string {
  const value = amountValue(text);
  return value === null ? '' : quoteFromReceive(unlimitedTerms(terms), value).send;
}

export function amountsReducer(state: TAmountsState, action: TAmountsAction): TAmountsState {
  switch (action.type) {
    case 'terms': {
      const { terms, pairKey, fromId } = action;
      const signature = termsSignature(pairKey, terms);
      if (signature === state.signature) return state;
      if (state.carry && state.carry.pairKey === pairKey) {
        const { side, text } = state.carry;
        const other = side === 'send' ? liveFromSend(terms, text) : liveFromReceive(terms, text);
        return {
          ...state,
          signature,
          pairKey,
          fromId,
          send: side === 'send' ? text : other,
          receive: side === 'send' ? other : text,
          source: side,
          edited: true,
          clamped: null,
          carry: null,
        };
      }
      if (pairKey === state.pairKey) {
        // Same pair, new course or limits: keep what the user typed, re-compute the other side.
        return state.source === 'send'
          ? { ...state, signature, receive: liveFromSend(terms, state.send) }
          : { ...state, signature, send: liveFromReceive(terms, state.receive) };
      }
      const typed = amountValue(state.send);
      if (state.edited && state.fromId === fromId && typed !== null) {
        const quote = quoteFromSend(terms, typed);
        return {
          ...state,
          signature,
          pairKey,
          send: quote.send,
          receive: quote.receive,
          source: 'send',
          clamped: null,
          carry: null,
        };
      }
      const quote = initialQuote(terms);
      return { ...INITIAL_AMOUNTS, signature, pairKey, fromId, send: quote.send, receive: quote.receive };
    }
    case 'type': {
      const precision = action.side === 'send' ? action.terms.from.precision : action.terms.to.precision;
      const text = sanitizeAmountInput(action.text, precision);
      if (text === null) return state;
      return action.side === 'send'
        ? {
            ...state,
            send: text,
            receive: liveFromSend(action.terms, text),
            source: 'send',
            edited: true,
            clamped: null,
          }
        : {
            ...state,
            receive: text,
            send: liveFromReceive(action.terms, text),
            source: 'receive',
            edited: true,
            clamped: null,
          };
    }
    case 'blur':
      return settle(state, action.side, action.terms);
    case 'clamp':
      return settle(state, state.source, action.terms);
    case 'swap': {
      // The typed amount stays with its currency, which is now on the other side.
      const side: TAmountSide = state.source === 'send' ? 'receive' : 'send';
      const text = state.source === 'send' ? state.send : state.receive;
      return { ...state, carry: { pairKey: action.pairKey, side, text }, clamped: null };
    }
  }
}

/** The authoritative quote of one side's amount, clamped into the limits (a field left, a submit). */
function settle(state: TAmountsState, side: TAmountSide, terms: TPairTerms): TAmountsState {
  const value = amountValue(side === 'send' ? state.send : state.receive) ?? '0';
  const quote = side === 'send' ? quoteFromSend(terms, value) : quoteFromReceive(terms, value);
  if (quote.send === state.send && quote.receive === state.receive) return state;
  const clamped = quote.clamped && state.edited ? { side, limit: quote.clamped } : null;
  return { ...state, send: quote.send, receive: quote.receive, clamped };
}

export type TAmountProblem = 'empty' | 'below_min' | 'above_max';

/** Why the send amount cannot be submitted as it is (null: it can). */
export function amountProblem(terms: TPairTerms, sendText: string): TAmountProblem | null {
  const value = amountValue(sendText);
  if (value === null) return 'empty';
  const amount = dec(value);
  const { send } = deriveLimits(terms);
  if (send.min && amount.lt(send.min)) return 'below_min';
  if (send.max && amount.gt(send.max)) return 'above_max';
  return amount.lte(0) ? 'empty' : null;
}

/** The amounts to send to the server: the authoritative quote of the typed send amount. */
export function claimAmounts(
  terms: TPairTerms,
  sendText: string,
): { fromSumma: string; toSumma: string } | null {
  const value = amountValue(sendText);
  if (value === null || amountProblem(terms, sendText)) return null;
  const quote = quoteFromSend(terms, value);
  return quote.clamped ? null : { fromSumma: quote.send, toSumma: quote.receive };
}
