import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers.js';

/** The hooks Fastify runs for every request of the root instance (its internal table, read-only). */
const REQUEST_HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
  'onTimeout',
  'onRequestAbort',
] as const;
function rootRequestHooks(app: FastifyInstance): Record<string, number> {
  const key = Object.getOwnPropertySymbols(app).find((symbol) => symbol.description === 'fastify.hooks');
  const hooks = (key ? (app as unknown as Record<symbol, Record<string, unknown[]>>)[key] : undefined) ?? {};
  return Object.fromEntries(REQUEST_HOOKS.map((name) => [name, hooks[name]?.length ?? -1]));
}

describe('public routes share the root context (docs/decisions/050-public-routes-share-the-root-context.md)', () => {
  let t: TTestApp;
  const classOf = new Map<string, unknown>();
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      beforeReady: (app) =>
        app.addHook('onRequest', (request, _reply, done) => {
          classOf.set(request.url, request.constructor);
          done();
        }),
    });
  });
  afterAll(() => t.close());

  it("answers the public modules' requests with the root's request class, and the encapsulated ones' with their own", async () => {
    const asked = [
      ['GET', '/healthz'],
      ['GET', '/api/v1/calculator/'],
      ['GET', '/api/v1/calculator/tech/'],
      ['GET', '/api/v1/content/news/'],
      ['GET', '/export/rates.xml'],
      ['POST', '/api/v1/users/signup/'],
    ] as const;
    for (const [method, url] of asked)
      await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(classOf.size).toBe(asked.length);
    const shared = classOf.get('/healthz');
    for (const url of ['/api/v1/calculator/', '/api/v1/calculator/tech/', '/api/v1/content/news/'])
      expect(classOf.get(url), url).toBe(shared);
    // The monitors' export keeps its close hook to itself; the auth routes parse cookies.
    expect(classOf.get('/export/rates.xml')).not.toBe(shared);
    expect(classOf.get('/api/v1/users/signup/')).not.toBe(shared);
  });
});

describe('the root instance', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('runs only its own two request hooks: a shared route plugin added none', () => {
    expect(rootRequestHooks(t.app)).toEqual({
      onRequest: 1, // http/request-start.ts
      preParsing: 0,
      preValidation: 0,
      preHandler: 0,
      preSerialization: 0,
      onSend: 0,
      onResponse: 1, // http/request-log.ts
      onError: 0,
      onTimeout: 0,
      onRequestAbort: 0,
    });
  });
});
