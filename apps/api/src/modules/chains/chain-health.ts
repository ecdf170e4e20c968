/**
 * Each watched chain as its watcher last saw it (docs/payments.md): the one rule of a stalled
 * chain, which the back office's health list, `/readyz`, `/metrics` and claim creation all read.
 * A chain is stalled when its node is not configured, when it has had no good scan for
 * `STALL_AFTER_MS`, or when an error came after its last good scan; the currencies watched on a
 * stalled chain take no new claims (their payments would not be seen).
 */
import { toIso, type TAdminChainHealth, type TChainKey } from '@exchanger/core';
import type { TChainSource } from './chain-source.js';
import type { TChainsRepo } from './chains.repo.js';

/** No good scan for this long: stalled (the watch job runs every few seconds). */
export const STALL_AFTER_MS = 5 * 60_000;

export async function chainHealth(
  repo: Pick<TChainsRepo, 'watches' | 'cursors'>,
  sources: Partial<Record<TChainKey, TChainSource>>,
  now: Date,
): Promise<(TAdminChainHealth & { currencyIds: number[] })[]> {
  const [watches, cursors] = await Promise.all([repo.watches(), repo.cursors()]);
  const byChain = new Map<TChainKey, { codes: string[]; ids: number[] }>();
  for (const w of watches) {
    const entry = byChain.get(w.chain as TChainKey) ?? { codes: [], ids: [] };
    entry.codes.push(w.code);
    entry.ids.push(w.currencyId);
    byChain.set(w.chain as TChainKey, entry);
  }
  const cursorOf = new Map(cursors.map((c) => [c.chain, c]));
  return [...byChain]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([chain, { codes, ids }]) => {
      const nodeConfigured = sources[chain] !== undefined;
      const cursor = cursorOf.get(chain);
      // A cursor made by an error before any scan has height −1 and the epoch as its scan time.
      const scanned = cursor && cursor.height >= 0 ? cursor : null;
      const scannedAt = scanned ? scanned.scannedAt : null;
      const fresh = scannedAt !== null && now.getTime() - scannedAt.getTime() <= STALL_AFTER_MS;
      const failedSince = Boolean(
        cursor?.error && cursor.errorAt && (!scannedAt || cursor.errorAt > scannedAt),
      );
      const tipHeight = scanned && scanned.tipHeight >= 0 ? scanned.tipHeight : null;
      const height = scanned ? scanned.height : null;
      return {
        chain,
        currencies: codes,
        currencyIds: ids,
        nodeConfigured,
        tipHeight,
        height,
        lag: tipHeight !== null && height !== null ? Math.max(0, tipHeight - height) : null,
        scannedAt: scannedAt ? toIso(scannedAt) : null,
        stalled: !nodeConfigured || !fresh || failedSince,
        error: cursor?.error ?? null,
      };
    });
}

/**
 * Whether a currency's payments can be seen now: false when it is watched on a stalled chain. The
 * answer is kept for `cacheMs` (claim creation asks on every claim); `forget` drops it at once
 * (after a watch is saved or switched off in this process).
 */
export function createChainAvailability(
  repo: Pick<TChainsRepo, 'watches' | 'cursors'>,
  sources: Partial<Record<TChainKey, TChainSource>>,
  options: { cacheMs?: number; now?: () => Date } = {},
) {
  const cacheMs = options.cacheMs ?? 5_000;
  const now = options.now ?? (() => new Date());
  /** Each watched currency's chain, and whether that chain is stalled, read at most every `cacheMs`. */
  let cached: { at: number; stalled: Promise<Map<number, { chain: TChainKey; stalled: boolean }>> } | null =
    null;
  const stalledCurrencies = () => {
    const at = now().getTime();
    if (!cached || at - cached.at > cacheMs) {
      const stalled = chainHealth(repo, sources, now()).then(
        (list) =>
          new Map(
            list.flatMap((h) =>
              h.currencyIds.map((id) => [id, { chain: h.chain, stalled: h.stalled }] as const),
            ),
          ),
      );
      cached = { at, stalled };
      // A failed read is not kept.
      stalled.catch(() => {
        cached = null;
      });
    }
    return cached.stalled;
  };
  return {
    /** The chain a currency is watched on when that chain is stalled; null when it can take claims. */
    async stalledChainOf(currencyId: number): Promise<TChainKey | null> {
      const watch = (await stalledCurrencies()).get(currencyId);
      return watch?.stalled ? watch.chain : null;
    },
    /** Every currency watched on a stalled chain (the calculator leaves their directions out). */
    async stalledCurrencyIds(): Promise<Set<number>> {
      const watches = await stalledCurrencies();
      return new Set([...watches].filter(([, w]) => w.stalled).map(([id]) => id));
    },
    /** Whether a currency is watched on its chain, from the same cached read (claim creation's hot path). */
    async isWatched(currencyId: number): Promise<boolean> {
      return (await stalledCurrencies()).has(currencyId);
    },
    forget(): void {
      cached = null;
    },
  };
}

export type TChainAvailability = ReturnType<typeof createChainAvailability>;
