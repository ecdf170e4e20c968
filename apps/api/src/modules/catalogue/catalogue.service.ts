/**
 * Keeps this process's calculator snapshot current (docs/architecture.md#catalogue): loads it at
 * start, polls the catalogue version (one-row read) and the reserves and holds every `pollMs`,
 * rebuilds when either moved, and rebuilds from memory when the first rate in use goes stale. Several processes
 * on one database therefore agree within about a second, with no quote ever touching the database.
 * It also polls which currencies cannot be received now (a stalled chain, docs/payments.md) and
 * rebuilds without their directions when that set changes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TCatalogueData, TCatalogueRepo, TReserveFigures } from './catalogue.repo.js';
import { applyHolds, buildSnapshot, type TSnapshot } from './snapshot.js';

export interface TCatalogueServiceOptions {
  repo: TCatalogueRepo;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  ttlOf: (feedId: string) => number;
  now?: () => number;
  pollMs?: number;
  /** Currencies whose payments cannot be seen now (watched on a stalled chain); read at every poll. */
  unreceivable?: () => Promise<ReadonlySet<number>>;
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

function sameHolds(a: Map<number, TReserveFigures>, b: Map<number, TReserveFigures>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) {
    const other = b.get(k);
    if (other?.reserve !== v.reserve || other.held !== v.held) return false;
  }
  return true;
}

export function createCatalogueService(options: TCatalogueServiceOptions) {
  const { repo, log, ttlOf } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1000;
  let data: TCatalogueData | null = null;
  let holds = new Map<number, TReserveFigures>();
  let unreceivable: ReadonlySet<number> = new Set();
  /** Without holds, rebuilt when the catalogue or the rates change. */
  let base: TSnapshot | null = null;
  let current: TSnapshot | null = null;
  let dirty = false;
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;

  const rebuild = () => {
    if (!data) throw new Error('The catalogue is not loaded');
    current = buildSnapshot(data, holds, { now: now(), ttlOf, unreceivable });
    base = current;
    dirty = false;
  };

  /** Only reserves or holds moved: recompute the available reserves on the same base. */
  const reapplyHolds = () => {
    if (!data || !base) {
      rebuild();
      return;
    }
    current = applyHolds(base, data, holds);
    dirty = false;
  };

  /** The currencies that cannot be received now; the last known set when the read fails. */
  const readUnreceivable = async (): Promise<ReadonlySet<number>> => {
    if (!options.unreceivable) return unreceivable;
    try {
      return await options.unreceivable();
    } catch (error) {
      log.warn({ err: error }, 'chain availability not read; keeping the last known');
      return unreceivable;
    }
  };

  /** Re-reads which currencies cannot be received and rebuilds when that changed. */
  async function refreshUnreceivable(): Promise<void> {
    const fresh = await readUnreceivable();
    if (!data || sameSet(fresh, unreceivable)) return;
    unreceivable = fresh;
    rebuild();
  }

  async function reload(): Promise<void> {
    const [loaded, loadedHolds] = [await repo.load(), await repo.holds()];
    data = loaded;
    holds = loadedHolds;
    unreceivable = await readUnreceivable();
    rebuild();
  }

  async function poll(): Promise<void> {
    try {
      const version = await repo.version();
      if (!data || version !== data.version) {
        await reload();
        return;
      }
      await refreshUnreceivable();
      await refreshHolds();
    } catch (error) {
      log.warn({ err: error }, 'catalogue poll failed; serving the last snapshot');
    }
  }

  /**
   * Single flight with one follower: a caller that arrives while a read is under way may have
   * written after that read began, so it waits for the next read, which it shares with everyone
   * else arriving meanwhile — one query per burst of claims instead of one per claim.
   */
  let holdsRead: Promise<void> | null = null;
  let nextHoldsRead: Promise<void> | null = null;
  const readHolds = async () => {
    try {
      const fresh = await repo.holds();
      if (!sameHolds(fresh, holds)) {
        holds = fresh;
        dirty = true;
      }
    } catch (error) {
      // The write it follows is committed; the next poll catches up.
      log.warn({ err: error }, 'holds refresh failed; the next poll will catch up');
    }
  };
  const refreshHolds = (): Promise<void> => {
    if (!holdsRead) {
      holdsRead = readHolds().finally(() => {
        holdsRead = null;
      });
      return holdsRead;
    }
    nextHoldsRead ??= holdsRead.then(() => {
      nextHoldsRead = null;
      return refreshHolds();
    });
    return nextHoldsRead;
  };

  const pollOnce = () => {
    polling ??= poll().finally(() => {
      polling = null;
    });
    return polling;
  };

  return {
    /** Loads the snapshot and starts polling. */
    async start(): Promise<void> {
      await reload();
      timer = setInterval(() => void pollOnce(), pollMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      // A holds read queued by the last claims may still be running: the pool closes after it.
      await Promise.all([polling, holdsRead, nextHoldsRead]);
    },

    /** The current snapshot, rebuilt first if a rate went stale or holds changed. */
    snapshot(): TSnapshot {
      if (!current) throw new Error('The catalogue is not loaded');
      if (now() >= current.validUntil) rebuild();
      else if (dirty) reapplyHolds();
      return current;
    },

    /** Re-reads everything now (after a change made by this process). */
    reload,

    /** Re-reads which currencies cannot be received now (after a scan or a watch change here). */
    refreshUnreceivable,

    /**
     * Re-reads the reserves and holds (after a claim or a reserve movement changed them in this
     * process); resolves once a read begun after the call is done.
     */
    refreshHolds,
  };
}

export type TCatalogueService = ReturnType<typeof createCatalogueService>;
