/**
 * Calculator contracts (docs/api.md#calculator): what the exchange screen reads.
 * Amounts, courses and reserves are decimal strings; currency (payment system) ids are integers.
 */
import { z } from 'zod';
import { FILTER_TABS } from '../catalogue/filter-tabs.js';
import { emptyAsMissing } from './common.js';
import {
  columnProblemOf,
  DECIMAL_PATTERN,
  integerDigitsOf,
  MONEY_COLUMN,
  PERCENT_COLUMN,
  type TDecimalColumn,
} from '../money/decimal.js';

/** A non-negative decimal string in plain notation, e.g. `"0.00153"`. */
export const ZDecimal = z
  .string()
  .regex(DECIMAL_PATTERN, { error: 'decimal_invalid' })
  .meta({ id: 'Decimal', description: 'Decimal number as a string, e.g. "0.00153".', example: '0.00153' });

/**
 * A decimal a client sends that is stored in `column`: plain notation (no exponent, no `+`, no
 * spaces), then no more digits before and after the point than the column holds, each refusal
 * naming the field with its limit (docs/decisions/030-input-and-data-rules.md). Every request
 * decimal uses one of the schemas built with it, never `ZDecimal`.
 */
function zColumnDecimal(column: TDecimalColumn, signed: boolean) {
  const integer = integerDigitsOf(column);
  const pattern = signed ? /^-?(0|[1-9]\d*)(\.\d+)?$/ : /^(0|[1-9]\d*)(\.\d+)?$/;
  // Only an absurd length aborts: an object's own refinements (a period, a place taken) still run
  // and name their fields beside a bad amount. The column check reads only a well-formed value.
  return z
    .string()
    .max(200, { error: 'decimal_invalid', abort: true })
    .regex(pattern, { error: signed ? 'signed_decimal_invalid' : 'decimal_invalid' })
    .check((ctx) => {
      if (ctx.value.length > 200 || !pattern.test(ctx.value)) return;
      const problem = columnProblemOf(ctx.value, column);
      if (!problem) return;
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: problem === 'too_large' ? 'decimal_too_large' : 'decimal_too_precise',
        params: { digits: problem === 'too_large' ? integer : column.scale },
      });
    });
}

const limits = (column: TDecimalColumn) =>
  `At most ${integerDigitsOf(column)} digits before the point and ${column.scale} after it.`;

/** A non-negative amount, course, reserve or threshold a client sends: `numeric(38,18)`. */
export const ZMoneyInput = zColumnDecimal(MONEY_COLUMN, false).meta({
  id: 'Money',
  description: `Decimal number as a string, e.g. "0.00153". ${limits(MONEY_COLUMN)}`,
  example: '0.00153',
});
/** The same with an optional minus sign (a change of a reserve). */
export const ZSignedMoneyInput = zColumnDecimal(MONEY_COLUMN, true).meta({
  id: 'SignedMoney',
  description: `Signed decimal number as a string, e.g. "-1500.5". ${limits(MONEY_COLUMN)}`,
  example: '-1500.5',
});
/** A non-negative percentage a client sends: `numeric(10,4)`. */
export const ZPercentInput = zColumnDecimal(PERCENT_COLUMN, false).meta({
  id: 'Percent',
  description: `Percentage as a decimal string, e.g. "1.5". ${limits(PERCENT_COLUMN)}`,
  example: '1.5',
});

export const ZCurrencyId = z.coerce.number().int().min(1).max(2_147_483_647);

/** `GET /api/v1/calculator/` item: one entry of the currency pickers (a "Direction" on the wire). */
export const ZCalculatorEntry = z
  .object({
    ids: z.array(z.number().int()),
    name: z.string(),
    currency: z.array(z.string()),
    logo: z.object({ simple: z.string(), withBackground: z.string() }),
    filter: z.array(z.enum(FILTER_TABS)),
    send: z.object({ visible: z.boolean() }),
    receive: z.object({ visible: z.boolean() }),
  })
  .meta({ id: 'CalculatorEntry' });
export type TCalculatorEntry = z.infer<typeof ZCalculatorEntry>;

export const ZIdList = z.array(z.number().int()).meta({ id: 'IdList' });

export const ZCourse = z.object({ course: ZDecimal }).meta({ id: 'Course' });
export type TCourse = z.infer<typeof ZCourse>;

/** Names of the requisite validators a field may use (see `validateRequisite`). */
export const VALIDATORS = [
  'text',
  'name',
  'email',
  'phone',
  'card',
  'btc-address',
  'ltc-address',
  'eth-address',
  'trc20-address',
  'ton-address',
  'xmr-address',
] as const;
export type TValidatorName = (typeof VALIDATORS)[number];

const ZFieldText = z.object({ header: z.string(), placeholder: z.string() });

/** An input the client fills for one side of the exchange (wallet, card number, cardholder…). */
export const ZInputField = z
  .object({
    name: z.string(),
    type: z.enum(['text', 'email', 'tel']),
    validator: z.enum(VALIDATORS),
    required: z.boolean(),
    visible: z.boolean(),
    send: ZFieldText,
    receive: ZFieldText,
  })
  .meta({ id: 'InputField' });
export type TInputField = z.infer<typeof ZInputField>;

export const ZPairSide = z
  .object({
    id: z.number().int(),
    currency: z.string(),
    min: ZDecimal.nullable(),
    max: ZDecimal.nullable(),
    roundCalculator: z.number().int().min(0).max(18),
    notify: z.string(),
  })
  .meta({ id: 'PairSide' });
export type TPairSideBody = z.infer<typeof ZPairSide>;

const ZStructureSide = z.object({
  input: z.array(ZInputField),
  currency: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  network: z.array(z.object({ code: z.string(), name: z.string() })),
  city: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** `GET /api/v1/calculator/pair/{from}/{to}/`. */
export const ZPair = z
  .object({
    course: ZDecimal,
    bonus: ZDecimal,
    notify: z.string(),
    from: ZPairSide,
    to: ZPairSide,
    structure: z.object({
      from: ZStructureSide,
      to: ZStructureSide,
      congestion: z.object({ from: z.boolean(), to: z.boolean(), text: z.string() }),
    }),
    lifetimeMinutes: z.number().int(),
    reserve: ZDecimal,
    verificationRequired: z.boolean(),
    /** A claim in this direction must carry a solved proof-of-work challenge (`altcha`). */
    humanCheck: z.boolean(),
  })
  .meta({ id: 'Pair' });
export type TPair = z.infer<typeof ZPair>;

export const ZReserve = z
  .object({ id: z.number().int(), currency: z.string(), amount: ZDecimal })
  .meta({ id: 'Reserve' });
export type TReserve = z.infer<typeof ZReserve>;

/** `?cur_from=&cur_to=`: codes or ids; empty counts as left out (the contest is answered then). */
export const ZSettingsQuery = z.object({
  cur_from: z.preprocess(emptyAsMissing, z.string().max(40).optional()),
  cur_to: z.preprocess(emptyAsMissing, z.string().max(40).optional()),
});

export const ZContest = z.object({
  active: z.boolean(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  prizes: z.array(z.object({ place: z.number().int(), amount: ZDecimal, currency: z.string() })),
});
export type TContest = z.infer<typeof ZContest>;

/** `GET /api/v1/calculator/settings/`: with `cur_from`/`cur_to` the preset ids, otherwise the contest. */
export const ZCalculatorSettings = z
  .union([
    z.object({
      exchangeAttributes: z.object({
        fromCurrencyId: z.number().int().nullable(),
        toCurrencyId: z.number().int().nullable(),
      }),
    }),
    z.object({ contest: ZContest.nullable() }),
  ])
  .meta({ id: 'CalculatorSettings' });
export type TCalculatorSettings = z.infer<typeof ZCalculatorSettings>;

/** `GET /api/v1/users/pairs/best`: popular directions. */
export const ZBestPair = z
  .object({ from: z.number().int(), to: z.number().int(), course: ZDecimal })
  .meta({ id: 'BestPair' });
export type TBestPair = z.infer<typeof ZBestPair>;
