/**
 * The shops that accept payment through the exchanger. Shops are approved in the merchant area
 * (a later issue); until the first one is, the page explains the programme and where to join it
 * instead of showing an empty grid.
 */
import type { TShop } from '@exchanger/core';
import { useState } from 'react';
import { Alert, Button, ButtonLink } from '@/components/ui';
import { useDisplayTimeZone } from '@/lib/hydrated';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { SHOPS_PAGE_SIZE, useShops } from '../api/get-shops';
import { useT, type TMessageKey } from '@/lib/i18n/shops-list';
import './shops.css';

const POINTS: { title: TMessageKey; text: TMessageKey }[] = [
  { title: 'shops.point1Title', text: 'shops.point1Text' },
  { title: 'shops.point2Title', text: 'shops.point2Text' },
  { title: 'shops.point3Title', text: 'shops.point3Text' },
];

/** A shop's own address, shown without the scheme; only http(s) links are followed. */
function siteOf(url: string): { href: string | null; label: string } {
  try {
    const parsed = new URL(url);
    const ok = parsed.protocol === 'https:' || parsed.protocol === 'http:';
    return { href: ok ? parsed.href : null, label: parsed.host || url };
  } catch {
    return { href: null, label: url };
  }
}

function ShopCard({ shop }: { shop: TShop }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useDisplayTimeZone();
  const site = siteOf(shop.url);
  return (
    <li className="card shop-card" data-testid="shop">
      <div className="shop-card__head">
        {shop.logo ? <img className="shop-card__logo" src={shop.logo} alt="" width={40} height={40} /> : null}
        <h2 className="shop-card__name">{shop.name}</h2>
      </div>
      {shop.description ? <p className="muted">{shop.description}</p> : null}
      <p className="shop-card__foot">
        {site.href ? (
          <a href={site.href} target="_blank" rel="noopener noreferrer nofollow">
            {site.label}
          </a>
        ) : (
          <span>{site.label}</span>
        )}
        <span className="muted">
          {t('shops.since', { date: formatDate(shop.approvedAt, locale, timeZone) })}
        </span>
      </p>
    </li>
  );
}

export interface TShopsListProps {
  /** The partner programmes page. */
  partnersHref: string;
  /** The shop section of the account (the login page leads there for a guest). */
  shopAreaHref: string;
}

/** What the programme is and how to join it: the whole page while no shop is listed. */
function Programme({ partnersHref, shopAreaHref, hasShops }: TShopsListProps & { hasShops: boolean }) {
  const t = useT();
  return (
    <section
      className="card shops-programme"
      aria-labelledby="shops-programme-title"
      data-testid="shops-programme"
    >
      <h2 className="section-title" id="shops-programme-title">
        {hasShops ? t('shops.joinTitle') : t('shops.emptyTitle')}
      </h2>
      {hasShops ? null : <p data-testid="shops-empty">{t('shops.emptyText')}</p>}
      <ul className="shops-points">
        {POINTS.map((point) => (
          <li key={point.title}>
            <h3 className="shops-points__title">{t(point.title)}</h3>
            <p className="muted">{t(point.text)}</p>
          </li>
        ))}
      </ul>
      <div className="shops-programme__actions">
        <ButtonLink to={shopAreaHref} color="green" data-testid="shops-join">
          {t('shops.join')}
        </ButtonLink>
        <ButtonLink to={partnersHref} color="transparent" data-testid="shops-partners">
          {t('shops.partners')}
        </ButtonLink>
      </div>
    </section>
  );
}

export function ShopsList(props: TShopsListProps) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const shops = useShops(page, locale);

  if (shops.isPending) {
    return (
      <div className="shops-skeleton" aria-busy="true" data-testid="shops-loading">
        <span className="sr-only">{t('shops.loading')}</span>
        <span className="skeleton shops-skeleton__block" />
      </div>
    );
  }
  if (shops.isError) {
    return (
      <Alert tone="error" testId="shops-error">
        <p>{t('shops.loadFailed')}</p>
        <div>
          <Button color="gray" onClick={() => void shops.refetch()}>
            {t('shops.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  const { results, count } = shops.data;
  const pages = Math.max(1, Math.ceil(count / SHOPS_PAGE_SIZE));
  return (
    <div className="shops">
      {results.length > 0 ? (
        <>
          <ul className="shops-grid" data-testid="shops-list">
            {results.map((shop) => (
              <ShopCard key={shop.id} shop={shop} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="shops-pager" aria-label={t('shops.pages')}>
              <Button color="gray" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('shops.prev')}
              </Button>
              <span className="muted">{t('shops.pageOf', { page, pages })}</span>
              <Button color="gray" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('shops.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
      <Programme {...props} hasShops={results.length > 0} />
    </div>
  );
}
