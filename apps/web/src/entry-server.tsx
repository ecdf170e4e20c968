/**
 * The server-side renderer of the public pages (docs/decisions/034-server-rendering.md). The API
 * server imports this module's build (`dist-ssr/entry-server.js`) and calls `render` for a page
 * of the route table that needs no sign-in; the browser then hydrates the same markup with the
 * same components (src/main.tsx).
 *
 * How a page's data is found: the page is rendered, the queries its components asked for and
 * that are still pending are fetched (through the API itself, in-process, for the request being
 * rendered), and the page is rendered again, until no new query appears. The default direction's
 * quote is thus computed by the very calls the browser would make (the calculator's snapshot and
 * the core maths), and the browser receives their answers embedded in the page: it makes no
 * request before the form works.
 */
import { splitLocalePath, type TRuntimeConfig } from '@exchanger/core';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToString, renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createAppRoutes } from '@/app/router';
import { pageSourceOf } from '@/app/route-modules';
import { setRuntimeConfigSource } from '@/config';
import { createSessionStore } from '@/features/auth';
import { setApiTransport } from '@/lib/api-client';
import { dictionarySource } from '@/lib/i18n';
import type { TSsrState } from '@/lib/ssr-state';

export type { TSsrState } from '@/lib/ssr-state';

/** What one render needs from the server. */
export interface TRenderRequest {
  /** The page's path and query, e.g. `/en?cur_from=1&cur_to=9`. */
  url: string;
  /** The configuration embedded in this page (the browser reads the same). */
  runtime: TRuntimeConfig;
  /** Answers the app's API calls for this request (GET only), inside the server. */
  api: (url: string, init: { headers: Record<string, string> }) => Promise<Response>;
}

export interface TRenderedPage {
  status: number;
  /** The markup inside `#root`. */
  html: string;
  /** For `<script id="ssr-state" type="application/json">`. */
  state: TSsrState;
  /** The source files of the page modules rendered (for their CSS and preloads in the build's manifest). */
  modules: string[];
}

interface TRequestScope {
  runtime: TRuntimeConfig;
  api: TRenderRequest['api'];
}

/**
 * The render running now. Renders take turns (see `render`), so a module variable is the request's
 * scope: an `AsyncLocalStorage` would do the same for renders running at once, but on Node 20 its
 * first `run` turns on async hooks for the whole process, for good, and every request after the
 * first rendered page paid for them (a cached quote measured about 40 % more CPU;
 * docs/decisions/034-server-rendering.md).
 */
let current: TRequestScope | null = null;
/** The end of the last render asked for: the next one starts after it. */
let turns: Promise<unknown> = Promise.resolve();

function currentScope(): TRequestScope {
  if (!current) throw new Error('entry-server: read outside a render');
  return current;
}

setRuntimeConfigSource(() => currentScope().runtime);
/**
 * The public reads a page may make while it is rendered: the calculator and the published
 * content. A claim, an invoice or anything of an account is read by the browser only (its page
 * is rendered in its loading state), so nobody's data is ever written into a page by the server.
 */
const SERVER_READS =
  /^(?:\/en)?\/api\/v1\/(?:calculator|cash|contacts|content|contest|shops|users\/refferal\/terms)\//;

/** Asked of a call the server leaves to the browser: its query stays pending (see `render`). */
const NOT_ON_SERVER = 'not on the server';

setApiTransport((input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  // A page never changes anything while it is rendered.
  if ((init?.method ?? 'GET') !== 'GET' || !SERVER_READS.test(url)) {
    return Promise.reject(new Error(NOT_ON_SERVER));
  }
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return currentScope().api(url, { headers });
});

/** Nobody is signed in on the server: the browser's session check takes over after hydration. */
const guest = createSessionStore({
  hasSessionCookie: () => false,
  fetchProfile: () => Promise.resolve(null),
});
void guest.init();

const routes = createAppRoutes({ session: guest });
const handler = createStaticHandler(routes);

/** Enough for the deepest chain of queries (the calculator: entries → from → to → pair). */
const MAX_PASSES = 6;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Renders, fetches what the render asked for, and again, until nothing new is asked. */
async function settleQueries(client: QueryClient, renderOnce: () => void): Promise<void> {
  const tried = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    renderOnce();
    const pending = client
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' &&
          query.state.fetchStatus === 'idle' &&
          !tried.has(query.queryHash) &&
          isEnabled(query),
      );
    if (pending.length === 0) return;
    for (const query of pending) tried.add(query.queryHash);
    // A failed call is not tried again here: its query is left to the browser (see `render`).
    await Promise.allSettled(pending.map((query) => query.fetch()));
  }
}

/** React Router's own serialisation of route errors (what `createBrowserRouter` reads back). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [id, { message: error.message, __type: 'Error' }];
      return [id, error];
    }),
  );
}

/**
 * Renders a public page; null when the page cannot be rendered here (a redirect), in which case
 * the server sends the plain shell and the browser renders it.
 */
export function render(request: TRenderRequest): Promise<TRenderedPage | null> {
  const turn = turns.then(() => withDeadline(renderInTurn(request)));
  turns = turn.catch(() => undefined);
  return turn;
}

/**
 * How long a render may hold the turn: one whose API call never answers (a database that stopped
 * answering) gives it up, its page goes out as the shell (`http/spa.ts`), and the next starts. If
 * the late render's calls go on, they are made with the next render's request (its address
 * counted by the rate limits); their answers go to the late render's own cache, thrown away.
 */
const RENDER_DEADLINE_MS = 5_000;

function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`render took over ${RENDER_DEADLINE_MS} ms`)),
      RENDER_DEADLINE_MS,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** One render, alone: its API calls and configuration reads find its request in `current`. */
async function renderInTurn(request: TRenderRequest): Promise<TRenderedPage | null> {
  const scope = { runtime: request.runtime, api: request.api };
  current = scope;
  try {
    const url = new URL(request.url, 'http://ssr.invalid');
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const client = createQueryClient({ server: true });
    // Rendered by Preact, the browser's runtime (docs/decisions/038-preact-runtime.md): the build
    // resolves `react` to `preact/compat`, so this element is a Preact VNode.
    const app = (
      <StrictMode>
        <AppProviders queryClient={client} session={guest}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    ) as unknown as VNode;
    await settleQueries(client, () => {
      renderToString(app);
    });
    // A query that failed here (or was left to the browser) is drawn as still loading, as the
    // browser's first render draws it (only answers are embedded), then loaded by the browser.
    client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
    const html = await renderToStringAsync(app);
    const { locale } = splitLocalePath(url.pathname);
    const modules = [
      // The page's language table: the browser reads it before it hydrates.
      dictionarySource(locale),
      ...context.matches.flatMap((match) => {
        const route = (match.route.handle as { route?: Parameters<typeof pageSourceOf>[0] } | undefined)
          ?.route;
        return route ? [pageSourceOf(route)] : [];
      }),
    ];
    return {
      status: context.statusCode,
      html,
      state: {
        router: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: serializeErrors(context.errors),
        },
        queries: dehydrate(client),
      },
      modules,
    };
  } finally {
    // A render that gave up its turn must not clear the next one's scope.
    if (current === scope) current = null;
  }
}
