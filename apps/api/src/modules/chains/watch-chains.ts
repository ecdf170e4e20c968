/**
 * The watchers of every chain a currency is watched on (docs/payments.md): each round scans each
 * chain until it has caught up with its node's tip. A chain whose node fails is backed off (its
 * next try waits twice as long each time, up to `maxBackoffMs`) and retried; it never stops the
 * others.
 */
import type { TChainKey } from '@exchanger/core';
import { scanChain, type TScanDeps, type TScanReport } from './scan-chain.js';

export interface TWatchChainsDeps extends TScanDeps {
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  maxBackoffMs?: number;
  /** Told after each pass (the chains' availability may have changed: a chain caught up or failed). */
  afterPass?: () => Promise<void>;
}

/** Rounds of one chain in one call at most, so a far-behind chain does not hold the others. */
const MAX_ROUNDS = 50;

export function createChainWatchers(deps: TWatchChainsDeps) {
  const backoff = new Map<TChainKey, { until: number; delayMs: number }>();
  const now = () => (deps.now ?? (() => new Date()))().getTime();

  async function watchChain(chain: TChainKey): Promise<TScanReport[]> {
    const reports: TScanReport[] = [];
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const report = await scanChain(deps, chain);
      reports.push(report);
      if (report.kind === 'failed') {
        const previous = backoff.get(chain)?.delayMs ?? 5_000;
        const delayMs = Math.min(previous * 2, deps.maxBackoffMs ?? 300_000);
        backoff.set(chain, { until: now() + delayMs, delayMs });
        deps.log.warn({ chain, error: report.error, retryInMs: delayMs }, 'chain scan failed; backing off');
        break;
      }
      backoff.delete(chain);
      if (report.kind === 'scanned' && (report.payments || report.removed || report.moved))
        deps.log.info({ chain, ...report }, 'chain scanned');
      if (report.kind !== 'scanned' || report.to >= report.tip) break;
    }
    return reports;
  }

  return {
    /** One pass over every watched chain; `force` ignores the back-off (tests, the demo). */
    async watchAll(force = false): Promise<Partial<Record<TChainKey, TScanReport[]>>> {
      const chains = [...new Set((await deps.repo.watches()).map((w) => w.chain as TChainKey))];
      const result: Partial<Record<TChainKey, TScanReport[]>> = {};
      for (const chain of chains) {
        const wait = backoff.get(chain);
        if (!force && wait && wait.until > now()) continue;
        result[chain] = await watchChain(chain);
      }
      try {
        await deps.afterPass?.();
      } catch (error) {
        deps.log.warn({ err: error }, 'chain availability not refreshed after a scan');
      }
      return result;
    },
  };
}

export type TChainWatchers = ReturnType<typeof createChainWatchers>;
