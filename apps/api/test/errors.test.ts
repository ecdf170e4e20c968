import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/lib/app-error.js';
import { buildTestApp, type TTestApp } from './helpers.js';

/** A route that exists only in this test, to drive the validation and error paths. */
function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/v1/probe/',
    {
      schema: {
        body: z.strictObject({
          email: z.email(),
          amount: z.string().regex(/^\d+(\.\d+)?$/, { error: 'validation_error' }),
          count: z.number().int().min(1).max(10),
        }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    (request) => ({ ok: true, email: request.body.email }),
  );
  typed.get('/api/v1/probe/conflict/', () => {
    throw new AppError('conflict', 'conflict');
  });
  typed.get('/api/v1/probe/bug/', () => {
    throw new Error('a bug with a secret inside');
  });
}

describe('errors', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { beforeReady: addProbeRoutes });
  });
  afterAll(() => t.close());

  const valid = { email: 'a@b.cd', amount: '1.5', count: 2 };

  it('accepts a valid body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/probe/', payload: valid });
    expect(res.statusCode).toBe(200);
  });

  it('names every bad field, in Russian under /api/v1', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/',
      payload: { email: 'nope', amount: '1,5', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_error');
    expect(body.detail).toBe('Проверьте введённые данные.');
    expect(Object.keys(body.fields).sort()).toEqual(['amount', 'count', 'email', 'extra']);
    expect(body.fields.count).toEqual(['Обязательное поле.']);
    expect(body.fields.extra).toEqual(['Неизвестное поле.']);
    expect(body.fields.email[0]).toMatch(/[а-я]/i);
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('names fields called like Object.prototype members (found by the fuzz: it was a 500)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.cd","amount":"1","count":1,"constructor":1,"toString":"x","hasOwnProperty":[]}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      constructor: ['Неизвестное поле.'],
      toString: ['Неизвестное поле.'],
      hasOwnProperty: ['Неизвестное поле.'],
    });
  });

  it('refuses text the database cannot keep, naming the field (found by the fuzz: it was a 500)', async () => {
    for (const [payload, query, field] of [
      [{ ...valid, email: 'a\u0000@b.cd' }, '', 'email'],
      [valid, '?page=%00', 'page'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/probe/${query}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        [field]: ['Текст содержит недопустимый символ: NUL или половину суррогатной пары.'],
      });
    }
    const lone = await t.app.inject({
      method: 'POST',
      url: '/en/api/v1/probe/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.cd","amount":"1","count":1,"note":"\\ud800"}',
    });
    expect(lone.json().fields).toEqual({
      note: ['The text contains a character that cannot be kept: NUL or half of a surrogate pair.'],
    });
  });

  it('answers in English under /en/api/v1', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/en/api/v1/probe/',
      payload: { ...valid, count: 99 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.detail).toBe('Please check the data you entered.');
    expect(body.fields.count[0]).toMatch(/10/);
    expect(body.fields.count[0]).not.toMatch(/[а-я]/i);
  });

  it('validates the query string and names it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/probe/?page=0', payload: valid });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['page']);
  });

  it('refuses malformed JSON, a missing body and a wrong content type with 4xx', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/en/api/v1/probe/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'parse_error',
      detail: 'The request body is not valid JSON.',
    });

    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/probe/' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('validation_error');

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('maps AppError codes to statuses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/api/v1/probe/conflict/' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      detail: 'The action conflicts with the current state.',
    });
  });

  it('hides the internals of a bug behind a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/bug/' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal_error');
    expect(res.body).not.toContain('secret');
  });

  it('answers an unknown API path with a JSON 404 in the request language', async () => {
    for (const [url, text] of [
      ['/api/v1/nope/', 'Адрес GET /api/v1/nope/ не найден.'],
      ['/en/api/v1/nope/', 'No route GET /en/api/v1/nope/.'],
      ['/api/unknown', 'Адрес GET /api/unknown не найден.'],
      ['/front-api/auth/nope/', 'Адрес GET /front-api/auth/nope/ не найден.'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ code: 'not_found', detail: text });
    }
  });

  it('answers a malformed %-escape or an overlong path part with the error body, in the request language', async () => {
    for (const [url, text] of [
      ['/api/v1/claim/%E0%A4%A/status/', 'Адрес запроса не разобрать'],
      ['/en/api/v1/promocodes/%zz/', 'The request address cannot be read'],
      [`/en/admin/api/shops/${'9'.repeat(600)}/decision/`, 'The request address cannot be read'],
    ] as const) {
      const res = await t.app.inject({ method: url.includes('shops') ? 'POST' : 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ code: 'parse_error', requestId: res.headers['x-request-id'] });
      expect(res.json<{ detail: string }>().detail).toContain(text);
    }
  });

  it('answers an API path asked with a method it does not take with 405 and the methods it takes', async () => {
    for (const [method, url, allow, text] of [
      [
        'POST',
        '/api/v1/calculator/',
        'GET, HEAD',
        'Адрес /api/v1/calculator/ не принимает POST; он принимает GET, HEAD.',
      ],
      [
        'DELETE',
        '/en/api/v1/calculator/pair/1/9',
        'GET, HEAD',
        '/en/api/v1/calculator/pair/1/9 does not take DELETE; it takes GET, HEAD.',
      ],
      ['GET', '/api/v1/probe/?page=2', 'POST', 'Адрес /api/v1/probe/ не принимает GET; он принимает POST.'],
      ['PUT', '/api/v1/claim/', 'POST', 'Адрес /api/v1/claim/ не принимает PUT; он принимает POST.'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, url).toBe(allow);
      expect(res.json()).toMatchObject({
        code: 'method_not_allowed',
        detail: text,
        requestId: res.headers['x-request-id'],
      });
    }
  });

  it('still answers 404 to a path that does not exist with any method, API or not', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/nope/'],
      ['DELETE', '/en/api/v1/calculator/pair/1/9/extra/'],
      ['PATCH', '/admin/api/nope/'],
      ['POST', '/api/v1/calculator/pair/1/'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers.allow, url).toBeUndefined();
      expect(res.json().code).toBe('not_found');
    }
  });

  it('answers a non-GET to an unknown page with JSON 404, not the SPA', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/rules' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
