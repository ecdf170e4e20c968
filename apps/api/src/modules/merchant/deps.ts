/**
 * What the merchant area's use cases are given. Each use case is a function whose first argument
 * is the part of these dependencies it uses (`Pick<TMerchantDeps, …>`); `merchant.service.ts`,
 * `invoice-payments.ts` and `webhooks.service.ts` bind them for the routes, the claims and the jobs.
 */
import type { TDb } from '../../db/client.js';
import type { TApprovalGate } from '../approvals/index.js';
import type { TAuditWriter } from '../audit/index.js';
import type { TCatalogueService, TReserveLedger } from '../catalogue/index.js';
import { createInvoicesRepo, type TInvoicesRepo } from './invoices.repo.js';
import { createLedgerRepo, type TLedgerRepo } from './ledger.repo.js';
import { createMerchantRepo, type TMerchantRepo } from './merchant.repo.js';
import { createWebhooksRepo, type TWebhooksRepo } from './webhooks.repo.js';

/** The area's repositories, built once from the database (`createMerchantRepos`). */
export interface TMerchantRepos {
  /** Shops and their API keys. */
  repo: TMerchantRepo;
  invoices: TInvoicesRepo;
  /** Sales, withdrawals, balances and statistics. */
  ledger: TLedgerRepo;
  /** Deliveries and attempts of the webhooks to shops. */
  webhooks: TWebhooksRepo;
}

export function createMerchantRepos(db: TDb): TMerchantRepos {
  return {
    repo: createMerchantRepo(db),
    invoices: createInvoicesRepo(db),
    ledger: createLedgerRepo(db),
    webhooks: createWebhooksRepo(db),
  };
}

export interface TMerchantDeps extends TMerchantRepos {
  /** Opens the transactions of the use cases that change more than one row together. */
  db: TDb;
  catalogue: TCatalogueService;
  /** A shop withdrawal paid out lowers the reserve of its currency (docs/decisions/021). */
  reserves: TReserveLedger;
  audit: TAuditWriter;
  /** The two-person rule's gate on paying withdrawals (decision 024). */
  approvals: TApprovalGate;
  /** The site's address: an invoice's `payUrl` starts with it. */
  publicUrl: string;
  /** The exchanger's fee on each sale of a new shop, in percent (decimal string). */
  feePercent: string;
  /** Webhook URLs may point into private networks (`WEBHOOKS_ALLOW_PRIVATE`; off by default). */
  webhooksAllowPrivate: boolean;
  now: () => Date;
}

/**
 * Binds use cases to their dependencies: `bind(getMyShop)` is `(userId) => getMyShop(deps, userId)`,
 * typed as the use case is.
 */
export function binder<D>(deps: D) {
  return <A extends unknown[], R>(useCase: (deps: D, ...args: A) => R) =>
    (...args: A): R =>
      useCase(deps, ...args);
}
