/**
 * The order of checks (docs/architecture.md#request-flow): every protected call authenticates and
 * authorizes before it reads the body. Every operator-API route the app registers is walked as a
 * guest, with a forged token, as a plain user and as an operator, with garbage in the path, the
 * query and the body (malformed JSON and JSON of the wrong shape): 401 / 403 each time, never 400,
 * never 5xx. The same for every merchant-API route without a valid key, every route of a signed-in
 * user without a token, and the session routes on a cross-site POST.
 */
import type { TErrorBody } from '@exchanger/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, createMember, describeEachDb, type TTestApp } from './helpers.js';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface TRoute {
  method: TMethod;
  /** The OpenAPI template: `/admin/api/claims/{id}/`. */
  path: string;
  adminOnly: boolean;
  security: Record<string, string[]>[] | undefined;
}

/** Garbage in the path: fills every `{param}`. Plain characters, so the router still matches the route. */
const GARBAGE_PARAM = 'not-an-id-§';
const GARBAGE_QUERY = '?page=-7&size=abc&status=%F0%9F%92%A5&q=';
/** Bodies that would each be a 400 if read: not JSON at all, and JSON of no route's shape. */
const GARBAGE_BODIES = ['{"reason": ', JSON.stringify({ decision: 42, reason: [], reserve: 'lots', x: {} })];

/** The operations of the OpenAPI document, with what `requireStaff` enforces on them. */
async function routesOf(t: TTestApp): Promise<TRoute[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<
      string,
      Record<string, { 'x-admin-only'?: boolean; security?: Record<string, string[]>[] }>
    >;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as TMethod,
      path,
      adminOnly: op['x-admin-only'] === true,
      security: op.security,
    })),
  );
}

/**
 * Every route of the app as `METHOD /template/`, read from the router's own tree (hidden routes
 * too): each line is a node, indented under its parent, whose path continues the parent's.
 */
function registeredRoutes(t: TTestApp): Set<string> {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.search(/[└├]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const match = /^(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4));
    if (!match?.[1]) continue;
    stack.length = depth;
    stack.push(match[1]);
    const path = `${stack.join('')}/`.replace(/:(\w+)/g, '{$1}');
    for (const method of match[2]?.split(', ') ?? []) if (method !== 'HEAD') found.add(`${method} ${path}`);
  }
  return found;
}

const urlOf = (route: TRoute, prefix = '') =>
  `${prefix}${route.path.replace(/\{\w+\}/g, encodeURIComponent(GARBAGE_PARAM))}${GARBAGE_QUERY}`;

describeEachDb('order of checks', (kind) => {
  let t: TTestApp;
  let routes: TRoute[];
  let ip = 0;
  const who: Record<'user' | 'operator' | 'admin', string> = { user: '', operator: '', admin: '' };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    who.user = (await createMember(t, 'order-user@example.com', 'user')).access;
    who.operator = (await createMember(t, 'order-operator@example.com', 'operator')).access;
    who.admin = (await createMember(t, 'order-admin@example.com', 'admin')).access;
    routes = await routesOf(t);
  });
  afterAll(() => t.close());

  /** One call with a garbage body (or none for GET), from its own client address. */
  const send = (route: TRoute, url: string, body: string | null, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method,
      url,
      remoteAddress: `10.77.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`,
      headers: { ...(body === null ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === null ? {} : { payload: body }),
    });
  const bodiesOf = (route: TRoute) => (route.method === 'GET' ? [null] : GARBAGE_BODIES);

  /** Sends every garbage variant of `route` (plain path and `/en`); checks each answer. */
  async function walk(
    route: TRoute,
    headers: Record<string, string>,
    check: (res: { statusCode: number; json: () => TErrorBody }, what: string) => void,
  ) {
    for (const prefix of ['', '/en'])
      for (const body of bodiesOf(route)) {
        const res = await send(route, urlOf(route, prefix), body, headers);
        check(res, `${route.method} ${prefix}${route.path} with ${body ?? 'no body'}: ${res.statusCode}`);
      }
  }

  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
  const admin = () => routes.filter((r) => r.path.startsWith('/admin/api/'));

  it('finds every operator-API route the app registers in the document it walks', () => {
    const documented = new Set(admin().map((r) => `${r.method} ${r.path}`));
    const registered = [...registeredRoutes(t)].filter((r) => r.split(' ')[1]?.startsWith('/admin/api/'));
    expect(registered.length).toBeGreaterThan(30);
    expect(new Set(registered)).toEqual(documented);
  });

  it('marks the money settings, shops, withdrawals and site settings administrators-only, and no desk of the claims', () => {
    const adminOnly = new Set(
      admin()
        .filter((r) => r.adminOnly)
        .map((r) => `${r.method} ${r.path}`),
    );
    for (const route of [
      'GET /admin/api/catalogue/currencies/',
      'POST /admin/api/catalogue/currencies/',
      'GET /admin/api/catalogue/currencies/{id}/',
      'PATCH /admin/api/catalogue/currencies/{id}/',
      'POST /admin/api/catalogue/currencies/{id}/reserve/',
      'GET /admin/api/catalogue/currencies/{id}/reserve/',
      'POST /admin/api/catalogue/logos/',
      'GET /admin/api/catalogue/cities/',
      'GET /admin/api/catalogue/directions/',
      'POST /admin/api/catalogue/directions/',
      'PATCH /admin/api/catalogue/directions/{id}/',
      'GET /admin/api/catalogue/feeds/',
      'GET /admin/api/withdrawals/',
      'POST /admin/api/withdrawals/{id}/decision/',
      'GET /admin/api/shops/',
      'POST /admin/api/shops/{id}/decision/',
      'GET /admin/api/shop-withdrawals/',
      'POST /admin/api/shop-withdrawals/{id}/decision/',
      'PUT /admin/api/settings/contest/',
      'PUT /admin/api/settings/chat/',
      'DELETE /admin/api/settings/chat/',
      'PUT /admin/api/settings/contacts/',
      'DELETE /admin/api/settings/contacts/',
      'PUT /admin/api/settings/about/',
      'DELETE /admin/api/settings/about/',
      'GET /admin/api/audit/',
      'GET /admin/api/audit/chain/',
    ])
      expect(adminOnly, route).toContain(route);
    for (const route of [
      'GET /admin/api/claims/',
      'GET /admin/api/claims/{id}/',
      'POST /admin/api/claims/{id}/actions/',
      'GET /admin/api/claims/{id}/documents/{documentId}/',
      'GET /admin/api/messages/',
      'POST /admin/api/messages/{id}/actions/',
      'GET /admin/api/users/',
      'PATCH /admin/api/users/{id}/',
    ])
      expect(adminOnly, route).not.toContain(route);
  });

  it('answers a guest 401 and a forged token 401 on every operator call, whatever the body', async () => {
    for (const route of admin()) {
      await walk(route, {}, (res, what) => {
        expect(res.statusCode, what).toBe(401);
        expect(res.json().code, what).toBe('not_authenticated');
      });
      await walk(route, bearer(`${who.operator}x`), (res, what) => {
        expect(res.statusCode, what).toBe(401);
        expect(res.json().code, what).toBe('token_not_valid');
      });
    }
  });

  it('answers a plain user 403 on every operator call, whatever the body', async () => {
    for (const route of admin())
      await walk(route, bearer(who.user), (res, what) => {
        expect(res.statusCode, what).toBe(403);
        expect(res.json().code, what).toBe('permission_denied');
      });
  });

  it('answers an operator 403 admin_only on every administrators-only call, whatever the body, in both languages', async () => {
    for (const route of admin().filter((r) => r.adminOnly)) {
      for (const [prefix, detail] of [
        ['', 'Это может сделать только администратор.'],
        ['/en', 'Only an administrator can do this.'],
      ] as const)
        for (const body of bodiesOf(route)) {
          const res = await send(route, urlOf(route, prefix), body, bearer(who.operator));
          const what = `${route.method} ${prefix}${route.path}: ${res.statusCode}`;
          expect(res.statusCode, what).toBe(403);
          expect(res.json<TErrorBody>(), what).toMatchObject({ code: 'permission_denied', detail });
        }
    }
  });

  it('lets staff past the guards to the contract: never 401/403, never 5xx', async () => {
    for (const route of admin())
      for (const [role, access] of [
        ['operator', who.operator],
        ['admin', who.admin],
      ] as const) {
        if (route.adminOnly && role === 'operator') continue;
        await walk(route, bearer(access), (res, what) => {
          expect(res.statusCode, `${role}: ${what}`).toBeLessThan(500);
          expect([401, 403], `${role}: ${what}`).not.toContain(res.statusCode);
        });
      }
  });

  it('answers 401 to every merchant-API call without a valid key, whatever the body', async () => {
    const merchant = routes.filter((r) => r.path.startsWith('/api/v1/merchant/'));
    expect(merchant.length).toBeGreaterThan(0);
    for (const route of merchant)
      for (const headers of [
        {},
        { 'x-api-key': 'mk_not-a-key' },
        { authorization: 'Bearer mk_nope' },
      ] as Record<string, string>[])
        await walk(route, headers, (res, what) => {
          expect(res.statusCode, what).toBe(401);
          expect(res.json().code, what).toBe('not_authenticated');
        });
  });

  it('answers a guest 401 on every call of a signed-in user, whatever the body', async () => {
    const signedIn = routes.filter(
      (r) =>
        !r.path.startsWith('/admin/api/') &&
        r.security?.length === 1 &&
        Object.keys(r.security[0] ?? {}).join() === 'bearer',
    );
    expect(signedIn.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/v1/users/me/', 'POST /api/v1/users/me/password/']),
    );
    for (const route of signedIn) {
      await walk(route, {}, (res, what) => {
        expect(res.statusCode, what).toBe(401);
        expect(res.json().code, what).toBe('not_authenticated');
      });
      await walk(route, bearer('garbage.token.here'), (res, what) => {
        expect(res.statusCode, what).toBe(401);
        expect(res.json().code, what).toBe('token_not_valid');
      });
    }
  });

  it('answers a bad token 401 before the body on the calls guests may make too', async () => {
    for (const route of routes.filter((r) => ['/api/v1/claim/', '/api/v1/contacts/'].includes(r.path)))
      if (route.method === 'POST')
        await walk(route, bearer('garbage.token.here'), (res, what) => {
          expect(res.statusCode, what).toBe(401);
          expect(res.json().code, what).toBe('token_not_valid');
        });
  });

  it('answers a cross-site POST to the session routes 403 before the body', async () => {
    const session = routes.filter((r) => r.path.startsWith('/front-api/auth/') && r.method === 'POST');
    expect(session.map((r) => r.path).sort()).toEqual([
      '/front-api/auth/login/',
      '/front-api/auth/logout/',
      '/front-api/auth/refresh/',
    ]);
    for (const route of session)
      for (const headers of [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
      ] as Record<string, string>[])
        await walk(route, headers, (res, what) => {
          expect(res.statusCode, what).toBe(403);
          expect(res.json().code, what).toBe('permission_denied');
        });
  });
});
