/**
 * The `Idempotency-Key` request header of money calls (docs/decisions/028): a route declares the
 * header in its schema (`ZIdempotencyHeaders`) and spreads `idempotent(…)` into its options. The
 * `preHandler` takes the key (or sends the answer kept for it) after authentication and body
 * validation; the `onSend` hook keeps a success, or gives the key back after a refusal.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import { requestHashOf, type TIdempotencyService } from '../modules/idempotency/index.js';

/**
 * A token of 1–255 printable ASCII characters, or the same as a structured-field string (quoted,
 * `\"` and `\\` escaped), as the IETF draft "The Idempotency-Key HTTP Header Field" writes it.
 */
const KEY_PATTERN = /^(?:[\x21-\x7e]{1,255}|"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\]){1,255}")$/;
const QUOTED = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;

/** A guest's key is unscoped, so it must be too long to guess (a UUID is 36). */
export const GUEST_KEY_MIN_LENGTH = 16;

export const ZIdempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().regex(KEY_PATTERN, 'idempotency_key_invalid').optional().meta({
    description:
      'Makes the call safe to retry (docs/decisions/028): a fresh UUID per submission. The same key and body within 24 hours answer what the first call answered, with no second record; the same key with another body answers 409 `idempotency_conflict`; while the first call runs, 409 `idempotency_in_progress` with `Retry-After`. 1–255 printable ASCII characters, optionally quoted; at least 16 without signing in.',
    example: '8e03978e-40d5-43e8-bc93-6894a57f9324',
  }),
});

/** The key of a validated header value: unquoted when it was written as a quoted string. */
function keyOf(value: string): string {
  const quoted = QUOTED.exec(value);
  return quoted?.[1] !== undefined ? quoted[1].replace(/\\(["\\])/g, '$1') : value;
}

/**
 * The hooks that make a route idempotent. `operation` names the route in the key's scope;
 * `callerOf` names who calls (`user:12`, `shop:3`), or null for a guest.
 */
export function idempotent(
  service: TIdempotencyService,
  operation: string,
  callerOf: (request: FastifyRequest) => string | null,
) {
  const taken = new WeakMap<FastifyRequest, { scope: string; key: string }>();
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
      const header = request.headers['idempotency-key'];
      if (typeof header !== 'string') return undefined;
      const key = keyOf(header);
      const caller = callerOf(request);
      if (caller === null && key.length < GUEST_KEY_MIN_LENGTH) {
        throw new AppError('validation_error', 'validation_error', {
          fields: { 'idempotency-key': ['idempotency_key_short'] },
        });
      }
      const scope = `${operation}:${caller ?? 'guest'}`;
      const start = await service.start(scope, key, requestHashOf(request.body));
      if (start.kind === 'replay') {
        return reply
          .code(start.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(start.body);
      }
      taken.set(request, { scope, key });
      return undefined;
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      const ticket = taken.get(request);
      if (!ticket) return payload;
      taken.delete(request);
      try {
        if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string')
          await service.complete(ticket.scope, ticket.key, reply.statusCode, payload);
        else await service.release(ticket.scope, ticket.key);
      } catch (error) {
        // The row stays `running`: a retry is told to wait, never run twice.
        request.log.warn({ err: error }, 'idempotency key not settled');
      }
      return payload;
    },
  };
}
