import type { TMerchantDeps } from '../deps.js';

/** The shop an invoice belongs to and the buyer's return addresses (a claim's page shows them). */
export async function findInvoiceShop(
  deps: Pick<TMerchantDeps, 'invoices'>,
  invoiceId: string,
): Promise<{ name: string; successUrl: string | null; failUrl: string | null } | null> {
  return deps.invoices.shopAndReturnUrls(invoiceId);
}
