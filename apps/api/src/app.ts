/**
 * Builds the whole server — plugins, modules, the SPA — without listening, so tests call
 * `app.inject()` on exactly what production runs.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_SHOP_FEE_PERCENT } from '@exchanger/core';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config/config.js';
import { shippedMigrations, type TDatabase } from './db/client.js';
import { createAuthGuards } from './http/auth.js';
import { registerErrorHandler, sendError, sendFrameworkError } from './http/error-handler.js';
import { lazyChildLoggerFactory } from './http/lazy-logger.js';
import { loggerOptions } from './http/logging.js';
import { rewriteLocaleUrl } from './http/locale.js';
import { registerRequestStart } from './http/request-start.js';
import { registerOpenApi } from './http/openapi.js';
import { registerMetrics } from './http/metrics.js';
import { registerSpa } from './http/spa.js';
import { validatorCompiler } from './http/validation.js';
import { translate } from './i18n/messages.js';
import { createAccountRepo } from './modules/account/account.repo.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService, type TAccountService } from './modules/account/account.service.js';
import { sessionRoutes, usersRoutes } from './modules/auth/auth.routes.js';
import { createAuthService, type TAuthService } from './modules/auth/auth.service.js';
import { createRateLimiter } from './modules/auth/rate-limit.js';
import { createAccessTokens } from './modules/auth/secrets.js';
import { createUsersRepo } from './modules/auth/users.repo.js';
import { createSettingsRepo } from './modules/settings/settings.repo.js';
import { adminSupportSettingsRoutes } from './modules/settings/support-settings.routes.js';
import { createSupportSettingsService } from './modules/settings/support-settings.service.js';
import { createContactsRepo } from './modules/contacts/contacts.repo.js';
import { adminContactsRoutes, contactsRoutes } from './modules/contacts/contacts.routes.js';
import { createContactsService } from './modules/contacts/contacts.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createTechService } from './modules/settings/tech.service.js';
import { cashRoutes } from './modules/cash/cash.routes.js';
import { createCashService } from './modules/cash/cash.service.js';
import { createContestRepo } from './modules/contest/contest.repo.js';
import { adminContestRoutes, contestRoutes } from './modules/contest/contest.routes.js';
import { createContestService } from './modules/contest/contest.service.js';
import { shopsRoutes } from './modules/shops/shops.routes.js';
import { createShopsService } from './modules/shops/shops.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { startClaimExpiryJob } from './jobs/claim-expiry.job.js';
import { startHousekeepingJob } from './jobs/housekeeping.job.js';
import { startInvoiceExpiryJob } from './jobs/invoice-expiry.job.js';
import { startMailOutboxJob } from './jobs/mail-outbox.job.js';
import { createMailService, type TMailService } from './modules/mail/mail.service.js';
import { calculatorRoutes } from './modules/calculator/calculator.routes.js';
import { createCalculatorService, type TCalculatorService } from './modules/calculator/calculator.service.js';
import { createCatalogueRepo } from './modules/catalogue/catalogue.repo.js';
import { createCatalogueService, type TCatalogueService } from './modules/catalogue/catalogue.service.js';
import { createLogoStore } from './modules/catalogue/logo-store.js';
import { logoRoutes } from './modules/catalogue/logos.routes.js';
import { createClaimPrograms } from './modules/claims/claim-programs.js';
import { createClaimsRepo } from './modules/claims/claims.repo.js';
import { createAdminRepo } from './modules/admin/admin.repo.js';
import { createAdminCatalogueService } from './modules/admin/admin-catalogue.service.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { createInvoicePayments } from './modules/merchant/invoice-payments.js';
import { createMerchantRepo } from './modules/merchant/merchant.repo.js';
import { createWebhookService, type TWebhookService } from './modules/merchant/webhooks.service.js';
import { startWebhooksJob } from './jobs/webhooks.job.js';
import {
  adminShopRoutes,
  merchantApiRoutes,
  publicInvoiceRoutes,
  shopAccountRoutes,
} from './modules/merchant/merchant.routes.js';
import { createMerchantService } from './modules/merchant/merchant.service.js';
import { adminContentRoutes, contentRoutes } from './modules/content/content.routes.js';
import { createContentService } from './modules/content/content.service.js';
import { exportRoutes } from './modules/export/export.routes.js';
import { sitemapRoutes } from './modules/seo/sitemap.routes.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { claimsRoutes } from './modules/claims/claims.routes.js';
import { createClaimsService, type TClaimsService } from './modules/claims/claims.service.js';
import { createVerificationService } from './modules/claims/verification.service.js';
import type { TTechService } from './modules/settings/tech.service.js';
import {
  createDefaultFeeds,
  createDemoFeeds,
  createRatesRepo,
  createRatesService,
  startRateRefreshJob,
  type TRateFeed,
  type TRatesService,
} from './modules/rates/index.js';

/** The services of this app instance, for tests and jobs (routes get theirs as plugin options). */
export interface TServices {
  catalogue: TCatalogueService;
  calculator: TCalculatorService;
  claims: TClaimsService;
  tech: TTechService;
  rates: TRatesService;
  auth: TAuthService;
  /** Promocodes, referral programme, loyalty. */
  account: TAccountService;
  expiry: ReturnType<typeof startClaimExpiryJob> | null;
  webhooks: TWebhookService;
  /** The outbox: `enqueue` for every module, `deliverDue` for the job and the tests. */
  mail: TMailService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: TServices;
  }
}

export interface TBuildAppOptions {
  config: TConfig;
  database: TDatabase;
  /** Fastify logger options; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Background jobs (claim expiry); tests drive them by hand. Default: on. */
  jobs?: boolean;
  /** How often the catalogue snapshot polls for changes made by other processes. */
  cataloguePollMs?: number;
}

function feedsOf(config: TConfig): TRateFeed[] {
  switch (config.rateFeeds) {
    case 'live':
      return createDefaultFeeds();
    case 'demo':
      return createDemoFeeds();
    case 'off':
      return [];
  }
}

/** How long the first refresh of the feeds may delay start-up (an unreachable source must not block it). */
const FIRST_REFRESH_WAIT_MS = 3_000;

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
/** Access tokens live a quarter of an hour; the SPA refreshes them silently (DESIGN §6). */
const ACCESS_TOKEN_TTL_SECONDS = 900;

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
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    rewriteUrl: rewriteLocaleUrl,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestStart(app);
  registerErrorHandler(app);
  const metrics = registerMetrics(app, { db: database.db, token: config.metricsToken });
  await registerOpenApi(app, { publicUrl: config.publicUrl, siteName: config.siteName });

  const settings = createSettingsRepo(database.db);
  const tech = createTechService({ settings });
  const feeds = feedsOf(config);
  // Quotes of a feed stay fresh for its TTL; a feed no longer configured keeps the default's.
  const ttlByFeed = new Map([...createDefaultFeeds(), ...feeds].map((f) => [f.id, f.ttlMs]));
  const ttlOf = (feedId: string) => ttlByFeed.get(feedId) ?? 0;
  const rates = createRatesService({ repo: createRatesRepo(database.db), feeds });
  if (options.jobs !== false && feeds.length) {
    // Price the catalogue before the first request when the sources answer quickly.
    await Promise.race([
      Promise.all(feeds.map((f) => rates.refreshFeed(f.id))),
      new Promise((resolve) => setTimeout(resolve, FIRST_REFRESH_WAIT_MS).unref()),
    ]);
  }
  const catalogue = createCatalogueService({
    repo: createCatalogueRepo(database.db),
    log: app.log,
    ttlOf,
    ...(options.cataloguePollMs ? { pollMs: options.cataloguePollMs } : {}),
  });
  await catalogue.start();
  const contest = createContestService({
    db: database.db,
    settings,
    repo: createContestRepo(database.db),
    audit: createAdminRepo(database.db),
  });
  const calculator = createCalculatorService({ catalogue, contest });
  // Claims take promocode uses, loyalty percents and referral accruals from the account programmes.
  const accountRepo = createAccountRepo(database.db);
  const usersRepo = createUsersRepo(database.db);
  const programs = createClaimPrograms({ account: accountRepo, users: usersRepo });
  const mail = createMailService({ db: database.db, config, log: app.log });
  const invoicePayments = createInvoicePayments({ db: database.db, catalogue });
  const claimsRepo = createClaimsRepo(database.db, {
    takePromocodeUse: programs.takePromocodeUse,
    queueMails: (tx, mails) => mail.queueStatement(mails, tx),
    invoiceClaimChanged: invoicePayments.claimChanged,
  });
  const claims = createClaimsService({
    repo: claimsRepo,
    catalogue,
    tech,
    mailer: mail,
    publicUrl: config.publicUrl,
    log: app.log,
    programs,
    invoices: invoicePayments,
  });
  const jobsOn = options.jobs !== false;
  const expiry = jobsOn ? startClaimExpiryJob({ claims, log: app.log }) : null;
  const mailJob = jobsOn ? startMailOutboxJob({ mail, log: app.log }) : null;
  // A production site (https) never posts webhooks into private networks (SSRF).
  const webhooks = createWebhookService({
    db: database.db,
    blockPrivate: config.publicUrl.startsWith('https://'),
  });
  const webhooksJob = jobsOn ? startWebhooksJob({ webhooks, log: app.log }) : null;
  const invoiceExpiry = jobsOn ? startInvoiceExpiryJob({ invoices: invoicePayments, log: app.log }) : null;
  const housekeeping = jobsOn
    ? startHousekeepingJob({ limiter: createRateLimiter(database.db), log: app.log })
    : null;
  const rateJob =
    jobsOn && feeds.length ? startRateRefreshJob({ service: rates, feeds, database, log: app.log }) : null;
  const accessTokens = createAccessTokens(config.secretKey, config.publicUrl, ACCESS_TOKEN_TTL_SECONDS);
  const guards = createAuthGuards(accessTokens, (userId) => usersRepo.findById(userId));
  app.decorateRequest('user', null);
  app.decorateRequest('staff', null);
  const auth = createAuthService({
    db: database.db,
    repo: usersRepo,
    tokens: accessTokens,
    limiter: createRateLimiter(database.db),
    mailer: mail,
    catalogue,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const account = createAccountService({
    db: database.db,
    repo: accountRepo,
    catalogue,
    limiter: createRateLimiter(database.db),
    publicUrl: config.publicUrl,
  });
  app.decorate('services', {
    catalogue,
    calculator,
    claims,
    tech,
    rates,
    auth,
    account,
    expiry,
    mail,
    webhooks,
  });
  app.addHook('onClose', async () => {
    await rateJob?.stop();
    await expiry?.stop();
    await mailJob?.stop();
    await webhooksJob?.stop();
    await invoiceExpiry?.stop();
    await housekeeping?.stop();
    mail.close();
    await catalogue.stop();
  });

  await app.register(systemRoutes, { database, shippedMigrations: await shippedMigrations() });
  await app.register(settingsRoutes, { tech });
  await app.register(calculatorRoutes, { calculator });
  const authOptions = {
    auth,
    guards,
    secureCookies: config.publicUrl.startsWith('https://'),
    publicUrl: config.publicUrl,
  };
  await app.register(sessionRoutes, authOptions);
  await app.register(usersRoutes, authOptions);
  await app.register(accountRoutes, { account, guards });
  const verification = createVerificationService({
    db: database.db,
    claims: claimsRepo,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });
  await app.register(claimsRoutes, { claims, verification, guards });
  const admin = createAdminService({
    db: database.db,
    repo: createAdminRepo(database.db),
    claims,
    catalogue,
    account: accountRepo,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });
  const logos = createLogoStore(path.join(config.dataDir, 'logos'));
  await app.register(logoRoutes, { logos });
  const adminCatalogue = createAdminCatalogueService({
    db: database.db,
    repo: createAdminRepo(database.db),
    catalogue,
    logos,
    ttlOf,
  });
  await app.register(adminRoutes, { admin, catalogue: adminCatalogue, guards });
  const content = createContentService({ db: database.db, repo: createAdminRepo(database.db) });
  await app.register(contentRoutes, { content });
  await app.register(exportRoutes, { catalogue, tech });
  await app.register(sitemapRoutes, { content, publicUrl: config.publicUrl });
  await app.register(adminContentRoutes, { content, guards });
  // The contact form, the operators' messages desk, the support channels and the chat widget.
  const support = createSupportSettingsService({
    db: database.db,
    settings,
    audit: createAdminRepo(database.db),
    config,
  });
  const contacts = createContactsService({
    db: database.db,
    repo: createContactsRepo(database.db),
    audit: createAdminRepo(database.db),
    limiter: createRateLimiter(database.db),
    mailer: mail,
    channels: support.channels,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(contactsRoutes, { contacts, channels: support.channels, guards });
  await app.register(adminContactsRoutes, { contacts, guards });
  await app.register(adminSupportSettingsRoutes, { support, guards });
  await app.register(cashRoutes, { cash: createCashService({ catalogue }) });
  await app.register(contestRoutes, { contest });
  await app.register(adminContestRoutes, { contest, guards });
  await app.register(shopsRoutes, { shops: createShopsService({ db: database.db }) });
  const merchant = createMerchantService({
    db: database.db,
    repo: createMerchantRepo(database.db),
    catalogue,
    audit: createAdminRepo(database.db),
    webhooks,
    publicUrl: config.publicUrl,
    feePercent: DEFAULT_SHOP_FEE_PERCENT,
  });
  await app.register(shopAccountRoutes, { merchant, guards });
  await app.register(merchantApiRoutes, { merchant });
  await app.register(publicInvoiceRoutes, { merchant });
  await app.register(adminShopRoutes, { merchant, guards });

  const sendSpa = await registerSpa(app, {
    webDist: config.webDist,
    runtime: { publicUrl: config.publicUrl, siteName: config.siteName, chat: config.chat },
    chat: support.chat,
    newsMeta: async (slug, locale) => {
      try {
        const article = await content.article(slug, locale);
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
    return sendError(
      request,
      reply,
      'not_found',
      translate('route_not_found', request.locale, { method: request.method, path }),
    );
  });

  return app;
}
