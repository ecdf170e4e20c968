/**
 * Shops opened by users, those waiting for approval first (the default filter), searched by name,
 * site, owner's e-mail or number: what the shop sells through, where its money goes and its fee;
 * approve, reject or block with a reason (decision 013). Another operator's decision first is a
 * 409, said on the desk.
 */
import { SHOP_STATUSES, type TAdminShop, type TShopStatus } from '@exchanger/core';
import { useState } from 'react';
import {
  AdminTable,
  deskTime,
  FilterBar,
  ListSummary,
  Notice,
  PagedList,
  useDeskDialog,
} from '@/components/desk';
import { Button, SelectField, TextField } from '@/components/ui';
import { formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useAdminShops } from '../api/get-admin-shops';
import {
  SHOP_DECISION_COLOR,
  SHOP_DECISION_LABEL,
  SHOP_STATUS_LABEL,
  SHOP_STATUS_TONE,
  shopDecisionsFor,
  type TShopDecisionKind,
} from '../utils/labels';
import { RequisitesList } from './requisites-list';
import { ShopDialog } from './shop-dialog';

export const SHOPS_PAGE_SIZE = 20;

export interface TShopsView {
  page: number;
  /** null: every status. */
  status: TShopStatus | null;
  q: string;
}

export interface TShopsDeskProps extends TShopsView {
  onChange: (next: TShopsView) => void;
}

function ShopFilters({ view, onApply }: { view: TShopsView; onApply: (next: TShopsView) => void }) {
  const t = useT();
  const [q, setQ] = useState(view.q);
  return (
    <FilterBar
      label={t('admin.shops.filters')}
      onApply={() => onApply({ ...view, page: 1, q })}
      className="admin-filters--users"
      testId="shops-filters"
      buttonsTestId="shops"
    >
      <TextField
        className="admin-filters__wide"
        type="search"
        label={t('admin.shops.search')}
        placeholder={t('admin.shops.searchHint')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        testId="shops-q"
      />
      <SelectField
        label={t('admin.shops.status')}
        options={[
          ...SHOP_STATUSES.map((value) => ({ value, label: t(SHOP_STATUS_LABEL[value]) })),
          { value: 'all', label: t('admin.shops.all') },
        ]}
        value={view.status ?? 'all'}
        onChange={(event) => {
          const next = event.target.value;
          onApply({ page: 1, q, status: SHOP_STATUSES.find((s) => s === next) ?? null });
        }}
        testId="shops-status"
      />
    </FilterBar>
  );
}

function ShopRow({ shop, onDecide }: { shop: TAdminShop; onDecide: (decision: TShopDecisionKind) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <tr className="admin-table__row" data-testid="shop-row" data-shop-id={shop.id}>
      <td className="admin-nowrap">
        {deskTime(shop.createdAt, locale)}
        <span className="admin-sub">#{shop.id}</span>
      </td>
      <td className="admin-break">
        <span className="admin-strong">{shop.name}</span>
        <a className="admin-sub" href={shop.siteUrl} target="_blank" rel="noopener noreferrer nofollow">
          {shop.siteUrl}
        </a>
        {shop.description ? <span className="admin-sub">{shop.description}</span> : null}
        <span className="admin-sub" data-testid="shop-owner">
          {t('admin.shops.ownerIs', { email: shop.ownerEmail })}
        </span>
      </td>
      <td>
        {shop.payoutCurrency}
        <RequisitesList requisites={shop.payoutRequisites} />
      </td>
      <td className="admin-nowrap admin-optional">{formatDecimal(shop.feePercent)} %</td>
      <td data-testid="shop-status">
        <span className={`admin-flag admin-flag--${SHOP_STATUS_TONE[shop.status]}`}>
          {t(SHOP_STATUS_LABEL[shop.status])}
        </span>
        {shop.reason ? <span className="admin-sub">{shop.reason}</span> : null}
      </td>
      <td>
        <div className="admin-row-actions">
          {shopDecisionsFor(shop.status).map((decision) => (
            <Button
              key={decision}
              color={SHOP_DECISION_COLOR[decision]}
              onClick={() => onDecide(decision)}
              data-testid={`shop-${decision}`}
            >
              {t(SHOP_DECISION_LABEL[decision])}
            </Button>
          ))}
        </div>
      </td>
    </tr>
  );
}

export function ShopsDesk({ onChange, ...view }: TShopsDeskProps) {
  const t = useT();
  const locale = useLocale();
  const { page, status, q } = view;
  const shops = useAdminShops({ page, size: SHOPS_PAGE_SIZE, status, q: q || undefined }, locale);
  const desk = useDeskDialog<{ shop: TAdminShop; decision: TShopDecisionKind }>();
  const data = shops.data;

  return (
    <section className="admin-stack" aria-busy={shops.isFetching} data-testid="shops-desk">
      <ShopFilters key={`${status}|${q}`} view={view} onApply={onChange} />
      <Notice notice={desk.notice} testId="shops-notice" />
      <ListSummary
        parts={
          data && [
            t('admin.shops.total', { count: data.count }),
            t('admin.shops.pendingCount', { count: data.pending }),
          ]
        }
      />
      <PagedList
        query={shops}
        page={page}
        size={SHOPS_PAGE_SIZE}
        onPage={(next) => onChange({ ...view, page: next })}
        pagerTestId="shops-pager"
        empty={status === 'pending' && !q ? t('admin.shops.emptyPending') : t('admin.shops.empty')}
        onReset={q || status !== 'pending' ? () => onChange({ page: 1, status: 'pending', q: '' }) : null}
        errorTestId="shops-error"
        emptyTestId="shops-empty"
      >
        {(list) => (
          <AdminTable
            testId="shops-table"
            columns={[
              'admin.shops.created',
              'admin.shops.shop',
              'admin.shops.payout',
              { label: 'admin.shops.fee', className: 'admin-optional' },
              'admin.shops.state',
              { label: 'admin.users.actions', hidden: true },
            ]}
          >
            {list.results.map((shop) => (
              <ShopRow key={shop.id} shop={shop} onDecide={(decision) => desk.open({ shop, decision })} />
            ))}
          </AdminTable>
        )}
      </PagedList>

      {desk.dialog ? (
        <ShopDialog
          shop={desk.dialog.shop}
          decision={desk.dialog.decision}
          onClose={desk.close}
          onDone={(shop) =>
            desk.done(
              t('admin.shops.decided', { name: shop.name, status: t(SHOP_STATUS_LABEL[shop.status]) }),
            )
          }
          onConflict={desk.refused}
        />
      ) : null}
    </section>
  );
}
