/**
 * Serves the built SPA: hashed assets with long caching, every other file as is, and `index.html`
 * for each route of the specification (history fallback). The HTML gets the runtime config and
 * the page's language at serve time, so one build serves any deployment. A path outside the
 * route table still gets the SPA (which renders its 404 page) but with HTTP status 404.
 *
 * Text files come with brotli and gzip twins made at build time (`apps/web/vite.config.ts`),
 * chosen by `Accept-Encoding`; the HTML is compressed as it is sent (docs/decisions/033-compression.md).
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  isAdminPath,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_TAGS,
  LOCALES,
  localePrefix,
  matchRoute,
  pickBrowserLocale,
  splitLocalePath,
  type TLocale,
  type TRuntimeConfig,
} from '@exchanger/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, type TEncodedBody } from '../lib/compression.js';
import { encodePayload, PRECOMPRESSED, sendEncoded } from './compression.js';
import { documentHeaders, pageCsp } from './security.js';
import { loadPageRenderer, scriptJson, type TRenderedPage } from './ssr.js';

const CONFIG_PLACEHOLDER = '<!--app-config-->';

/** The files the build compresses (`apps/web/vite.config.ts`), and their compressed twins. */
const TEXT_FILE = /\.(?:js|css|html|svg|json|txt|xml|webmanifest)(?:\.br|\.gz)?$/;
const COMPRESSED_TWIN = /\.(?:br|gz)$/;

export function renderIndexHtml(template: string, runtime: TRuntimeConfig, locale: TLocale): string {
  const configTag = `<script id="app-config" type="application/json">${scriptJson(runtime)}</script>`;
  return template
    .replace(CONFIG_PLACEHOLDER, configTag)
    .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${locale}"`);
}

export interface TSpaOptions {
  webDist: string;
  /**
   * The web app's server-side renderer (`apps/web/dist-ssr/entry-server.js`); without it, or
   * when it is not built, every page is rendered in the browser.
   */
  ssrEntry?: string;
  runtime: TRuntimeConfig;
  /**
   * The live-chat widget now (the back office can change it at any time); without it the
   * runtime's `chat` is served.
   */
  chat?: () => Promise<TRuntimeConfig['chat']>;
  /** Whether the demo-data warning is shown now; without it the runtime's `demo` is served. */
  demo?: () => Promise<boolean>;
  /** A published news item's title and lead for its page's head; null when there is none. */
  newsMeta?: (slug: string, locale: TLocale) => Promise<{ title: string; summary: string } | null>;
}

export type TSpaHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export interface TPageMeta {
  title: string;
  description: string;
  /** The page's own absolute URL, without the query. */
  canonical: string;
  /** Its URL in each language: `hreflang` links, for pages search engines may list. */
  alternates: Record<TLocale, string> | null;
  ogType: 'website' | 'article';
  noindex: boolean;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The app's module script and module preloads, as the build writes them into index.html. */
const MODULE_TAG = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/**
 * The server-rendered page in the template: its markup, its hydration state and its CSS. Its
 * scripts (the app's entry and every module preload) are kept in `<template id="after-paint">`,
 * which `theme-init.js` starts once the page's first paint is on screen: on a slow connection the
 * HTML and CSS that paint the page then do not share the line with the JavaScript that only
 * hydrates it (docs/decisions/034-server-rendering.md, 046).
 */
export function insertRendered(html: string, page: TRenderedPage): string {
  const scripts: string[] = [];
  const withoutScripts = html.replace(MODULE_TAG, (tag) => {
    scripts.push(tag.trim());
    return '';
  });
  if (page.moduleLinks) scripts.push(page.moduleLinks);
  // The preloads first, so that the entry's imports are on their way when it runs.
  scripts.sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script')));
  const root = [
    `<div id="root">${page.html}</div>`,
    `<script id="ssr-state" type="application/json">${page.stateJson}</script>`,
    `<template id="after-paint">${scripts.join('')}</template>`,
  ].join('\n    ');
  const withRoot = withoutScripts.replace(ROOT_ELEMENT, () => root);
  return page.styleLinks ? withRoot.replace('</head>', () => `  ${page.styleLinks}\n  </head>`) : withRoot;
}

/**
 * The document as sent, by the rendered page it holds (kept by the renderer for a second and sent
 * to every visitor meanwhile) and the head it was put in: put together and compressed once, not
 * for each visitor.
 */
export function documentCache(): (head: string, rendered: TRenderedPage) => TEncodedBody {
  const documentsOf = new WeakMap<TRenderedPage, { head: string; body: TEncodedBody }>();
  return (head, rendered) => {
    const kept = documentsOf.get(rendered);
    if (kept?.head === head) return kept.body;
    const body = encodedBody(insertRendered(head, rendered));
    documentsOf.set(rendered, { head, body });
    return body;
  };
}

/** The languages of an `Accept-Language` header, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The `i18n_redirected` cookie's language, if the visitor has chosen one. */
function cookieLocale(header: string | undefined): TLocale | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

const OG_LOCALE: Record<TLocale, string> = { ru: 'ru_RU', en: 'en_US' };

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The head of a page as the server sends it (search engines and link previews read it without
 * running JavaScript): title, description, canonical URL, `hreflang` alternates, Open Graph.
 */
export function renderHead(html: string, meta: TPageMeta, locale: TLocale, siteName: string): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    ...(meta.alternates
      ? [
          ...LOCALES.map(
            (l) =>
              `<link rel="alternate" hreflang="${l}" href="${escapeHtml(meta.alternates?.[l] ?? '')}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.alternates.ru)}" />`,
        ]
      : []),
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
    '<meta name="twitter:card" content="summary" />',
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/\s*<meta name="description" content="[^"]*"\s*\/?>/, '')
    .replace(
      '</head>',
      `  <meta name="description" content="${escapeHtml(meta.description)}" />\n    ${tags}\n  </head>`,
    );
}

/**
 * Registers the static files and returns the handler that answers an HTML navigation, for the
 * not-found handler to use. Without a built SPA the handler says how to build it.
 */
export async function registerSpa(app: FastifyInstance, options: TSpaOptions): Promise<TSpaHandler> {
  const indexFile = path.join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist: options.webDist }, 'the SPA is not built: run `npm run build`');
    return (_request, reply) =>
      Promise.resolve(
        reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built. Run `npm run build`.\n'),
      ) as Promise<FastifyReply>;
  }
  const template = readFileSync(indexFile, 'utf8');
  const pages: Record<TLocale, string> = {
    ru: renderIndexHtml(template, options.runtime, 'ru'),
    en: renderIndexHtml(template, options.runtime, 'en'),
  };
  const runtimeCsp = pageCsp(options.runtime.chat);
  const documents = documentHeaders(options.runtime.publicUrl);

  await app.register(fastifyStatic, {
    root: options.webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    // `x.js.br` when the request accepts brotli and the build made it, else `x.js.gz`, else `x.js`.
    preCompressed: true,
    // index.html only ever goes out through the handler below, with its config filled in; the
    // compressed twins only as their file's coding, never as files of their own.
    allowedPath: (pathname) =>
      pathname !== '/index.html' && !pathname.startsWith('/.vite/') && !COMPRESSED_TWIN.test(pathname),
    setHeaders: (res, filePath) => {
      const rel = path.relative(options.webDist, filePath);
      res.setHeader(
        'cache-control',
        rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // Said of every text file, compressed or not: what a cache keeps depends on the coding.
      if (TEXT_FILE.test(filePath)) res.setHeader('vary', 'accept-encoding');
    },
    schemaHide: true,
  });

  const { siteName, publicUrl } = options.runtime;
  const base = publicUrl.replace(/\/$/, '');
  const urlOf = (locale: TLocale, path: string) =>
    `${base}${localePrefix(locale)}${path === '/' && locale !== 'ru' ? '' : path}`;

  async function metaOf(pathname: string, locale: TLocale): Promise<{ meta: TPageMeta; found: boolean }> {
    const { path: bare } = splitLocalePath(pathname);
    const path = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
    const match = matchRoute(pathname);
    const fallback = (title: string): TPageMeta => ({
      title,
      description: '',
      canonical: urlOf(locale, path),
      alternates: null,
      ogType: 'website',
      noindex: true,
    });
    if (isAdminPath(pathname)) return { meta: fallback(siteName), found: true };
    if (!match) return { meta: fallback(siteName), found: false };
    const text = match.route.text[locale];
    const meta: TPageMeta = {
      title: `${text.title} — ${siteName}`,
      description: text.description,
      canonical: urlOf(locale, path),
      alternates: match.route.isPublic ? { ru: urlOf('ru', path), en: urlOf('en', path) } : null,
      ogType: 'website',
      noindex: !match.route.isPublic,
    };
    if (match.route.name === 'news-slug') {
      const news = options.newsMeta ? await options.newsMeta(match.params.slug ?? '', locale) : null;
      if (!news) return { meta: { ...meta, alternates: null, noindex: true }, found: false };
      return {
        meta: { ...meta, title: `${news.title} — ${siteName}`, description: news.summary, ogType: 'article' },
        found: true,
      };
    }
    return { meta, found: true };
  }

  /** The page's HTML and its content security policy, with the live-chat widget configured now. */
  const pageOf = async (locale: TLocale): Promise<{ html: string; csp: string; runtime: TRuntimeConfig }> => {
    if (!options.chat && !options.demo)
      return { html: pages[locale], csp: runtimeCsp, runtime: options.runtime };
    const chat = options.chat ? await options.chat() : options.runtime.chat;
    const demo = options.demo ? await options.demo() : options.runtime.demo;
    const runtime = { ...options.runtime, chat, demo };
    return { html: renderIndexHtml(template, runtime, locale), csp: pageCsp(chat), runtime };
  };

  const renderPage = options.ssrEntry
    ? await loadPageRenderer(app, { webDist: options.webDist, ssrEntry: options.ssrEntry })
    : null;

  /**
   * Pages that need no sign-in are rendered on the server (the unknown path's 404 page too); the
   * account pages, sign-in and the back office are rendered in the browser.
   */
  const rendersOnServer = (pathname: string) => {
    if (!renderPage || isAdminPath(pathname)) return false;
    const match = matchRoute(pathname);
    return !match?.route.guard;
  };

  const documentOf = documentCache();

  const sendPage: TSpaHandler = async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const { locale } = splitLocalePath(pathname);
    if (pathname === '/') {
      // The root's language: the visitor's choice (cookie), else the browser's languages; the
      // English visitor is sent to `/en` before anything is rendered (docs/architecture.md#languages).
      void reply.header('vary', 'accept-language, cookie');
      const chosen = cookieLocale(request.headers.cookie);
      const wanted = chosen ?? pickBrowserLocale(acceptedLanguages(request.headers['accept-language']));
      if (wanted === 'en') {
        const search = request.url.slice(pathname.length);
        return reply.code(302).header('cache-control', 'no-cache').redirect(`/en${search}`);
      }
    }
    if (isAdminPath(pathname)) void reply.header('x-robots-tag', 'noindex, nofollow');
    const { meta, found } = await metaOf(pathname, locale);
    const page = await pageOf(locale);
    const html = renderHead(page.html, meta, locale, siteName);
    let document: TEncodedBody | null = null;
    if (renderPage && rendersOnServer(pathname)) {
      try {
        const rendered = await renderPage(request, request.url, page.runtime);
        if (rendered) document = documentOf(html, rendered);
      } catch (error) {
        // The page still works: the browser renders it, as before.
        request.log.error({ err: error }, 'server-side rendering failed');
      }
    }
    for (const [name, value] of documents) void reply.header(name, value);
    void reply
      .code(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', LOCALE_TAGS[locale])
      .header('content-security-policy', page.csp);
    return document
      ? sendEncoded(request, reply, document)
      : reply.send(await encodePayload(request, reply, html));
  };
  // A directory is not a file to send: the home page goes through the SPA handler too (which
  // compresses the page itself, as it does for the not-found handler that has no route hooks).
  app.get('/', { config: PRECOMPRESSED, schema: { hide: true } }, sendPage);
  return sendPage;
}
