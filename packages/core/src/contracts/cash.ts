/**
 * Cash (the `/cash` page): the cities where cash is handed over or collected, and in each the cash
 * currencies with their reserve and every live direction into or out of cash — course, limits,
 * reserve, notice — with the link that opens the exchange screen preset to it. Answered from the
 * calculator snapshot, so the numbers are exactly what the calculator quotes.
 */
import { z } from 'zod';
import { ZDecimal } from './calculator.js';

/** `GET /api/v1/cash/?city=MSK`: one city by its monitor code (any case); all cities without it. */
export const ZCashQuery = z.object({
  city: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, { error: 'city_code_invalid' })
    .optional(),
});
export type TCashQuery = z.input<typeof ZCashQuery>;

const ZCashCurrencyRef = z.object({
  id: z.number().int(),
  /** BestChange-style code, as `cur_from`/`cur_to` take it: `CASHRUB`. */
  code: z.string(),
  /** What the amount is counted in: `RUB`. */
  ticker: z.string(),
  name: z.string(),
  logo: z.string(),
  /** Digits after the point of its amounts (the calculator's `roundCalculator`). */
  precision: z.number().int(),
});

/** A cash currency offered in the city, with the reserve available to pay out in it. */
export const ZCashCurrency = ZCashCurrencyRef.extend({ reserve: ZDecimal }).meta({ id: 'CashCurrency' });
export type TCashCurrency = z.infer<typeof ZCashCurrency>;

/** One side of a direction with its limits (null: no limit), as the calculator derives them. */
const ZCashSide = ZCashCurrencyRef.extend({ min: ZDecimal.nullable(), max: ZDecimal.nullable() });

export const ZCashDirection = z
  .object({
    /** `receive`: the client gets cash; `send`: the client hands cash over. */
    cash: z.enum(['receive', 'send']),
    from: ZCashSide,
    to: ZCashSide,
    /** Receive amount = send amount × course. */
    course: ZDecimal,
    /** What the exchanger can pay out in the receive currency now. */
    reserve: ZDecimal,
    /** The direction's notice to clients, in the request's language (may be empty). */
    notice: z.string(),
    lifetimeMinutes: z.number().int(),
    /** The exchange screen preset to this direction: `/?cur_from=USDTTRC20&cur_to=CASHRUB` (`/en?…`). */
    exchangeUrl: z.string(),
  })
  .meta({ id: 'CashDirection' });
export type TCashDirection = z.infer<typeof ZCashDirection>;

export const ZCashCity = z
  .object({
    id: z.number().int(),
    /** The city's code in rate monitors' exports: `MSK`. */
    code: z.string(),
    name: z.string(),
    currencies: z.array(ZCashCurrency),
    /** Getting cash first, then handing it over; each by currency order. */
    directions: z.array(ZCashDirection),
  })
  .meta({ id: 'CashCity' });
export type TCashCity = z.infer<typeof ZCashCity>;

export const ZCashOffices = z.object({ cities: z.array(ZCashCity) }).meta({ id: 'CashOffices' });
export type TCashOffices = z.infer<typeof ZCashOffices>;
