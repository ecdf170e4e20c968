/**
 * The exchange form: the send and the receive side (currency, amount, limits, requisites), course,
 * reserve and bonus, e-mail, promocode, the two agreements and the create button with the reason
 * it is disabled. Phones: the sides are stacked; wider screens: side by side.
 */
import type { TCalculatorEntry, TClaimCreated, TPublicInvoice, TReserve } from '@exchanger/core';
import { useMemo, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui';
import { HydrateLater } from '@/lib/hydrate-later';
import { useLocale, useT } from '@/lib/i18n';
import { useTyping } from '@/lib/typing';
import { useCalculatorEntries } from '../api/get-calculator-entries';
import { useMyLoyaltyPercent } from '../api/get-my-loyalty';
import { useExchangeForm } from '../hooks/use-exchange-form';
import { say } from '../utils/messages';
import { ExchangeAgreements } from './exchange-agreements';
import { ExchangeContacts } from './exchange-contacts';
import { ExchangeSide } from './exchange-side';
import { ExchangeSummary } from './exchange-summary';
import { HumanCheck } from './human-check';
import { InvoiceBanner } from './invoice-banner';
import { NoticeModal } from './notice-modal';
import { Requisites } from './requisites';
import { SwapButton } from './swap-button';

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
  /** The visitor chose a direction (a pick or a swap). */
  onDirectionChange?: (fromId: number, toId: number | null) => void;
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
  onDirectionChange,
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
    onDirectionChange,
  });
  const { selection } = state;

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
  // A notice waits while the visitor types: it would take the focus (clamping the amount being
  // typed) and swallow the next keystrokes.
  const typing = useTyping();

  const sideProps = { state, entries, otherNames, onPickerOpen, notices, fixed: invoice !== null };
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
        <HydrateLater>
          <ExchangeSide side="from" {...sideProps} />
        </HydrateLater>
        <div className="exchange__swap">
          {invoice ? null : <SwapButton disabled={!selection.canSwap} onSwap={selection.swap} />}
        </div>
        <HydrateLater>
          <ExchangeSide side="to" {...sideProps} />
        </HydrateLater>
      </div>

      <Requisites state={state} toShop={invoice !== null} />

      <HydrateLater>
        <ExchangeSummary state={state} />
      </HydrateLater>

      <HydrateLater>
        <ExchangeContacts state={state} />
      </HydrateLater>

      <HydrateLater>
        <ExchangeAgreements state={state} amlHref={amlHref} rulesHref={rulesHref} />
      </HydrateLater>

      {state.humanCheck.required ? (
        <HumanCheck
          locale={locale}
          onSolution={state.humanCheck.onSolution}
          attempt={state.humanCheck.attempt}
          error={state.humanCheck.error}
        />
      ) : null}

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

      <NoticeModal notice={typing ? null : state.notices.current} onOk={state.notices.acknowledge} />
    </form>
  );
}
