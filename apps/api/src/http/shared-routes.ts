/**
 * A route plugin registered into the instance that registers it rather than into a child of its
 * own (docs/decisions/050-public-routes-share-the-root-context.md).
 *
 * Fastify gives every encapsulated plugin its own request and reply classes. The hooks and
 * Fastify's own code that every request passes through then see one class per module that has
 * answered, and past four their property reads turn megamorphic for the life of the process. The
 * public modules' routes add nothing of their own (no hooks, decorators, parsers or error
 * handlers), so they lose nothing by sharing the root's classes; a plugin that adds any of those
 * (the auth cookie, the staff guards, the merchant API's signature) stays encapsulated. The test
 * `shared-routes.test.ts` fails if a shared plugin adds a request hook, which would otherwise apply
 * to every route.
 */
import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import fastifyPlugin from 'fastify-plugin';

export function sharedRoutes<TOptions extends FastifyPluginOptions, TProvider extends FastifyTypeProvider>(
  plugin: FastifyPluginAsync<TOptions, RawServerDefault, TProvider>,
): FastifyPluginAsync<TOptions, RawServerDefault, TProvider> {
  // A function of its own: fastify-plugin marks the function it is given, and the module's own
  // export stays as it was (registered directly, it is encapsulated as before).
  const shared: FastifyPluginAsync<TOptions, RawServerDefault, TProvider> = (app, options) =>
    plugin(app, options);
  return fastifyPlugin(shared, { name: `${plugin.name || 'routes'} (shared)` });
}
