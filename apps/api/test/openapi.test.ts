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
    expect(Object.keys(resolved.properties).sort()).toEqual(['maintenance', 'message']);
    // Static files and the docs themselves stay out of the document.
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs') || p === '/*')).toBe(false);
  });

  it('serves a reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
