import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/fixtures/user';
import { createSessionStore } from './session-store';

const user = testUser();

describe('session store', () => {
  it('does not call the API without the has_session cookie', async () => {
    const fetchProfile = vi.fn(() => Promise.resolve(user));
    const store = createSessionStore({ hasSessionCookie: () => false, fetchProfile });
    expect(store.getState().status).toBe('unknown');
    await store.ready();
    expect(fetchProfile).not.toHaveBeenCalled();
    expect(store.getState()).toEqual({ status: 'anonymous', user: null });
  });

  it('is logged in when the profile loads', async () => {
    const fetchProfile = vi.fn(() => Promise.resolve(user));
    const store = createSessionStore({ hasSessionCookie: () => true, fetchProfile });
    const listener = vi.fn();
    store.subscribe(listener);
    await Promise.all([store.init(), store.ready(), store.init()]);
    expect(fetchProfile).toHaveBeenCalledOnce();
    expect(store.isLoggedIn()).toBe(true);
    expect(store.getState().user).toEqual(user);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('treats a missing or failing profile as logged out', async () => {
    const none = createSessionStore({
      hasSessionCookie: () => true,
      fetchProfile: () => Promise.resolve(null),
    });
    await none.ready();
    expect(none.isLoggedIn()).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = createSessionStore({
      hasSessionCookie: () => true,
      fetchProfile: () => Promise.reject(new Error('boom')),
    });
    await broken.ready();
    expect(broken.getState().status).toBe('anonymous');
    warn.mockRestore();
  });

  it('setUser logs in and out', () => {
    const store = createSessionStore({
      hasSessionCookie: () => false,
      fetchProfile: () => Promise.resolve(null),
    });
    store.setUser(user);
    expect(store.isLoggedIn()).toBe(true);
    store.setUser(null);
    expect(store.getState().status).toBe('anonymous');
  });
});
