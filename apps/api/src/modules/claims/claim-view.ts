/**
 * A claim as people read it — the client's page and e-mails, the operators' desk: each side's
 * currency and amount at its precision, and what the client entered labelled with the currency's
 * field headers (the city of a cash side by its name) in the reader's language. What the client
 * entered is shown masked by its field's kind (a card, a name…) everywhere but in an operator's
 * audited reveal (docs/decisions/026-claim-link-and-masking.md).
 */
import { formatAmount, maskRequisites, type TLocale } from '@exchanger/core';
import { translate } from '../../i18n/messages.js';
import type { TSnapshot } from '../catalogue/index.js';

export interface TClaimSideView {
  id: number;
  currency: string;
  name: string;
  amount: string;
}

export interface TRequisiteView {
  name: string;
  label: string;
  value: string;
}

/** One side of a claim: the currency's ticker and name, the amount with its precision. */
export function claimSide(
  snapshot: TSnapshot,
  currencyId: number,
  amount: string,
  locale: TLocale,
): TClaimSideView {
  const currency = snapshot.currenciesById.get(currencyId);
  return {
    id: currencyId,
    currency: currency?.ticker ?? '',
    name: currency?.name[locale] ?? '',
    amount: formatAmount(amount, currency?.precision),
  };
}

/**
 * One side's requisites as anyone but an operator's reveal shows them: each value masked by its
 * field's validator (public addresses whole); a field the currency no longer has is masked as text.
 */
export function maskSide(
  snapshot: TSnapshot,
  currencyId: number,
  values: Record<string, string>,
): Record<string, string> {
  const fields = snapshot.currenciesById.get(currencyId)?.fields ?? [];
  return maskRequisites(values, (name) => fields.find((f) => f.name === name)?.validator);
}

/** What the client entered on one side, each value under its field's header (or its own name). */
export function labelRequisites(
  snapshot: TSnapshot,
  currencyId: number,
  side: 'send' | 'receive',
  values: Record<string, string>,
  locale: TLocale,
): TRequisiteView[] {
  const fields = snapshot.currenciesById.get(currencyId)?.fields ?? [];
  return Object.entries(values).map(([name, value]) =>
    name === 'city'
      ? {
          name,
          label: translate('requisite_city', locale),
          value: snapshot.citiesById.get(Number(value))?.name[locale] ?? value,
        }
      : { name, label: fields.find((f) => f.name === name)?.[side].header[locale] || name, value },
  );
}
