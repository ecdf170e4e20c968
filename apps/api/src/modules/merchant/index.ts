/** Shops of merchants: accounts, API keys, invoices, payments, webhooks, balances and withdrawals. */
export { createInvoicePayments, saleFee, type TInvoicePayments } from './invoice-payments.js';
export { createMerchantRepo } from './merchant.repo.js';
export { merchantRoutes } from './merchant.routes.js';
export { createMerchantService, csvCell } from './merchant.service.js';
export { createWebhookService, type TWebhookReport, type TWebhookService } from './webhooks.service.js';
