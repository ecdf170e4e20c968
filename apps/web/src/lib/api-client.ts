/**
 * The one way the app talks to the API (docs/api.md#conventions, docs/architecture.md#errors).
 *
 * - URL: base + (`/en` for English) + path, so the server answers in the page's language.
 * - JSON in and out (a `FormData` body goes out as multipart, e.g. a file upload); a failed call
 *   throws `ApiError` parsed from the error body. `apiFetchBlob` reads a file the same way (an
 *   operator's view of an uploaded photo: an `<img src>` cannot carry the access token).
 * - The access token lives in memory only; the refresh token is an httpOnly cookie.
 * - A 401 with code `token_not_valid` refreshes the token once (one refresh shared by all
 *   concurrent calls) and retries the call once; a failed refresh ends in the original error.
 */
import type { TErrorCode, TLocale } from '@exchanger/core';
import { apiBase } from '@/config';
import { loadSchemas } from './parse-answer';

export const REFRESH_PATH = '/front-api/auth/refresh/';

/** Codes of the API, plus the two the client produces itself. */
export type TApiErrorCode = TErrorCode | 'network_error' | 'unknown_error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: TApiErrorCode;
  readonly detail: string;
  readonly fields: Record<string, string[]>;
  readonly requestId: string | null;

  constructor(init: {
    status: number;
    code: TApiErrorCode;
    detail: string;
    fields?: Record<string, string[]>;
    requestId?: string | null;
  }) {
    super(`${init.status} ${init.code}: ${init.detail}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.fields = init.fields ?? {};
    this.requestId = init.requestId ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TApiFetchOptions {
  method?: THttpMethod;
  /** Sent as JSON; a `FormData` is sent as is (multipart, the browser sets the boundary). */
  body?: unknown;
  locale?: TLocale;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` on a money call, so that a retry after a lost answer is not made
   * twice (docs/decisions/028); see `lib/submission-key.ts`.
   */
  idempotencyKey?: string;
}

export interface TApiClientDeps {
  base: string;
  fetch: typeof fetch;
}

export interface TApiClient {
  apiFetch: <T = unknown>(path: string, options?: TApiFetchOptions) => Promise<T>;
  /** The same call, answered with a file (the body as a `Blob`). */
  apiFetchBlob: (path: string, options?: TApiFetchOptions) => Promise<Blob>;
  /** Gets a new access token from the refresh cookie; `null` when there is no valid session. */
  refreshAccessToken: () => Promise<string | null>;
  setAccessToken: (token: string | null) => void;
  getAccessToken: () => string | null;
}

export function buildApiUrl(
  base: string,
  path: string,
  locale: TLocale | undefined,
  query?: TApiFetchOptions['query'],
): string {
  let url = `${base}${locale === 'en' ? '/en' : ''}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const search = params.toString();
    if (search) url += `?${search}`;
  }
  return url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  // Checked with the schemas' chunk (docs/decisions/039-first-load-javascript.md); should it fail to
  // load, the answer is still an ApiError, the generic one below.
  const parsed = await loadSchemas().then(
    ({ ZErrorBody }) => ZErrorBody.safeParse(body),
    () => null,
  );
  if (parsed?.success) {
    return new ApiError({ status: response.status, ...parsed.data });
  }
  return new ApiError({
    status: response.status,
    code: response.status === 404 ? 'not_found' : 'unknown_error',
    detail: response.statusText || `HTTP ${response.status}`,
  });
}

function readAccessToken(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const token = record.access ?? record.accessToken;
  return typeof token === 'string' && token ? token : null;
}

export function createApiClient({ base, fetch: doFetch }: TApiClientDeps): TApiClient {
  let accessToken: string | null = null;
  let refreshing: Promise<string | null> | null = null;

  async function send(
    path: string,
    options: TApiFetchOptions,
    token: string | null,
    accept: string,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    const isForm = options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    const init: RequestInit = {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
    };
    if (options.body instanceof FormData) init.body = options.body;
    else if (options.body !== undefined) init.body = JSON.stringify(options.body);
    if (options.signal) init.signal = options.signal;
    try {
      return await doFetch(buildApiUrl(base, path, options.locale, options.query), init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({ status: 0, code: 'network_error', detail: String(error) });
    }
  }

  async function doRefresh(): Promise<string | null> {
    try {
      const response = await doFetch(`${base}${REFRESH_PATH}`, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) {
        accessToken = null;
        return null;
      }
      accessToken = readAccessToken(await readJson(response));
      return accessToken;
    } catch (error) {
      console.warn('token refresh failed', error);
      accessToken = null;
      return null;
    }
  }

  function refreshAccessToken(): Promise<string | null> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** A successful response, after at most one refresh and retry. */
  async function request(path: string, options: TApiFetchOptions, accept: string): Promise<Response> {
    const sentWith = accessToken;
    let response = await send(path, options, sentWith, accept);
    if (response.status === 401) {
      const error = await toApiError(response);
      if (error.code !== 'token_not_valid') throw error;
      // Another call may have refreshed the token meanwhile: reuse it instead of refreshing again.
      const token = accessToken && accessToken !== sentWith ? accessToken : await refreshAccessToken();
      if (!token) throw error;
      response = await send(path, options, token, accept);
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  async function apiFetch<T>(path: string, options: TApiFetchOptions = {}): Promise<T> {
    return (await readJson(await request(path, options, 'application/json'))) as T;
  }

  async function apiFetchBlob(path: string, options: TApiFetchOptions = {}): Promise<Blob> {
    return (await request(path, options, '*/*')).blob();
  }

  return {
    apiFetch,
    apiFetchBlob,
    refreshAccessToken,
    setAccessToken: (token) => {
      accessToken = token;
    },
    getAccessToken: () => accessToken,
  };
}

let transport: typeof fetch = (input, init) => globalThis.fetch(input, init);

/**
 * What carries the app client's calls. The browser's `fetch` by default; the server-side renderer
 * (src/entry-server.tsx) answers them inside the server, for the request being rendered.
 */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** The app's client: same-origin by default, or `VITE_API_BASE`. */
export const apiClient: TApiClient = createApiClient({
  base: apiBase,
  fetch: (input, init) => transport(input, init),
});

export const { apiFetch, apiFetchBlob, refreshAccessToken, setAccessToken, getAccessToken } = apiClient;
