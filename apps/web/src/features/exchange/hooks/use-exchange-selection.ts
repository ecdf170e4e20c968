/**
 * Which pair is being exchanged: the chosen currencies (see `useCurrencySelection`), the pair the
 * server offers for them, its notices and the reserve of the receive currency. Paying a shop's
 * invoice locks the receive currency to the invoice's.
 */
import type { TCalculatorEntry, TLocale, TPair, TPublicInvoice, TReserve } from '@exchanger/core';
import { usePair } from '../api/get-pair';
import type { TMessage } from '../utils/messages';
import { useCurrencySelection, type TCurrencySelection } from './use-currency-selection';
import { pairNotices, usePairNotices, type TPairNoticesState } from './use-pair-notices';

export interface TExchangeSelectionInput {
  entries: readonly TCalculatorEntry[];
  fromIds: number[] | undefined;
  reserves: readonly TReserve[] | undefined;
  preset: { fromId: number | null; toId: number | null };
  locale: TLocale;
  invoice: TPublicInvoice | null;
}

export interface TExchangeSelection {
  selection: TCurrencySelection;
  /** The pair of the chosen currencies once the server sent it. */
  pair: TPair | null;
  /** `<fromId>-<toId>` of the loaded pair. */
  pairKey: string | null;
  /** No pair can come: it failed to load, or nothing can be sent or received. */
  unavailable: boolean;
  reserve: string | null;
  notices: TPairNoticesState;
  /** Why an invoice cannot be paid at all; null otherwise. */
  blocker: TMessage | null;
}

export function useExchangeSelection({
  entries,
  fromIds,
  reserves,
  preset,
  locale,
  invoice,
}: TExchangeSelectionInput): TExchangeSelection {
  const selection = useCurrencySelection({
    entries,
    fromIds,
    preset,
    locked: invoice ? { toId: invoice.currencyId, fromIds: invoice.fromIds } : null,
  });
  const pairQuery = usePair(
    selection.isResolved ? selection.fromId : null,
    selection.isResolved ? selection.toId : null,
    locale,
  );
  const pair = selection.isResolved ? (pairQuery.data ?? null) : null;
  const pairKey = pair ? `${pair.from.id}-${pair.to.id}` : null;
  const unavailable =
    pairQuery.isError ||
    selection.fromId === null ||
    (selection.receivable !== null && selection.toId === null);

  const notices = usePairNotices(pairKey, pair ? pairNotices(pair) : []);
  const reserve = pair?.reserve ?? reserves?.find((item) => item.id === selection.toId)?.amount ?? null;

  const blocker: TMessage | null =
    invoice && !invoice.payable
      ? { key: 'exchange.invoice.notPayable' }
      : invoice && selection.sendable.length === 0
        ? { key: 'exchange.invoice.noCurrencies' }
        : null;

  return { selection, pair, pairKey, unavailable, reserve, notices, blocker };
}
