/**
 * `/export/rates.xml` and `/export/rates.json` for rate monitors: built from the calculator
 * snapshot once per snapshot (monitors poll every few seconds), with `ETag` and `Last-Modified`
 * so an unchanged export costs a 304; empty while the site is in maintenance.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TCatalogueService, TSnapshot } from '../catalogue/index.js';
import type { TTechService } from '../settings/index.js';
import { buildExport, buildItems, type TRatesExport } from './rates-export.js';

const EMPTY = buildExport([]);

export const exportRoutes: FastifyPluginAsync<{
  catalogue: TCatalogueService;
  tech: TTechService;
  now?: () => Date;
}> = async (app, { catalogue, tech, now = () => new Date() }) => {
  const bySnapshot = new WeakMap<TSnapshot, TRatesExport>();
  /** When each body was first served: its Last-Modified (whole seconds, as HTTP dates are). */
  let last: { etag: string; at: Date } = { etag: '', at: new Date(0) };

  async function current(): Promise<TRatesExport> {
    if ((await tech.getTech('ru')).maintenance) return EMPTY;
    const snapshot = catalogue.snapshot();
    let built = bySnapshot.get(snapshot);
    if (!built) {
      built = buildExport(buildItems(snapshot));
      bySnapshot.set(snapshot, built);
    }
    return built;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    body: (e: TRatesExport) => string,
  ) {
    const data = await current();
    if (data.etag !== last.etag)
      last = { etag: data.etag, at: new Date(Math.floor(now().getTime() / 1000) * 1000) };
    void reply
      .header('etag', data.etag)
      .header('last-modified', last.at.toUTCString())
      .header('cache-control', 'public, max-age=5')
      .header('access-control-allow-origin', '*');
    const match = request.headers['if-none-match'];
    const since = request.headers['if-modified-since'];
    const notModified =
      match !== undefined
        ? match.split(',').some((tag) => tag.trim() === data.etag || tag.trim() === '*')
        : since !== undefined && !Number.isNaN(Date.parse(since)) && Date.parse(since) >= last.at.getTime();
    if (notModified) return reply.code(304).send();
    return reply.type(type).send(body(data));
  }

  app.get(
    '/export/rates.xml',
    { schema: { tags: ['export'], summary: 'Rates for monitors, BestChange XML format' } },
    (request, reply) => send(request, reply, 'application/xml; charset=utf-8', (e) => e.xml),
  );
  app.get(
    '/export/rates.json',
    { schema: { tags: ['export'], summary: 'The same rates as JSON: { rates: [...] }' } },
    (request, reply) => send(request, reply, 'application/json; charset=utf-8', (e) => e.json),
  );
};
