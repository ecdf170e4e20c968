/**
 * Server-side rendering of the public pages (docs/decisions/034-server-rendering.md): loads the
 * web app's renderer (`apps/web/dist-ssr/entry-server.js`, built by `npm run build`) and the
 * browser build's manifest, renders a page for a request, and says which CSS and modules the
 * rendered page needs, so that it paints before any script has run.
 *
 * The renderer's API calls are answered by this server's own routes, as they answer the browser,
 * without the visitor's cookies: the server renders what any guest sees. Once the server listens
 * they go to it over loopback HTTP, as any visitor's requests do; before that (tests, which never
 * listen) through `app.inject` (docs/decisions/051-the-renderers-reads-over-loopback.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TRuntimeConfig } from '@exchanger/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What `apps/web/src/entry-server.tsx` exports (checked when it is loaded). */
interface TRendererModule {
  render: (request: {
    url: string;
    runtime: TRuntimeConfig;
    api: (url: string, init: { headers: Record<string, string> }) => Promise<Response>;
  }) => Promise<{ status: number; html: string; state: unknown; modules: string[] } | null>;
}

interface TManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface TRenderedPage {
  status: number;
  /** The markup inside `#root`. */
  html: string;
  /** The hydration state, as JSON safe inside a `<script>` element. */
  stateJson: string;
  /** `<link rel="stylesheet">` elements for the page module's CSS (beyond the entry's own). */
  styleLinks: string;
  /** `<link rel="modulepreload">` elements for the page module's chunks (beyond the entry's own). */
  moduleLinks: string;
}

export type TPageRenderer = (
  request: FastifyRequest,
  url: string,
  runtime: TRuntimeConfig,
) => Promise<TRenderedPage | null>;

/** JSON safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The CSS and chunks a page module needs beyond what index.html already links (the entry's):
 * from the browser build's manifest, following static imports.
 */
export function pageAssets(
  manifest: Record<string, TManifestChunk>,
  sources: readonly string[],
): { css: string[]; modules: string[] } {
  const entryKeys = new Set<string>();
  const visitEntry = (key: string) => {
    if (entryKeys.has(key)) return;
    entryKeys.add(key);
    for (const child of manifest[key]?.imports ?? []) visitEntry(child);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visitEntry(key);

  const css: string[] = [];
  const modules: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || entryKeys.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    modules.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const source of sources) visit(source);
  return { css, modules };
}

function linkTags(assets: { css: string[]; modules: string[] }): { styleLinks: string; moduleLinks: string } {
  return {
    styleLinks: assets.css
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('\n    '),
    moduleLinks: assets.modules
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    '),
  };
}

/**
 * This server's own address for the renderer's reads, once it listens on TCP; null before (or on
 * a Unix socket), when they go through `app.inject` instead. Over loopback they are requests like
 * any visitor's, so the objects `inject` makes (light-my-request's request and response) never
 * reach the code every request runs through: with them there, V8 compiled that code for more
 * object shapes, and every later request paid for it (docs/decisions/051-the-renderers-reads-over-loopback.md).
 * None of the reads a page may make depends on the client's address, so they may come from the
 * server's own.
 */
function loopbackOrigin(app: FastifyInstance): string | null {
  if (!app.server.listening) return null;
  const address = app.server.address();
  if (address === null || typeof address === 'string') return null;
  const { family, address: host, port } = address;
  if (family === 'IPv6') return `http://[${host === '::' ? '::1' : host}]:${port}`;
  return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
}

/** How long a rendered page is sent again to the next visitors (see `loadPageRenderer`). */
const RENDER_REUSE_MS = 1000;
const MAX_KEPT_RENDERS = 500;
const MAX_CONCURRENT_RENDERS = 4;

function isRenderer(value: unknown): value is TRendererModule {
  return typeof (value as { render?: unknown } | null)?.render === 'function';
}

/**
 * The page renderer, or null (the SPA shell is served as before) when the renderer or the
 * manifest is not built.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  { webDist, ssrEntry }: { webDist: string; ssrEntry: string },
): Promise<TPageRenderer | null> {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(ssrEntry) || !existsSync(manifestFile)) {
    app.log.warn({ ssrEntry }, 'the server-side renderer is not built: pages are rendered in the browser');
    return null;
  }
  const module: unknown = await import(pathToFileURL(ssrEntry).href);
  if (!isRenderer(module)) throw new Error(`${ssrEntry} does not export render()`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, TManifestChunk>;
  const linksOf = new Map<string, { styleLinks: string; moduleLinks: string }>();
  const recent = new Map<string, { at: number; page: Promise<TRenderedPage | null> }>();
  let rendering = 0;

  const renderNow = async (
    request: FastifyRequest,
    url: string,
    runtime: TRuntimeConfig,
  ): Promise<TRenderedPage | null> => {
    const origin = loopbackOrigin(app);
    const page = await module.render({
      url,
      runtime,
      api: async (apiUrl, { headers }) => {
        if (origin !== null)
          return fetch(`${origin}${apiUrl}`, {
            headers: {
              ...headers,
              'user-agent': request.headers['user-agent'] ?? '',
              // One id in the log for the page and the reads it made; nothing to decompress.
              'x-request-id': request.id,
              'accept-encoding': 'identity',
            },
          });
        const answer = await app.inject({
          method: 'GET',
          url: apiUrl,
          headers: { ...headers, 'user-agent': request.headers['user-agent'] ?? '' },
          remoteAddress: request.ip,
        });
        const empty = answer.statusCode === 204 || answer.statusCode === 304;
        return new Response(empty ? null : answer.rawPayload, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
        });
      },
    });
    if (!page) return null;
    const key = page.modules.join(' ');
    let links = linksOf.get(key);
    if (links === undefined) {
      links = linkTags(pageAssets(manifest, page.modules));
      linksOf.set(key, links);
    }
    return { status: page.status, html: page.html, stateJson: scriptJson(page.state), ...links };
  };

  /**
   * Every visitor gets the guest's page, so a page rendered in the last second is sent again (the
   * quote in it is as fresh as the calculator's own cache), and visitors asking at the same moment
   * share one render. At most a few renders are asked for at once (the renderer runs them one at
   * a time, each within a deadline): beyond that the page goes out as the plain shell, rendered by
   * the browser, rather than queueing behind the others.
   */
  return (request, url, runtime) => {
    const key = `${url}\n${JSON.stringify(runtime)}`;
    const now = Date.now();
    const kept = recent.get(key);
    if (kept && now - kept.at < RENDER_REUSE_MS) return kept.page;
    if (rendering >= MAX_CONCURRENT_RENDERS) return Promise.resolve(null);
    rendering += 1;
    const page = renderNow(request, url, runtime).finally(() => {
      rendering -= 1;
    });
    // A failed render is not kept: the next request tries again.
    page.catch(() => recent.delete(key));
    if (recent.size >= MAX_KEPT_RENDERS) {
      for (const [oldKey, entry] of recent) if (now - entry.at >= RENDER_REUSE_MS) recent.delete(oldKey);
      if (recent.size >= MAX_KEPT_RENDERS) recent.clear();
    }
    recent.set(key, { at: now, page });
    return page;
  };
}
