import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers.js';

const INDEX = `<!doctype html><html lang="ru"><head><!--app-config--><title>x</title></head><body><div id="root"></div></body></html>`;

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'exchanger-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'version.json'), '{"buildId":"b1"}');
  return dir;
}

describe('the SPA on the same port', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      env: {
        WEB_DIST: fakeWebDist(),
        SITE_NAME: 'Обменник </script><script>alert(1)</script>',
        CHAT_WIDGET_SRC: 'https://chat.example/widget/{id}.js?lang={locale}',
        CHAT_WIDGET_ID: 'abc',
      },
    });
  });
  afterAll(() => t.close());

  it('serves index.html with status 200 for every route in both languages', async () => {
    for (const route of ROUTES) {
      const plain = route.path.replace(/:\w+/g, 'some-id');
      for (const url of [plain, plain === '/' ? '/en' : `/en${plain}`, `${plain}?utm=1`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('<div id="root">');
      }
    }
  });

  it('serves the back office pages (kept out of search engines) and JSON 404 under its API', async () => {
    for (const url of ['/admin', '/admin/claims/abc', '/en/admin', '/en/admin/users?q=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ['/admin/api/nope', '/en/admin/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await t.app.inject({ method: 'GET', url: '/administrator' })).statusCode).toBe(404);
  });

  it('serves the SPA with status 404 for an unknown page', async () => {
    for (const url of ['/definitely-not-a-page', '/en/account/unknown', '/news/a/b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('fills in the runtime config safely and the page language', async () => {
    const ru = await t.app.inject({ method: 'GET', url: '/rules' });
    const match = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(ru.body);
    expect(match).not.toBeNull();
    expect(ru.body).not.toContain('<!--app-config-->');
    expect(ru.body).not.toContain('</script><script>alert(1)');
    const runtime = JSON.parse(match![1]!);
    expect(runtime).toEqual({
      publicUrl: 'http://localhost:3000',
      siteName: 'Обменник </script><script>alert(1)</script>',
      chat: { src: 'https://chat.example/widget/{id}.js?lang={locale}', id: 'abc' },
    });
    expect(ru.body).toContain('<html lang="ru">');
    const en = await t.app.inject({ method: 'GET', url: '/en/rules' });
    expect(en.body).toContain('<html lang="en">');
    expect(en.headers['content-language']).toBe('en-US');
  });

  it('never serves the raw index.html template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.body).not.toContain('<!--app-config-->');
  });

  it('caches hashed assets for a year and the rest not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const version = await t.app.inject({ method: 'GET', url: '/version.json' });
    expect(version.json()).toEqual({ buildId: 'b1' });
    expect(version.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API routes ahead of the static files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/calculator/tech/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maintenance: false, message: '' });
  });
});
