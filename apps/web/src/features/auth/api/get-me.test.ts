import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
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
    const urls: string[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      urls.push(input);
      return Promise.resolve(
        input.endsWith('/front-api/auth/refresh/')
          ? json(200, { access: 't' })
          : json(200, { email: 'a@b.c', activated: false }),
      );
    });
    await expect(fetchStartupProfile()).resolves.toEqual({ email: 'a@b.c', activated: false });
    expect(urls).toEqual(['/front-api/auth/refresh/', '/api/v1/users/me/']);
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

  it('parses the user loosely', () => {
    expect(parseUser({ email: 'x@y.z' })).toEqual({ email: 'x@y.z', activated: false });
    expect(parseUser({})).toBeNull();
    expect(parseUser(null)).toBeNull();
  });
});
