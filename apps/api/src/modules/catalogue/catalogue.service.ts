/**
 * Keeps this process's calculator snapshot current (docs/architecture.md#catalogue): loads it whole
 * at start, then polls the catalogue version (one-row read) and the reserves and holds every
 * `pollMs` (half a second). When the version moved it reads only the rows changed since and updates the snapshot
 * incrementally (docs/decisions/040-incremental-catalogue.md); when the first rate in use goes
 * stale it updates it from memory. Several processes on one database therefore agree within about a
 * second, with no quote ever touching the database. It also polls which currencies cannot be
 * received now (a stalled chain, docs/payments.md) and updates the snapshot when that set changes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { mergeChanges } from './catalogue-changes.js';
import type { TCatalogueData, TCatalogueRepo, TReserveFigures } from './catalogue.repo.js';
import {
  applyHolds,
  buildSnapshot,
  NOTHING_TOUCHED,
  updateSnapshot,
  type TSnapshot,
  type TTouched,
} from './snapshot.js';

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
  const pollMs = options.pollMs ?? 500;
  let data: TCatalogueData | null = null;
  let holds = new Map<number, TReserveFigures>();
  let unreceivable: ReadonlySet<number> = new Set();
  let current: TSnapshot | null = null;
  let dirty = false;
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;

  /** The snapshot of `data` now: incrementally from the current one, whole the first time. */
  const update = (touched: TTouched) => {
    if (!data) throw new Error('The catalogue is not loaded');
    const options = { now: now(), ttlOf, unreceivable };
    current = current
      ? updateSnapshot(current, data, holds, options, touched)
      : buildSnapshot(data, holds, options);
    dirty = false;
  };

  /** Only reserves or holds moved: recompute the available reserves on the same base. */
  const reapplyHolds = () => {
    if (!data || !current) {
      update(NOTHING_TOUCHED);
      return;
    }
    current = applyHolds(current, data, holds, current);
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
    update(NOTHING_TOUCHED); // the snapshot compares the set with its own
  }

  /** Reads everything and builds the snapshot whole (at start). */
  async function loadAll(): Promise<void> {
    const [loaded, loadedHolds] = [await repo.load(), await repo.holds()];
    data = loaded;
    holds = loadedHolds;
    unreceivable = await readUnreceivable();
    current = null;
    update(NOTHING_TOUCHED);
  }

  /**
   * Reads the rows changed since the snapshot's version and updates it with them. One at a time:
   * two reads running at once could put an older row over a newer one.
   */
  let catchingUp: Promise<void> = Promise.resolve();
  function catchUp(): Promise<void> {
    const run = catchingUp.then(async () => {
      if (!data) return loadAll();
      const changes = await repo.changesSince(data.version);
      const loadedHolds = await repo.holds();
      const next = mergeChanges(data, changes);
      data = next.data;
      holds = loadedHolds;
      update(next.touched);
    });
    catchingUp = run.catch(() => undefined);
    return run;
  }

  async function poll(): Promise<void> {
    try {
      const version = await repo.version();
      if (!data || version !== data.version) {
        await catchUp();
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
      await loadAll();
      timer = setInterval(() => void pollOnce(), pollMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      // A holds read queued by the last claims may still be running: the pool closes after it.
      await Promise.all([polling, holdsRead, nextHoldsRead, catchingUp]);
    },

    /** The current snapshot, updated first if a rate went stale or holds changed. */
    snapshot(): TSnapshot {
      if (!current) throw new Error('The catalogue is not loaded');
      if (now() >= current.validUntil) update(NOTHING_TOUCHED);
      else if (dirty) reapplyHolds();
      return current;
    },

    /**
     * Brings the snapshot up to the database now (after a change made by this process): the rows
     * changed since its version, not the whole catalogue.
     */
    reload: catchUp,

    /** Reads the whole catalogue again and rebuilds the snapshot from nothing. */
    reloadAll: loadAll,

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
