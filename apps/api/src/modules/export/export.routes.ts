/**
 * `/export/rates.xml` and `/export/rates.json` for rate monitors: built from the calculator
 * snapshot once per snapshot, in the background (never while a monitor waits; a direction the
 * snapshot kept keeps its text, docs/decisions/040-incremental-catalogue.md), and compressed there
 * once per snapshot and coding, on the thread pool, with `ETag` (one per coding: `"…-br"`, `"…-gzip"`; docs/decisions/033-compression.md) and
 * `Last-Modified` so an unchanged export costs a 304; empty while the site is in maintenance.
 * Outside the working hours stated in "About the exchanger" the directions an operator processes by
 * hand are left out (docs/decisions/036-about-and-working-hours.md): one more body per snapshot,
 * and the hours check is a cached setting and a wall-clock reading per request.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateCoding, PRECOMPRESSED, sendEncoded, varyOnEncoding } from '../../http/compression.js';
import { encodedBody, precompressedBody, type TEncodedBody } from '../../lib/compression.js';
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

async function builtAhead(data: TRatesExport): Promise<TBuilt> {
  const [xml, json] = await Promise.all([precompressedBody(data.xml), precompressedBody(data.json)]);
  return { data, xml, json };
}

const EMPTY = built(buildExport([]));
/** An entity tag as If-None-Match compares it: weakly (RFC 9110 13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * How often a newer snapshot is looked for, to prepare its export before a monitor asks: at most
 * once a second however often claims move the reserves (monitors may keep the file 5 seconds).
 */
const PREPARE_EVERY_MS = 1000;

export const exportRoutes: FastifyPluginAsync<{
  catalogue: TCatalogueService;
  tech: TTechService;
  /** Whether the exchanger works at that moment by its stated hours. */
  isOpenAt: (at: Date) => Promise<boolean>;
  now?: () => Date;
}> = async (app, { catalogue, tech, isOpenAt, now = () => new Date() }) => {
  /**
   * The export of a snapshot, while open and outside the working hours, compressed: prepared off
   * the monitors' requests (a timer), so a request only picks the prepared bytes. A change reaches
   * the file within about a second, inside the 5 seconds monitors may cache it.
   */
  let prepared: { snapshot: TSnapshot; open: TBuilt; closed: TBuilt } | null = null;
  let preparing = false;
  /** When each body was first served: its Last-Modified (whole seconds, as HTTP dates are). */
  let last: { etag: string; at: Date } = { etag: '', at: new Date(0) };

  const exportsOf = (snapshot: TSnapshot) => {
    const items = buildItems(snapshot);
    return { open: buildExport(items), closed: buildExport(withoutManual(items)) };
  };
  /** At once, compressing on first use: only for the first request after start. */
  const prepareNow = (snapshot: TSnapshot) => {
    const { open, closed } = exportsOf(snapshot);
    return { snapshot, open: built(open), closed: built(closed) };
  };

  /**
   * Prepares the export of a newer snapshot, after the current turn of the event loop, its
   * compressed forms made on the thread pool; requests meanwhile get the last prepared one.
   */
  function prepareNewer(): void {
    if (preparing) return;
    preparing = true;
    setImmediate(() => {
      void (async () => {
        try {
          const snapshot = catalogue.snapshot();
          if (prepared?.snapshot === snapshot) return;
          const { open, closed } = exportsOf(snapshot);
          const [openBuilt, closedBuilt] = [await builtAhead(open), await builtAhead(closed)];
          prepared = { snapshot, open: openBuilt, closed: closedBuilt };
        } catch (error) {
          app.log.warn({ err: error }, 'rates export not prepared; serving the last one');
        } finally {
          preparing = false;
        }
      })();
    });
  }
  const timer = setInterval(prepareNewer, PREPARE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });

  async function current(): Promise<TBuilt> {
    if ((await tech.getTech('ru')).maintenance) return EMPTY;
    const open = await isOpenAt(now());
    // Only the first request after start finds nothing prepared.
    prepared ??= prepareNow(catalogue.snapshot());
    return open ? prepared.open : prepared.closed;
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
