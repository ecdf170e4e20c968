// A probe for the pair's cost against bare Fastify (docs/benchmarks.md, "Session 12"): bare
// Fastify answering the pair's bytes, plus the API's own per-request pieces chosen by PIECES, a
// comma list of: logger (pino at warn with the lazy child), reqid (the request id), rewrite (the
// locale URL rewrite), start (the request-start hook), reqlog (the request log's hook),
// compression (the compressing hook of every route), metrics (the route recorders), routes
// (300 other routes in the router), encoded (the answer sent as the calculator sends it).
// Needs the API built (`npm run build`); BODY_FILE is the pair's body, PORT the port.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';

const dist = path.resolve(import.meta.dirname, '../dist');
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const pieces = new Set((process.env.PIECES ?? '').split(',').filter(Boolean));
const { lazyChildLoggerFactory } = await load('http/lazy-logger.js');
const { loggerOptions } = await load('http/logging.js');
const { rewriteLocaleUrl } = await load('http/locale.js');
const { registerRequestStart } = await load('http/request-start.js');
const { registerRequestLog } = await load('http/request-log.js');
const { registerCompression, PRECOMPRESSED, sendEncoded } = await load('http/compression.js');
const { registerMetrics } = await load('http/metrics.js');
const { encodedBody } = await load('lib/compression.js');

const body = readFileSync(process.env.BODY_FILE, 'utf8');
const encoded = encodedBody(body);
const REQUEST_ID = /^[\w.:-]{1,128}$/;
const app = Fastify({
  logger: pieces.has('logger') ? loggerOptions('warn') : false,
  ...(pieces.has('logger') ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
  ...(pieces.has('reqid')
    ? {
        genReqId: (req) => {
          const incoming = req.headers['x-request-id'];
          return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        },
      }
    : {}),
  ...(pieces.has('rewrite') ? { rewriteUrl: rewriteLocaleUrl } : {}),
  routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
});
if (pieces.has('start')) registerRequestStart(app);
if (pieces.has('reqlog')) registerRequestLog(app, { all: false, slowMs: 1000 });
if (pieces.has('compression')) registerCompression(app);
if (pieces.has('metrics'))
  registerMetrics(app, { token: null, figures: async () => ({ claimsByStatus: [] }), figuresMaxAgeMs: 0 });
if (pieces.has('routes'))
  for (let i = 0; i < 150; i += 1) {
    app.get(`/api/v1/other${i}/:id/`, () => 'x');
    app.post(`/api/v1/calculator/other${i}/`, () => 'x');
  }
const pair = '/api/v1/calculator/pair/:from/:to/';
if (pieces.has('encoded'))
  app.get(pair, { config: PRECOMPRESSED }, (request, reply) => {
    sendEncoded(request, reply.type('application/json; charset=utf-8'), encoded);
  });
else app.get(pair, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.error('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
