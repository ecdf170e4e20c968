/**
 * The exchange screen, the first step of the exchange (docs/architecture.md#exchange-flow): loads
 * the directions, the sendable ids, the reserves and, with `cur_from`/`cur_to`, the preset before
 * the calculator renders; a skeleton of the same size stands in meanwhile. Without the directions
 * nothing can be exchanged, so that failure is the page's (the 500 page, see
 * docs/architecture.md#errors); any other failed load is logged and the screen stays usable. A payment link
 * (`?invoice=`) loads the shop's invoice first; an unknown one says so instead of the form. The
 * direction the visitor chooses is reported by its codes (`onDirectionChange`), for the page's
 * address; that new address does not restart the form (only a preset from elsewhere does).
 */
import type { TClaimCreated } from '@exchanger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { HydrateLater } from '@/lib/hydrate-later';
import { useLocale, useT } from '@/lib/i18n';
import { PageError } from '@/lib/page-error';
import { useCalculatorEntries } from '../api/get-calculator-entries';
import { useFromIds } from '../api/get-from-ids';
import { usePublicInvoice } from '../api/get-invoice';
import { presetsQueryOptions, usePresets } from '../api/get-presets';
import { codeOf, findEntry } from '../utils/entries';
import { useReserves } from '../api/get-reserves';
import { ExchangeForm } from './exchange-form';
import { ExchangeSkeleton } from './exchange-skeleton';
import './exchange.css';
import './currency.css';
import './exchange-form.css';
import './notice.css';
import './currency-picker.css';
import './invoice.css';

export interface TExchangeScreenProps {
  /** `cur_from` / `cur_to` of the page's query string (codes or ids); empty when absent. */
  curFrom?: string;
  curTo?: string;
  amlHref: string;
  rulesHref: string;
  /** The referrer's code kept from a referral link, sent with the claim as `refferal`. */
  referralCode?: string | null;
  /** The e-mail to start with (the signed-in user's). */
  initialEmail?: string;
  /** `promocode` of the page's query string (a link from the account): the field starts with it. */
  promocode?: string;
  /** `city` of the page's query string (a city id, from the cash offices page). */
  city?: string;
  /** A logged-in user's loyalty level improves the course. */
  loggedIn?: boolean;
  /** `invoice` of the page's query string (a shop's payment link): the claim pays that invoice. */
  invoiceId?: string;
  onCreated: (created: TClaimCreated) => void;
  /** The visitor chose a direction: its `cur_from` / `cur_to` codes (the receive one may be empty). */
  onDirectionChange?: (curFrom: string, curTo: string) => void;
}

export function ExchangeScreen({
  curFrom = '',
  curTo = '',
  amlHref,
  rulesHref,
  referralCode = null,
  initialEmail = '',
  promocode = '',
  city = '',
  loggedIn = false,
  invoiceId = '',
  onCreated,
  onDirectionChange,
}: TExchangeScreenProps) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const entries = useCalculatorEntries(locale);
  const fromIds = useFromIds();
  const reserves = useReserves();
  const presets = usePresets(curFrom, curTo);
  const invoice = usePublicInvoice(invoiceId, locale);

  // A new preset (a link to the home page with other `cur_from`/`cur_to`) starts the form afresh;
  // the address the form itself wrote for the visitor's choice does not.
  const presetKey = `${presets.data?.fromId ?? ''}-${presets.data?.toId ?? ''}-${invoice.data?.id ?? ''}`;
  const [mount, setMount] = useState({ preset: presetKey, key: presetKey, own: '' });
  if (mount.preset !== presetKey) {
    setMount({ ...mount, preset: presetKey, key: presetKey === mount.own ? mount.key : presetKey });
  }
  const onDirection = (fromId: number, toId: number | null) => {
    const list = entries.data ?? [];
    const code = (id: number | null) => {
      const entry = findEntry(list, id);
      return entry && id !== null ? codeOf(entry, id) : '';
    };
    const [from, to] = [code(fromId), code(toId)];
    if (!from || !onDirectionChange) return;
    // The new address's preset is already known: no loading, no new form.
    queryClient.setQueryData(presetsQueryOptions(from, to).queryKey, { fromId, toId: to ? toId : null });
    setMount((current) => ({ ...current, own: `${fromId}-${to ? toId : ''}-${invoice.data?.id ?? ''}` }));
    onDirectionChange(from, to);
  };

  if (entries.isError) throw new PageError(500, 'The exchange directions could not be loaded', entries.error);

  const hasPresets = Boolean(curFrom || curTo);
  const settled = (query: { isPending: boolean; isError: boolean }) => !query.isPending || query.isError;
  const ready =
    entries.data !== undefined &&
    settled(fromIds) &&
    settled(reserves) &&
    (!hasPresets || settled(presets)) &&
    (!invoiceId || settled(invoice));

  if (!ready) return <ExchangeSkeleton />;

  if (invoiceId && !invoice.data) {
    const missing = isApiError(invoice.error) && invoice.error.status === 404;
    return (
      <section
        className="exchange card exchange--empty"
        data-testid="invoice-missing"
        aria-label={t('exchange.title')}
      >
        <p className="lead">{missing ? t('exchange.invoice.missing') : t('exchange.invoice.failed')}</p>
      </section>
    );
  }

  if (entries.data.length === 0) {
    return (
      <section
        className="exchange card exchange--empty"
        data-testid="exchange-form"
        aria-label={t('exchange.title')}
      >
        <p className="lead">{t('exchange.noDirections')}</p>
      </section>
    );
  }

  // The form's state is hydrated in a task after the queries above (lib/hydrate-later.tsx).
  return (
    <HydrateLater key={mount.key}>
      <ExchangeForm
        entries={entries.data}
        fromIds={fromIds.data}
        reserves={reserves.data}
        preset={{ fromId: presets.data?.fromId ?? null, toId: presets.data?.toId ?? null }}
        amlHref={amlHref}
        rulesHref={rulesHref}
        referralCode={referralCode}
        initialEmail={initialEmail}
        initialPromocode={promocode}
        initialCity={city}
        loggedIn={loggedIn}
        invoice={invoice.data ?? null}
        onCreated={onCreated}
        onDirectionChange={onDirection}
      />
    </HydrateLater>
  );
}
