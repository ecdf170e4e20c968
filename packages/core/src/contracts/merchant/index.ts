/**
 * The merchant area's contracts (docs/merchant-api.md), one file per area. The order of the
 * re-exports is the order the schemas are registered in, which is the order of the OpenAPI
 * document's components.
 */
export * from './shops.js';
export * from './api-keys.js';
export * from './invoices.js';
export * from './admin-shops.js';
export * from './webhook-deliveries.js';
export * from './ledger.js';
export * from './sales.js';
export * from './payment-links.js';
export * from './invoice-webhook.js';
