/**
 * `/account/shop/statistics`: for the last 7, 30 or 90 days: volume and paid invoices per day (a
 * chart, with the same figures as a table), the conversion of invoices into paid ones (a ring), and
 * what buyers paid with (bars).
 */
import { dec, type TShopStatistics } from '@exchanger/core';
import { useState } from 'react';
import { Alert, Button } from '@/components/ui';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/shop';
import { useStatistics } from '../api/get-statistics';
import { DailyChart } from './daily-chart';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';
import './shop.css';
import './shop-statistics.css';

const PERIODS = [7, 30, 90] as const;

function ConversionRing({ percent }: { percent: string }) {
  const t = useT();
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  // For the drawing only; the figure in the middle is the server's decimal string.
  const share = Math.min(100, Math.max(0, Number(percent))) / 100;
  return (
    <svg
      className="shop-ring"
      viewBox="0 0 100 100"
      width="120"
      height="120"
      role="img"
      aria-label={t('shop.stats.conversionValue', { percent })}
    >
      <circle className="shop-ring__track" cx="50" cy="50" r={radius} />
      <circle
        className="shop-ring__value"
        cx="50"
        cy="50"
        r={radius}
        strokeDasharray={`${share * circumference} ${circumference}`}
        transform="rotate(-90 50 50)"
      />
      <text x="50" y="55" textAnchor="middle" className="shop-ring__text">
        {percent}%
      </text>
    </svg>
  );
}

function TopCurrencies({ stats }: { stats: TShopStatistics }) {
  const t = useT();
  const max = stats.topCurrencies.reduce((m, c) => Math.max(m, c.count), 0);
  if (stats.topCurrencies.length === 0)
    return (
      <p className="muted" data-testid="stats-top-empty">
        {t('shop.stats.topEmpty')}
      </p>
    );
  return (
    <ol className="plain-list shop-bars" data-testid="stats-top">
      {stats.topCurrencies.map((c) => (
        <li key={c.currency} className="shop-bars__row">
          <span className="shop-bars__name">{c.currency}</span>
          <span className="shop-bars__track" aria-hidden="true">
            <span className="shop-bars__bar" style={{ width: `${max ? (c.count / max) * 100 : 0}%` }} />
          </span>
          <span className="shop-bars__value">
            {t('shop.stats.topValue', { count: c.count, volume: formatMoney(c.volume, stats.currency) })}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function ShopStatistics() {
  const t = useT();
  const locale = useLocale();
  const [days, setDays] = useState<number>(30);
  const stats = useStatistics(days, locale);
  const data = stats.data;

  return (
    <>
      <div className="action-row" role="group" aria-label={t('shop.stats.period')}>
        {PERIODS.map((period) => (
          <Button
            key={period}
            color={period === days ? 'green' : 'gray'}
            aria-pressed={period === days}
            onClick={() => setDays(period)}
            data-testid={`stats-period-${period}`}
          >
            {t('shop.stats.days', { count: period })}
          </Button>
        ))}
      </div>
      {stats.isError && !data ? (
        <Alert tone="error" testId="stats-error">
          <p>{t('shop.loadFailed')}</p>
          <div>
            <Button color="gray" onClick={() => void stats.refetch()}>
              {t('shop.retry')}
            </Button>
          </div>
        </Alert>
      ) : !data ? (
        <span className="skeleton" style={{ height: 260 }} aria-hidden="true" />
      ) : (
        <>
          <dl className="stat-grid shop-totals" data-testid="stats-totals" aria-busy={stats.isFetching}>
            <div className="card">
              <dt>{t('shop.stats.volumeTotal')}</dt>
              <dd data-testid="stats-volume">{formatMoney(data.totals.volume, data.currency)}</dd>
            </div>
            <div className="card">
              <dt>{t('shop.stats.paidTotal')}</dt>
              <dd data-testid="stats-paid">{data.totals.paid}</dd>
            </div>
            <div className="card">
              <dt>{t('shop.stats.invoicesTotal')}</dt>
              <dd data-testid="stats-invoices">{data.totals.invoices}</dd>
            </div>
            <div className="card">
              <dt>{t('shop.stats.average')}</dt>
              <dd>
                {data.totals.paid
                  ? formatMoney(dec(data.totals.volume).div(data.totals.paid).toFixed(2), data.currency)
                  : '—'}
              </dd>
            </div>
          </dl>
          <section className="card panel shop-card" aria-labelledby="stats-daily-title">
            <h2 className="section-title" id="stats-daily-title">
              {t('shop.stats.dailyTitle')}
            </h2>
            <DailyChart
              points={data.days.map((d) => ({ day: d.day, volume: d.volume, paid: d.paid }))}
              currency={data.currency}
              locale={locale}
            />
            <details className="shop-table-toggle">
              <summary>{t('shop.stats.asTable')}</summary>
              <div className="shop-table-wrap">
                <table className="data-table shop-table" data-testid="stats-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('shop.stats.day')}</th>
                      <th scope="col">{t('shop.stats.invoices')}</th>
                      <th scope="col">{t('shop.stats.paid')}</th>
                      <th scope="col">{t('shop.stats.volume', { currency: data.currency })}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.days
                      .filter((d) => d.invoices || d.paid)
                      .map((d) => (
                        <tr key={d.day}>
                          <td>{d.day}</td>
                          <td>{d.invoices}</td>
                          <td>{d.paid}</td>
                          <td>{d.volume}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            </details>
          </section>
          <div className="shop-grid">
            <section className="card panel shop-card" aria-labelledby="stats-conversion-title">
              <h2 className="section-title" id="stats-conversion-title">
                {t('shop.stats.conversion')}
              </h2>
              <div className="shop-conversion">
                <ConversionRing percent={data.totals.conversion} />
                <p className="muted" data-testid="stats-conversion">
                  {t('shop.stats.conversionText', {
                    paid: data.totals.paid,
                    invoices: data.totals.invoices,
                    percent: data.totals.conversion,
                  })}
                </p>
              </div>
            </section>
            <section className="card panel shop-card" aria-labelledby="stats-top-title">
              <h2 className="section-title" id="stats-top-title">
                {t('shop.stats.top')}
              </h2>
              <TopCurrencies stats={data} />
            </section>
          </div>
        </>
      )}
    </>
  );
}
