import type { TAdminFeed } from '@exchanger/core';
import type { TAdminCatalogueDeps } from './catalogue-deps.js';

/** Rate feeds: last success, last error, and whether their quotes are within their time-to-live. */
export async function listFeeds(
  deps: Pick<TAdminCatalogueDeps, 'feeds' | 'ttlOf' | 'now'>,
): Promise<TAdminFeed[]> {
  const rows = await deps.feeds.listFeedHealth();
  const at = (deps.now ?? (() => new Date()))().getTime();
  return rows.map((f) => ({
    feedId: f.feedId,
    lastSuccessAt: f.lastSuccessAt?.toISOString() ?? null,
    lastErrorAt: f.lastErrorAt?.toISOString() ?? null,
    lastError: f.lastError,
    fresh: f.lastSuccessAt !== null && at - f.lastSuccessAt.getTime() <= deps.ttlOf(f.feedId),
  }));
}
