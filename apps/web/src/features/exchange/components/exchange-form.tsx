/**
 * The exchange form: the send and the receive side (currency, amount, limits, requisites), course,
 * reserve and bonus, e-mail, promocode, the two agreements and the create button with the reason
 * it is disabled. Phones: the sides are stacked; wider screens: side by side.
 */
import type { TCalculatorEntry, TClaimCreated, TPublicInvoice, TReserve } from '@exchanger/core';
import { useMemo, useState, type SubmitEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, SelectField, TextField } from '@/components/ui';
import { formatDateTime, formatDecimal, formatMoney, trimZeros } from '@/lib/format';
import { useLocale, useT, type TTranslate } from '@/lib/i18n';
import { useCalculatorEntries } from '../api/get-calculator-entries';
import { useExchangeForm, type TExchangeForm, type TMessage } from '../hooks/use-exchange-form';
import type { TNotice } from '../hooks/use-pair-notices';
import { courseText } from '../utils/course';
import { useMyLoyaltyPercent } from '../api/get-my-loyalty';
import { codeOf, findEntry, networkOptions } from '../utils/entries';
import { fieldKey, fieldText, type TSide, type TSideForm } from '../utils/requisites';
import { CurrencyPicker } from './currency-picker';
import { NoticeButtons, NoticeModal } from './notice-modal';
import { PromocodeHint } from './promocode-hint';

export interface TExchangeFormProps {
  entries: readonly TCalculatorEntry[];
  fromIds: number[] | undefined;
  reserves: readonly TReserve[] | undefined;
  preset: { fromId: number | null; toId: number | null };
  amlHref: string;
  rulesHref: string;
  referralCode: string | null;
  initialEmail: string;
  initialPromocode?: string;
  /** `?city=`: the city to start with, when the pair offers it. */
  initialCity?: string;
  /** A logged-in user's loyalty level improves the course. */
  loggedIn?: boolean;
  /** A shop's invoice the claim pays: the receive side is fixed and paid to the shop. */
  invoice?: TPublicInvoice | null;
  onCreated: (created: TClaimCreated) => void;
}

/** Whom the buyer pays, how much and until when (a payment link's invoice). */
function InvoiceBanner({ invoice }: { invoice: TPublicInvoice }) {
  const t = useT();
  const locale = useLocale();
  let host = invoice.shop.siteUrl;
  try {
    host = new URL(invoice.shop.siteUrl).host;
  } catch {
    // Shown as given.
  }
  return (
    <div className="exchange-invoice" data-testid="invoice-banner" data-status={invoice.status}>
      <p className="exchange-invoice__title">
        {t('exchange.invoice.title', { shop: invoice.shop.name })}{' '}
        <a href={invoice.shop.siteUrl} target="_blank" rel="noopener noreferrer nofollow">
          {host}
        </a>
      </p>
      <p className="exchange-invoice__amount" data-testid="invoice-amount">
        {formatMoney(invoice.amount, invoice.currency)}
      </p>
      {invoice.description ? <p className="exchange-invoice__text">{invoice.description}</p> : null}
      <p className="exchange-invoice__text muted">
        {invoice.payable
          ? t('exchange.invoice.until', { at: formatDateTime(invoice.expiresAt, locale) })
          : t('exchange.invoice.notPayable')}
      </p>
    </div>
  );
}

function say(t: TTranslate, message: TMessage | string | null): string | null {
  if (message === null) return null;
  return typeof message === 'string' ? message : t(message.key, message.vars);
}

const INPUT_MODE: Record<string, 'text' | 'email' | 'tel' | 'numeric'> = {
  card: 'numeric',
  phone: 'tel',
  email: 'email',
};

function SideRequisites({ form, state }: { form: TSideForm; state: TExchangeForm }) {
  const t = useT();
  return (
    <>
      {form.fields.map((field) => {
        const key = fieldKey(form.side, field.name);
        const { header, placeholder } = fieldText(field, form.side);
        return (
          <TextField
            key={key}
            label={header}
            placeholder={placeholder}
            type={field.type}
            inputMode={INPUT_MODE[field.validator] ?? 'text'}
            autoComplete="off"
            autoCapitalize={field.validator === 'name' ? 'characters' : 'off'}
            spellCheck={false}
            required={field.required}
            value={state.value(key)}
            onChange={(event) => state.setValue(key, event.target.value)}
            onBlur={() => state.touch(key)}
            error={say(t, state.fieldError(key))}
            testId={`field-${form.side}-${field.name}`}
          />
        );
      })}
      {form.cities.length > 0 ? (
        <SelectField
          label={t('exchange.city')}
          placeholder={t('exchange.cityPlaceholder')}
          options={form.cities.map((city) => ({ value: String(city.id), label: city.name }))}
          value={state.value(fieldKey(form.side, 'city'))}
          onChange={(event) => {
            state.setValue(fieldKey(form.side, 'city'), event.target.value);
            state.touch(fieldKey(form.side, 'city'));
          }}
          onBlur={() => state.touch(fieldKey(form.side, 'city'))}
          required
          error={say(t, state.fieldError(fieldKey(form.side, 'city')))}
          testId={`city-${form.side}`}
        />
      ) : null}
    </>
  );
}

function SideSkeleton() {
  return (
    <div className="exchange__requisites-skeleton" aria-hidden="true">
      <span className="skeleton" style={{ width: '40%', height: 14 }} />
      <span className="skeleton" style={{ height: 48 }} />
    </div>
  );
}

/**
 * The requisites of both sides, under the amounts (so on a phone the receive amount is seen
 * first); on wide screens each side's fields sit under its column.
 */
function Requisites({ state, toShop }: { state: TExchangeForm; toShop: boolean }) {
  const { from, to } = state.forms;
  if (!from || !to) return state.pairState === 'loading' ? <SideSkeleton /> : null;
  const hasFrom = from.fields.length > 0 || from.cities.length > 0;
  // An invoice is paid out to the shop's own requisites: nothing to ask on the receive side.
  const hasTo = !toShop && (to.fields.length > 0 || to.cities.length > 0);
  if (!hasFrom && !hasTo) return null;
  return (
    <div className="exchange__requisites">
      <div className="exchange__requisites-side" data-side="from">
        {hasFrom ? <SideRequisites form={from} state={state} /> : null}
      </div>
      <div className="exchange__requisites-side" data-side="to">
        {hasTo ? <SideRequisites form={to} state={state} /> : null}
      </div>
    </div>
  );
}

interface TSideProps {
  side: TSide;
  state: TExchangeForm;
  entries: readonly TCalculatorEntry[];
  otherNames: ReadonlyMap<number, string> | undefined;
  onPickerOpen: () => void;
  notices: readonly TNotice[];
  /** The amounts follow from an invoice: shown, not typed. */
  fixed: boolean;
}

function ExchangeSide({ side, state, entries, otherNames, onPickerOpen, notices, fixed }: TSideProps) {
  const t = useT();
  const { selection, pair } = state;
  const amountSide = side === 'from' ? 'send' : 'receive';
  const selectedId = side === 'from' ? selection.fromId : selection.toId;
  const shown = entries.filter((entry) => (side === 'from' ? entry.send.visible : entry.receive.visible));
  const allowed = side === 'from' ? selection.sendable : selection.receivable;
  const entry = findEntry(entries, selectedId);
  const networks = entry && entry.ids.length > 1 ? networkOptions(entry) : [];
  const limits = state.limits(amountSide);
  const currency = pair ? (side === 'from' ? pair.from.currency : pair.to.currency) : '';
  const amountId = `amount-${side}`;
  const amountError = say(t, state.amountError(amountSide));
  const title = side === 'from' ? t('exchange.send') : t('exchange.receive');

  return (
    <fieldset className={`exchange-side exchange-side--${side}`} aria-labelledby={`${amountId}-title`}>
      <div className="exchange-side__head">
        <h2 className="exchange-side__title" id={`${amountId}-title`}>
          {title}
        </h2>
        <NoticeButtons notices={notices} place={side} onOpen={state.notices.reopen} />
      </div>
      <div className="exchange-side__row">
        <CurrencyPicker
          side={side}
          entries={shown}
          allowedIds={allowed}
          selectedId={selectedId}
          onSelect={side === 'from' ? selection.selectFrom : selection.selectTo}
          otherNames={otherNames}
          onOpen={onPickerOpen}
        />
      </div>
      {networks.length > 1 ? (
        <div className="exchange-networks" role="group" aria-label={t('exchange.network')}>
          <span className="exchange-networks__label" aria-hidden="true">
            {t('exchange.network')}
          </span>
          {networks.map((network) => {
            const enabled = allowed === null || allowed.includes(network.id);
            return (
              <button
                key={network.id}
                type="button"
                className="exchange-networks__button"
                aria-pressed={network.id === selectedId}
                disabled={!enabled}
                data-testid={`network-${network.code}`}
                onClick={() =>
                  side === 'from' ? selection.selectFrom(network.id) : selection.selectTo(network.id)
                }
              >
                {network.label}
              </button>
            );
          })}
        </div>
      ) : null}
      <div
        className={['field', 'amount-field', amountError ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      >
        <label className="field__label" htmlFor={amountId}>
          {side === 'from' ? t('exchange.amountSend') : t('exchange.amountReceive')}
        </label>
        <div className="amount-field__box">
          <input
            id={amountId}
            className="field__input amount-field__input"
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            disabled={!state.terms}
            readOnly={fixed}
            value={state.terms ? (side === 'from' ? state.send : state.receive) : ''}
            placeholder={state.terms ? '0' : ''}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${amountId}-limits${amountError ? ` ${amountId}-error` : ''}`}
            data-testid={amountId}
            onChange={(event) => state.typeAmount(amountSide, event.target.value)}
            onBlur={() => state.blurAmount(amountSide)}
          />
          <span className="amount-field__currency" aria-hidden="true">
            {currency || (entry && selectedId !== null ? codeOf(entry, selectedId) : '')}
          </span>
        </div>
        {amountError ? (
          <p className="field__error" id={`${amountId}-error`}>
            {amountError}
          </p>
        ) : null}
        <p
          className="field__hint amount-field__limits"
          id={`${amountId}-limits`}
          data-testid={`limits-${side}`}
        >
          {state.terms ? (
            [
              limits.min ? t('exchange.limitMin', { amount: limits.min }) : '',
              limits.max ? t('exchange.limitMax', { amount: limits.max }) : '',
            ]
              .filter(Boolean)
              .join(' · ')
          ) : (
            <span className="skeleton skeleton--text" style={{ width: '60%' }} />
          )}
        </p>
      </div>
    </fieldset>
  );
}

function AgreementLabel({ before, link, href }: { before: string; link: string; href: string }): ReactNode {
  return (
    <>
      {before}
      <Link to={href} target="_blank" rel="noopener">
        {link}
      </Link>
    </>
  );
}

export function ExchangeForm({
  entries,
  fromIds,
  reserves,
  preset,
  amlHref,
  rulesHref,
  referralCode,
  initialEmail,
  initialPromocode = '',
  initialCity = '',
  loggedIn = false,
  invoice = null,
  onCreated,
}: TExchangeFormProps) {
  const t = useT();
  const locale = useLocale();
  const loyaltyPercent = useMyLoyaltyPercent(loggedIn, locale);
  const state = useExchangeForm({
    loyaltyPercent,
    entries,
    fromIds,
    reserves,
    preset,
    locale,
    referralCode,
    initialEmail,
    initialPromocode,
    initialCity,
    invoice,
    onCreated,
  });
  const { pair, selection } = state;

  // Names in the other language, for the pickers' search (loaded when a picker is first opened).
  const [wantOtherNames, setWantOtherNames] = useState(false);
  const otherLocale = locale === 'ru' ? 'en' : 'ru';
  const other = useCalculatorEntries(otherLocale, { enabled: wantOtherNames });
  const otherNames = useMemo(() => {
    if (!other.data) return undefined;
    return new Map(other.data.flatMap((entry) => entry.ids.map((id) => [id, entry.name] as const)));
  }, [other.data]);
  const onPickerOpen = () => setWantOtherNames(true);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    state.submit();
  };

  const blocker = say(t, state.blocker);
  const alert = say(t, state.alert);
  const notices = state.notices.notices;
  const bonus = pair && pair.bonus !== '0' && !/^0(\.0+)?$/.test(pair.bonus) ? trimZeros(pair.bonus) : null;

  return (
    <form
      className="exchange card"
      data-testid="exchange-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('exchange.title')}
    >
      {invoice ? <InvoiceBanner invoice={invoice} /> : null}
      <div className="exchange__sides">
        <ExchangeSide
          side="from"
          state={state}
          entries={entries}
          otherNames={otherNames}
          onPickerOpen={onPickerOpen}
          notices={notices}
          fixed={invoice !== null}
        />
        <div className="exchange__swap">
          {invoice ? null : (
            <button
              type="button"
              className="swap-button"
              aria-label={t('exchange.swap')}
              title={t('exchange.swap')}
              disabled={!selection.canSwap}
              data-testid="swap"
              onClick={selection.swap}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M8 4v15m0 0-4-4m4 4 4-4M16 20V5m0 0-4 4m4-4 4 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          )}
        </div>
        <ExchangeSide
          side="to"
          state={state}
          entries={entries}
          otherNames={otherNames}
          onPickerOpen={onPickerOpen}
          notices={notices}
          fixed={invoice !== null}
        />
      </div>

      <Requisites state={state} toShop={invoice !== null} />

      <div className="exchange__summary" aria-live="polite">
        {state.pairState === 'unavailable' ? (
          <p className="exchange__warning" role="status" data-testid="pair-unavailable">
            {t('exchange.pairUnavailable')}
          </p>
        ) : state.pairState === 'untradable' ? (
          <p className="exchange__warning" role="status" data-testid="pair-unavailable">
            {t('exchange.pairUntradable')}
          </p>
        ) : null}
        <dl className="exchange__facts">
          <div className="exchange__fact">
            <dt>{t('exchange.course')}</dt>
            <dd data-testid="course">
              {pair ? (
                courseText({ ...pair, course: state.terms?.course ?? pair.course })
              ) : (
                <span className="skeleton skeleton--text" style={{ width: 140 }} />
              )}
            </dd>
            <NoticeButtons notices={notices} place="global" onOpen={state.notices.reopen} />
          </div>
          <div className="exchange__fact">
            <dt>{t('exchange.reserve')}</dt>
            <dd data-testid="reserve">
              {state.reserve !== null && pair ? (
                `${formatDecimal(state.reserve)} ${pair.to.currency}`
              ) : (
                <span className="skeleton skeleton--text" style={{ width: 110 }} />
              )}
            </dd>
          </div>
          {bonus ? (
            <div className="exchange__fact exchange__fact--bonus">
              <dt>{t('exchange.bonus')}</dt>
              <dd data-testid="bonus">+{bonus}%</dd>
            </div>
          ) : null}
        </dl>
      </div>

      <div className="exchange__contacts">
        <TextField
          label={t('exchange.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={state.value('email')}
          onChange={(event) => state.setValue('email', event.target.value)}
          onBlur={() => state.touch('email')}
          error={say(t, state.fieldError('email'))}
          hint={t('exchange.emailHint')}
          testId="email"
        />
        <TextField
          label={t('exchange.promocode')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={state.value('promocode')}
          onChange={(event) => state.setValue('promocode', event.target.value)}
          error={say(t, state.fieldError('promocode'))}
          hint={
            state.value('promocode').trim() ? <PromocodeHint code={state.value('promocode')} /> : undefined
          }
          testId="promocode"
        />
      </div>

      <div className="exchange__agreements">
        <Checkbox
          checked={state.agreeAml}
          onChange={(event) => state.setAgreeAml(event.target.checked)}
          label={
            <AgreementLabel
              before={t('exchange.agreeAmlBefore')}
              link={t('exchange.agreeAmlLink')}
              href={amlHref}
            />
          }
          testId="agree-aml"
        />
        <Checkbox
          checked={state.agreeRules}
          onChange={(event) => state.setAgreeRules(event.target.checked)}
          label={
            <AgreementLabel
              before={t('exchange.agreeRulesBefore')}
              link={t('exchange.agreeRulesLink')}
              href={rulesHref}
            />
          }
          error={say(t, state.fieldError('agree'))}
          testId="agree-rules"
        />
      </div>

      {alert ? (
        <div className="exchange__alert" role="alert" data-testid="create-error">
          {alert}
        </div>
      ) : null}

      <div className="exchange__submit">
        <Button
          type="submit"
          color="green"
          size="large"
          block
          disabled={state.blocker !== null || state.isSubmitting}
          aria-describedby={blocker ? 'create-reason' : undefined}
          data-testid="create-claim"
        >
          {state.isSubmitting ? t('exchange.creating') : t('exchange.create')}
        </Button>
        {blocker ? (
          <p className="exchange__reason" id="create-reason" data-testid="create-reason">
            {blocker}
          </p>
        ) : null}
      </div>

      <NoticeModal notice={state.notices.current} onOk={state.notices.acknowledge} />
    </form>
  );
}
