import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from '@/lib/api-client';
import { testUser } from '@/test/fixtures/user';
import { fetchStartupProfile, parseUser } from './get-me';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('fetchStartupProfile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessToken(null);
  });

  it('refreshes, then loads the profile', async () => {
    const calls: { url: string; auth: string | null }[] = [];
    const me = testUser({ activated: false });
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      calls.push({ url: input, auth: new Headers(init.headers).get('Authorization') });
      return Promise.resolve(
        input.endsWith('/front-api/auth/refresh/') ? json(200, { access: 't' }) : json(200, me),
      );
    });
    await expect(fetchStartupProfile()).resolves.toEqual(me);
    expect(calls).toEqual([
      { url: '/front-api/auth/refresh/', auth: null },
      { url: '/api/v1/users/me/', auth: 'Bearer t' },
    ]);
    expect(getAccessToken()).toBe('t');
  });

  it('is logged out when the endpoints do not exist yet (404) or reject (401)', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('Not found', { status: 404 })));
    await expect(fetchStartupProfile()).resolves.toBeNull();
    vi.stubGlobal('fetch', (input: string) =>
      Promise.resolve(
        input.endsWith('/refresh/')
          ? json(200, { access: 't' })
          : json(401, { code: 'not_authenticated', detail: 'x', requestId: 'r' }),
      ),
    );
    await expect(fetchStartupProfile()).resolves.toBeNull();
  });

  it('does not ask for the profile when the refresh cookie is refused', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      urls.push(input);
      return Promise.resolve(json(401, { code: 'not_authenticated', detail: 'x', requestId: 'r' }));
    });
    await expect(fetchStartupProfile()).resolves.toBeNull();
    expect(urls).toEqual(['/front-api/auth/refresh/']);
  });

  it('parses the profile by the contract', () => {
    expect(parseUser(testUser())).toEqual(testUser());
    expect(parseUser({ email: 'x@y.z' })).toBeNull();
    expect(parseUser(null)).toBeNull();
  });
});
