/**
 * Builds the whole server — plugins, modules, the SPA — without listening, so tests call
 * `app.inject()` on exactly what production runs. The three steps after the HTTP plugins: the
 * composition root builds every service (`composition.ts`), the routes are registered one line per
 * module (`routes.ts`), and the background jobs start in one place (`jobs/index.ts`).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { compose, type TContainer } from './composition.js';
import { fastifyTrustProxy, type TConfig } from './config/config.js';
import { shippedMigrations, type TDatabase } from './db/client.js';
import { registerAllowedMethods } from './http/allowed-methods.js';
import { createAuthGuards } from './http/auth.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler, sendError, sendFrameworkError } from './http/error-handler.js';
import { lazyChildLoggerFactory } from './http/lazy-logger.js';
import { rewriteLocaleUrl } from './http/locale.js';
import { loggerOptions } from './http/logging.js';
import { registerMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRequestLog } from './http/request-log.js';
import { registerRequestStart } from './http/request-start.js';
import { registerSpa } from './http/spa.js';
import { validatorCompiler } from './http/validation.js';
import { translate } from './i18n/messages.js';
import { startJobs, warmRates } from './jobs/index.js';
import { registerRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service of this app instance, for tests and tools (routes get theirs as plugin options). */
    services: TContainer;
  }
}

export interface TBuildAppOptions {
  config: TConfig;
  database: TDatabase;
  /** Fastify logger options; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Background jobs (claim expiry, mail, rate refresh…); tests drive them by hand. Default: on. */
  jobs?: boolean;
  /** How often the catalogue snapshot polls for changes made by other processes. */
  cataloguePollMs?: number;
  /** How old `/metrics`' database figures may be (ms; default 5 s; 0: read at each scrape). */
  metricsMaxAgeMs?: number;
}

/** Paths that belong to machines: an unknown one answers JSON 404, never the SPA. */
const API_PREFIXES = [
  '/api/',
  '/en/api/',
  '/front-api/',
  '/en/front-api/',
  '/admin/api/',
  '/en/admin/api/',
  '/export/',
  '/media/',
];
const REQUEST_ID = /^[\w.:-]{1,128}$/;
const ROUTER_OPTIONS = { ignoreTrailingSlash: true, maxParamLength: 500 };

export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // A proxy's request id is kept (if sane) so one id follows a request across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    ...(options.logger === false ? {} : { childLoggerFactory: lazyChildLoggerFactory }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    rewriteUrl: rewriteLocaleUrl,
    routerOptions: ROUTER_OPTIONS,
    frameworkErrors: sendFrameworkError,
    // One line a request at `debug`, slow ones and errors at `info` (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestStart(app);
  registerRequestLog(app, { all: config.logRequests, slowMs: config.logSlowMs });
  registerErrorHandler(app);
  // Before any route is declared: each gets its compressing hook as it is (http/compression.ts).
  registerCompression(app);
  // Before any route is declared too: each is put where the not-found handler finds a path's methods.
  const allowedMethods = registerAllowedMethods(app, ROUTER_OPTIONS);
  const container = compose({ config, database, log: app.log, cataloguePollMs: options.cataloguePollMs });
  const metrics = registerMetrics(app, {
    token: config.metricsToken,
    ...(options.metricsMaxAgeMs === undefined ? {} : { figuresMaxAgeMs: options.metricsMaxAgeMs }),
    figures: async () => {
      const [figures, chains] = await Promise.all([
        container.system.businessFigures(),
        container.chainsHealth(),
      ]);
      return { ...figures, chains };
    },
  });
  await registerOpenApi(app, { publicUrl: config.publicUrl, siteName: config.siteName });

  const jobsOn = options.jobs !== false;
  if (jobsOn) await warmRates(container);
  await container.catalogue.start();
  const jobs = jobsOn ? startJobs(container, { database, log: app.log }) : null;
  app.decorate('services', container);
  app.addHook('onClose', async () => {
    await jobs?.stop();
    container.mail.close();
    await container.catalogue.stop();
  });

  app.decorateRequest('user', null);
  app.decorateRequest('staff', null);
  const guards = createAuthGuards(
    container.accessTokens,
    (userId) => container.users.findById(userId),
    (session, code) => container.twoFactor.stepUp(session, code),
  );
  await registerRoutes(app, container, {
    database,
    shippedMigrations: await shippedMigrations(),
    guards,
    publicUrl: config.publicUrl,
  });

  const sendSpa = await registerSpa(app, {
    webDist: config.webDist,
    ssrEntry: config.ssrEntry,
    runtime: { publicUrl: config.publicUrl, siteName: config.siteName, chat: config.chat, demo: false },
    chat: container.support.chat,
    demo: () => container.demoBanner.shown(),
    newsMeta: async (slug, locale) => {
      try {
        const article = await container.content.article(slug, locale);
        return { title: article.title, summary: article.summary };
      } catch {
        return null;
      }
    },
  });

  app.setNotFoundHandler((request, reply) => {
    metrics.countUnmatched(request, reply);
    const original = request.originalUrl;
    const isApi = API_PREFIXES.some((prefix) => original.startsWith(prefix));
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) return sendSpa(request, reply);
    const path = original.split('?')[0] ?? original;
    const allowed = isApi ? allowedMethods.of(request.url) : [];
    // Its own method among them: the route was found and sent the request here (decision 048).
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const list = allowed.join(', ');
      return sendError(
        request,
        reply.header('allow', list),
        'method_not_allowed',
        translate('method_not_allowed_on', request.locale, { method: request.method, path, allowed: list }),
      );
    }
    return sendError(
      request,
      reply,
      'not_found',
      translate('route_not_found', request.locale, { method: request.method, path }),
    );
  });

  return app;
}
