import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildApiUrl, createApiClient, REFRESH_PATH } from './api-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const tokenNotValid = () =>
  json(401, { code: 'token_not_valid', detail: 'Token is expired', requestId: 'r1' });

interface TCall {
  url: string;
  init: RequestInit;
}

function setup(handler: (call: TCall, calls: TCall[]) => Response | Promise<Response>) {
  const calls: TCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: input instanceof Request ? input.url : String(input), init: init ?? {} };
    calls.push(call);
    // A retry loop would never yield to timers; fail it loudly instead of hanging.
    if (calls.length > 20) return Promise.reject(new Error('runaway retries'));
    return Promise.resolve(handler(call, calls));
  });
  const client = createApiClient({ base: 'https://api.test', fetch: fetchMock });
  return { client, calls, fetchMock };
}

const authHeader = (call: TCall) => (call.init.headers as Record<string, string>).Authorization;

describe('buildApiUrl', () => {
  it('adds /en for English and the query', () => {
    expect(buildApiUrl('', '/api/v1/calculator/', 'ru')).toBe('/api/v1/calculator/');
    expect(buildApiUrl('https://a', '/api/v1/calculator/', 'en')).toBe('https://a/en/api/v1/calculator/');
    expect(buildApiUrl('', '/x/', undefined, { page: 2, status: undefined, size: 20 })).toBe(
      '/x/?page=2&size=20',
    );
  });
});

describe('apiFetch', () => {
  it('sends JSON and parses the answer', async () => {
    const { client, calls } = setup(() => json(200, { ok: true }));
    await expect(
      client.apiFetch('/api/v1/claim/', { method: 'POST', body: { a: 1 }, locale: 'en' }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]!.url).toBe('https://api.test/en/api/v1/claim/');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends the idempotency key of a money call, also on the retry after a refresh', async () => {
    let posts = 0;
    const { client, calls } = setup((call) => {
      if (call.url.endsWith(REFRESH_PATH)) return json(200, { access: 'fresh' });
      posts += 1;
      return posts === 1 ? tokenNotValid() : json(201, {});
    });
    await client.apiFetch('/api/v1/claim/', {
      method: 'POST',
      body: {},
      idempotencyKey: 'k-1234567890abcdef',
    });
    const keyOf = (call: TCall) => (call.init.headers as Record<string, string>)['Idempotency-Key'];
    const sent = calls.filter((c) => !c.url.endsWith(REFRESH_PATH));
    expect(sent.map(keyOf)).toEqual(['k-1234567890abcdef', 'k-1234567890abcdef']);
    await client.apiFetch('/api/v1/claim/', { method: 'POST', body: {} });
    expect(keyOf(calls.at(-1)!)).toBeUndefined();
  });

  it('sends a FormData body as is, without a JSON content type', async () => {
    const { client, calls } = setup(() => json(200, { ok: true }));
    const form = new FormData();
    form.append('photo', new File(['x'], 'card.png', { type: 'image/png' }));
    await client.apiFetch('/api/v1/claim/1/verification/', { method: 'POST', body: form, locale: 'en' });
    expect(calls[0]!.url).toBe('https://api.test/en/api/v1/claim/1/verification/');
    expect(calls[0]!.init.body).toBe(form);
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws a typed ApiError from the error body', async () => {
    const { client } = setup(() =>
      json(400, { code: 'validation_error', detail: 'Bad', fields: { email: ['Invalid'] }, requestId: 'q' }),
    );
    const error = await client.apiFetch('/x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      detail: 'Bad',
      fields: { email: ['Invalid'] },
    });
  });

  it('maps a body that is not an error body and a network failure', async () => {
    const { client } = setup(() => new Response('<html>', { status: 404, statusText: 'Not Found' }));
    await expect(client.apiFetch('/x/')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    const broken = createApiClient({ base: '', fetch: () => Promise.reject(new TypeError('offline')) });
    await expect(broken.apiFetch('/x/')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('sends the in-memory access token as a bearer token', async () => {
    const { client, calls } = setup(() => json(200, {}));
    client.setAccessToken('abc');
    await client.apiFetch('/x/');
    expect(authHeader(calls[0]!)).toBe('Bearer abc');
  });

  it('on 401 token_not_valid refreshes once and retries once', async () => {
    const { client, calls } = setup((call) => {
      if (call.url.endsWith(REFRESH_PATH)) return json(200, { access: 'fresh' });
      return authHeader(call) === 'Bearer fresh' ? json(200, { me: 1 }) : tokenNotValid();
    });
    client.setAccessToken('stale');
    await expect(client.apiFetch('/api/v1/users/me/')).resolves.toEqual({ me: 1 });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.test/api/v1/users/me/',
      `https://api.test${REFRESH_PATH}`,
      'https://api.test/api/v1/users/me/',
    ]);
    expect(calls[1]!.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(client.getAccessToken()).toBe('fresh');
  });

  it('does not loop when the retry is rejected again', async () => {
    const { client, calls } = setup((call) =>
      call.url.endsWith(REFRESH_PATH) ? json(200, { access: 'fresh' }) : tokenNotValid(),
    );
    await expect(client.apiFetch('/x/')).rejects.toMatchObject({ status: 401, code: 'token_not_valid' });
    expect(calls).toHaveLength(3);
  });

  it('does not retry when the refresh fails', async () => {
    const { client, calls } = setup((call) =>
      call.url.endsWith(REFRESH_PATH)
        ? json(401, { code: 'not_authenticated', detail: 'No session', requestId: 'r' })
        : tokenNotValid(),
    );
    client.setAccessToken('stale');
    await expect(client.apiFetch('/x/')).rejects.toMatchObject({ status: 401, code: 'token_not_valid' });
    expect(calls).toHaveLength(2);
    expect(client.getAccessToken()).toBeNull();
  });

  it('does not refresh on other 401 codes', async () => {
    const { client, calls } = setup(() =>
      json(401, { code: 'not_authenticated', detail: 'Login', requestId: 'r' }),
    );
    await expect(client.apiFetch('/x/')).rejects.toMatchObject({ code: 'not_authenticated' });
    expect(calls).toHaveLength(1);
  });

  it('shares one refresh between concurrent calls', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { client, calls } = setup(async (call) => {
      if (call.url.endsWith(REFRESH_PATH)) {
        await refreshGate;
        return json(200, { access: 'fresh' });
      }
      return authHeader(call) === 'Bearer fresh' ? json(200, { url: call.url }) : tokenNotValid();
    });
    const all = Promise.all([client.apiFetch('/a/'), client.apiFetch('/b/'), client.apiFetch('/c/')]);
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    releaseRefresh();
    await expect(all).resolves.toHaveLength(3);
    expect(calls.filter((c) => c.url.endsWith(REFRESH_PATH))).toHaveLength(1);
    expect(calls).toHaveLength(7);
  });
});

describe('apiFetchBlob', () => {
  it('reads a file with the bearer token, refreshing it like any call', async () => {
    const { client, calls } = setup((call) => {
      if (call.url.endsWith(REFRESH_PATH)) return json(200, { access: 'fresh' });
      return authHeader(call) === 'Bearer fresh'
        ? new Response('JPEG', { status: 200, headers: { 'Content-Type': 'image/jpeg' } })
        : tokenNotValid();
    });
    client.setAccessToken('stale');
    const blob = await client.apiFetchBlob('/admin/api/claims/c1/documents/d1/');
    expect(blob.type).toBe('image/jpeg');
    expect(await blob.text()).toBe('JPEG');
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.test/admin/api/claims/c1/documents/d1/',
      `https://api.test${REFRESH_PATH}`,
      'https://api.test/admin/api/claims/c1/documents/d1/',
    ]);
    expect((calls[2]!.init.headers as Record<string, string>).Accept).toBe('*/*');
  });

  it('throws the API error of a refused file', async () => {
    const { client } = setup(() => json(403, { code: 'permission_denied', detail: 'No', requestId: 'r' }));
    await expect(client.apiFetchBlob('/admin/api/x/')).rejects.toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
  });
});
