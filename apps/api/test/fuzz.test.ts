/**
 * Bad input (issue 8): a generator-driven fuzz of every operation of the OpenAPI document, as a
 * guest, with a forged credential and with the right one. Each request is fitting, broken in one
 * part, or garbage (wrong types, huge and negative numbers, unicode, long strings, missing and
 * extra fields, wrong content types, malformed JSON). No answer may be a 5xx, every error must
 * have the error body, and a refused request (4xx) must store nothing: a trigger on every table
 * notes each written row, so a write is seen even when its values are unchanged. Reproduce with
 * `FUZZ_SEED=<seed printed below>`; figures are in docs/reliability.md.
 */
import { appendFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ZErrorBody } from '@exchanger/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoContent } from '../src/modules/content/content.seed.js';
import { ids, seedCatalogue } from './catalogue-fixture.js';
import {
  garbage,
  garbageString,
  jsonOf,
  mutated,
  poisoned,
  rawBody,
  valueOf,
  type THints,
  type TJsonSchema,
  type TRawBody,
} from './fuzz-arbitraries.js';
import { buildTestApp, describeEachDb, type TDbKind, type TTestApp } from './helpers.js';
import { createMember, MEMBER_PASSWORD, type TMember } from './members.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_808);
/** Requests per database run, spread evenly over the operations. */
const REQUESTS: Record<TDbKind, number> = {
  pglite: Number(process.env.FUZZ_REQUESTS ?? 10_200),
  postgres: Number(process.env.FUZZ_REQUESTS ?? 10_200),
};
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/**
 * What a refused request may write, and why (see docs/reliability.md): the fixed-window counters
 * of the rate limits count refused attempts too, or guessing would be free; and a merchant key's
 * "last used" time (updated at most once a minute) notes a use of the key whatever the answer.
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['rate_limits', 'update shop_api_keys']);

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface TParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: TJsonSchema;
}

interface TOperation {
  method: TMethod;
  path: string;
  parameters?: TParameter[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
  security?: Record<string, string[]>[];
}

interface TOpenApi {
  paths: Record<string, Record<string, Omit<TOperation, 'method' | 'path'>>>;
  components: { schemas: Record<string, TJsonSchema> };
}

type TBody = { kind: 'none' } | { kind: 'json'; value: unknown } | ({ kind: 'raw' } & TRawBody);

interface TFuzzRequest {
  as: 'guest' | 'member' | 'forged';
  en: boolean;
  params: Record<string, string>;
  query: string;
  body: TBody;
}

/** Failures of one kind on one operation: how many, and the first as an example. */
interface TFailure {
  count: number;
  status: number;
  request: string;
  answer: string;
}

/** URL-encodes anything, lone surrogates included (as U+FFFD). */
const encode = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : jsonOf(value);
/** The figures and failures of a run, on the console (as scale-out.test.ts prints its timings). */
const print = (line: string) => process.stdout.write(`${line}\n`);
const excerpt = (text: string, length = 400) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

const cookieOf = (cookies: { name: string; value: string }[], name: string) =>
  cookies.find((c) => c.name === name)?.value ?? '';

/** Path segments that are no value at all: malformed escapes, dots, a slash. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%00', '%2F', '..', '.', '%2e%2e', '%C0%AF', '-'] as const;

describeEachDb('API fuzz', (kind) => {
  let t: TTestApp;
  let doc: TOpenApi;
  let admin: TMember;
  let seller: TMember;
  let apiKey = '';
  /** The seller's refresh cookie, for the cookie-guarded session calls; follows each rotation. */
  let refreshCookie = '';
  /** Known values in the database, by kind. */
  const known: Record<string, string[]> = {};
  let hints: THints = {};
  let ip = 0;
  let lastWrite = 0;
  let restoreSql: string[] = [];
  const causes = new Map<string, string>();

  const remoteAddress = () =>
    `10.${Math.floor(ip / 62_500) % 250}.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;
  const rows = async <T>(query: string): Promise<T[]> => {
    // Both drivers answer `{ rows }`.
    const result: unknown = await t.database.db.execute(sql.raw(query));
    return (result as { rows: T[] }).rows;
  };
  const column = async (query: string) => (await rows<{ v: unknown }>(query)).map((r) => String(r.v));

  /** Notes every row written to any table of the schema, in the transaction that writes it. */
  async function watchWrites(): Promise<void> {
    await t.database.db.execute(
      sql.raw('create table fuzz_writes (id bigserial primary key, tbl text not null, op text not null)'),
    );
    await t.database.db.execute(
      sql.raw(`create function fuzz_note_write() returns trigger language plpgsql as $$
        begin insert into fuzz_writes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
    );
    const tables = await column(
      `select table_name as v from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes'`,
    );
    for (const table of tables) {
      await t.database.db.execute(
        sql.raw(`create trigger fuzz_note_row after insert or update or delete on "${table}"
                 for each row execute function fuzz_note_write()`),
      );
      await t.database.db.execute(
        sql.raw(`create trigger fuzz_note_truncate after truncate on "${table}"
                 for each statement execute function fuzz_note_write()`),
      );
    }
  }

  /** The tables written since the last call (rolled-back writes leave no trace). */
  async function writesSince(): Promise<string[]> {
    const written = await rows<{ id: string | number; tbl: string; op: string }>(
      `select id, tbl, op from fuzz_writes where id > ${lastWrite} order by id`,
    );
    const last = written.at(-1);
    if (last) lastWrite = Number(last.id);
    return [...new Set(written.map((w) => `${w.op.toLowerCase()} ${w.tbl}`))];
  }

  async function restoreFixture(): Promise<void> {
    for (const statement of restoreSql) await t.database.db.execute(sql.raw(statement));
    await writesSince();
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      // The cause of a 5xx, for the report (the app logs nothing in tests).
      beforeReady: (app) =>
        app.addHook('onError', (request, _reply, error, done) => {
          causes.set(
            request.id,
            `${error.message} ${jsonOf((error.cause as { issues?: unknown } | undefined)?.issues ?? '')}`,
          );
          done();
        }),
    });
    await seedCatalogue(t);
    await seedDemoContent(t.database.db);
    const id = ids(t);
    admin = await createMember(t, 'fuzz-admin@example.com', 'admin', remoteAddress);
    seller = await createMember(t, 'fuzz-seller@example.com', 'user', remoteAddress);
    const target = await createMember(t, 'fuzz-target@example.com', 'user', remoteAddress);
    const login = await t.app.inject({
      method: 'POST',
      url: '/front-api/auth/login/',
      payload: { email: 'fuzz-seller@example.com', password: MEMBER_PASSWORD },
      remoteAddress: remoteAddress(),
    });
    refreshCookie = cookieOf(login.cookies, 'refresh');
    const call = async (method: TMethod, url: string, payload: object, headers: Record<string, string>) => {
      const res = await t.app.inject({ method, url, payload, headers, remoteAddress: remoteAddress() });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json<{ id: number | string; key?: string }>();
    };
    const asSeller = { authorization: `Bearer ${seller.access}` };
    const shop = await call(
      'POST',
      '/api/v1/users/me/shop/',
      {
        name: 'Fuzz shop',
        siteUrl: 'https://fuzz.example',
        payoutCurrencyId: id.USDTTRC20,
        payoutRequisites: { wallet: TRON },
      },
      asSeller,
    );
    await call(
      'POST',
      `/admin/api/shops/${shop.id}/decision/`,
      { decision: 'approve' },
      {
        authorization: `Bearer ${admin.access}`,
      },
    );
    const key = await call('POST', '/api/v1/users/me/shop/keys/', { name: 'fuzz' }, asSeller);
    apiKey = key.key ?? '';
    await call(
      'POST',
      '/api/v1/merchant/invoices/',
      { amount: '25.50', orderId: 'F-1' },
      { 'x-api-key': apiKey },
    );
    await call(
      'POST',
      '/api/v1/claim/',
      {
        email: 'fuzz-seller@example.com',
        fromPs: id.BTC,
        toPs: id.SBERRUB,
        fromSumma: '0.01',
        toSumma: '50432.00',
        fromRequisites: {},
        toRequisites: { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' },
        agree: true,
      },
      asSeller,
    );
    await call(
      'POST',
      '/api/v1/contacts/',
      {
        name: 'Fuzz',
        email: 'fuzz-target@example.com',
        subject: 'Hello',
        message: 'A question about my claim',
      },
      {},
    );
    await rows(`insert into promocodes (code, percent) values ('FUZZ10', '1')`);
    // A referral deposit, and a withdrawal of part of it waiting for an operator.
    await rows(
      `insert into referral_ledger (user_id, kind, amount, status) values (${target.id}, 'deposit', '20', 'done')`,
    );
    await rows(
      `insert into referral_ledger (user_id, kind, amount, status, currency_id, requisites)
       values (${target.id}, 'withdrawal', '10', 'pending', ${id.USDTTRC20}, '{"wallet":"${TRON}"}')`,
    );
    // A sale that reached the balance, and a payout of part of it waiting for an operator.
    await rows(
      `insert into shop_ledger (shop_id, kind, amount, fee, status, currency_id) values
       (${shop.id}, 'sale', '10', '0.15', 'done', ${id.USDTTRC20})`,
    );
    await rows(
      `insert into shop_ledger (shop_id, kind, amount, status, currency_id, requisites)
       values (${shop.id}, 'withdrawal', '1', 'pending', ${id.USDTTRC20}, '{"wallet":"${TRON}"}')`,
    );

    const queries: Record<string, string> = {
      claim: 'select id as v from claims',
      currency: 'select id as v from currencies',
      direction: 'select id as v from directions',
      city: 'select id as v from cities',
      content: 'select id as v from content_items',
      slug: 'select distinct slug as v from content_items where slug is not null',
      message: 'select id as v from contact_messages',
      user: 'select id as v from users',
      withdrawal: `select id as v from referral_ledger where kind = 'withdrawal'`,
      shop: 'select id as v from shops',
      shopWithdrawal: `select id as v from shop_ledger where kind = 'withdrawal'`,
      key: 'select id as v from shop_api_keys',
      invoice: 'select id as v from invoices',
      promocode: 'select code as v from promocodes',
      email: 'select email as v from users',
    };
    for (const [name, query] of Object.entries(queries)) known[name] = await column(query);
    const numbers = (name: string) => (known[name] ?? []).map(Number);
    hints = {
      fromPs: numbers('currency'),
      toPs: numbers('currency'),
      fromId: numbers('currency'),
      toId: numbers('currency'),
      currencyId: numbers('currency'),
      payoutCurrencyId: numbers('currency'),
      fromCurrencyId: numbers('currency'),
      toCurrencyId: numbers('currency'),
      cur_from: numbers('currency'),
      cur_to: numbers('currency'),
      cityIds: [numbers('city')],
      city: numbers('city'),
      claimId: known.claim ?? [],
      invoice: known.invoice ?? [],
      promocode: known.promocode ?? [],
      email: known.email ?? [],
      password: [MEMBER_PASSWORD],
      oldPassword: [MEMBER_PASSWORD],
    };
    // A fitting request may block the admin, revoke the key or refuse the shop: put them back.
    restoreSql = [
      `update users set role = 'admin', blocked_at = null where id = ${admin.id}`,
      `update users set role = 'user', blocked_at = null where id = ${seller.id}`,
      `update shops set status = 'approved' where id = ${shop.id}`,
      `update shop_api_keys set revoked_at = null where id = ${key.id}`,
    ];

    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<TOpenApi>();
    await watchWrites();
    // The detector sees a write through the API, and a refusal leaves it nothing to see.
    await call(
      'POST',
      '/api/v1/contacts/',
      { name: 'Probe', email: 'fuzz-probe@example.com', subject: 'Probe', message: 'Is the trigger there?' },
      {},
    );
    expect(await writesSince()).toContain('insert contact_messages');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contacts/',
      payload: { name: 'Probe' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await writesSince()).toEqual([]);
  }, 120_000);
  afterAll(() => t.close());

  /** Which known values fit a path parameter: by its name, or for `{id}` by the resource before it. */
  function knownFor(route: string, param: string): string[] {
    const byName: Record<string, string> = {
      from: 'currency',
      to: 'currency',
      slug: 'slug',
      code: 'promocode',
    };
    const byResource: Record<string, string> = {
      claim: 'claim',
      claims: 'claim',
      users: 'user',
      withdrawals: 'withdrawal',
      'shop-withdrawals': 'shopWithdrawal',
      currencies: 'currency',
      directions: 'direction',
      content: 'content',
      messages: 'message',
      shops: 'shop',
      keys: 'key',
      invoices: 'invoice',
    };
    const resource = param === 'id' ? /\/([\w-]+)\/\{id\}/.exec(route)?.[1] : undefined;
    const name = resource ? byResource[resource] : byName[param];
    return name ? (known[name] ?? []) : [];
  }

  function requestOf(op: TOperation): fc.Arbitrary<TFuzzRequest> {
    const components = doc.components.schemas;
    const parameters = op.parameters ?? [];
    const pathParams = parameters.filter((p) => p.in === 'path');
    const queryParams = parameters.filter((p) => p.in === 'query');

    const paramModel: Record<string, fc.Arbitrary<string>> = {};
    for (const p of pathParams) {
      const valid = knownFor(op.path, p.name);
      const fitting = valueOf(p.schema, components, hints).map((v) => encode(asText(v)));
      paramModel[p.name] = fc.oneof(
        ...(valid.length ? [{ arbitrary: fc.constantFrom(...valid), weight: 4 }] : []),
        { arbitrary: fitting, weight: 2 },
        { arbitrary: garbage.map((v) => encode(asText(v))), weight: 2 },
        { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
      );
    }

    const queryValue = (p: TParameter) =>
      fc.oneof(
        { arbitrary: valueOf(p.schema, components, hints).map(asText), weight: 3 },
        { arbitrary: garbage.map(asText), weight: 2 },
        {
          arbitrary: fc
            .tuple(valueOf(p.schema, components, hints), fc.nat())
            .map(([v, pick]) => poisoned(asText(v), pick)),
          weight: 1,
        },
      );
    const pair = (name: string, value: string) => `${encode(name)}=${encode(value)}`;
    const query = fc
      .tuple(
        fc.tuple(
          ...queryParams.map((p) =>
            fc.oneof(
              { arbitrary: fc.constant<string[]>([]), weight: 1 },
              { arbitrary: queryValue(p).map((v) => [pair(p.name, v)]), weight: 3 },
              {
                arbitrary: fc
                  .array(queryValue(p), { minLength: 2, maxLength: 3 })
                  .map((vs) => vs.map((v) => pair(p.name, v))),
                weight: 1,
              },
            ),
          ),
        ),
        fc.option(
          fc.tuple(fc.string({ maxLength: 8 }), garbageString).map(([k, v]) => pair(k, v)),
          { freq: 4 },
        ),
        fc.option(
          fc.constantFrom(
            '%',
            '%zz=1',
            'a[b]=1',
            'a[]=1&a[]=2',
            '&&==&',
            '=',
            'a=%E0%A4%A',
            '__proto__[role]=admin',
          ),
          {
            freq: 8,
          },
        ),
      )
      .map(([parts, extra, raw]) =>
        [...parts.flat(), ...(extra ? [extra] : []), ...(raw ? [raw] : [])].join('&'),
      );

    const bodySchema = op.requestBody?.content['application/json']?.schema;
    const fittingBody = bodySchema ? valueOf(bodySchema, components, hints) : garbage;
    const takesBody = op.method !== 'GET';
    const body: fc.Arbitrary<TBody> = takesBody
      ? fc.oneof(
          {
            arbitrary: fittingBody.map((value): TBody => ({ kind: 'json', value })),
            weight: bodySchema ? 3 : 1,
          },
          {
            arbitrary: mutated(fittingBody).map((value): TBody => ({ kind: 'json', value })),
            weight: bodySchema ? 4 : 1,
          },
          { arbitrary: garbage.map((value): TBody => ({ kind: 'json', value })), weight: 1 },
          { arbitrary: rawBody(fittingBody).map((raw): TBody => ({ kind: 'raw', ...raw })), weight: 2 },
          { arbitrary: fc.constant<TBody>({ kind: 'none' }), weight: 1 },
        )
      : fc.oneof(
          { arbitrary: fc.constant<TBody>({ kind: 'none' }), weight: 9 },
          { arbitrary: rawBody(fittingBody).map((raw): TBody => ({ kind: 'raw', ...raw })), weight: 1 },
        );

    const secured = Boolean(op.security?.length);
    return fc.record({
      as: secured
        ? fc.constantFrom<TFuzzRequest['as']>('member', 'member', 'member', 'member', 'guest', 'forged')
        : fc.constantFrom<TFuzzRequest['as']>('guest', 'guest', 'guest', 'member', 'forged'),
      en: fc.boolean(),
      params: fc.record(paramModel),
      query,
      body,
    });
  }

  function send(op: TOperation, request: TFuzzRequest) {
    let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => request.params[name] ?? '');
    if (request.en && /^\/(api|front-api|admin\/api)\//.test(url)) url = `/en${url}`;
    if (request.query) url += `?${request.query}`;
    const headers: Record<string, string> = {};
    const merchant = op.security?.some((s) => 'apiKey' in s);
    const session = op.path.startsWith('/front-api/auth/');
    if (request.as === 'member') {
      if (session) headers.cookie = `refresh=${refreshCookie}`;
      if (merchant) headers['x-api-key'] = apiKey;
      else headers.authorization = `Bearer ${op.path.startsWith('/admin/') ? admin.access : seller.access}`;
    } else if (request.as === 'forged') {
      if (session) headers.cookie = `refresh=${'A'.repeat(43)}`;
      if (merchant) headers['x-api-key'] = `mk_${'A'.repeat(43)}`;
      else headers.authorization = `Bearer ${seller.access.slice(0, -4)}AAAA`;
    }
    let payload: string | Buffer | undefined;
    if (request.body.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = jsonOf(request.body.value);
    } else if (request.body.kind === 'raw') {
      if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
      payload = request.body.payload;
    }
    const summary = () =>
      excerpt(
        `${op.method} ${url} as ${request.as}${headers['content-type'] === undefined ? '' : ` [${headers['content-type']}]`} ${
          payload === undefined ? '' : excerpt(payload.toString(), 300)
        }`,
        700,
      );
    return {
      summary,
      answer: t.app.inject({
        method: op.method,
        url,
        headers,
        remoteAddress: remoteAddress(),
        ...(payload === undefined ? {} : { payload }),
      }),
    };
  }

  const causeOf = (body: string) => {
    try {
      return causes.get(JSON.parse(body).requestId as string) ?? '';
    } catch {
      return '';
    }
  };

  /** Files under the data directory (uploads, logos): a refused upload must leave none. */
  const filesOf = (dir: string): number => {
    try {
      return readdirSync(dir, { withFileTypes: true }).reduce(
        (n, entry) => n + (entry.isDirectory() ? filesOf(path.join(dir, entry.name)) : 1),
        0,
      );
    } catch {
      return 0;
    }
  };

  it('answers every operation without a 5xx, with the error body, storing nothing when it refuses', async () => {
    const operations: TOperation[] = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        ...op,
        method: method.toUpperCase() as TMethod,
        path: route,
      })),
    );
    const perOperation = Math.ceil(REQUESTS[kind] / operations.length);
    print(`API fuzz [${kind}]: seed ${SEED}, ${operations.length} operations × ${perOperation} requests`);

    const statuses = new Map<number, number>();
    const failures = new Map<string, TFailure>();
    let failed = 0;
    /** Refusals that wrote only to the tables allowed to change (the rate-limit counters). */
    let refusedButCounted = 0;
    let requests = 0;
    /** Operations a request got past the guards of (an answer other than 401/403), and to a 2xx. */
    const pastGuards = new Set<string>();
    const succeeded = new Set<string>();
    const started = performance.now();
    let files = filesOf(t.config.dataDir);

    for (const [index, op] of operations.entries()) {
      const operation = `${op.method} ${op.path}`;
      const trace = process.env.FUZZ_TRACE;
      if (trace) appendFileSync(trace, `${operation}\n`);
      await fc.assert(
        fc.asyncProperty(requestOf(op), async (request) => {
          const { summary, answer } = send(op, request);
          const sent = performance.now();
          const res = await answer;
          if (trace)
            appendFileSync(
              trace,
              `  ${Math.round(performance.now() - sent)} ms ${res.statusCode} ${summary()}\n`,
            );
          requests += 1;
          const rotated = request.as === 'member' && cookieOf(res.cookies, 'refresh');
          if (rotated) refreshCookie = rotated;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode !== 401 && res.statusCode !== 403) pastGuards.add(operation);
          if (res.statusCode < 300) succeeded.add(operation);
          const problems: string[] = [];
          if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
          if (res.statusCode >= 400) {
            const isJson = String(res.headers['content-type']).startsWith('application/json');
            let body: unknown;
            try {
              body = isJson ? JSON.parse(res.body) : null;
            } catch {
              body = null;
            }
            if (!ZErrorBody.safeParse(body).success) problems.push('not the error body');
          }
          const written = await writesSince();
          const nowFiles = filesOf(t.config.dataDir);
          if (res.statusCode >= 400) {
            const stored = written.filter((w) => {
              const [op = '', table = ''] = w.split(' ');
              return !MAY_CHANGE_ON_REFUSAL.has(table) && !MAY_CHANGE_ON_REFUSAL.has(`${op} ${table}`);
            });
            if (stored.length) problems.push(`refused but stored: ${stored.join(', ')}`);
            else if (written.length) refusedButCounted += 1;
            if (nowFiles !== files) problems.push(`refused but left ${nowFiles - files} file(s)`);
          } else if (op.method !== 'GET') {
            await restoreFixture();
          }
          files = nowFiles;
          if (problems.length) {
            failed += 1;
            const key = `${operation}: ${problems.join('; ')}`;
            const seen = failures.get(key);
            if (seen) seen.count += 1;
            else
              failures.set(key, {
                count: 1,
                status: res.statusCode,
                request: summary(),
                answer: `${excerpt(res.body, 300)}${res.statusCode >= 500 ? ` (${excerpt(causeOf(res.body), 600)})` : ''}`,
              });
          }
        }),
        { seed: SEED + index, numRuns: perOperation, endOnFailure: true },
      );
    }

    const seconds = (performance.now() - started) / 1000;
    const histogram = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    print(
      `API fuzz [${kind}]: ${requests} requests, ${operations.length} operations (${pastGuards.size} past their guards, ${succeeded.size} with a 2xx), ${seconds.toFixed(1)} s, statuses ${JSON.stringify(histogram)}, ${refusedButCounted} refusals counted by a rate limit, ${failed} failed`,
    );
    const report = [...failures].map(
      ([key, f]) => `${key} ×${f.count}, e.g. ${f.request} → ${f.status} ${f.answer}`,
    );
    for (const line of report) print(`  ✗ ${line}`);
    expect(report, `seed ${SEED}`).toEqual([]);
    if (kind === 'pglite' && !process.env.FUZZ_REQUESTS) expect(requests).toBeGreaterThanOrEqual(10_000);
    expect([...pastGuards].sort()).toEqual(operations.map((op) => `${op.method} ${op.path}`).sort());
  }, 900_000);
});
