/**
 * The claim body's names on the wire and in the domain (docs/decisions/018-wire-names-at-the-wire.md).
 * The specification fixes `fromPs`, `fromSumma`, `toRequisites`, `refferal`…; the use cases speak
 * of `fromCurrencyId`, `sendAmount`, `receiveRequisites`, `referrerCode`. The route maps the body
 * in with `claimInputFromWire` and gives refused fields their wire names back with `withWireNames`.
 */
import type { TClaimCreate } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import type { TClaimInput } from './create-claim.js';

/** Each domain name of the claim body that differs on the wire, with its wire name. */
export const CLAIM_WIRE_NAMES = {
  fromCurrencyId: 'fromPs',
  toCurrencyId: 'toPs',
  sendAmount: 'fromSumma',
  receiveAmount: 'toSumma',
  sendRequisites: 'fromRequisites',
  receiveRequisites: 'toRequisites',
  referrerCode: 'refferal',
  invoiceId: 'invoice',
} as const satisfies Partial<Record<keyof TClaimInput, keyof TClaimCreate>>;

/** The claim body of `POST /api/v1/claim/` in the domain's names. */
export function claimInputFromWire(body: TClaimCreate): TClaimInput {
  return {
    email: body.email,
    fromCurrencyId: body.fromPs,
    toCurrencyId: body.toPs,
    sendAmount: body.fromSumma,
    receiveAmount: body.toSumma,
    sendRequisites: body.fromRequisites ?? {},
    receiveRequisites: body.toRequisites ?? {},
    referrerCode: body.refferal,
    promocode: body.promocode,
    invoiceId: body.invoice,
    altcha: body.altcha,
    refundAddress: body.refundAddress,
  };
}

/**
 * The error a use case threw, with the fields it names renamed to their wire names: a field path
 * is renamed by its first part (`receiveRequisites.card` → `toRequisites.card`); names without a
 * wire twin, and errors without fields, stay as they are.
 */
export function withWireNames(error: unknown, names: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  const fields: NonNullable<AppError['fields']> = {};
  for (const [path, keys] of Object.entries(error.fields)) {
    const dot = path.indexOf('.');
    const head = dot < 0 ? path : path.slice(0, dot);
    const wire = Object.hasOwn(names, head) ? names[head] : undefined;
    fields[wire === undefined ? path : `${wire}${path.slice(head.length)}`] = keys;
  }
  return new AppError(error.code, error.messageKey, { params: error.params, fields, cause: error.cause });
}
