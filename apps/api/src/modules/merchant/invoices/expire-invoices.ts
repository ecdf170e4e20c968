import type { TMerchantDeps } from '../deps.js';
import { invoiceWebhook } from './invoice-webhook.js';

/**
 * Open invoices past their time become `expired`, each with an `invoice.updated` webhook to a
 * shop that has a URL, in one transaction; the number expired. Safe in every process at once: an
 * invoice leaves `open` in exactly one `UPDATE`, so its webhook is queued once. An invoice being
 * paid stays `paying`; if that claim fails late, the next run expires it.
 */
export async function expireInvoices(
  deps: Pick<TMerchantDeps, 'db' | 'repo' | 'invoices' | 'webhooks' | 'catalogue' | 'now'>,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const expired = await deps.invoices.expireOpen(tx, at);
    if (expired.length === 0) return 0;
    const withUrl = new Set(
      await deps.repo.withWebhookUrl(
        expired.map((row) => row.shopId),
        tx,
      ),
    );
    const currencies = deps.catalogue.snapshot().currenciesById;
    const deliveries = expired
      .filter((row) => withUrl.has(row.shopId))
      .map((row) => invoiceWebhook(row, currencies.get(row.currencyId)?.code, 'expired', null, at));
    if (deliveries.length) await deps.webhooks.queue(tx, deliveries);
    return expired.length;
  });
}
