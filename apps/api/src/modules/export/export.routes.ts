/**
 * `/export/rates.xml` and `/export/rates.json` for rate monitors: built from the calculator
 * snapshot once per snapshot (monitors poll every few seconds) and compressed once per snapshot
 * and coding, with `ETag` (one per coding: `"…-br"`, `"…-gzip"`; docs/decisions/033-compression.md) and
 * `Last-Modified` so an unchanged export costs a 304; empty while the site is in maintenance.
 * Outside the working hours stated in "About the exchanger" the directions an operator processes by
 * hand are left out (docs/decisions/036-about-and-working-hours.md): one more body per snapshot,
 * and the hours check is a cached setting and a wall-clock reading per request.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateCoding, PRECOMPRESSED, sendEncoded, varyOnEncoding } from '../../http/compression.js';
import { encodedBody, type TEncodedBody } from '../../lib/compression.js';
import type { TCatalogueService, TSnapshot } from '../catalogue/index.js';
import type { TTechService } from '../settings/index.js';
import { buildExport, buildItems, withoutManual, type TRatesExport } from './rates-export.js';

interface TBuilt {
  data: TRatesExport;
  xml: TEncodedBody;
  json: TEncodedBody;
}

function built(data: TRatesExport): TBuilt {
  return { data, xml: encodedBody(data.xml), json: encodedBody(data.json) };
}

const EMPTY = built(buildExport([]));
/** An entity tag as If-None-Match compares it: weakly (RFC 9110 13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

export const exportRoutes: FastifyPluginAsync<{
  catalogue: TCatalogueService;
  tech: TTechService;
  /** Whether the exchanger works at that moment by its stated hours. */
  isOpenAt: (at: Date) => Promise<boolean>;
  now?: () => Date;
}> = async (app, { catalogue, tech, isOpenAt, now = () => new Date() }) => {
  /** Each snapshot's export while open, and outside the working hours. */
  const bySnapshot = new WeakMap<TSnapshot, { open?: TBuilt; closed?: TBuilt }>();
  /** When each body was first served: its Last-Modified (whole seconds, as HTTP dates are). */
  let last: { etag: string; at: Date } = { etag: '', at: new Date(0) };

  async function current(): Promise<TBuilt> {
    if ((await tech.getTech('ru')).maintenance) return EMPTY;
    const snapshot = catalogue.snapshot();
    const open = await isOpenAt(now());
    let answers = bySnapshot.get(snapshot);
    if (!answers) {
      answers = {};
      bySnapshot.set(snapshot, answers);
    }
    const side = open ? 'open' : 'closed';
    let answer = answers[side];
    if (!answer) {
      const items = buildItems(snapshot);
      answer = built(buildExport(open ? items : withoutManual(items)));
      answers[side] = answer;
    }
    return answer;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    pick: (e: TBuilt) => TEncodedBody,
  ) {
    const answer = await current();
    const { data } = answer;
    const body = pick(answer);
    if (data.etag !== last.etag)
      last = { etag: data.etag, at: new Date(Math.floor(now().getTime() / 1000) * 1000) };
    // Each coding is its own representation, with its own tag; the 304 says so too.
    const coding = body.compressible ? negotiateCoding(request.headers['accept-encoding']) : null;
    const etag = coding ? `${data.etag.slice(0, -1)}-${coding}"` : data.etag;
    if (body.compressible) varyOnEncoding(reply);
    void reply
      .header('etag', etag)
      .header('last-modified', last.at.toUTCString())
      .header('cache-control', 'public, max-age=5')
      .header('access-control-allow-origin', '*');
    const match = request.headers['if-none-match'];
    const since = request.headers['if-modified-since'];
    const notModified =
      match !== undefined
        ? match.split(',').some((tag) => opaque(tag) === etag || tag.trim() === '*')
        : since !== undefined && !Number.isNaN(Date.parse(since)) && Date.parse(since) >= last.at.getTime();
    if (notModified) return reply.code(304).send();
    return sendEncoded(request, reply.type(type), body);
  }

  app.get(
    '/export/rates.xml',
    {
      config: PRECOMPRESSED,
      schema: { tags: ['export'], summary: 'Rates for monitors, BestChange XML format' },
    },
    (request, reply) => send(request, reply, 'application/xml; charset=utf-8', (e) => e.xml),
  );
  app.get(
    '/export/rates.json',
    {
      config: PRECOMPRESSED,
      schema: { tags: ['export'], summary: 'The same rates as JSON: { rates: [...] }' },
    },
    (request, reply) => send(request, reply, 'application/json; charset=utf-8', (e) => e.json),
  );
};
