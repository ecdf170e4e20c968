/**
 * `/account/shop/withdrawal`: the shop's balance (net of every completed sale, less pending and paid
 * withdrawals), a payout request to the shop's payout requisites, and the ledger of sales credited
 * and withdrawals with the operators' decisions.
 */
import { dec, toPlainString, type TMyShop, type TShopLedgerLine } from '@exchanger/core';
import { useState, type SubmitEvent } from 'react';
import { Alert, Button, ListState, LoadFailed, StatusBadge, TextField, toneClass } from '@/components/ui';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/shop';
import { useCreateShopWithdrawal } from '../api/create-withdrawal';
import { useBalance } from '../api/get-balance';
import { useLedger } from '../api/get-ledger';
import { usePayoutCurrencies } from '../api/get-payout-currencies';
import { useFormErrors } from '../hooks/use-form-errors';
import { amountProblem, normalizeAmount } from '../utils/shop-form';
import { Pager } from './pager';
import { LEDGER_TONE } from '../utils/tones';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';
import './shop.css';

const LEDGER_STATUS: Record<TShopLedgerLine['status'], TMessageKey> = {
  pending: 'shop.ledger.pending',
  done: 'shop.ledger.done',
  rejected: 'shop.ledger.rejected',
};

const PAGE_SIZE = 10;

function Ledger() {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const ledger = useLedger({ page, size: PAGE_SIZE }, locale);
  const data = ledger.data;
  return (
    <section className="card panel shop-card" aria-labelledby="ledger-title" aria-busy={ledger.isFetching}>
      <h2 className="section-title" id="ledger-title">
        {t('shop.ledger.title')}
      </h2>
      <ListState
        query={ledger}
        failed={<LoadFailed text={t('shop.loadFailed')} />}
        loading={<span className="skeleton" style={{ height: 40 }} aria-hidden="true" />}
        isEmpty={(list) => list.results.length === 0}
        empty={
          <p className="muted" data-testid="ledger-empty">
            {t('shop.ledger.empty')}
          </p>
        }
      >
        {(list) => (
          <ul className="plain-list shop-rows" data-testid="ledger">
            {list.results.map((line) => {
              const sale = line.kind === 'sale';
              return (
                <li
                  key={line.id}
                  className="list-row shop-row"
                  data-testid="ledger-row"
                  data-kind={line.kind}
                  data-status={line.status}
                >
                  <span className="list-row__date">{formatDateTime(line.createdAt, locale)}</span>
                  <span className="list-row__what">
                    {sale ? t('shop.ledger.sale') : t('shop.ledger.withdrawal')}
                    {sale && dec(line.fee).gt(0)
                      ? ` · ${t('shop.sales.fee', { fee: formatMoney(line.fee, line.currency) })}`
                      : ''}
                    {line.reason ? ` · ${line.reason}` : ''}
                  </span>
                  <span className={`shop-row__amount shop-row__amount--${sale ? 'in' : 'out'}`}>
                    {sale ? '+' : '−'}
                    {/* A sale is credited less the fee: the line shows what reached the balance. */}
                    {formatMoney(
                      sale ? toPlainString(dec(line.amount).minus(line.fee)) : line.amount,
                      line.currency,
                    )}
                  </span>
                  <span className={`list-row__status ${toneClass(LEDGER_TONE[line.status])}`}>
                    <StatusBadge>{t(LEDGER_STATUS[line.status])}</StatusBadge>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
      {data ? (
        <Pager page={page} count={data.count} size={data.size} onPage={setPage} testId="ledger-pager" />
      ) : null}
    </section>
  );
}

export function ShopWithdrawal({ shop }: { shop: TMyShop }) {
  const t = useT();
  const locale = useLocale();
  const balance = useBalance(locale);
  const currencies = usePayoutCurrencies(locale);
  const headerOf = (name: string) =>
    currencies.data?.find((c) => c.id === shop.payoutCurrencyId)?.fields.find((f) => f.name === name)?.receive
      .header || name;
  const create = useCreateShopWithdrawal(locale);
  const errors = useFormErrors();
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const data = balance.data;
  const problem = data ? amountProblem(amount, { max: data.balance, currency: data.currency }) : null;
  const canWithdraw = shop.status === 'approved' && data !== undefined && dec(data.balance).gt(0);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setDone(null);
    if (problem) {
      errors.touchAll(['amount']);
      return;
    }
    create.mutate(normalizeAmount(amount), {
      onSuccess: (line) => {
        setDone(t('shop.withdraw.done', { amount: formatMoney(line.amount, line.currency) }));
        setAmount('');
        errors.reset();
      },
      onError: (error) => errors.refused(error, t('shop.withdraw.failed')),
    });
  };

  return (
    <>
      <section
        className="card panel shop-card"
        aria-labelledby="balance-title"
        aria-busy={balance.isFetching}
      >
        <h2 className="section-title" id="balance-title">
          {t('shop.balance.title')}
        </h2>
        {balance.isError && !data ? (
          <Alert tone="error">
            <p>{t('shop.loadFailed')}</p>
          </Alert>
        ) : !data ? (
          <span className="skeleton" style={{ height: 60 }} aria-hidden="true" />
        ) : (
          <>
            <p className="shop-balance" data-testid="shop-balance" data-value={data.balance}>
              {formatMoney(data.balance, data.currency)}
            </p>
            <dl className="fact-list shop-facts">
              <div>
                <dt>{t('shop.balance.earned')}</dt>
                <dd data-testid="shop-earned">{formatMoney(data.earned, data.currency)}</dd>
              </div>
              <div>
                <dt>{t('shop.balance.fees')}</dt>
                <dd>{formatMoney(data.fees, data.currency)}</dd>
              </div>
              <div>
                <dt>{t('shop.balance.pending')}</dt>
                <dd>{formatMoney(data.pending, data.currency)}</dd>
              </div>
              <div>
                <dt>{t('shop.balance.withdrawn')}</dt>
                <dd>{formatMoney(data.withdrawn, data.currency)}</dd>
              </div>
            </dl>
          </>
        )}
      </section>
      <section className="card panel shop-card" aria-labelledby="withdraw-title">
        <h2 className="section-title" id="withdraw-title">
          {t('shop.withdraw.title')}
        </h2>
        <p className="muted">{t('shop.withdraw.text', { currency: shop.payoutCurrency })}</p>
        <dl className="fact-list shop-facts" data-testid="withdraw-requisites">
          {Object.entries(shop.payoutRequisites).map(([name, value]) => (
            <div key={name}>
              <dt>{headerOf(name)}</dt>
              <dd>
                <code>{value}</code>
              </dd>
            </div>
          ))}
        </dl>
        {done ? (
          <Alert tone="success" testId="withdraw-done">
            <p>{done}</p>
          </Alert>
        ) : null}
        {errors.alert ? (
          <Alert tone="error" testId="withdraw-error">
            <p>{errors.alert}</p>
          </Alert>
        ) : null}
        {shop.status !== 'approved' ? (
          <p className="muted">{t('shop.notApproved')}</p>
        ) : !canWithdraw ? (
          <p className="muted" data-testid="withdraw-empty">
            {t('shop.withdraw.nothing')}
          </p>
        ) : (
          <form className="shop-inline-form" noValidate onSubmit={onSubmit} data-testid="withdraw-form">
            <TextField
              label={t('shop.withdraw.amount', { currency: data.currency })}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                errors.changed('amount');
              }}
              onBlur={() => errors.touch('amount')}
              error={errors.errorOf('amount', problem)}
              testId="withdraw-amount"
            />
            <Button
              color="gray"
              onClick={() => {
                setAmount(data.balance);
                errors.changed('amount');
              }}
              data-testid="withdraw-all"
            >
              {t('shop.withdraw.all')}
            </Button>
            <Button type="submit" color="green" disabled={create.isPending} data-testid="withdraw-submit">
              {t('shop.withdraw.submit')}
            </Button>
          </form>
        )}
      </section>
      <Ledger />
    </>
  );
}
