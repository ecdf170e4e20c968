/**
 * Currencies and their reserves: how much there is, how much open claims hold and what is left to
 * sell. The reserve is set to a new amount with a reason (its history opens under the row), and a
 * currency is switched off or on with a reason. The list reloads every 30 seconds.
 */
import type { TAdminCurrency } from '@exchanger/core';
import { Fragment, useState } from 'react';
import { Alert, Button } from '@/components/ui';
import { formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useCatalogueCurrencies } from '../api/get-catalogue-currencies';
import { useUpdateCurrency } from '../api/update-currency';
import { ActiveFlag } from './active-flag';
import { LoadError } from './load-error';
import { ReserveDialog } from './reserve-dialog';
import { ReserveHistory } from './reserve-history';
import { SwitchDialog } from './switch-dialog';
import './admin.css';

type TNotice = { tone: 'success' | 'error'; text: string } | null;
type TEditing = { id: number; change: 'reserve' | 'switch' } | null;

export function CurrenciesDesk() {
  const t = useT();
  const locale = useLocale();
  const currencies = useCatalogueCurrencies(locale);
  const update = useUpdateCurrency(locale);
  const [editing, setEditing] = useState<TEditing>(null);
  const [openHistory, setOpenHistory] = useState<number | null>(null);
  const [notice, setNotice] = useState<TNotice>(null);
  const data = currencies.data;
  // The dialog follows the list: after a refusal the held amounts it shows are reloaded.
  const current = editing ? data?.find((c) => c.id === editing.id) : undefined;

  const open = (currency: TAdminCurrency, change: 'reserve' | 'switch') => {
    setNotice(null);
    setEditing({ id: currency.id, change });
  };

  return (
    <section className="admin-stack" aria-busy={currencies.isFetching} data-testid="currencies-desk">
      {notice ? (
        <Alert tone={notice.tone} testId="currencies-notice">
          <p>{notice.text}</p>
        </Alert>
      ) : null}
      {data ? (
        <p className="admin-summary muted">
          {t('admin.currencies.total', { count: data.length })}
          {' · '}
          {t('admin.catalogue.autoUpdate')}
        </p>
      ) : null}

      {currencies.isError && !data ? (
        <LoadError
          error={currencies.error}
          onRetry={() => void currencies.refetch()}
          testId="currencies-error"
        />
      ) : !data ? (
        <p className="admin-loading muted" role="status">
          {t('admin.list.loading')}
        </p>
      ) : data.length === 0 ? (
        <div className="card admin-empty" data-testid="currencies-empty">
          <p>{t('admin.currencies.empty')}</p>
        </div>
      ) : (
        <div className="admin-table-wrap card">
          <table className="admin-table admin-table--catalogue" data-testid="currencies-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.currencies.currency')}</th>
                <th scope="col">{t('admin.catalogue.state')}</th>
                <th scope="col" className="admin-number">
                  {t('admin.currencies.reserve')}
                </th>
                <th scope="col" className="admin-number">
                  {t('admin.currencies.held')}
                </th>
                <th scope="col" className="admin-number">
                  {t('admin.currencies.available')}
                </th>
                <th scope="col" className="admin-optional admin-number">
                  {t('admin.currencies.precision')}
                </th>
                <th scope="col">
                  <span className="sr-only">{t('admin.users.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((currency) => {
                const historyOpen = openHistory === currency.id;
                const historyId = `reserve-history-${currency.id}`;
                return (
                  <Fragment key={currency.id}>
                    <tr
                      className={`admin-table__row${currency.active ? '' : ' admin-table__row--off'}`}
                      data-testid="currency-row"
                      data-currency-id={currency.id}
                    >
                      <td className="admin-cell-name">
                        <span className="admin-mono admin-strong">{currency.code}</span>
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
                          <Button
                            color="green"
                            onClick={() => open(currency, 'reserve')}
                            data-testid="currency-set-reserve"
                          >
                            {t('admin.currencies.setReserve')}
                          </Button>
                          <Button
                            color="gray"
                            aria-expanded={historyOpen}
                            aria-controls={historyId}
                            onClick={() => setOpenHistory(historyOpen ? null : currency.id)}
                            data-testid="currency-history"
                          >
                            {t('admin.currencies.history')}
                          </Button>
                          <Button
                            color={currency.active ? 'red' : 'gray'}
                            onClick={() => open(currency, 'switch')}
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
                          <ReserveHistory currency={currency} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {current && editing?.change === 'reserve' ? (
        <ReserveDialog
          currency={current}
          onClose={() => setEditing(null)}
          onDone={(currency) => {
            setEditing(null);
            setNotice({
              tone: 'success',
              text: t('admin.currencies.reserveSaved', {
                code: currency.code,
                reserve: `${formatDecimal(currency.reserve)} ${currency.ticker}`,
              }),
            });
          }}
        />
      ) : null}
      {current && editing?.change === 'switch' ? (
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
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            setNotice({
              tone: 'success',
              text: t(current.active ? 'admin.currencies.switchedOff' : 'admin.currencies.switchedOn', {
                code: current.code,
              }),
            });
          }}
          onConflict={(detail) => {
            setEditing(null);
            setNotice({ tone: 'error', text: detail || t('admin.form.failed') });
          }}
          testId="currency-switch-dialog"
        />
      ) : null}
    </section>
  );
}
