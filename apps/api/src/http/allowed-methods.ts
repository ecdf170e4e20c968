/**
 * Which methods a path answers to, for the not-found handler: a request to an API path that exists
 * with another method gets 405 `method_not_allowed` and an `Allow` header (RFC 9110 §15.5.6), not a
 * 404 that says the path does not exist (docs/api.md, "Conventions").
 *
 * Fastify's router only finds routes for the request's own method, so every route declared from
 * here on is also put into a router of its own (the same library and options as Fastify's), asked
 * only when a request found no route: the matched requests pay nothing. Catch-all routes are left
 * out, and a route found for the request's own method that sent it to the not-found handler (an
 * unknown id) is still a 404: see the not-found handler in `app.ts`.
 */
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

export interface TAllowedMethods {
  /** The methods `path` (the request's URL, the locale prefix taken off) answers to, sorted; none: unknown. */
  of(path: string): string[];
}

export function registerAllowedMethods(
  app: FastifyInstance,
  routerOptions: { ignoreTrailingSlash: boolean; maxParamLength: number },
): TAllowedMethods {
  const router = FindMyWay(routerOptions);
  const methods = new Set<FindMyWay.HTTPMethod>();
  const noop = () => undefined;
  app.addHook('onRoute', (route) => {
    // A catch-all (the static files', `/*`) answers 404 itself for what it does not hold: it says
    // nothing about which methods a path takes.
    if (route.url.includes('*')) return;
    for (const name of [route.method].flat()) {
      const method = name.toUpperCase() as FindMyWay.HTTPMethod;
      methods.add(method);
      router.on(method, route.url, noop);
    }
  });
  return {
    // The router reads the path up to its query, as Fastify's does.
    of(path) {
      return [...methods].filter((method) => router.find(method, path) !== null).sort();
    },
  };
}
