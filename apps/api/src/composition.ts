/**
 * The composition root: every repository and service of the server, built once and wired to each
 * other here and nowhere else (docs/architecture.md#layers). Its result is the whole container;
 * routes, jobs and tests take what they need from it.
 */
import path from 'node:path';
import { DEFAULT_SHOP_FEE_PERCENT } from '@exchanger/core';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config/config.js';
import type { TDatabase } from './db/client.js';
import { createAccountRepo, createAccountService } from './modules/account/index.js';
import {
  createAdminCatalogueService,
  createAdminChainsService,
  createAdminRepo,
  createAdminService,
} from './modules/admin/index.js';
import {
  createApprovalGate,
  createApprovalsRepo,
  createApprovalsService,
} from './modules/approvals/index.js';
import { createAuditChainRepo, createAuditRepo } from './modules/audit/index.js';
import {
  createAccessTokens,
  createAuthService,
  createRateLimiter,
  createSecretBox,
  createTwoFactorRepo,
  createTwoFactorService,
  createUsersRepo,
} from './modules/auth/index.js';
import { createCalculatorService } from './modules/calculator/index.js';
import { createCashService } from './modules/cash/index.js';
import {
  chainHealth,
  createChainAvailability,
  createChainSources,
  createChainsRepo,
  createChainWatchers,
  createClaimDeposits,
} from './modules/chains/index.js';
import {
  carriesDemoRequisites,
  createCatalogueRepo,
  createCatalogueService,
  createLogoStore,
  createReserveLedger,
  createReserveLedgerRepo,
} from './modules/catalogue/index.js';
import {
  createClaimPrograms,
  createClaimsRepo,
  createClaimsService,
  createVerificationRepo,
  createVerificationService,
  type TClaimCollaborators,
} from './modules/claims/index.js';
import { createContactsRepo, createContactsService } from './modules/contacts/index.js';
import { createContentRepo, createContentService } from './modules/content/index.js';
import { createContestRepo, createContestService } from './modules/contest/index.js';
import { createHumanCheckRepo, createHumanCheckService } from './modules/human-check/index.js';
import { createMailRepo, createMailService } from './modules/mail/index.js';
import {
  createInvoicePayments,
  createMerchantRepos,
  createMerchantService,
  createWebhookService,
} from './modules/merchant/index.js';
import { createIdempotencyRepo, createIdempotencyService } from './modules/idempotency/index.js';
import {
  createDefaultFeeds,
  createDemoFeeds,
  createRatesRepo,
  createRatesService,
  type TRateFeed,
} from './modules/rates/index.js';
import {
  createAboutSettingsService,
  createDemoBannerService,
  createSettingsRepo,
  createSupportSettingsService,
  createTechService,
} from './modules/settings/index.js';
import { createShopsRepo, createShopsService } from './modules/shops/index.js';
import { createSystemRepo } from './modules/system/index.js';

/** Access tokens live a quarter of an hour; the SPA refreshes them silently (docs/architecture.md#accounts). */
const ACCESS_TOKEN_TTL_SECONDS = 900;

export interface TCompositionOptions {
  config: TConfig;
  database: TDatabase;
  log: FastifyBaseLogger;
  /** How often the catalogue snapshot polls for changes made by other processes. */
  cataloguePollMs?: number | undefined;
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

/** Builds the container. Nothing here starts a timer: jobs are started by `jobs/index.ts`. */
export function compose({ config, database, log, cataloguePollMs }: TCompositionOptions) {
  const { db } = database;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const publicUrl = config.publicUrl;

  // Repositories, one of each.
  const settingsRepo = createSettingsRepo(db);
  const accountRepo = createAccountRepo(db);
  const usersRepo = createUsersRepo(db);
  const adminRepo = createAdminRepo(db);
  const audit = createAuditRepo(db);
  const limiter = createRateLimiter(db);
  const approvalsRepo = createApprovalsRepo(db);
  // The answers of money calls made with an `Idempotency-Key` (docs/decisions/028).
  const idempotency = createIdempotencyService({ repo: createIdempotencyRepo(db) });
  // The two-person rule's gate, which the money use cases below call before they act (decision 024).
  const approvalGate = createApprovalGate({ db, repo: approvalsRepo, audit });

  // Rates and the catalogue every quote is served from.
  const feeds = feedsOf(config);
  // Quotes of a feed stay fresh for its TTL; a feed no longer configured keeps the default's.
  const ttlByFeed = new Map([...createDefaultFeeds(), ...feeds].map((f) => [f.id, f.ttlMs]));
  const ttlOf = (feedId: string) => ttlByFeed.get(feedId) ?? 0;
  const ratesRepo = createRatesRepo(db);
  const rates = createRatesService({ repo: ratesRepo, feeds });
  const catalogueRepo = createCatalogueRepo(db);
  // Deposit addresses of watched currencies, one per claim (docs/payments.md).
  const chainsRepo = createChainsRepo(db);
  const chainSources = createChainSources(config.chainRpc);
  // A currency watched on a stalled chain takes no new claims (its payments would not be seen), and
  // the calculator leaves its directions out, as it does a stale rate's.
  const chainAvailability = createChainAvailability(chainsRepo, chainSources);
  const catalogue = createCatalogueService({
    repo: catalogueRepo,
    log,
    ttlOf,
    unreceivable: () => chainAvailability.stalledCurrencyIds(),
    ...(cataloguePollMs ? { pollMs: cataloguePollMs } : {}),
  });
  /** After a scan or a watch change in this process: claims and the calculator see the chains at once. */
  const chainsChanged = async () => {
    chainAvailability.forget();
    await catalogue.refreshUnreceivable();
  };
  // The reserve of each currency as a ledger of movements (docs/decisions/021).
  const reserves = createReserveLedger(createReserveLedgerRepo(db));
  // Every page warns of demo data while a currency still asks to be paid to a demo requisite.
  const demoBanner = createDemoBannerService({
    db,
    settings: settingsRepo,
    audit,
    demoRequisites: () => carriesDemoRequisites(catalogue.snapshot()),
  });
  const tech = createTechService({ settings: settingsRepo, demo: () => demoBanner.shown() });
  // The proof-of-work check a direction may require of its claims (docs/decisions/031).
  const humanCheck = createHumanCheckService({
    repo: createHumanCheckRepo(db),
    limiter,
    secretKey: config.secretKey,
  });
  const contest = createContestService({ db, settings: settingsRepo, repo: createContestRepo(db), audit });
  const calculator = createCalculatorService({ catalogue, contest });
  const mailRepo = createMailRepo(db);
  const mail = createMailService({ repo: mailRepo, config, log });

  // Claims, and what their repository asks of other modules inside its transactions.
  const programs = createClaimPrograms({ account: accountRepo, users: usersRepo });
  const merchantRepos = createMerchantRepos(db);
  const invoicePayments = createInvoicePayments({ db, ...merchantRepos, catalogue });
  const deposits = createClaimDeposits(chainsRepo);
  const collaborators: TClaimCollaborators = {
    assignDeposits: (tx, list) => deposits.assign(tx, list),
    takePromocodeUse: programs.takePromocodeUse,
    returnPromocodeUse: programs.returnPromocodeUse,
    queueMails: (tx, mails) => mailRepo.queueStatement(tx, mails),
    queueMailing: (tx, mailing) => mailRepo.queueMailingStatement(tx, mailing),
    invoiceClaimChanged: invoicePayments.claimChanged,
  };
  const claimsRepo = createClaimsRepo(db, collaborators);
  const claims = createClaimsService({
    repo: claimsRepo,
    catalogue,
    reserves,
    tech,
    humanCheck,
    mailer: mail,
    publicUrl,
    log,
    programs,
    invoices: invoicePayments,
    rationing: { limiter, limits: config.claimRationing },
    limiter,
    // Whether a currency is watched, from the chains' cached availability: no query per claim.
    deposits: { ...deposits, isWatched: (id) => chainAvailability.isWatched(id) },
    stalledChainOf: (currencyId) => chainAvailability.stalledChainOf(currencyId),
  });
  // The chains' watchers, one per chain across every process (the job starts them).
  const chainWatchers = createChainWatchers({
    repo: chainsRepo,
    database,
    sources: chainSources,
    claims: { find: claims.find, act: (id, action, actor, reason) => claims.act(id, action, actor, reason) },
    log,
    afterPass: chainsChanged,
  });
  const verification = createVerificationService({
    repo: createVerificationRepo(db),
    claims: claimsRepo,
    uploadsDir,
  });

  // Accounts.
  const accessTokens = createAccessTokens(config.secretKey, publicUrl, ACCESS_TOKEN_TTL_SECONDS);
  const twoFactor = createTwoFactorService({
    db,
    repo: createTwoFactorRepo(db),
    users: usersRepo,
    box: createSecretBox(config.secretKey),
    limiter,
    mailer: mail,
    audit,
    siteName: config.siteName,
    log,
  });
  const auth = createAuthService({
    db,
    repo: usersRepo,
    tokens: accessTokens,
    limiter,
    mailer: mail,
    catalogue,
    secondFactor: twoFactor,
    publicUrl,
    log,
  });
  const account = createAccountService({ db, repo: accountRepo, catalogue, limiter, publicUrl });

  // The back office.
  const logos = createLogoStore(path.join(config.dataDir, 'logos'));
  const admin = createAdminService({
    db,
    repo: adminRepo,
    audit,
    chain: createAuditChainRepo(db),
    claims,
    catalogue,
    reserves,
    account: accountRepo,
    approvals: approvalGate,
    chains: chainsRepo,
    uploadsDir,
  });
  const adminCatalogue = createAdminCatalogueService({
    db,
    repo: catalogueRepo,
    audit,
    catalogue,
    reserves,
    logos,
    feeds: ratesRepo,
    ttlOf,
    approvals: approvalGate,
  });
  const adminChains = createAdminChainsService({
    db,
    repo: chainsRepo,
    audit,
    catalogue,
    sources: chainSources,
    availability: { forget: () => void chainsChanged() },
  });
  const content = createContentService({ db, repo: createContentRepo(db), audit });
  const support = createSupportSettingsService({ db, settings: settingsRepo, audit, config });
  // "About the exchanger": /contacts, the footer and the rates export's hours (docs/decisions/036).
  const about = createAboutSettingsService({ db, settings: settingsRepo, audit });
  const contacts = createContactsService({
    db,
    repo: createContactsRepo(db),
    audit,
    limiter,
    mailer: mail,
    channels: support.channels,
    publicUrl,
    log,
  });

  // Shops of merchants, and the public pages around them.
  // Webhooks reach public addresses only, unless the operator opts in (decision 029).
  const webhooks = createWebhookService({
    webhooks: merchantRepos.webhooks,
    allowPrivate: config.webhooksAllowPrivate,
  });
  const merchant = createMerchantService({
    db,
    ...merchantRepos,
    catalogue,
    reserves,
    audit,
    approvals: approvalGate,
    publicUrl,
    feePercent: DEFAULT_SHOP_FEE_PERCENT,
    webhooksAllowPrivate: config.webhooksAllowPrivate,
  });
  // Approving a proposal runs the original use case with its stored arguments, as the approver.
  const approvals = createApprovalsService({
    db,
    repo: approvalsRepo,
    audit,
    execute: {
      reserve: (staff, p, inTx) =>
        adminCatalogue.setReserve(
          Number(p.target),
          { delta: p.payload.delta, reason: p.payload.reason ?? '' },
          staff,
          'en',
          inTx,
        ),
      withdrawal: (staff, p, inTx) =>
        admin.decideWithdrawal(
          Number(p.target),
          { decision: 'approve', reason: p.payload.reason ?? '' },
          staff,
          inTx,
        ),
      shop_withdrawal: (staff, p, inTx) =>
        merchant.decideWithdrawal(staff.id, Number(p.target), 'approve', p.payload.reason ?? '', inTx),
      refund: (staff, p, inTx) =>
        admin.act(p.target, { action: 'refund', reason: p.payload.reason ?? '' }, staff, 'en', '', inTx),
    },
  });
  const shops = createShopsService({ repo: createShopsRepo(db) });
  const cash = createCashService({ catalogue });
  // What the metrics report of the business (claims by status, the outbox, the feeds' age).
  const system = createSystemRepo(db);

  return {
    feeds,
    rates,
    catalogue,
    reserves,
    tech,
    demoBanner,
    humanCheck,
    contest,
    calculator,
    mail,
    claims,
    chainsRepo,
    chainSources,
    chainWatchers,
    chainAvailability,
    /** Each watched chain's health: the back office, `/readyz` and `/metrics` read it. */
    chainsHealth: () => chainHealth(chainsRepo, chainSources, new Date()),
    verification,
    invoicePayments,
    accessTokens,
    users: usersRepo,
    limiter,
    idempotency,
    auth,
    twoFactor,
    account,
    logos,
    admin,
    adminCatalogue,
    adminChains,
    content,
    support,
    about,
    contacts,
    webhooks,
    merchant,
    approvals,
    shops,
    cash,
    system,
  };
}

/** Every repository and service of one app instance. */
export type TContainer = ReturnType<typeof compose>;
