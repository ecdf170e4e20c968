import type { TPayableInvoice } from '../../claims/index.js';
import type { TMerchantDeps } from '../deps.js';

/**
 * The invoice a new claim may pay now (open, not past its time, its shop approved), with the
 * shop's payout requisites the claim pays out to; null otherwise.
 */
export async function findPayableInvoice(
  deps: Pick<TMerchantDeps, 'invoices' | 'now'>,
  id: string,
): Promise<TPayableInvoice | null> {
  const row = await deps.invoices.payable(id, deps.now());
  if (!row) return null;
  return {
    id: row.invoice.id,
    currencyId: row.invoice.currencyId,
    amount: row.invoice.amount,
    payoutRequisites: row.shop.payoutRequisites,
  };
}
