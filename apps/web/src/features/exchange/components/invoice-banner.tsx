import type { TPublicInvoice } from '@exchanger/core';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';

/** Whom the buyer pays, how much and until when (a payment link's invoice). */
export function InvoiceBanner({ invoice }: { invoice: TPublicInvoice }) {
  const t = useT();
  const locale = useLocale();
  let host = invoice.shop.siteUrl;
  try {
    host = new URL(invoice.shop.siteUrl).host;
  } catch {
    // Shown as given.
  }
  return (
    <div className="exchange-invoice" data-testid="invoice-banner" data-status={invoice.status}>
      <p className="exchange-invoice__title">
        {t('exchange.invoice.title', { shop: invoice.shop.name })}{' '}
        <a href={invoice.shop.siteUrl} target="_blank" rel="noopener noreferrer nofollow">
          {host}
        </a>
      </p>
      <p className="exchange-invoice__amount" data-testid="invoice-amount">
        {formatMoney(invoice.amount, invoice.currency)}
      </p>
      {invoice.description ? <p className="exchange-invoice__text">{invoice.description}</p> : null}
      <p className="exchange-invoice__text muted">
        {invoice.payable
          ? t('exchange.invoice.until', { at: formatDateTime(invoice.expiresAt, locale) })
          : t('exchange.invoice.notPayable')}
      </p>
    </div>
  );
}
