/**
 * The seller's area (`/account/shop/...`, see docs/architecture.md#screens): the shop's own
 * navigation under the account's, and each section composed from the shop feature. Without a shop, every section leads to opening
 * one; the shop is the session's, so a section that finds the session gone offers to sign in.
 */
import { ROUTES } from '@exchanger/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Alert, Button, ButtonLink } from '@/components/ui';
import { useSession } from '@/features/auth';
import {
  LinkGenerator,
  SalesHistory,
  ShopApi,
  ShopOverview,
  ShopStatistics,
  ShopWithdrawal,
  useMyShop,
} from '@/features/shop';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/shop';
import { routePath } from '../paths';
import { useRouteHandle } from '../route-handle';
import { AccountShell, SessionEnded } from './account-shell';
import '@/components/ui/panel.css';

/** `/account/shop` and the pages under it, in the table's order. */
const SHOP_ROUTES = ROUTES.filter((r) => r.name === 'account-shop' || r.name.startsWith('account-shop-'));

function ShopNav() {
  const t = useT();
  const locale = useLocale();
  return (
    <nav className="shop-nav" aria-label={t('shop.nav')}>
      {SHOP_ROUTES.map((route) => (
        <NavLink key={route.name} to={routePath(route.name, locale)} end className="shop-nav__link">
          {route.text[locale].title}
        </NavLink>
      ))}
    </nav>
  );
}

function Section({ name }: { name: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  const shop = useMyShop(locale);
  if (shop.isError)
    return (
      <Alert tone="error" testId="shop-load-error">
        <p>{t('shop.loadFailed')}</p>
        <div>
          <Button color="gray" onClick={() => void shop.refetch()}>
            {t('shop.retry')}
          </Button>
        </div>
      </Alert>
    );
  if (shop.isPending) return <span className="skeleton" style={{ height: 200 }} aria-hidden="true" />;
  const data = shop.data;
  if (name === 'account-shop') return <ShopOverview shop={data} />;
  if (!data)
    return (
      <Alert tone="info" testId="shop-none">
        <p>{t('shop.none')}</p>
        <div>
          <ButtonLink to={routePath('account-shop', locale)} color="green">
            {t('shop.open.title')}
          </ButtonLink>
        </div>
      </Alert>
    );
  switch (name) {
    case 'account-shop-api':
      return <ShopApi shop={data} docsHref="/api/docs" />;
    case 'account-shop-link-generation':
      return <LinkGenerator shop={data} />;
    case 'account-shop-sales-history':
      return <SalesHistory />;
    case 'account-shop-statistics':
      return <ShopStatistics />;
    case 'account-shop-withdrawal':
      return <ShopWithdrawal shop={data} />;
    case undefined:
    default:
      return null;
  }
}

function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user ? children : <SessionEnded />;
}

export default function ShopPage() {
  const name = useRouteHandle()?.route?.name;
  return (
    <AccountShell introClassName="page-intro page-intro--compact">
      <SignedIn>
        <ShopNav />
        <div className="panel-stack">
          <Section name={name} />
        </div>
      </SignedIn>
    </AccountShell>
  );
}
