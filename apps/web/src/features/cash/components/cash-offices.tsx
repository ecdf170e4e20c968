/**
 * The cash cities and their conditions: a city picker, then for the chosen city the cash
 * currencies with their reserve and every direction into and out of cash — course, limits,
 * reserve, the operators' notice — each with the button that opens the exchange preset to it.
 */
import type { TCashCity, TCashDirection } from '@exchanger/core';
import { Alert, Button, ButtonLink } from '@/components/ui';
import { formatCourse, formatDecimal, formatMoney, trimZeros } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCashOffices } from '../api/get-cash';
import { useT } from '@/lib/i18n/cash';
import './cash.css';

/** Keeps an amount whole on one line: no break inside `1 000 000` or before its ticker. */
const unbroken = (text: string) => text.replace(/(\d) (?=[\dA-Z])/g, '$1\u00a0');

function Logo({ src }: { src: string }) {
  return (
    <img className="cash-logo" src={src} alt="" width={28} height={28} loading="lazy" decoding="async" />
  );
}

function Limits({ direction }: { direction: TCashDirection }) {
  const t = useT();
  const { min, max, ticker } = direction.from;
  const amount = (value: string) => formatDecimal(trimZeros(value));
  if (min && max)
    return <>{unbroken(t('cash.limitsRange', { min: amount(min), max: amount(max), ticker }))}</>;
  if (min) return <>{unbroken(t('cash.limitsFrom', { min: amount(min), ticker }))}</>;
  if (max) return <>{unbroken(t('cash.limitsTo', { max: amount(max), ticker }))}</>;
  return <>{t('cash.limitsNone')}</>;
}

function lifetimeText(minutes: number, t: ReturnType<typeof useT>): string {
  return minutes % 60 === 0
    ? t('cash.lifetimeHours', { hours: minutes / 60 })
    : t('cash.lifetimeMinutes', { minutes });
}

function Direction({ direction }: { direction: TCashDirection }) {
  const t = useT();
  const { from, to } = direction;
  return (
    <li className="cash-direction" data-testid="cash-direction" data-pair={`${from.code}>${to.code}`}>
      <div className="cash-direction__pair">
        <span className="cash-direction__side">
          <Logo src={from.logo} />
          <span>{from.name}</span>
        </span>
        <span className="cash-direction__side">
          <span className="cash-direction__arrow" aria-label={t('cash.to')}>
            →
          </span>
          <Logo src={to.logo} />
          <span>{to.name}</span>
        </span>
      </div>
      <dl className="cash-direction__terms">
        <div>
          <dt>{t('cash.course')}</dt>
          <dd data-testid="cash-course">
            {unbroken(formatCourse(direction.course, from.ticker, to.ticker))}
          </dd>
        </div>
        <div>
          <dt>{t('cash.limits')}</dt>
          <dd data-testid="cash-limits">
            <Limits direction={direction} />
          </dd>
        </div>
        <div>
          <dt>{t('cash.reserve')}</dt>
          <dd data-testid="cash-reserve">{unbroken(formatMoney(trimZeros(direction.reserve), to.ticker))}</dd>
        </div>
      </dl>
      <div className="cash-direction__action">
        <ButtonLink to={direction.exchangeUrl} color="green" data-testid="cash-exchange">
          {t('cash.exchange')}
        </ButtonLink>
      </div>
      <p className="cash-direction__note muted">
        {direction.notice ? `${direction.notice} ` : ''}
        {lifetimeText(direction.lifetimeMinutes, t)}
      </p>
    </li>
  );
}

function DirectionGroup({ title, list, testId }: { title: string; list: TCashDirection[]; testId: string }) {
  if (list.length === 0) return null;
  return (
    <section className="cash-group" data-testid={testId}>
      <h3 className="cash-group__title">{title}</h3>
      <ul className="cash-directions">
        {list.map((d) => (
          <Direction key={`${d.from.id}:${d.to.id}`} direction={d} />
        ))}
      </ul>
    </section>
  );
}

function City({ city }: { city: TCashCity }) {
  const t = useT();
  const receive = city.directions.filter((d) => d.cash === 'receive');
  const send = city.directions.filter((d) => d.cash === 'send');
  return (
    <section
      className="card cash-city"
      id={`cash-city-${city.code}`}
      aria-labelledby="cash-city-title"
      data-testid="cash-city"
      data-city={city.code}
    >
      <div className="cash-city__head">
        <h2 className="section-title" id="cash-city-title">
          {t('cash.cityTitle', { city: city.name })}
        </h2>
        <ul className="cash-currencies" aria-label={t('cash.currencies')}>
          {city.currencies.map((c) => (
            <li key={c.id} className="cash-currency" data-testid="cash-currency">
              <Logo src={c.logo} />
              <span>
                <span className="cash-currency__name">{c.name}</span>
                <span className="cash-currency__reserve muted">
                  {t('cash.reserveOf', { amount: unbroken(formatMoney(trimZeros(c.reserve), c.ticker)) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      {city.directions.length === 0 ? (
        <p className="muted" data-testid="cash-city-empty">
          {t('cash.cityEmpty')}
        </p>
      ) : (
        <>
          <DirectionGroup title={t('cash.receiveTitle')} list={receive} testId="cash-receive" />
          <DirectionGroup title={t('cash.sendTitle')} list={send} testId="cash-send" />
        </>
      )}
    </section>
  );
}

export interface TCashOfficesProps {
  /** The chosen city's code (from the address); the first city when absent or unknown. */
  city: string | null;
  onCityChange: (code: string) => void;
  /** Where to go when there is no cash anywhere (the exchange screen). */
  homeHref: string;
}

export function CashOffices({ city, onCityChange, homeHref }: TCashOfficesProps) {
  const t = useT();
  const locale = useLocale();
  const offices = useCashOffices(locale);

  if (offices.isPending) {
    return (
      <div className="cash-skeleton" aria-busy="true" data-testid="cash-loading">
        <span className="sr-only">{t('cash.loading')}</span>
        <span className="skeleton cash-skeleton__cities" />
        <span className="skeleton cash-skeleton__city" />
      </div>
    );
  }
  if (offices.isError) {
    return (
      <Alert tone="error" testId="cash-error">
        <p>{t('cash.loadFailed')}</p>
        <div>
          <Button color="gray" onClick={() => void offices.refetch()}>
            {t('cash.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  const { cities } = offices.data;
  const [first] = cities;
  if (!first) {
    return (
      <section className="card cash-empty" data-testid="cash-empty">
        <h2 className="section-title">{t('cash.emptyTitle')}</h2>
        <p className="muted">{t('cash.emptyText')}</p>
        <div>
          <ButtonLink to={homeHref} color="green">
            {t('cash.toExchange')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  const chosen = cities.find((c) => c.code.toUpperCase() === city?.toUpperCase()) ?? first;
  return (
    <div className="cash-offices">
      <div className="cash-cities" role="group" aria-label={t('cash.chooseCity')}>
        {cities.map((c) => (
          <button
            key={c.id}
            type="button"
            className="cash-cities__item"
            aria-pressed={c.id === chosen.id}
            onClick={() => onCityChange(c.code)}
            data-testid={`cash-city-${c.code}`}
          >
            <span className="cash-cities__name">{c.name}</span>
            <span className="cash-cities__codes">{c.currencies.map((x) => x.ticker).join(' · ')}</span>
          </button>
        ))}
      </div>
      <City city={chosen} />
    </div>
  );
}
