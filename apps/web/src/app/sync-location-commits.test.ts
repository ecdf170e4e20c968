import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { syncLocationCommits } from './sync-location-commits';

describe('syncLocationCommits', () => {
  it('delivers location changes inside flushSync, other updates as they are', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', Component: () => null },
        { path: '/b', Component: () => null },
      ],
      { initialEntries: ['/'] },
    );
    const flush = vi.fn((fn: () => void) => fn());
    syncLocationCommits(router, flush);
    const seen: string[] = [];
    const unsubscribe = router.subscribe((state) => seen.push(state.location.pathname));
    await router.navigate('/b');
    expect(seen.at(-1)).toBe('/b');
    expect(flush).toHaveBeenCalledTimes(1);
    await router.revalidate();
    expect(flush).toHaveBeenCalledTimes(1);
    unsubscribe();
    router.dispose();
  });
});
