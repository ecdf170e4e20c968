import {
  ZBestPair,
  ZCalculatorEntry,
  ZCalculatorSettings,
  ZCourse,
  ZCurrencyId,
  ZIdList,
  ZPair,
  ZReserve,
  ZSettingsQuery,
} from '@exchanger/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRECOMPRESSED, sendEncoded } from '../../http/compression.js';
import { withFastPath } from '../../http/validation.js';
import type { TCalculatorService } from './calculator.service.js';

const tags = ['calculator'];
const MAX_ID = 2_147_483_647;
const PLAIN_ID = /^[1-9][0-9]{0,9}$/;
/** A currency id written plainly, e.g. `"12"` — what the SPA sends; anything else goes to zod. */
export function plainId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !PLAIN_ID.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}
// Zod parsing of the two path parameters measured a fifth of the pair route's time (docs/benchmarks.md).
export const ZPairParams = withFastPath(z.object({ from: ZCurrencyId, to: ZCurrencyId }), (data) => {
  const { from, to } = data as Record<string, unknown>;
  const f = plainId(from);
  const t = plainId(to);
  return f !== undefined && t !== undefined ? { from: f, to: t } : undefined;
});
const ZFromParams = withFastPath(z.object({ from: ZCurrencyId }), (data) => {
  const f = plainId((data as Record<string, unknown>).from);
  return f !== undefined ? { from: f } : undefined;
});

/**
 * The hot reads answer pre-serialized JSON of the current snapshot (bytes with a JSON content
 * type are sent as they are), compressed once per snapshot in the coding the request accepts
 * (`config: PRECOMPRESSED`: no compressing hook); the response schemas still document them in
 * OpenAPI, and the snapshot's values are typed by the same contracts.
 */
export const calculatorRoutes: FastifyPluginAsyncZod<{ calculator: TCalculatorService }> = async (
  app,
  { calculator },
) => {
  const json = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => unknown,
    owner?: object,
  ): void => {
    void sendEncoded(
      request,
      reply.type('application/json; charset=utf-8'),
      calculator.json(key, compute, owner),
    );
  };
  app.get(
    '/api/v1/calculator/',
    {
      config: PRECOMPRESSED,
      schema: { tags, summary: 'Currencies of the pickers', response: { 200: z.array(ZCalculatorEntry) } },
    },
    (request, reply) =>
      json(request, reply, `entries:${request.locale}`, () => calculator.entries(request.locale)),
  );
  app.get(
    '/api/v1/calculator/from/',
    {
      config: PRECOMPRESSED,
      schema: {
        tags,
        summary: 'Currency ids that can be sent; the first is the default',
        response: { 200: ZIdList },
      },
    },
    (request, reply) => json(request, reply, 'from', () => calculator.fromIds()),
  );
  app.get(
    '/api/v1/calculator/from/:from/',
    {
      config: PRECOMPRESSED,
      schema: {
        tags,
        summary: 'Currency ids that can be received for a sent currency',
        params: ZFromParams,
        response: { 200: ZIdList },
      },
    },
    (request, reply) =>
      json(request, reply, `from:${request.params.from}`, () => calculator.toIds(request.params.from)),
  );
  app.get(
    '/api/v1/calculator/course/:from/:to/',
    {
      config: PRECOMPRESSED,
      schema: { tags, summary: 'Rate of a direction', params: ZPairParams, response: { 200: ZCourse } },
    },
    (request, reply) =>
      json(request, reply, `course:${request.params.from}:${request.params.to}`, () =>
        calculator.course(request.params.from, request.params.to),
      ),
  );
  app.get(
    '/api/v1/calculator/pair/:from/:to/',
    {
      config: PRECOMPRESSED,
      schema: {
        tags,
        summary: 'Rate, limits, inputs and notices of a direction',
        description:
          '`min` or `max` may be null on one side: derive it from the other side’s limit through the rate.',
        params: ZPairParams,
        response: { 200: ZPair },
      },
    },
    (request, reply) =>
      json(
        request,
        reply,
        `pair:${request.locale}`,
        () => calculator.pair(request.params.from, request.params.to, request.locale),
        calculator.pairOwner(request.params.from, request.params.to),
      ),
  );
  app.get(
    '/api/v1/calculator/reserves/',
    {
      config: PRECOMPRESSED,
      schema: { tags, summary: 'Available reserve per currency', response: { 200: z.array(ZReserve) } },
    },
    (request, reply) => json(request, reply, 'reserves', () => calculator.reserves()),
  );
  app.get(
    '/api/v1/calculator/settings/',
    {
      schema: {
        tags,
        summary: 'Preset currencies (with cur_from/cur_to, codes or ids) or the contest',
        querystring: ZSettingsQuery,
        response: { 200: ZCalculatorSettings },
      },
    },
    (request) => calculator.settings(request.query, request.locale),
  );
  app.get(
    '/api/v1/users/pairs/best',
    { schema: { tags, summary: 'Popular directions', response: { 200: z.array(ZBestPair) } } },
    () => calculator.best(),
  );
};
