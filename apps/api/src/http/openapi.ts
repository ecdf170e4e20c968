/**
 * The OpenAPI 3.1 document is generated from the zod contracts the routes declare; it is served at
 * `/api/openapi.json` with a human reference page at `/api/docs` (assets served locally).
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
          'Amounts, courses and reserves are decimal strings. Errors share one body: `{ code, detail, fields?, requestId }`.',
        ].join('\n\n'),
      },
      servers: [{ url: options.publicUrl }],
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
    transform: jsonSchemaTransform,
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
