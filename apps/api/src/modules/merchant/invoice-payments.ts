/**
 * What claims need from the merchant area: whether an invoice can be paid now, the shop a claim's
 * page names, and what follows each status change of a claim that pays an invoice (in the
 * claim's own transaction); also the expiry of invoices nobody paid in time, for its job.
 */
import { binder, type TMerchantDeps } from './deps.js';
import { applyClaimChange } from './invoices/apply-claim-change.js';
import { expireInvoices } from './invoices/expire-invoices.js';
import { findInvoiceShop } from './invoices/find-invoice-shop.js';
import { findPayableInvoice } from './invoices/find-payable-invoice.js';

export function createInvoicePayments(
  given: Pick<TMerchantDeps, 'db' | 'repo' | 'invoices' | 'ledger' | 'webhooks' | 'catalogue'> & {
    now?: () => Date;
  },
) {
  const bind = binder({ ...given, now: given.now ?? (() => new Date()) });
  return {
    payable: bind(findPayableInvoice),
    shopOf: bind(findInvoiceShop),
    expireDue: bind(expireInvoices),
    claimChanged: bind(applyClaimChange),
  };
}

export type TInvoicePayments = ReturnType<typeof createInvoicePayments>;
