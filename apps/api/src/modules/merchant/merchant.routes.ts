import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAuthGuards } from '../../http/auth.js';
import { sharedRoutes } from '../../http/shared-routes.js';
import type { TIdempotencyService } from '../idempotency/index.js';
import { adminShopRoutes } from './admin-shops.routes.js';
import { merchantApiRoutes } from './merchant-api.routes.js';
import type { TMerchantService } from './merchant.service.js';
import { publicInvoiceRoutes } from './public-invoice.routes.js';
import { shopAccountRoutes } from './shop-account.routes.js';

/** The module's routes: the shop owner's account, the merchant API, the invoice page, the back office. */
export const merchantRoutes: FastifyPluginAsyncZod<{
  merchant: TMerchantService;
  idempotency: TIdempotencyService;
  guards: TAuthGuards;
}> = async (app, options) => {
  await app.register(shopAccountRoutes, options);
  await app.register(merchantApiRoutes, options);
  await app.register(sharedRoutes(publicInvoiceRoutes), options);
  await app.register(adminShopRoutes, options);
};
