/**
 * `/account/shop/sales-history`: the shop's invoices, newest first, with what the buyer paid with
 * and the fee once credited; filtered by status and dates, paged, and exported as CSV with the same
 * filter (every matching line, not just the page). The buyer's claim is named by its short number,
 * which support knows it by; its link is the buyer's.
 */
import { INVOICE_STATUSES, type TInvoiceStatus, type TSale } from '@exchanger/core';
import { useState } from 'react';
import {
  Alert,
  Button,
  ListState,
  LoadFailed,
  SelectField,
  StatusBadge,
  TextField,
  toneClass,
} from '@/components/ui';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/shop';
import { saveFile } from '@/lib/save-file';
import { getSalesCsv, useSales, type TSalesFilter } from '../api/get-sales';
import { Pager } from './pager';
import { INVOICE_TONE } from '../utils/tones';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';
import './shop.css';

export const INVOICE_STATUS_NAME: Record<TInvoiceStatus, TMessageKey> = {
  open: 'shop.invoice.open',
  paying: 'shop.invoice.paying',
  paid: 'shop.invoice.paid',
  expired: 'shop.invoice.expired',
  cancelled: 'shop.invoice.cancelled',
};

const PAGE_SIZE = 20;

function isInvoiceStatus(value: string): value is TInvoiceStatus {
  return (INVOICE_STATUSES as readonly string[]).includes(value);
}

function SaleRow({ sale }: { sale: TSale }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="list-row shop-row shop-row--sale" data-testid="sale-row" data-status={sale.status}>
      <span className="list-row__date">{formatDateTime(sale.createdAt, locale)}</span>
      <span className="list-row__what">
        <strong>{sale.orderId}</strong>
        {sale.description ? <span className="muted"> · {sale.description}</span> : null}
      </span>
      <span className="shop-row__amount">{formatMoney(sale.amount, sale.currency)}</span>
      <span className="shop-row__extra muted">
        {sale.paidWith
          ? t('shop.sales.paidWith', { amount: formatMoney(sale.paidWith.amount, sale.paidWith.currency) })
          : '—'}
        {sale.fee ? ` · ${t('shop.sales.fee', { fee: formatMoney(sale.fee, sale.currency) })}` : ''}
        {sale.claimNumber ? (
          <span data-testid="sale-claim"> · {t('shop.sales.claim', { number: sale.claimNumber })}</span>
        ) : null}
      </span>
      <span className={`list-row__status ${toneClass(INVOICE_TONE[sale.status])}`}>
        <StatusBadge>{t(INVOICE_STATUS_NAME[sale.status])}</StatusBadge>
      </span>
    </li>
  );
}

export function SalesHistory() {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<TSalesFilter>({ status: null, from: '', to: '' });
  const [exportState, setExportState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const sales = useSales({ ...filter, page, size: PAGE_SIZE }, locale);
  const data = sales.data;
  const change = (next: Partial<TSalesFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const filtered = Boolean(filter.status ?? (filter.from || filter.to));

  const exportCsv = async () => {
    setExportState('busy');
    try {
      saveFile(await getSalesCsv(filter, locale), `sales-${new Date().toISOString().slice(0, 10)}.csv`);
      setExportState('idle');
    } catch (error) {
      console.warn('sales export failed', error);
      setExportState('failed');
    }
  };

  return (
    <section className="card panel shop-card" aria-labelledby="sales-title" aria-busy={sales.isFetching}>
      <div className="shop-card__head">
        <h2 className="section-title" id="sales-title">
          {t('shop.sales.title')}
        </h2>
        <Button
          color="gray"
          disabled={exportState === 'busy'}
          onClick={() => void exportCsv()}
          data-testid="sales-csv"
        >
          {exportState === 'busy' ? t('shop.sales.exporting') : t('shop.sales.export')}
        </Button>
      </div>
      {exportState === 'failed' ? (
        <Alert tone="error" testId="sales-csv-error">
          <p>{t('shop.sales.exportFailed')}</p>
        </Alert>
      ) : null}
      <div className="shop-filters">
        <SelectField
          label={t('shop.sales.status')}
          options={[
            { value: '', label: t('shop.sales.all') },
            ...INVOICE_STATUSES.map((value) => ({ value, label: t(INVOICE_STATUS_NAME[value]) })),
          ]}
          value={filter.status ?? ''}
          onChange={(event) =>
            change({ status: isInvoiceStatus(event.target.value) ? event.target.value : null })
          }
          testId="sales-status"
        />
        <TextField
          label={t('shop.sales.from')}
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => change({ from: event.target.value })}
          testId="sales-from"
        />
        <TextField
          label={t('shop.sales.to')}
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => change({ to: event.target.value })}
          testId="sales-to"
        />
      </div>
      <ListState
        query={sales}
        failed={
          <LoadFailed
            text={t('shop.loadFailed')}
            retry={t('shop.retry')}
            onRetry={() => void sales.refetch()}
            testId="sales-error"
          />
        }
        loading={<span className="skeleton" style={{ height: 60 }} aria-hidden="true" />}
        isEmpty={(list) => list.results.length === 0}
        empty={
          <p className="muted" data-testid="sales-empty">
            {filtered ? t('shop.sales.emptyFiltered') : t('shop.sales.empty')}
          </p>
        }
      >
        {(list) => (
          <>
            <p className="muted" data-testid="sales-count">
              {t('shop.sales.count', { count: list.count })}
            </p>
            <ul className="plain-list shop-rows" data-testid="sales">
              {list.results.map((sale) => (
                <SaleRow key={sale.id} sale={sale} />
              ))}
            </ul>
          </>
        )}
      </ListState>
      {data ? (
        <Pager page={page} count={data.count} size={data.size} onPage={setPage} testId="sales-pager" />
      ) : null}
    </section>
  );
}
