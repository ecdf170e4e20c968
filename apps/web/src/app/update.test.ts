import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reloadOnNextNavigation } from './update';

function setup(loader?: () => Promise<null>) {
  const router = createMemoryRouter(
    [
      { path: '/', Component: () => null },
      { path: '/rules', Component: () => null, ...(loader ? { loader } : {}) },
    ],
    { initialEntries: ['/'] },
  );
  const location = { assign: vi.fn(), reload: vi.fn() };
  const state = { updateAvailable: false, latestBuildId: null as string | null };
  reloadOnNextNavigation(router, { getState: () => state }, location);
  return { router, location, state };
}

describe('reloadOnNextNavigation', () => {
  it('does nothing while there is no update', async () => {
    const { router, location } = setup();
    await router.navigate('/rules');
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('turns the next navigation into a full page load once an update is known', async () => {
    const { router, location, state } = setup(() => new Promise(() => undefined));
    state.updateAvailable = true;
    void router.navigate('/rules?x=1');
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/rules?x=1'));
  });

  it('reloads after an instant navigation', async () => {
    const { router, location, state } = setup();
    state.updateAvailable = true;
    await router.navigate('/rules');
    expect(location.reload).toHaveBeenCalledOnce();
  });
});
