import type { TCalculatorEntry } from '@exchanger/core';
import { useT } from '@/lib/i18n';
import type { TExchangeForm } from '../hooks/use-exchange-form';
import type { TNotice } from '../hooks/use-pair-notices';
import { codeOf, findEntry, networkOptions } from '../utils/entries';
import { say } from '../utils/messages';
import type { TSide } from '../utils/requisites';
import { CurrencyPicker } from './currency-picker';
import { NoticeButtons } from './notice-modal';

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

/** One side of the exchange: its currency (and network), its amount with the limits. */
export function ExchangeSide({ side, state, entries, otherNames, onPickerOpen, notices, fixed }: TSideProps) {
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
            onKeyDown={(event) => {
              // Enter submits even while the create button is disabled by an amount out of range:
              // the submit moves it into the limits, with the message beside the field.
              if (event.key !== 'Enter' || fixed) return;
              event.preventDefault();
              state.submit();
            }}
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
