/**
 * `/export/rates.xml` and `/export/rates.json` for rate monitors: built from the calculator
 * snapshot once per snapshot, in the background (never while a monitor waits; a direction the
 * snapshot kept keeps its text, docs/decisions/040-incremental-catalogue.md), and compressed there
 * once per snapshot in the codings monitors ask for (gzip when a monitor accepts both), on the
 * thread pool, with `ETag` (one per coding: `"…-br"`, `"…-gzip"`; docs/decisions/033-compression.md) and
 * `Last-Modified` so an unchanged export costs a 304; empty while the site is in maintenance.
 * Outside the working hours stated in "About the exchanger" the directions an operator processes by
 * hand are left out (docs/decisions/036-about-and-working-hours.md): the body of the hours in force
 * is the one prepared, and the hours check is a cached setting and a wall-clock reading per request.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateCoding, PRECOMPRESSED, sendEncoded, varyOnEncoding } from '../../http/compression.js';
import {
  encodedBody,
  precompressedBody,
  type TContentCoding,
  type TEncodedBody,
} from '../../lib/compression.js';
import type { TCatalogueService, TSnapshot } from '../catalogue/index.js';
import type { TTechService } from '../settings/index.js';
import {
  buildExport,
  buildItems,
  createRatesExporter,
  withoutManual,
  type TRatesExport,
} from './rates-export.js';

interface TBuilt {
  data: TRatesExport;
  xml: TEncodedBody;
  json: TEncodedBody;
}

type TKind = 'xml' | 'json';

function built(data: TRatesExport): TBuilt {
  return { data, xml: encodedBody(data.xml), json: encodedBody(data.json) };
}

const EMPTY = built(buildExport([]));
/** An entity tag as If-None-Match compares it: weakly (RFC 9110 13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * How often a newer snapshot is looked for, to prepare its export before a monitor asks: at most
 * once a second however often claims move the reserves (monitors may keep the file 5 seconds).
 */
const PREPARE_EVERY_MS = 1000;
/**
 * The coding of a monitor that accepts both (`gzip, deflate, br`, as most send): gzip. The export's
 * gzip is put together from each part's kept deflate, so a change deflates only the parts it
 * reached; brotli, at its fastest level, compresses the whole 1.3 MB again at every change, for a
 * file about as large (docs/decisions/033-compression.md).
 */
const EXPORT_ON_TIE: TContentCoding = 'gzip';
/** A coding asked for within this time is compressed ahead at every change; others on first use. */
const DEMAND_MS = 10 * 60_000;

export const exportRoutes: FastifyPluginAsync<{
  catalogue: TCatalogueService;
  tech: TTechService;
  /** Whether the exchanger works at that moment by its stated hours. */
  isOpenAt: (at: Date) => Promise<boolean>;
  now?: () => Date;
}> = async (app, { catalogue, tech, isOpenAt, now = () => new Date() }) => {
  /**
   * The export of a snapshot as it stands now (within the working hours or outside them),
   * compressed: prepared off the monitors' requests (a timer), so a request only picks the
   * prepared bytes. A change reaches the file within about a second, inside the 5 seconds monitors
   * may cache it. Only what monitors ask for is made ahead: the variant of the hours in force, and
   * the codings of each file asked for in the last ten minutes (a monitor polls every few seconds;
   * an idle coding costs no CPU at every change of 5,000 directions).
   */
  let prepared: { snapshot: TSnapshot; open: boolean; built: TBuilt } | null = null;
  let preparing = false;
  /** When each body was first served: its Last-Modified (whole seconds, as HTTP dates are). */
  let last: { etag: string; at: Date } = { etag: '', at: new Date(0) };
  /** When each file was last asked for in each coding (ms since epoch). */
  const asked: Record<TKind, Map<TContentCoding, number>> = { xml: new Map(), json: new Map() };
  const wanted = (kind: TKind) => {
    const since = now().getTime() - DEMAND_MS;
    return [...asked[kind]].filter(([, at]) => at >= since).map(([coding]) => coding);
  };

  // Within the hours the file is made from the last one, remaking only the send currencies a
  // change reached; outside them (no file made at every change then) it is put together whole.
  const exporter = createRatesExporter();
  const exportOf = (snapshot: TSnapshot, open: boolean) =>
    open ? exporter.exportOf(snapshot) : buildExport(withoutManual(buildItems(snapshot)));

  /**
   * Prepares the export of a newer snapshot (or of the hours now in force), after the current turn
   * of the event loop, its compressed forms made on the thread pool; requests meanwhile get the
   * last prepared one.
   */
  function prepareNewer(): void {
    if (preparing) return;
    preparing = true;
    setImmediate(() => {
      void (async () => {
        try {
          const snapshot = catalogue.snapshot();
          const open = await isOpenAt(now());
          if (prepared?.snapshot === snapshot && prepared.open === open) return;
          const data = exportOf(snapshot, open);
          const [xml, json] = await Promise.all([
            precompressedBody(data.xml, wanted('xml')),
            precompressedBody(data.json, wanted('json')),
          ]);
          prepared = { snapshot, open, built: { data, xml, json } };
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
    // Made here only for the first request after start, or when the hours turned since the
    // timer's last turn; compressed on first use.
    if (prepared?.open !== open) {
      const snapshot = catalogue.snapshot();
      prepared = { snapshot, open, built: built(exportOf(snapshot, open)) };
    }
    return prepared.built;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, type: string, kind: TKind) {
    const answer = await current();
    const { data } = answer;
    const body = answer[kind];
    if (data.etag !== last.etag)
      last = { etag: data.etag, at: new Date(Math.floor(now().getTime() / 1000) * 1000) };
    // Each coding is its own representation, with its own tag; the 304 says so too.
    const coding = body.compressible
      ? negotiateCoding(request.headers['accept-encoding'], EXPORT_ON_TIE)
      : null;
    if (coding) asked[kind].set(coding, now().getTime());
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
    return sendEncoded(request, reply.type(type), body, EXPORT_ON_TIE);
  }

  app.get(
    '/export/rates.xml',
    {
      config: PRECOMPRESSED,
      schema: { tags: ['export'], summary: 'Rates for monitors, BestChange XML format' },
    },
    (request, reply) => send(request, reply, 'application/xml; charset=utf-8', 'xml'),
  );
  app.get(
    '/export/rates.json',
    {
      config: PRECOMPRESSED,
      schema: { tags: ['export'], summary: 'The same rates as JSON: { rates: [...] }' },
    },
    (request, reply) => send(request, reply, 'application/json; charset=utf-8', 'json'),
  );
};
