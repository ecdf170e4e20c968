/**
 * Security headers on every answer, a content security policy for the SPA's pages that lets only
 * this site and the configured live-chat widget's own domain in, and a same-origin check on the
 * calls that a cookie authenticates (docs/decisions/015-security-headers.md).
 */
import type { TRuntimeConfig } from '@exchanger/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** What an API answer (JSON, files) may do if a browser ever renders it: nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The origins a chat widget loaded from `src` may use: its host and every host under the same
 * registrable domain (widgets load their code, styles, frames and sockets from sibling hosts, e.g.
 * `code.jivosite.com` and `node-ya-1.jivosite.com`). Null for an address that is not http(s).
 */
export function chatOrigins(src: string): { http: string[]; socket: string[] } | null {
  let url: URL;
  try {
    url = new URL(src.replaceAll('{locale}', 'ru').replaceAll('{id}', 'x'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const labels = url.hostname.split('.');
  const http = [url.origin];
  const socket = [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
  if (labels.length >= 3 && !/^\d+$/.test(labels.at(-1) ?? '')) {
    const site = labels.slice(-2).join('.');
    http.push(`https://*.${site}`);
    socket.push(`wss://*.${site}`);
  }
  return { http, socket };
}

/** The policy of an HTML page of the SPA, with the live-chat widget configured now (or none). */
export function pageCsp(chat: TRuntimeConfig['chat']): string {
  const widget = chat ? chatOrigins(chat.src) : null;
  const from = widget ? ` ${widget.http.join(' ')}` : '';
  const sockets = widget ? ` ${[...widget.http, ...widget.socket].join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${from}`,
    // React and uPlot set element styles from script (CSSOM), which the policy allows anyway;
    // widgets inject <style> elements, hence 'unsafe-inline' for styles only (never for scripts).
    `style-src 'self' 'unsafe-inline'${from}`,
    `img-src 'self' data: blob:${from}`,
    `font-src 'self' data:${from}`,
    `connect-src 'self'${sockets}`,
    `frame-src ${widget ? widget.http.join(' ') : "'none'"}`,
    `media-src 'self'${from}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What a document (an SPA page) carries besides its own policy; HSTS only on an https site. */
export function documentHeaders(publicUrl: string): [string, string][] {
  return [
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ...(publicUrl.startsWith('https://')
      ? ([['strict-transport-security', 'max-age=31536000; includeSubDomains']] as [string, string][])
      : []),
  ];
}

/**
 * Every answer starts with `nosniff` and `API_CSP`, set as the request arrives by the one
 * `onRequest` hook (`http/request-start.ts`; an `onSend` hook of its own cost the calculator's hot
 * path a tenth of its throughput). What renders as a document replaces the policy with its own and
 * adds `documentHeaders` (the SPA's pages, decision 015); the API reference and uploaded logos set
 * their own policy. The site's own SVG files keep none, so their inline styles apply when shown as
 * images.
 */
export function setDefaultSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('x-content-type-options', 'nosniff');
  if (!request.url.endsWith('.svg')) void reply.header('content-security-policy', API_CSP);
}

/**
 * Cookie-authenticated calls (the refresh token's) are refused from another site: a browser names
 * the page's origin in `Origin` (and says `Sec-Fetch-Site`) on every cross-site POST. The cookie is
 * `SameSite=Strict` as well; this is the second lock. Non-browser clients send neither header.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') throw new AppError('permission_denied', 'cross_site_refused');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = new URL(publicUrl).origin;
  const host = request.headers.host;
  const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  if (origin !== own && !sameHost) throw new AppError('permission_denied', 'cross_site_refused');
}
