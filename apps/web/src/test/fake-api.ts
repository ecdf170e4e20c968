/**
 * A fake of the API for unit tests: routes by method and path (the `/en` prefix is stripped and
 * reported as the call's locale); unknown paths answer 404 with the API's error body. Every call
 * is recorded, JSON bodies parsed (a `FormData` body is kept as it is), with the bearer token it
 * carried.
 */
import { vi } from 'vitest';

export interface TFakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  locale: 'ru' | 'en';
  body: unknown;
  /** The `Authorization` header, or null. */
  authorization: string | null;
}

/** Answers a call: a `Response`, or anything else to be sent as JSON. */
export type TFakeHandler = (call: TFakeCall) => unknown;

export function apiError(
  status: number,
  code: string,
  detail: string,
  fields?: Record<string, string[]>,
): Response {
  return Response.json({ code, detail, requestId: 'test', ...(fields ? { fields } : {}) }, { status });
}

export function createFakeApi(routes: Record<string, TFakeHandler>) {
  const calls: TFakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    let path = url.pathname;
    let locale: 'ru' | 'en' = 'ru';
    if (path.startsWith('/en/')) {
      locale = 'en';
      path = path.slice(3);
    }
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown =
      typeof init?.body === 'string'
        ? JSON.parse(init.body)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
    const authorization = new Headers(init?.headers).get('Authorization');
    const call: TFakeCall = { method, path, query: url.searchParams, locale, body, authorization };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) return apiError(404, 'not_found', `No route ${method} ${path}`);
    const result = await handler(call);
    return result instanceof Response ? result : Response.json(result);
  });
  return {
    fetch: fetchMock,
    calls,
    /** Calls to a path (any method). */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    install: () => vi.stubGlobal('fetch', fetchMock),
  };
}
