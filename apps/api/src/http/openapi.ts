/**
 * The OpenAPI 3.1 document is generated from the zod contracts the routes declare; it is served at
 * `/api/openapi.json` with a human reference page at `/api/docs` (assets served locally).
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ZInvoiceWebhook } from '@exchanger/core';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
// openapi-types' 3.1 webhooks reuse its 3.0 media types, hence the 3.0 reference type below.
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { errorResponse, errorStatusesOf } from './openapi-errors.js';
import { OPERATION_IDS } from './operation-ids.js';

/**
 * The webhook's body: the contract's component (`InvoiceWebhook`), with its examples. The
 * component is in the document because every contract with an id is; the pruning of unused ones
 * below counts webhooks as users.
 */
const INVOICE_WEBHOOK_SCHEMA = {
  $ref: '#/components/schemas/InvoiceWebhook',
  examples: ZInvoiceWebhook.meta()?.examples,
} as OpenAPIV3.ReferenceObject;

/** The merchant webhooks the exchanger posts (OpenAPI 3.1 `webhooks`), from the zod contract. */
const WEBHOOKS: OpenAPIV3_1.Document['webhooks'] = {
  'invoice.updated': {
    post: {
      operationId: 'invoiceUpdatedWebhook',
      tags: ['merchant'],
      // Signed with the shop's webhook secret (`X-Signature`), not sent with credentials.
      security: [],
      summary: "An invoice's status changed (posted to the shop's webhook URL)",
      description: [
        'Sent on every status change of the claim paying an invoice, and when an invoice expires (`claim` is null). Verify `X-Signature` on the raw body before parsing: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` keyed with the shop\'s webhook secret (docs/merchant-api.md, docs/examples/verify-webhook.mjs).',
        'Answer 2xx within 10 s; anything else is retried after 30 s, 2 min, 10 min, 1 h, 6 h, 12 h and 24 h. A delivery may come more than once: drop repeats by `id` (also in `X-Webhook-Id`).',
      ].join('\n\n'),
      parameters: [
        { name: 'X-Signature', in: 'header', required: true, schema: { type: 'string' } },
        {
          name: 'X-Webhook-Event',
          in: 'header',
          required: true,
          schema: { type: 'string', const: 'invoice.updated' },
        },
        { name: 'X-Webhook-Id', in: 'header', required: true, schema: { type: 'string' } },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: INVOICE_WEBHOOK_SCHEMA },
        },
      },
      responses: { '200': { description: 'Received (any 2xx)' } },
    },
  },
};

/** What @fastify/swagger reads of one route's (transformed) schema. */
interface TRouteDoc {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, readonly string[]>[];
  params?: unknown;
  body?: unknown;
  response?: Record<string, Record<string, unknown>>;
  hide?: boolean;
  [key: string]: unknown;
}

/** A success answer's description: the operation's own words. */
function successDescription(status: string, summary: string | undefined): string {
  const what = summary ?? 'Done';
  if (status === '201') return `Created. ${what}`;
  if (status === '202') return `Accepted for approval by a second administrator. ${what}`;
  if (status === '204') return `Done; no body. ${what}`;
  if (status.startsWith('3')) return `Redirect. ${what}`;
  return what;
}

/**
 * Each operation's schema from its zod contracts, then what generated clients need
 * (docs/merchant-api.md#generating-a-client): its `operationId` (operation-ids.ts), `security`
 * (`[]` when public), a description of each answer, and the error answers it can give, all with
 * the one error body (openapi-errors.ts). An administrators-only operation of the back office says
 * so (`x-admin-only: true`, and in its description), as `requireStaff` enforces it
 * (docs/decisions/020-roles-and-own-records.md).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as TRouteDoc | undefined;
  // A route declared without a schema (none in the app; a test's probe) is left as it is.
  if (!schema || schema.hide) return out;
  const methods = [input.route.method].flat().map(String);
  const method = methods.find((m) => m !== 'HEAD') ?? methods[0] ?? 'GET';
  const key = `${method} ${input.url}`;
  const security = schema.security ?? [];
  const adminOnly = input.route.config?.adminOnly === true;
  const response: Record<string, Record<string, unknown>> = {};
  for (const [status, answer] of Object.entries(schema.response ?? {}))
    response[status] = {
      ...answer,
      description: answer.description ?? successDescription(status, schema.summary),
    };
  if (Object.keys(response).length === 0)
    response['200'] = { description: successDescription('200', schema.summary) };
  const errors = errorStatusesOf({
    key,
    secured: security.length > 0,
    staffOrMerchant: input.url.startsWith('/admin/api/') || input.url.startsWith('/api/v1/merchant/'),
    hasPathParams: input.url.includes(':'),
    hasBody: ['POST', 'PUT', 'PATCH'].includes(method),
  });
  for (const status of errors) response[String(status)] ??= errorResponse(status);
  const note = 'Administrators only: an operator gets 403 (`admin_only`) before the body is read.';
  const described = schema.description;
  return {
    ...out,
    schema: {
      ...schema,
      operationId: OPERATION_IDS[key] ?? schema.operationId,
      security,
      response,
      ...(adminOnly
        ? {
            'x-admin-only': true,
            description: typeof described === 'string' && described ? `${described}\n\n${note}` : note,
          }
        : {}),
    },
  };
};

type TDocument = ReturnType<typeof jsonSchemaTransformObject>;
interface TSchemaDoc {
  type?: string;
  anyOf?: TSchemaDoc[];
}
interface TBodyDoc {
  required?: boolean;
  content?: Record<string, { schema?: TSchemaDoc }>;
}

/** Every `#/components/schemas/<name>` that `value` refers to, at any depth. */
function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF))
      into.add(item.slice(SCHEMA_REF.length));
    else collectRefs(item, into);
  }
}

const SCHEMA_REF = '#/components/schemas/';

/** Drops the components nothing refers to (every contract with an id is registered, used or not). */
function pruneComponents(document: TDocument): void {
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  collectRefs([(document as { paths?: unknown }).paths, (document as { webhooks?: unknown }).webhooks], used);
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const found = new Set<string>();
    collectRefs(schemas[name], found);
    for (const next of found)
      if (!used.has(next)) {
        used.add(next);
        pending.push(next);
      }
  }
  const components = (document as { components: { schemas: Record<string, unknown> } }).components;
  components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;
const INT4_MAX = 2_147_483_647;

/**
 * Integers without bounds of their own come out of zod bounded by JavaScript's safe integers
 * (±9007199254740991), which say nothing to a client: every integer the API stores or counts fits
 * the database's `integer` (ids, counts, pages, heights), so those bounds become its range.
 */
function boundIntegers(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) boundIntegers(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const schema = value as Record<string, unknown>;
  if (schema.maximum === SAFE_INTEGER) schema.maximum = INT4_MAX;
  if (schema.minimum === -SAFE_INTEGER) schema.minimum = -INT4_MAX - 1;
  for (const item of Object.values(schema)) boundIntegers(item);
}

/**
 * The document from the operations, then: a body that may be left out (`schema.body` accepting
 * null, e.g. "I have paid"'s) is documented as an optional body of its non-null shape, since
 * @fastify/swagger marks every body required; components nothing refers to are dropped; integers
 * get the database's range.
 */
const transformObject: typeof jsonSchemaTransformObject = (input) => {
  const document: TDocument = jsonSchemaTransformObject(input);
  const paths = (document as { paths?: Record<string, Record<string, { requestBody?: TBodyDoc }>> }).paths;
  for (const operations of Object.values(paths ?? {}))
    for (const operation of Object.values(operations)) {
      const body = operation.requestBody;
      for (const media of Object.values(body?.content ?? {})) {
        const branches = media.schema?.anyOf;
        if (!body || !branches?.some((branch) => branch.type === 'null')) continue;
        const rest = branches.filter((branch) => branch.type !== 'null');
        if (rest.length !== 1) continue;
        media.schema = rest[0];
        body.required = false;
      }
    }
  pruneComponents(document);
  boundIntegers(document);
  return document;
};

export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string; siteName: string },
) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${options.siteName} API`,
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
        description: [
          'The public, user, operator and merchant API of the exchanger.',
          'Every path under `/api/v1/` is also served under `/en/api/v1/` with English texts (Russian otherwise).',
          'Amounts, rates and reserves are decimal strings. Errors share one body: `{ code, detail, fields?, requestId }`.',
        ].join('\n\n'),
      },
      servers: [{ url: options.publicUrl }],
      webhooks: WEBHOOKS,
      components: {
        securitySchemes: {
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description:
              'A merchant API key (`mk_…`) made in the account, under Shop → API. `Authorization: Bearer mk_…` works too. A missing, wrong or revoked key answers 401 `api_key_invalid`; a shop not approved yet, 403.',
          },
          refreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'refresh',
            description:
              'The refresh cookie `POST /front-api/auth/login/` sets (HttpOnly, sent to the auth calls only; rotated at every refresh). A missing, expired or revoked one answers 401 `token_not_valid`.',
          },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The access token from `POST /front-api/auth/login/` or `/front-api/auth/refresh/` (15 minutes). An expired or invalid one answers 401 `token_not_valid`.',
          },
        },
      },
    },
    transform,
    transformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The operation names a generated client gets are shown beside each operation.
    uiConfig: { docExpansion: 'list', deepLinking: true, displayOperationId: true },
    staticCSP: true,
    // Swagger UI sets inline styles; the page is never framed; a plain-http site is not upgraded.
    transformStaticCSP: (header: string) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(options.publicUrl.startsWith('https://') ? /$^/ : /\s*upgrade-insecure-requests;/, ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
