/**
 * Which currencies are chosen (docs/architecture.md#exchange-flow, steps 2–3): the send currency defaults to the first sendable
 * id; the receive ids are loaded for it, and a receive currency that is not offered resets to the
 * first allowed one. Presets (`cur_from`/`cur_to`) are only wishes: they apply when allowed. Paying
 * a shop's invoice locks the receive currency to the invoice's and offers what can pay it.
 */
import type { TCalculatorEntry } from '@exchanger/core';
import { useState } from 'react';
import { useToIds } from '../api/get-to-ids';

export interface TCurrencySelection {
  /** Ids that can be sent. */
  sendable: number[];
  /** Ids that can be received for `fromId`; null while they load. */
  receivable: number[] | null;
  fromId: number | null;
  toId: number | null;
  /** Whether `toId` is confirmed for `fromId` (the pair may be loaded). */
  isResolved: boolean;
  canSwap: boolean;
  selectFrom: (id: number) => void;
  selectTo: (id: number) => void;
  swap: () => void;
}

interface TWanted {
  from: number | null;
  to: number | null;
}

const visibleIds = (entries: readonly TCalculatorEntry[], side: 'send' | 'receive') =>
  entries.filter((entry) => entry[side].visible).flatMap((entry) => entry.ids);

export function useCurrencySelection({
  entries,
  fromIds,
  preset,
  locked = null,
}: {
  entries: readonly TCalculatorEntry[];
  /** `GET /calculator/from/`; undefined when it failed (then the entries' send flags stand in). */
  fromIds: number[] | undefined;
  preset: { fromId: number | null; toId: number | null };
  /** An invoice being paid: the receive currency is its, the send currencies those that can pay it. */
  locked?: { toId: number; fromIds: number[] } | null;
}): TCurrencySelection {
  const [wanted, setWanted] = useState<TWanted>({ from: preset.fromId, to: locked?.toId ?? preset.toId });
  const sendable = locked?.fromIds ?? fromIds ?? visibleIds(entries, 'send');
  const fromId = wanted.from !== null && sendable.includes(wanted.from) ? wanted.from : (sendable[0] ?? null);

  const toIdsQuery = useToIds(locked ? null : fromId);
  const receivable = locked
    ? [locked.toId]
    : (toIdsQuery.data ?? (toIdsQuery.isError ? visibleIds(entries, 'receive') : null));
  const resolvedTo =
    receivable === null
      ? wanted.to
      : wanted.to !== null && receivable.includes(wanted.to)
        ? wanted.to
        : (receivable[0] ?? null);
  // The current receive currency is reset (adjusting state while rendering).
  if (receivable !== null && (resolvedTo !== wanted.to || fromId !== wanted.from)) {
    setWanted({ from: fromId, to: resolvedTo });
  }

  const reverse = useToIds(
    !locked && resolvedTo !== null && sendable.includes(resolvedTo) ? resolvedTo : null,
  );
  const canSwap =
    !locked &&
    fromId !== null &&
    resolvedTo !== null &&
    reverse.data !== undefined &&
    reverse.data.includes(fromId);

  return {
    sendable,
    receivable,
    fromId,
    toId: resolvedTo,
    isResolved: receivable !== null && resolvedTo !== null,
    canSwap,
    selectFrom: (id) => setWanted((current) => ({ ...current, from: id })),
    selectTo: (id) => setWanted((current) => ({ ...current, to: id })),
    swap: () => {
      if (canSwap) setWanted({ from: resolvedTo, to: fromId });
    },
  };
}
