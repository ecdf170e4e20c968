/**
 * What every request needs before routing's hooks run, in a single `onRequest` hook on the root
 * instance: its language (docs/architecture.md#languages), its id echoed back, and the default security headers.
 * One hook rather than one per concern, added directly rather than from an awaited plugin: each
 * measured a few per cent of a cached quote's throughput (docs/benchmarks.md).
 */
import type { FastifyInstance } from 'fastify';
import { localeOf } from './locale.js';
import { setDefaultSecurityHeaders } from './security.js';

export function registerRequestStart(app: FastifyInstance): void {
  app.decorateRequest('locale', 'ru');
  app.addHook('onRequest', (request, reply, done) => {
    request.locale = localeOf(request);
    void reply.header('x-request-id', request.id);
    setDefaultSecurityHeaders(request, reply);
    done();
  });
}
