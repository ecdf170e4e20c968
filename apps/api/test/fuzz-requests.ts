/**
 * The requests of the API fuzz: for one operation of the OpenAPI document, a fast-check arbitrary
 * of requests that fit, are broken in one part, or are garbage (path, query and body alike), sent
 * as a guest, with a forged credential or with the right one.
 */
import fc from 'fast-check';
import { mutated, valueOf, type THints, type TJsonSchema } from './fuzz-arbitraries.js';
import { garbage, garbageString, jsonOf, poisoned, rawBody, type TRawBody } from './fuzz-garbage.js';
import type { TTestApp } from './helpers.js';
import type { TMember } from './members.js';

export type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: TJsonSchema;
}

export interface TOperation {
  method: TMethod;
  path: string;
  parameters?: TParameter[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
  security?: Record<string, string[]>[];
}

export interface TOpenApi {
  paths: Record<string, Record<string, Omit<TOperation, 'method' | 'path'>>>;
  components: { schemas: Record<string, TJsonSchema> };
}

export type TBody = { kind: 'none' } | { kind: 'json'; value: unknown } | ({ kind: 'raw' } & TRawBody);

export interface TFuzzRequest {
  as: 'guest' | 'member' | 'forged';
  en: boolean;
  params: Record<string, string>;
  query: string;
  body: TBody;
}

/** The right credentials, sent by a request `as` a member. */
export interface TFuzzCredentials {
  admin: TMember;
  seller: TMember;
  apiKey: string;
  /** The seller's refresh cookie, for the cookie-guarded session calls; follows each rotation. */
  refreshCookie: string;
}

/** URL-encodes anything, lone surrogates included (as U+FFFD). */
export const encode = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
export const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : jsonOf(value);
export const excerpt = (text: string, length = 400) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

export const cookieOf = (cookies: { name: string; value: string }[], name: string) =>
  cookies.find((c) => c.name === name)?.value ?? '';

/** Path segments that are no value at all: malformed escapes, dots, a slash. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%00', '%2F', '..', '.', '%2e%2e', '%C0%AF', '-'] as const;

/** Which known values fit a path parameter: by its name, or for `{id}` by the resource before it. */
export function knownFor(known: Record<string, string[]>, route: string, param: string): string[] {
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

export function requestOf(
  op: TOperation,
  {
    components,
    hints,
    known,
  }: { components: Record<string, TJsonSchema>; hints: THints; known: Record<string, string[]> },
): fc.Arbitrary<TFuzzRequest> {
  const parameters = op.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');

  const paramModel: Record<string, fc.Arbitrary<string>> = {};
  for (const p of pathParams) {
    const valid = knownFor(known, op.path, p.name);
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

export function send(
  t: TTestApp,
  op: TOperation,
  request: TFuzzRequest,
  who: TFuzzCredentials,
  remoteAddress: () => string,
) {
  let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => request.params[name] ?? '');
  if (request.en && /^\/(api|front-api|admin\/api)\//.test(url)) url = `/en${url}`;
  if (request.query) url += `?${request.query}`;
  const headers: Record<string, string> = {};
  const merchant = op.security?.some((s) => 'apiKey' in s);
  const session = op.path.startsWith('/front-api/auth/');
  if (request.as === 'member') {
    if (session) headers.cookie = `refresh=${who.refreshCookie}`;
    if (merchant) headers['x-api-key'] = who.apiKey;
    else
      headers.authorization = `Bearer ${op.path.startsWith('/admin/') ? who.admin.access : who.seller.access}`;
  } else if (request.as === 'forged') {
    if (session) headers.cookie = `refresh=${'A'.repeat(43)}`;
    if (merchant) headers['x-api-key'] = `mk_${'A'.repeat(43)}`;
    else headers.authorization = `Bearer ${who.seller.access.slice(0, -4)}AAAA`;
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
