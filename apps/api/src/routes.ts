/**
 * Every module's routes, one line each. A module's routes file is thin: the contract in, one use
 * case, the contract out (docs/architecture.md#request-flow).
 */
import type { FastifyInstance } from 'fastify';
import type { TContainer } from './composition.js';
import type { TDatabase } from './db/client.js';
import type { TAuthGuards } from './http/auth.js';
import { sharedRoutes } from './http/shared-routes.js';
import { accountRoutes } from './modules/account/index.js';
import { adminRoutes } from './modules/admin/index.js';
import { approvalsRoutes } from './modules/approvals/index.js';
import { authRoutes } from './modules/auth/index.js';
import { calculatorRoutes } from './modules/calculator/index.js';
import { cashRoutes } from './modules/cash/index.js';
import { logoRoutes } from './modules/catalogue/index.js';
import { claimsRoutes } from './modules/claims/index.js';
import { contactsRoutes } from './modules/contacts/index.js';
import { contentRoutes } from './modules/content/index.js';
import { contestRoutes } from './modules/contest/index.js';
import { exportRoutes } from './modules/export/index.js';
import { humanCheckRoutes } from './modules/human-check/index.js';
import { merchantRoutes } from './modules/merchant/index.js';
import { sitemapRoutes } from './modules/seo/index.js';
import { settingsRoutes } from './modules/settings/index.js';
import { shopsRoutes } from './modules/shops/index.js';
import { systemRoutes } from './modules/system/index.js';

export interface TRouteContext {
  database: TDatabase;
  shippedMigrations: number;
  guards: TAuthGuards;
  publicUrl: string;
}

export async function registerRoutes(app: FastifyInstance, c: TContainer, ctx: TRouteContext): Promise<void> {
  const { guards, publicUrl } = ctx;
  const secureCookies = publicUrl.startsWith('https://');
  await app.register(sharedRoutes(systemRoutes), {
    database: ctx.database,
    shippedMigrations: ctx.shippedMigrations,
    chains: async () =>
      (await c.chainsHealth()).map(({ chain, stalled, lag, scannedAt, error }) => ({
        chain,
        stalled,
        lag,
        scannedAt,
        error,
      })),
  });
  await app.register(sharedRoutes(settingsRoutes), {
    tech: c.tech,
    support: c.support,
    about: c.about,
    demoBanner: c.demoBanner,
    guards,
  });
  await app.register(sharedRoutes(calculatorRoutes), { calculator: c.calculator });
  await app.register(authRoutes, { auth: c.auth, twoFactor: c.twoFactor, guards, secureCookies, publicUrl });
  await app.register(sharedRoutes(accountRoutes), { account: c.account, idempotency: c.idempotency, guards });
  await app.register(sharedRoutes(claimsRoutes), {
    claims: c.claims,
    verification: c.verification,
    idempotency: c.idempotency,
    guards,
  });
  await app.register(sharedRoutes(humanCheckRoutes), { humanCheck: c.humanCheck });
  await app.register(sharedRoutes(logoRoutes), { logos: c.logos });
  await app.register(adminRoutes, {
    admin: c.admin,
    catalogue: c.adminCatalogue,
    chains: c.adminChains,
    guards,
  });
  await app.register(sharedRoutes(contentRoutes), { content: c.content, guards });
  await app.register(exportRoutes, {
    catalogue: c.catalogue,
    tech: c.tech,
    isOpenAt: (at) => c.about.isOpenAt(at),
  });
  await app.register(sharedRoutes(sitemapRoutes), { content: c.content, publicUrl });
  await app.register(sharedRoutes(contactsRoutes), {
    contacts: c.contacts,
    channels: async () => ({ ...(await c.support.channels()), about: await c.about.about() }),
    guards,
  });
  await app.register(sharedRoutes(cashRoutes), { cash: c.cash });
  await app.register(sharedRoutes(contestRoutes), { contest: c.contest, guards });
  await app.register(sharedRoutes(shopsRoutes), { shops: c.shops });
  await app.register(sharedRoutes(merchantRoutes), {
    merchant: c.merchant,
    idempotency: c.idempotency,
    guards,
  });
  await app.register(approvalsRoutes, { approvals: c.approvals, guards });
}
