/**
 * The back office's pages, composed from the admin feature (the desks), the claim feature (its
 * status badge) and the session (who is signed in). Lists keep their filters in the address.
 */
import { CONTENT_KINDS, SHOP_STATUSES, type TClaimStatus, type TLocale } from '@exchanger/core';
import type { ReactNode } from 'react';
import { NavLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, ButtonLink } from '@/components/ui';
import {
  AUDIT_FILTER_RULES,
  AuditLog,
  CLAIM_FILTER_RULES,
  ClaimDesk,
  ClaimsQueue,
  CONTENT_FILTER_RULES,
  ContentCreate,
  ContentEditor,
  ContentList,
  ContestEditor,
  CurrenciesDesk,
  CurrencyCreate,
  CurrencyEditor,
  DIRECTION_FILTER_RULES,
  DirectionsDesk,
  FeedsDesk,
  filtersToSearch,
  MESSAGE_FILTER_RULES,
  MessageDesk,
  MessagesDesk,
  readFilters,
  readPage,
  SettingsDesk,
  SHOP_FILTER_RULES,
  ShopsDesk,
  ShopWithdrawalsDesk,
  USER_FILTER_RULES,
  UsersDesk,
  usePendingShopWithdrawals,
  WITHDRAWAL_STATUSES,
  WithdrawalsDesk,
} from '@/features/admin';
import { useSession } from '@/features/auth';
import { ClaimStatusBadge } from '@/features/claim';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import {
  adminPath,
  CATALOGUE_TABS,
  isClaimId,
  routePath,
  WITHDRAWAL_TABS,
  type TAdminSection,
  type TCatalogueTab,
  type TWithdrawalTab,
} from '../paths';
import { useAdminTitle } from './use-admin-title';
import { useListSearch } from './use-list-search';

const renderStatus = (status: TClaimStatus) => <ClaimStatusBadge status={status} />;

/** A content item's or a currency's id in the address (anything else is no item). */
const isNumericId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/** A currency's editor: `/admin/catalogue/currencies/7`. */
const currencyPath = (locale: TLocale, id: number | string) =>
  `${adminPath('catalogue', locale, 'currencies')}/${encodeURIComponent(id)}`;

function PageHead({ title, aside }: { title: string; aside?: ReactNode }) {
  useAdminTitle(title);
  if (!aside) return <h1 className="admin-title">{title}</h1>;
  return (
    <div className="admin-page-head">
      <h1 className="admin-title">{title}</h1>
      {aside}
    </div>
  );
}

/** An address whose id cannot be one (`/admin/claims/abc`): said at once, with the way back. */
function BadId({
  title,
  text,
  back,
  backHref,
  testId,
}: Record<'title' | 'text' | 'back' | 'backHref' | 'testId', string>) {
  return (
    <Alert tone="error" title={title} testId={testId}>
      <p>{text}</p>
      <div>
        <ButtonLink to={backHref} color="gray">
          {back}
        </ButtonLink>
      </div>
    </Alert>
  );
}

export function ClaimsPage() {
  const t = useT();
  const locale = useLocale();
  const { page, filters, onChange } = useListSearch(CLAIM_FILTER_RULES);
  return (
    <>
      <PageHead title={t('admin.nav.claims')} />
      <ClaimsQueue
        page={page}
        filters={filters}
        onChange={onChange}
        claimHref={(id) => adminPath('claims', locale, id)}
        renderStatus={renderStatus}
      />
    </>
  );
}

export function ClaimPage() {
  const t = useT();
  const locale = useLocale();
  const id = useParams().id ?? '';
  useAdminTitle(t('admin.claim.title', { id: id.slice(0, 8) }));
  const queueHref = adminPath('claims', locale);
  if (!isClaimId(id)) {
    return (
      <BadId
        title={t('admin.claim.notFound')}
        text={t('admin.claim.notFoundText', { id })}
        back={t('admin.claim.back')}
        backHref={queueHref}
        testId="claim-not-found"
      />
    );
  }
  return (
    <ClaimDesk
      // A new claim is a new desk: no dialog or notice of the previous one stays open.
      key={id}
      id={id}
      queueHref={queueHref}
      publicHref={routePath('claim-uuid', locale).replace(':uuid', id)}
      renderStatus={renderStatus}
    />
  );
}

export function UsersPage() {
  const t = useT();
  const { user } = useSession();
  const { page, filters, onChange } = useListSearch(USER_FILTER_RULES);
  if (!user) return null;
  return (
    <>
      <PageHead title={t('admin.nav.users')} />
      <UsersDesk page={page} filters={filters} onChange={onChange} me={user} />
    </>
  );
}

/** A list whose status filter defaults to what waits for a decision (`all` in the address: every status). */
function usePendingFirst<S extends string>(statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  return {
    params,
    page: readPage(params),
    status: raw === 'all' ? null : (statuses.find((s) => s === raw) ?? statuses[0] ?? null),
    /** The address of a view: the default status is left out of it. */
    set: (next: { status: S | null; page: number; q?: string }) => {
      const inAddress = next.status === null ? 'all' : next.status === statuses[0] ? undefined : next.status;
      setParams(filtersToSearch({ status: inAddress, q: next.q }, next.page));
    },
  };
}

const WITHDRAWAL_TAB_LABEL: Record<TWithdrawalTab, TMessageKey> = {
  referral: 'admin.withdrawals.tab.referral',
  shops: 'admin.withdrawals.tab.shops',
};

function WithdrawalsFrame({ tab, children }: { tab: TWithdrawalTab; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const pending = usePendingShopWithdrawals(locale);
  return (
    <SectionFrame
      section="withdrawals"
      title={t('admin.nav.withdrawals')}
      tabs={WITHDRAWAL_TABS}
      tab={tab}
      labels={WITHDRAWAL_TAB_LABEL}
      tabsLabel={t('admin.withdrawals.tabs')}
      badges={{
        shops: {
          count: pending,
          label: 'admin.withdrawals.pendingShops',
          testId: 'shop-withdrawals-waiting',
        },
      }}
    >
      {children}
    </SectionFrame>
  );
}

const WITHDRAWALS_DESK: Record<TWithdrawalTab, typeof WithdrawalsDesk> = {
  referral: WithdrawalsDesk,
  shops: ShopWithdrawalsDesk,
};

/** A tab of withdrawals: the referral programme's, or the shops'. */
function WithdrawalsTab({ tab }: { tab: TWithdrawalTab }) {
  const view = usePendingFirst(WITHDRAWAL_STATUSES);
  const Desk = WITHDRAWALS_DESK[tab];
  return (
    <WithdrawalsFrame tab={tab}>
      <Desk page={view.page} status={view.status} onChange={view.set} />
    </WithdrawalsFrame>
  );
}

export const WithdrawalsPage = () => <WithdrawalsTab tab="referral" />;
export const ShopWithdrawalsPage = () => <WithdrawalsTab tab="shops" />;

export function ShopsPage() {
  const t = useT();
  const view = usePendingFirst(SHOP_STATUSES);
  const q = readFilters(view.params, SHOP_FILTER_RULES).q ?? '';
  return (
    <>
      <PageHead title={t('admin.nav.shops')} />
      <ShopsDesk page={view.page} status={view.status} q={q} onChange={view.set} />
    </>
  );
}

export function AuditPage() {
  const t = useT();
  const locale = useLocale();
  const { page, filters, onChange } = useListSearch(AUDIT_FILTER_RULES);
  return (
    <>
      <PageHead title={t('admin.nav.audit')} />
      <AuditLog
        page={page}
        filters={filters}
        onChange={onChange}
        targetHref={(type, id) => {
          if (type === 'claim' && isClaimId(id)) return adminPath('claims', locale, id);
          if (type === 'user')
            return `${adminPath('users', locale)}?${filtersToSearch({ q: id }).toString()}`;
          if (type === 'content' && isNumericId(id)) return adminPath('content', locale, id);
          if (type === 'currency' && isNumericId(id)) return currencyPath(locale, id);
          if (type === 'direction') return adminPath('catalogue', locale, 'directions');
          if (type === 'shop' && isNumericId(id))
            return `${adminPath('shops', locale)}?${filtersToSearch({ status: 'all', q: id }).toString()}`;
          if (type === 'message' && isNumericId(id)) return adminPath('messages', locale, id);
          if (type === 'setting') return adminPath(id === 'contest' ? 'contest' : 'settings', locale);
          return null;
        }}
      />
    </>
  );
}

const CATALOGUE_TAB_LABEL: Record<TCatalogueTab, TMessageKey> = {
  currencies: 'admin.catalogue.tab.currencies',
  directions: 'admin.catalogue.tab.directions',
  feeds: 'admin.catalogue.tab.feeds',
};

/** A tab's count of what waits in it, shown as the navigation's badges are. */
interface TTabBadge {
  count: number | null;
  label: TMessageKey;
  testId: string;
}

/** A section's heading and its tabs (each a page of its own, so a tab has an address). */
function SectionFrame<T extends string>({
  section,
  title,
  tabs,
  tab,
  labels,
  tabsLabel,
  badges = {},
  children,
}: {
  section: TAdminSection;
  title: string;
  tabs: readonly T[];
  tab: T;
  labels: Record<T, TMessageKey>;
  tabsLabel: string;
  badges?: Partial<Record<T, TTabBadge>>;
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  useAdminTitle(`${t(labels[tab])} · ${title}`);
  return (
    <>
      <h1 className="admin-title">{title}</h1>
      <nav className="admin-tabs" aria-label={tabsLabel}>
        {tabs.map((item) => {
          const badge = badges[item];
          const badgeLabel = badge?.count ? t(badge.label, { count: badge.count }) : null;
          return (
            <NavLink
              key={item}
              to={adminPath(section, locale, item)}
              className="admin-tabs__link"
              data-testid={`${section}-tab-${item}`}
            >
              {t(labels[item])}
              {badge && badgeLabel ? (
                <span
                  className="admin-nav__badge admin-tabs__badge"
                  aria-label={badgeLabel}
                  title={badgeLabel}
                  data-testid={badge.testId}
                >
                  {badge.count}
                </span>
              ) : null}
            </NavLink>
          );
        })}
      </nav>
      {children}
    </>
  );
}

/** The catalogue's heading and its tabs. */
function CatalogueFrame({ tab, children }: { tab: TCatalogueTab; children: ReactNode }) {
  const t = useT();
  return (
    <SectionFrame
      section="catalogue"
      title={t('admin.nav.catalogue')}
      tabs={CATALOGUE_TABS}
      tab={tab}
      labels={CATALOGUE_TAB_LABEL}
      tabsLabel={t('admin.catalogue.tabs')}
    >
      {children}
    </SectionFrame>
  );
}

export function CurrenciesPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <CatalogueFrame tab="currencies">
      <div className="admin-toolbar">
        <ButtonLink to={currencyPath(locale, 'new')} color="green" data-testid="currency-new">
          + {t('admin.currencies.new')}
        </ButtonLink>
      </div>
      <CurrenciesDesk currencyHref={(id) => currencyPath(locale, id)} />
    </CatalogueFrame>
  );
}

export function CurrencyNewPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  useAdminTitle(t('admin.newCurrency.title'));
  return (
    <CurrencyCreate
      listHref={adminPath('catalogue', locale, 'currencies')}
      // The new currency opens in its editor; "back" then leads to the list, not to an empty form.
      onCreated={(currency) => void navigate(currencyPath(locale, currency.id), { replace: true })}
    />
  );
}

export function CurrencyPage() {
  const t = useT();
  const locale = useLocale();
  const id = useParams().id ?? '';
  useAdminTitle(t('admin.currency.title', { id }));
  const listHref = adminPath('catalogue', locale, 'currencies');
  if (!isNumericId(id)) {
    return (
      <BadId
        title={t('admin.currency.notFound')}
        text={t('admin.currency.notFoundText', { id })}
        back={t('admin.currency.back')}
        backHref={listHref}
        testId="currency-not-found"
      />
    );
  }
  return <CurrencyEditor key={id} id={Number(id)} listHref={listHref} />;
}

export function DirectionsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <CatalogueFrame tab="directions">
      <DirectionsDesk
        filters={readFilters(params, DIRECTION_FILTER_RULES)}
        // The list narrows as one types: the address follows without a history entry per key.
        onChange={(next) => setParams(filtersToSearch(next), { replace: true })}
      />
    </CatalogueFrame>
  );
}

export function FeedsPage() {
  return (
    <CatalogueFrame tab="feeds">
      <FeedsDesk />
    </CatalogueFrame>
  );
}

export function ContentPage() {
  const t = useT();
  const locale = useLocale();
  const { page, filters, onChange } = useListSearch(CONTENT_FILTER_RULES);
  // A new item starts with the kind the list shows.
  const newHref = `${adminPath('content', locale, 'new')}${filters.kind ? `?kind=${filters.kind}` : ''}`;
  return (
    <>
      <PageHead
        title={t('admin.nav.content')}
        aside={
          <ButtonLink to={newHref} color="green" data-testid="content-new">
            {t('admin.content.new')}
          </ButtonLink>
        }
      />
      <ContentList
        page={page}
        filters={filters}
        onChange={onChange}
        itemHref={(id) => adminPath('content', locale, String(id))}
      />
    </>
  );
}

export function ContentNewPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useAdminTitle(t('admin.content.new'));
  const kind = CONTENT_KINDS.find((k) => k === params.get('kind')) ?? 'news';
  return (
    <ContentCreate
      initialKind={kind}
      listHref={adminPath('content', locale)}
      // The new draft opens in its editor; "back" then leads to the list, not to an empty form.
      onCreated={(item) => void navigate(adminPath('content', locale, String(item.id)), { replace: true })}
    />
  );
}

export function ContentItemPage() {
  const t = useT();
  const locale = useLocale();
  const id = useParams().id ?? '';
  useAdminTitle(t('admin.content.editTitle', { id }));
  const listHref = adminPath('content', locale);
  if (!isNumericId(id)) {
    return (
      <BadId
        title={t('admin.content.notFound')}
        text={t('admin.content.notFoundText', { id })}
        back={t('admin.content.back')}
        backHref={listHref}
        testId="content-not-found"
      />
    );
  }
  return <ContentEditor key={id} id={Number(id)} listHref={listHref} />;
}

export function MessagesPage() {
  const t = useT();
  const locale = useLocale();
  const { page, filters, onChange } = useListSearch(MESSAGE_FILTER_RULES);
  return (
    <>
      <PageHead title={t('admin.nav.messages')} />
      <MessagesDesk
        page={page}
        filters={filters}
        onChange={onChange}
        messageHref={(id) => adminPath('messages', locale, String(id))}
      />
    </>
  );
}

export function MessagePage() {
  const t = useT();
  const locale = useLocale();
  const id = useParams().id ?? '';
  useAdminTitle(t('admin.message.pageTitle', { id }));
  const listHref = adminPath('messages', locale);
  if (!isNumericId(id)) {
    return (
      <BadId
        title={t('admin.message.notFound')}
        text={t('admin.message.notFoundText', { id })}
        back={t('admin.message.back')}
        backHref={listHref}
        testId="message-not-found"
      />
    );
  }
  return (
    <MessageDesk
      key={id}
      id={Number(id)}
      listHref={listHref}
      claimHref={(claimId) => adminPath('claims', locale, claimId)}
      renderClaimStatus={renderStatus}
    />
  );
}

export function SettingsPage() {
  const t = useT();
  const { user } = useSession();
  return (
    <>
      <PageHead title={t('admin.nav.settings')} />
      <SettingsDesk canEdit={user?.role === 'admin'} />
    </>
  );
}

export function ContestPage() {
  const t = useT();
  const locale = useLocale();
  const { user } = useSession();
  return (
    <>
      <PageHead title={t('admin.contest.title')} />
      <ContestEditor canEdit={user?.role === 'admin'} publicHref={routePath('contest', locale)} />
    </>
  );
}

export function AdminNotFoundPage() {
  const t = useT();
  const locale = useLocale();
  useAdminTitle(t('admin.notFound'));
  return (
    <section className="admin-message card" data-testid="admin-not-found">
      <p className="admin-message__status">404</p>
      <h1 className="admin-title">{t('admin.notFound')}</h1>
      <p className="muted">{t('admin.notFoundText')}</p>
      <ButtonLink to={adminPath('claims', locale)} color="green">
        {t('admin.nav.claims')}
      </ButtonLink>
    </section>
  );
}
