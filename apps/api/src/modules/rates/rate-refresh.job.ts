/**
 * Refreshes every rate feed on its own interval, in every server process, while the source is
 * asked once per interval however many processes share the PostgreSQL database:
 *
 * - a refresh runs inside a transaction holding the feed's `pg_try_advisory_xact_lock`; a
 *   process that cannot take it skips (another one is fetching right now);
 * - with the lock, a process still skips when the feed was refreshed (or failed) less than half
 *   an interval ago, and then aims its next try at one interval after that refresh, so the
 *   processes fall into step instead of taking turns at half intervals.
 *
 * PGlite is one process, and its transactions block every other query of the server, so there a
 * refresh takes no transaction: an in-process guard plays the lock's part.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase, TDbOrTx } from '../../db/client.js';
import type { TRateFeed } from './feeds/feed.js';
import { createRatesRepo } from './rates.repo.js';
import type { TRatesService, TRefreshResult } from './rates.service.js';

export interface TRateRefreshJobDeps {
  service: TRatesService;
  feeds: readonly TRateFeed[];
  database: Pick<TDatabase, 'kind' | 'db'>;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  now?: () => Date;
}

export interface TRateRefreshJob {
  /** Cancels the pending timers and waits for refreshes in flight. */
  stop(): Promise<void>;
}

type TAttempt =
  | { kind: 'refreshed'; result: TRefreshResult }
  | { kind: 'locked' }
  | { kind: 'recent'; lastAttemptAt: Date };

/** Feeds being refreshed per database handle: the lock between jobs of one process (and all of PGlite's). */
const busyFeeds = new WeakMap<object, Set<string>>();

export function startRateRefreshJob(deps: TRateRefreshJobDeps): TRateRefreshJob {
  const { service, database, log } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createRatesRepo(database.db);
  let busy = busyFeeds.get(database.db);
  if (!busy) {
    busy = new Set();
    busyFeeds.set(database.db, busy);
  }
  const busyHere = busy;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  /** The last refresh by anyone, when it is less than half an interval old. */
  async function recentAttempt(feed: TRateFeed, tx: TDbOrTx): Promise<TAttempt | null> {
    const health = await repo.findFeedHealth(feed.id, tx);
    const times = [health?.lastSuccessAt, health?.lastErrorAt].flatMap((d) => (d ? [d.getTime()] : []));
    if (times.length === 0) return null;
    const last = Math.max(...times);
    return now().getTime() - last < feed.intervalMs / 2
      ? { kind: 'recent', lastAttemptAt: new Date(last) }
      : null;
  }

  async function attempt(feed: TRateFeed): Promise<TAttempt> {
    if (busyHere.has(feed.id)) return { kind: 'locked' };
    busyHere.add(feed.id);
    try {
      if (database.kind === 'pglite') {
        const recent = await recentAttempt(feed, database.db);
        if (recent) return recent;
        return { kind: 'refreshed', result: await service.refreshFeed(feed.id) };
      }
      return await database.db.transaction(async (tx): Promise<TAttempt> => {
        if (!(await repo.tryLockFeed(feed.id, tx))) return { kind: 'locked' };
        const recent = await recentAttempt(feed, tx);
        if (recent) return recent;
        return { kind: 'refreshed', result: await service.refreshFeed(feed.id, { tx }) };
      });
    } finally {
      busyHere.delete(feed.id);
    }
  }

  /** Milliseconds until the feed's next try. */
  function nextDelay(feed: TRateFeed, outcome: TAttempt): number {
    switch (outcome.kind) {
      case 'refreshed':
        return feed.intervalMs;
      case 'locked':
        // Someone is fetching now; look again soon, then fall into step with their refresh.
        return Math.max(1, Math.floor(feed.intervalMs / 4));
      case 'recent':
        return Math.max(
          1,
          Math.min(feed.intervalMs, outcome.lastAttemptAt.getTime() + feed.intervalMs - now().getTime()),
        );
    }
  }

  function report(feed: TRateFeed, outcome: TAttempt): void {
    if (outcome.kind !== 'refreshed') {
      log.debug({ feedId: feed.id, skipped: outcome.kind }, 'rate feed refresh skipped');
      return;
    }
    const { result } = outcome;
    if (result.status === 'failed') {
      log.warn({ feedId: feed.id, error: result.error }, 'rate feed refresh failed');
    } else if (result.rejected.length > 0) {
      log.warn({ feedId: feed.id, rejected: result.rejected }, 'rate feed gave invalid quotes');
    } else {
      log.debug(
        { feedId: feed.id, written: result.written.length, versionBumped: result.versionBumped },
        'rate feed refreshed',
      );
    }
  }

  function run(feed: TRateFeed): void {
    const task = (async () => {
      let delay = feed.intervalMs;
      try {
        const outcome = await attempt(feed);
        report(feed, outcome);
        delay = nextDelay(feed, outcome);
      } catch (error) {
        log.error({ err: error, feedId: feed.id }, 'rate feed refresh crashed; will retry');
      }
      running.delete(feed.id);
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(feed.id);
        if (!stopped) run(feed);
      }, delay);
      timer.unref();
      timers.set(feed.id, timer);
    })();
    running.set(feed.id, task);
  }

  for (const feed of deps.feeds) run(feed);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(running.values());
    },
  };
}
