/**
 * Serves the built SPA: hashed assets with long caching, every other file as is, and `index.html`
 * for each route of the specification (history fallback). The HTML gets the runtime config and
 * the page's language at serve time, so one build serves any deployment. A path outside the
 * route table still gets the SPA (which renders its 404 page) but with HTTP status 404.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  isAdminPath,
  LOCALE_TAGS,
  matchRoute,
  splitLocalePath,
  type TLocale,
  type TRuntimeConfig,
} from '@exchanger/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const CONFIG_PLACEHOLDER = '<!--app-config-->';

/** JSON safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderIndexHtml(template: string, runtime: TRuntimeConfig, locale: TLocale): string {
  const configTag = `<script id="app-config" type="application/json">${scriptJson(runtime)}</script>`;
  return template
    .replace(CONFIG_PLACEHOLDER, configTag)
    .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${locale}"`);
}

export interface TSpaOptions {
  webDist: string;
  runtime: TRuntimeConfig;
}

export type TSpaHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Registers the static files and returns the handler that answers an HTML navigation, for the
 * not-found handler to use. Without a built SPA the handler says how to build it.
 */
export async function registerSpa(app: FastifyInstance, options: TSpaOptions): Promise<TSpaHandler> {
  const indexFile = path.join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist: options.webDist }, 'the SPA is not built: run `npm run build`');
    return (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build`.\n');
  }
  const template = readFileSync(indexFile, 'utf8');
  const pages: Record<TLocale, string> = {
    ru: renderIndexHtml(template, options.runtime, 'ru'),
    en: renderIndexHtml(template, options.runtime, 'en'),
  };

  await app.register(fastifyStatic, {
    root: options.webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    // index.html only ever goes out through the handler below, with its config filled in.
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders: (res, filePath) => {
      const rel = path.relative(options.webDist, filePath);
      res.setHeader(
        'cache-control',
        rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
    schemaHide: true,
  });

  const sendPage: TSpaHandler = (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const { locale } = splitLocalePath(pathname);
    if (isAdminPath(pathname)) void reply.header('x-robots-tag', 'noindex, nofollow');
    return reply
      .code(matchRoute(pathname) || isAdminPath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', LOCALE_TAGS[locale])
      .send(pages[locale]);
  };
  // A directory is not a file to send: the home page goes through the SPA handler too.
  app.get('/', { schema: { hide: true } }, sendPage);
  return sendPage;
}
