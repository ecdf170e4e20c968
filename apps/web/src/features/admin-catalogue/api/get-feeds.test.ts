import { describe, expect, it } from 'vitest';
import { feedsQueryOptions } from './get-feeds';

describe('feedsQueryOptions', () => {
  it('re-reads the feeds every 30 s, so a feed going stale shows without a reload', () => {
    expect(feedsQueryOptions('ru').refetchInterval).toBe(30_000);
    expect(feedsQueryOptions('en').queryKey).not.toEqual(feedsQueryOptions('ru').queryKey);
  });
});
