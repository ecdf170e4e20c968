/** Shops of merchants: accounts, API keys, invoices, payments, webhooks, balances and withdrawals. */
export { createMerchantRepos, type TMerchantRepos } from './deps.js';
export { createInvoicePayments, type TInvoicePayments } from './invoice-payments.js';
export { saleFee } from './ledger/sale-fee.js';
export { createMerchantService, type TMerchantService } from './merchant.service.js';
export { merchantRoutes } from './merchant.routes.js';
export { createWebhookService, type TWebhookService } from './webhooks.service.js';
export type { TWebhookReport } from './webhooks/deliver-webhooks.js';
