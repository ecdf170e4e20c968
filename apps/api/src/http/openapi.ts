/**
 * The OpenAPI 3.1 document is generated from the zod contracts the routes declare; it is served at
 * `/api/openapi.json` with a human reference page at `/api/docs` (assets served locally).
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ZInvoiceWebhook } from '@exchanger/core';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
// openapi-types' 3.1 webhooks reuse its 3.0 media types, hence the 3.0 schema type below.
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

/**
 * The webhook's body schema, inline: a schema with an id would come out as a `$ref` into its own
 * `$defs`, which means nothing inside an OpenAPI document. Its examples come along.
 */
const { $schema: _dialect, ...webhookJson } = z.toJSONSchema(ZInvoiceWebhook.extend({}));
const INVOICE_WEBHOOK_SCHEMA = {
  ...webhookJson,
  examples: ZInvoiceWebhook.meta()?.examples,
} as OpenAPIV3.SchemaObject;

/** The merchant webhooks the exchanger posts (OpenAPI 3.1 `webhooks`), from the zod contract. */
const WEBHOOKS: OpenAPIV3_1.Document['webhooks'] = {
  'invoice.updated': {
    post: {
      tags: ['merchant'],
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

/**
 * Each operation's schema from its zod contracts; an administrators-only operation of the back
 * office says so (`x-admin-only: true`, and in its description), as `requireStaff` enforces it
 * (docs/decisions/020-roles-and-own-records.md).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  if (input.route.config?.adminOnly !== true) return out;
  const note = 'Administrators only: an operator gets 403 (`admin_only`) before the body is read.';
  const described = out.schema.description;
  return {
    ...out,
    schema: {
      ...out.schema,
      'x-admin-only': true,
      description: typeof described === 'string' && described ? `${described}\n\n${note}` : note,
    },
  };
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
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
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
