/**
 * Currencies and their reserves: how much there is, how much open claims hold and what is left to
 * sell. The reserve is set to a new amount with a reason (its history opens under the row), and a
 * currency is switched off or on with a reason; its code opens its editor (names, precision, the
 * fields clients fill, where they pay to). The list reloads every 30 seconds.
 */
import type { TAdminCurrency } from '@exchanger/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { AdminTable, ListSummary, Notice, PagedList, useDeskDialog } from '@/components/desk';
import { Button } from '@/components/ui';
import { formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useCurrencyPage } from '../api/get-catalogue-currencies';
import type { TCurrencyFilters } from '../utils/filters';
import { useUpdateCurrency } from '../api/update-currency';
import { ActiveFlag } from './active-flag';
import { CatalogueFilters, useFiltersReset } from './catalogue-filters';
import { ReserveDialog } from './reserve-dialog';
import { ReserveHistory } from './reserve-history';
import { SwitchDialog } from './switch-dialog';
import './catalogue.css';

export interface TCurrenciesView {
  page: number;
  filters: TCurrencyFilters;
}

export interface TCurrenciesDeskProps extends TCurrenciesView {
  onChange: (next: TCurrenciesView) => void;
  /** The page of a currency's editor. */
  currencyHref: (id: number) => string;
  /** The page of a claim, for the claims a reserve movement belongs to. */
  claimHref: (id: string) => string;
}

type TChange = 'reserve' | 'switch';

interface TCurrencyRowProps {
  currency: TAdminCurrency;
  href: string;
  claimHref: (id: string) => string;
  historyOpen: boolean;
  onHistory: () => void;
  onChange: (change: TChange) => void;
}

function CurrencyRow({ currency, href, claimHref, historyOpen, onHistory, onChange }: TCurrencyRowProps) {
  const t = useT();
  const historyId = `reserve-history-${currency.id}`;
  return (
    <Fragment>
      <tr
        className={`admin-table__row${currency.active ? '' : ' admin-table__row--off'}`}
        data-testid="currency-row"
        data-currency-id={currency.id}
      >
        <td className="admin-cell-name">
          <Link
            to={href}
            className="admin-mono admin-strong"
            title={t('admin.currencies.editOf', { code: currency.code })}
            data-testid="currency-edit"
          >
            {currency.code}
          </Link>
          <span className="admin-sub">
            {currency.name}
            {currency.ticker !== currency.code ? ` · ${currency.ticker}` : ''}
          </span>
        </td>
        <td>
          <ActiveFlag active={currency.active} />
        </td>
        <td className="admin-number admin-nowrap" data-testid="currency-reserve">
          {formatDecimal(currency.reserve)}
        </td>
        <td className="admin-number admin-nowrap" data-testid="currency-held">
          {formatDecimal(currency.held)}
        </td>
        <td className="admin-number admin-nowrap admin-strong" data-testid="currency-available">
          {formatDecimal(currency.available)}
        </td>
        <td className="admin-optional admin-number">{currency.precision}</td>
        <td>
          <div className="admin-row-actions admin-row-actions--line">
            <Button color="green" onClick={() => onChange('reserve')} data-testid="currency-set-reserve">
              {t('admin.currencies.setReserve')}
            </Button>
            <Button
              color="gray"
              aria-expanded={historyOpen}
              aria-controls={historyId}
              onClick={onHistory}
              data-testid="currency-history"
            >
              {t('admin.currencies.history')}
            </Button>
            <Button
              color={currency.active ? 'red' : 'gray'}
              onClick={() => onChange('switch')}
              data-testid={currency.active ? 'currency-off' : 'currency-on'}
            >
              {currency.active ? t('admin.catalogue.switchOff') : t('admin.catalogue.switchOn')}
            </Button>
          </div>
        </td>
      </tr>
      {historyOpen ? (
        <tr className="admin-table__detail" id={historyId}>
          <td colSpan={7}>
            <ReserveHistory currency={currency} claimHref={claimHref} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

/** Currencies on a page. */
export const CURRENCIES_PAGE_SIZE = 50;

const CURRENCY_STATES = [
  { value: 'active', label: 'admin.directions.onlyActive' },
  { value: 'inactive', label: 'admin.directions.onlyInactive' },
] as const;

export function CurrenciesDesk({ page, filters, onChange, currencyHref, claimHref }: TCurrenciesDeskProps) {
  const t = useT();
  const locale = useLocale();
  const currencies = useCurrencyPage({ page, size: CURRENCIES_PAGE_SIZE, filters }, locale);
  const filtersReset = useFiltersReset(filters, onChange);
  const update = useUpdateCurrency(locale);
  const desk = useDeskDialog<{ id: number; change: TChange }>();
  const [openHistory, setOpenHistory] = useState<number | null>(null);
  const data = currencies.data;
  // The dialog follows the list: after a refusal the held amounts it shows are reloaded.
  const current = desk.dialog ? data?.results.find((c) => c.id === desk.dialog?.id) : undefined;

  return (
    <section className="admin-stack" aria-busy={currencies.isFetching} data-testid="currencies-desk">
      <CatalogueFilters
        key={filtersReset.key}
        filters={filters}
        onApply={(next) => onChange({ page: 1, filters: next })}
        label="admin.currencies.filters"
        searchLabel="admin.currencies.search"
        searchHint="admin.currencies.searchHint"
        states={CURRENCY_STATES}
        testPrefix="currencies"
        testId="currency-filters"
      />
      <Notice notice={desk.notice} testId="currencies-notice" />
      <ListSummary
        parts={data && [t('admin.currencies.total', { count: data.count }), t('admin.catalogue.autoUpdate')]}
      />
      <PagedList
        query={currencies}
        page={page}
        size={CURRENCIES_PAGE_SIZE}
        onPage={(next) => onChange({ page: next, filters })}
        pagerTestId="currencies-pager"
        empty={filtersReset.filtered ? t('admin.currencies.emptyFiltered') : t('admin.currencies.empty')}
        onReset={filtersReset.reset}
        errorTestId="currencies-error"
        emptyTestId="currencies-empty"
      >
        {(list) => (
          <AdminTable
            testId="currencies-table"
            className="admin-table--catalogue"
            columns={[
              'admin.currencies.currency',
              'admin.catalogue.state',
              { label: 'admin.currencies.reserve', className: 'admin-number' },
              { label: 'admin.currencies.held', className: 'admin-number' },
              { label: 'admin.currencies.available', className: 'admin-number' },
              { label: 'admin.currencies.precision', className: 'admin-optional admin-number' },
              { label: 'admin.users.actions', hidden: true },
            ]}
          >
            {list.results.map((currency) => (
              <CurrencyRow
                key={currency.id}
                currency={currency}
                href={currencyHref(currency.id)}
                claimHref={claimHref}
                historyOpen={openHistory === currency.id}
                onHistory={() => setOpenHistory(openHistory === currency.id ? null : currency.id)}
                onChange={(change) => desk.open({ id: currency.id, change })}
              />
            ))}
          </AdminTable>
        )}
      </PagedList>

      {current && desk.dialog?.change === 'reserve' ? (
        <ReserveDialog
          currency={current}
          onClose={desk.close}
          onDone={({ done: currency, proposal }) =>
            desk.done(
              proposal
                ? t('admin.approvals.sent', {
                    amount: `${formatDecimal(proposal.amount)} ${proposal.currency.ticker}`,
                  })
                : t('admin.currencies.reserveSaved', {
                    code: currency.code,
                    reserve: `${formatDecimal(currency.reserve)} ${currency.ticker}`,
                  }),
            )
          }
        />
      ) : null}
      {current && desk.dialog?.change === 'switch' ? (
        <SwitchDialog
          turnOn={!current.active}
          title={
            current.active
              ? t('admin.currencies.switchOffOf', { code: current.code })
              : t('admin.currencies.switchOnOf', { code: current.code })
          }
          lead={
            <p>{current.active ? t('admin.currencies.switchOffLead') : t('admin.currencies.switchOnLead')}</p>
          }
          pending={update.isPending}
          send={(reason, on) =>
            update.mutate({ id: current.id, body: { active: !current.active, reason } }, on)
          }
          onClose={desk.close}
          onDone={() =>
            desk.done(
              t(current.active ? 'admin.currencies.switchedOff' : 'admin.currencies.switchedOn', {
                code: current.code,
              }),
            )
          }
          onConflict={desk.refused}
          testId="currency-switch-dialog"
        />
      ) : null}
    </section>
  );
}
