/**
 * The request's language (docs/architecture.md#languages): `/en/api/v1/...` is the English twin of `/api/v1/...`.
 * The URL is rewritten before routing, so each route exists once (and once in OpenAPI), and the
 * locale is read back from the original URL.
 */
import type { TLocale } from '@exchanger/core';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    locale: TLocale;
  }
}

const EN_API = '/en/api/';
const EN_FRONT_API = '/en/front-api/';
const EN_ADMIN_API = '/en/admin/api/';

/** Fastify `rewriteUrl`: `/en/api/v1/x` → `/api/v1/x`; the same for `/en/front-api/` and `/en/admin/api/`. */
export function rewriteLocaleUrl(req: { url?: string }): string {
  const url = req.url ?? '/';
  return url.startsWith(EN_API) || url.startsWith(EN_FRONT_API) || url.startsWith(EN_ADMIN_API)
    ? url.slice(3)
    : url;
}

export function localeOf(request: FastifyRequest): TLocale {
  const original = request.originalUrl;
  return original.startsWith(EN_API) ||
    original === '/en' ||
    original.startsWith('/en/') ||
    original.startsWith('/en?')
    ? 'en'
    : 'ru';
}
