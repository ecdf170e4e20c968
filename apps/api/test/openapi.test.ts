import { ZInvoice, ZInvoiceCreate, ZInvoiceWebhook } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers.js';

describe('OpenAPI', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('documents the API from the zod contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/v1/calculator/tech/']),
    );
    const tech = doc.paths['/api/v1/calculator/tech/'].get;
    const schema = tech.responses['200'].content['application/json'].schema;
    const ref: string | undefined = schema.$ref;
    const resolved = ref ? doc.components.schemas[ref.split('/').pop()!] : schema;
    expect(Object.keys(resolved.properties).sort()).toEqual(['demo', 'maintenance', 'message']);
    // Static files and the docs themselves stay out of the document.
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs') || p === '/*')).toBe(false);
  });

  it('documents a body that may be left out as optional', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = doc.paths['/api/v1/claim/{id}/confirm/'].post.requestBody;
    expect(body.required).toBe(false);
    expect(body.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ClaimConfirmBodyInput',
    });
  });

  it('shows merchants valid examples of the invoice calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      components: { schemas: Record<string, { examples?: unknown[] }> };
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    }>();
    const create =
      doc.paths['/api/v1/merchant/invoices/']?.post?.requestBody?.content['application/json']?.schema;
    expect(JSON.stringify(create)).toContain('InvoiceCreate');
    // The components the calls refer to (a request's is its input shape).
    const refOf = (schema: unknown) => (schema as { $ref: string }).$ref.split('/').pop()!;
    const answer = (
      doc.paths['/api/v1/merchant/invoices/{id}/']?.get as unknown as {
        responses: Record<string, { content: Record<string, { schema: unknown }> }>;
      }
    ).responses['200']!.content['application/json']!.schema;
    for (const [name, schema] of [
      [refOf(create), ZInvoiceCreate],
      [refOf(answer), ZInvoice],
    ] as const) {
      const examples = doc.components.schemas[name]?.examples ?? [];
      expect(examples.length, name).toBeGreaterThan(0);
      // Each example is what the API accepts or answers.
      for (const example of examples) expect(schema.safeParse(example).success, name).toBe(true);
    }
  });

  it('documents the invoice webhook with a valid example', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      webhooks: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: { examples?: unknown[] } }> } } }
      >;
    }>();
    const schema = doc.webhooks['invoice.updated']?.post.requestBody.content['application/json']?.schema;
    expect(schema?.examples?.length).toBeGreaterThan(0);
    for (const example of schema?.examples ?? [])
      expect(ZInvoiceWebhook.safeParse(example).success).toBe(true);
  });

  it('serves a reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    // Its own policy: Swagger UI's inline styles allowed, never framed, no https upgrade on http.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // The operation names a generated client gets are shown beside each operation.
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toMatch(/"displayOperationId":\s*true/);
  });
});
