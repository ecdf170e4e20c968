/**
 * The merchant area (docs/decisions/013-shops.md, docs/merchant-api.md): a user opens one shop,
 * an operator approves it, the seller makes API keys, and the merchant API creates invoices with a
 * key. Each use case is a file of its own (shops/, keys/, invoices/, ledger/, webhooks/); this
 * binds them to their dependencies into the object the routes receive.
 */
import { binder, type TMerchantDeps } from './deps.js';
import { createInvoice } from './invoices/create-invoice.js';
import { createLink } from './invoices/create-link.js';
import { getInvoice } from './invoices/get-invoice.js';
import { getPublicInvoice } from './invoices/get-public-invoice.js';
import { listInvoices } from './invoices/list-invoices.js';
import { hashApiKey } from './keys/api-key.js';
import { authenticateKey } from './keys/authenticate-key.js';
import { createKey } from './keys/create-key.js';
import { listKeys } from './keys/list-keys.js';
import { revokeKey } from './keys/revoke-key.js';
import { decideWithdrawal } from './ledger/decide-withdrawal.js';
import { decideWithdrawalOrPropose } from './ledger/decide-withdrawal-or-propose.js';
import { exportSalesCsv } from './ledger/export-sales-csv.js';
import { getBalance } from './ledger/get-balance.js';
import { getStatistics } from './ledger/get-statistics.js';
import { listLedger } from './ledger/list-ledger.js';
import { listSales } from './ledger/list-sales.js';
import { listWithdrawals } from './ledger/list-withdrawals.js';
import { requestWithdrawal } from './ledger/request-withdrawal.js';
import { decideShop } from './shops/decide-shop.js';
import { getMyShop } from './shops/get-my-shop.js';
import { listShops } from './shops/list-shops.js';
import { openShop } from './shops/open-shop.js';
import { updateShop } from './shops/update-shop.js';
import { listDeliveries } from './webhooks/list-deliveries.js';

export function createMerchantService(given: Omit<TMerchantDeps, 'now'> & { now?: () => Date }) {
  const deps: TMerchantDeps = { ...given, now: given.now ?? (() => new Date()) };
  const bind = binder(deps);
  return {
    hashApiKey,

    // The seller's account: the shop, its keys, its money, its webhooks.
    mine: bind(getMyShop),
    open: bind(openShop),
    update: bind(updateShop),
    keys: bind(listKeys),
    createKey: bind(createKey),
    revokeKey: bind(revokeKey),
    webhooks: bind(listDeliveries),
    balance: bind(getBalance),
    ledger: bind(listLedger),
    withdraw: bind(requestWithdrawal),
    sales: bind(listSales),
    salesCsv: bind(exportSalesCsv),
    statistics: bind(getStatistics),
    createLink: bind(createLink),

    // The merchant API, for the shop whose key signs the call; the buyer's page of an invoice.
    authenticate: bind(authenticateKey),
    createInvoice: bind(createInvoice),
    invoice: bind(getInvoice),
    invoices: bind(listInvoices),
    publicInvoice: bind(getPublicInvoice),

    // The back office.
    adminList: bind(listShops),
    decide: bind(decideShop),
    adminWithdrawals: bind(listWithdrawals),
    decideWithdrawal: bind(decideWithdrawal),
    /** `decideWithdrawal`, or a proposal when the two-person rule holds the payment back. */
    decideWithdrawalOrPropose: bind(decideWithdrawalOrPropose),
  };
}

export type TMerchantService = ReturnType<typeof createMerchantService>;
