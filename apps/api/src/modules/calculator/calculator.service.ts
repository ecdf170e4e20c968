/**
 * The calculator's public reads (docs/api.md#calculator), all answered from the in-memory snapshot.
 */
import type {
  TBestPair,
  TCalculatorEntry,
  TCalculatorSettings,
  TLocale,
  TPair,
  TReserve,
} from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import { encodedBody, type TEncodedBody } from '../../lib/compression.js';
import { type TCatalogueService, pairKey } from '../catalogue/index.js';
import type { TContestService } from '../contest/index.js';

export function createCalculatorService(deps: {
  catalogue: TCatalogueService;
  contest: Pick<TContestService, 'publicContest'>;
}) {
  const snap = () => deps.catalogue.snapshot();
  /**
   * Serialized answers, each with its compressed forms made on first use: a hot read is a map
   * lookup, not a serialization or a compression (docs/decisions/033-compression.md). Kept per
   * snapshot, or per pair object for the pair answers: an incremental update keeps the objects of
   * the pairs it did not touch (docs/decisions/040-incremental-catalogue.md), and their bytes too.
   */
  const serialized = new WeakMap<object, Map<string, TEncodedBody>>();

  function currencyIdOf(ref: string | undefined): number | null {
    if (!ref) return null;
    const s = snap();
    if (/^\d+$/.test(ref)) return s.currenciesById.has(Number(ref)) ? Number(ref) : null;
    return s.currenciesByCode.get(ref.toUpperCase())?.id ?? null;
  }

  function assertCurrency(id: number): void {
    if (!snap().currenciesById.has(id))
      throw new AppError('not_found', 'currency_not_found', { params: { id } });
  }

  return {
    /**
     * The JSON of `compute()` for the current snapshot, serialized once per snapshot (or `owner`,
     * an object of the snapshot the answer is made from alone) and key, and compressed once per
     * snapshot, key and coding. Errors thrown by `compute` are not cached.
     */
    json(key: string, compute: () => unknown, owner: object = snap()): TEncodedBody {
      let cache = serialized.get(owner);
      if (!cache) {
        cache = new Map();
        serialized.set(owner, cache);
      }
      let body = cache.get(key);
      if (body === undefined) {
        body = encodedBody(JSON.stringify(compute()));
        cache.set(key, body);
      }
      return body;
    },
    entries: (locale: TLocale): TCalculatorEntry[] => snap().entries[locale],
    fromIds: (): number[] => snap().fromIds,
    toIds(fromId: number): number[] {
      assertCurrency(fromId);
      return snap().toIdsByFrom.get(fromId) ?? [];
    },
    /** The object a pair's answers are made from alone (their cache's owner), if it is quoted. */
    pairOwner: (fromId: number, toId: number): object | undefined => snap().pairs.get(pairKey(fromId, toId)),
    pair(fromId: number, toId: number, locale: TLocale): TPair {
      const pair = snap().pairs.get(pairKey(fromId, toId));
      if (!pair) throw new AppError('not_found', 'direction_unavailable');
      return pair[locale];
    },
    course(fromId: number, toId: number): { course: string } {
      const live = snap().live.get(pairKey(fromId, toId));
      if (!live) throw new AppError('not_found', 'direction_unavailable');
      return { course: live.course };
    },
    reserves: (): TReserve[] => snap().reserves,
    best(limit = 6): TBestPair[] {
      return [...snap().live.values()]
        .filter((d) => d.direction.popularity > 0)
        .sort((a, b) => b.direction.popularity - a.direction.popularity)
        .slice(0, limit)
        .map((d) => ({ from: d.from.id, to: d.to.id, course: d.course }));
    },
    async settings(
      query: { cur_from?: string | undefined; cur_to?: string | undefined },
      locale: TLocale,
    ): Promise<TCalculatorSettings> {
      if (query.cur_from !== undefined || query.cur_to !== undefined) {
        return {
          exchangeAttributes: {
            fromCurrencyId: currencyIdOf(query.cur_from),
            toCurrencyId: currencyIdOf(query.cur_to),
          },
        };
      }
      return { contest: await deps.contest.publicContest(locale) };
    },
  };
}

export type TCalculatorService = ReturnType<typeof createCalculatorService>;
