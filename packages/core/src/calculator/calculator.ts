/**
 * The exchange calculator (docs/architecture.md#exchange-flow, step 5, and #money), used by the browser for live quotes and
 * by the server to re-compute every claim, so both always agree to the last digit.
 *
 * - `course`: receive = send × course.
 * - Send → receive: the receive amount is rounded DOWN to the receive precision (docs/architecture.md#money: the
 *   exchanger never pays more than computed).
 * - Receive → send: send = receive ÷ course rounded UP to the send precision (the client pays
 *   enough), then the receive amount is re-computed from that send amount, so the pair shown is
 *   always one the server accepts.
 * - Amounts are clamped into the send side's min–max; a missing send limit is derived from the
 *   receive side through the course (and the reverse), and the reserve caps the maximum.
 */
import { Big, dec, divTo, minOf, roundTo, toFixedString, type TBig } from '../money/decimal.js';

export interface TPairSide {
  /** Digits after the point (`roundCalculator` on the wire). */
  precision: number;
  /** Decimal string or null when not set on this side. */
  min: string | null;
  max: string | null;
}

export interface TPairTerms {
  course: string;
  from: TPairSide;
  to: TPairSide;
  /** What the exchanger can pay out now, in the receive currency; null: no cap. */
  reserve?: string | null;
}

export interface TLimits {
  min: TBig | null;
  max: TBig | null;
}

export interface TDerivedLimits {
  send: TLimits;
  receive: TLimits;
}

export type TClamp = 'min' | 'max' | null;

export interface TQuote {
  /** Send amount with exactly the send precision. */
  send: string;
  /** Receive amount with exactly the receive precision. */
  receive: string;
  /** Whether the entered amount was raised to the minimum or lowered to the maximum. */
  clamped: TClamp;
}

function courseOf(terms: TPairTerms): TBig {
  const course = dec(terms.course);
  if (course.lte(0)) throw new RangeError('The course must be positive');
  return course;
}

const orNull = (value: string | null | undefined): TBig | null => (value == null ? null : dec(value));

/** The send and receive limits after deriving missing ones through the course. */
export function deriveLimits(terms: TPairTerms): TDerivedLimits {
  const course = courseOf(terms);
  const pf = terms.from.precision;
  const pt = terms.to.precision;
  const fromMin = orNull(terms.from.min);
  const fromMax = orNull(terms.from.max);
  const toMin = orNull(terms.to.min);
  const toMax = orNull(terms.to.max);

  const sendMin = fromMin ?? (toMin ? divTo(toMin, course, pf, 'up') : null);
  const sendMax = capSendByReserve(terms, fromMax ?? (toMax ? divTo(toMax, course, pf, 'down') : null));
  const reserve = orNull(terms.reserve);
  const receiveOf = (send: TBig | null) => (send ? roundTo(send.times(course), pt, 'down') : null);
  let receiveMax = toMax ?? receiveOf(sendMax);
  if (reserve && receiveMax) receiveMax = minOf(receiveMax, reserve);
  return {
    send: { min: sendMin, max: sendMax },
    receive: { min: toMin ?? receiveOf(sendMin), max: receiveMax },
  };
}

/**
 * The send maximum `sendMax` (of the same terms without a reserve) capped by what the reserve can pay
 * out: `deriveLimits(terms).send.max` is `capSendByReserve(terms, deriveLimits({ ...terms, reserve:
 * null }).send.max)`, so a caller that keeps the reserve-free limits (the rates export, per
 * direction) redoes only this one division when the reserve moves.
 */
export function capSendByReserve(terms: TPairTerms, sendMax: TBig | null): TBig | null {
  const reserve = orNull(terms.reserve);
  if (!reserve) return sendMax;
  const byReserve = divTo(reserve, courseOf(terms), terms.from.precision, 'down');
  return sendMax ? minOf(sendMax, byReserve) : byReserve;
}

/** False when no amount can be exchanged: the minimum is above the maximum (or the reserve). */
export function isPairTradable(terms: TPairTerms): boolean {
  const { send } = deriveLimits(terms);
  if (send.max && send.max.lte(0)) return false;
  return !(send.min && send.max && send.min.gt(send.max));
}

function clamp(value: TBig, limits: TLimits): { value: TBig; clamped: TClamp } {
  if (limits.min && value.lt(limits.min)) return { value: limits.min, clamped: 'min' };
  if (limits.max && value.gt(limits.max)) return { value: limits.max, clamped: 'max' };
  return { value, clamped: null };
}

function quote(terms: TPairTerms, course: TBig, send: TBig, clamped: TClamp): TQuote {
  const receive = roundTo(send.times(course), terms.to.precision, 'down');
  return {
    send: toFixedString(send, terms.from.precision),
    receive: toFixedString(receive, terms.to.precision),
    clamped,
  };
}

/** The user typed the send amount (clamped into min–max when the field is left). */
export function quoteFromSend(terms: TPairTerms, sendAmount: string): TQuote {
  const course = courseOf(terms);
  const typed = roundTo(dec(sendAmount), terms.from.precision, 'down');
  const { value, clamped } = clamp(typed, deriveLimits(terms).send);
  return quote(terms, course, value, clamped);
}

/** The user typed the receive amount (clamped through the send side when the field is left). */
export function quoteFromReceive(terms: TPairTerms, receiveAmount: string): TQuote {
  const course = courseOf(terms);
  const send = divTo(dec(receiveAmount), course, terms.from.precision, 'up');
  const { value, clamped } = clamp(send, deriveLimits(terms).send);
  return quote(terms, course, value, clamped);
}

/** The initial send amount is the minimum (or 1 unit of the precision without one). */
export function initialQuote(terms: TPairTerms): TQuote {
  const { send } = deriveLimits(terms);
  const start = send.min ?? new Big(1);
  return quoteFromSend(terms, start.toFixed());
}

export type TQuoteProblem = 'precision' | 'below_min' | 'above_max' | 'receive_mismatch';

/**
 * The server's check of a claim's amounts: the send amount must be within the limits as typed
 * (it is not clamped: the client is told), and the client's receive amount may differ from the
 * server's by at most one unit of the receive precision. Returns the authoritative quote.
 */
export function checkClaimAmounts(
  terms: TPairTerms,
  fromSumma: string,
  toSumma: string,
): { ok: true; quote: TQuote } | { ok: false; problem: TQuoteProblem; limit?: string } {
  const course = courseOf(terms);
  const send = dec(fromSumma);
  if (!roundTo(send, terms.from.precision, 'down').eq(send)) return { ok: false, problem: 'precision' };
  const { send: limits } = deriveLimits(terms);
  if (limits.min && send.lt(limits.min))
    return { ok: false, problem: 'below_min', limit: limits.min.toFixed() };
  if (limits.max && send.gt(limits.max))
    return { ok: false, problem: 'above_max', limit: limits.max.toFixed() };
  if (send.lte(0)) return { ok: false, problem: 'below_min', limit: '0' };
  const result = quote(terms, course, send, null);
  const unit = new Big(1).div(new Big(10).pow(terms.to.precision));
  if (dec(toSumma).minus(result.receive).abs().gt(unit)) return { ok: false, problem: 'receive_mismatch' };
  return { ok: true, quote: result };
}
