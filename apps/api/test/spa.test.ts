import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '../src/db/schema.js';
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
        // A news article that is not published is not found (its head says so too).
        expect(res.statusCode, url).toBe(route.name === 'news-slug' ? 404 : 200);
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

  it("answers 404, not 405, to an unknown API path whatever the method: the static files' catch-all takes no part", async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/nope/'],
      ['DELETE', '/admin/api/nope'],
      ['GET', '/en/front-api/nope/'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers.allow, url).toBeUndefined();
    }
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/calculator/' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
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
      // No demo catalogue here: no demo-data warning.
      demo: false,
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

  describe('the head each page is sent with (no JavaScript needed)', () => {
    const head = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      return { status: res.statusCode, html: res.body.slice(0, res.body.indexOf('</head>')) };
    };
    const base = () => t.config.publicUrl.replace(/\/$/, '');
    const rules = ROUTES.find((r) => r.name === 'rules')!;

    it('gives a public page its title, description, canonical URL, hreflang and Open Graph', async () => {
      const { html } = await head('/rules?utm_source=x');
      expect(html).toContain(`<meta name="description" content="${rules.text.ru.description}" />`);
      expect(html).toMatch(new RegExp(`<title>${rules.text.ru.title} — Обменник &lt;/script&gt;`));
      expect(html).toContain(`<link rel="canonical" href="${base()}/rules" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="ru" href="${base()}/rules" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${base()}/en/rules" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base()}/rules" />`);
      expect(html).toContain(`<meta property="og:title" content="${rules.text.ru.title} — Обменник`);
      expect(html).toContain('<meta property="og:locale" content="ru_RU" />');
      expect(html).not.toContain('noindex');
      expect(html).not.toContain('<script>alert(1)');
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);

      const en = await head('/en/rules');
      expect(en.html).toContain(`<title>${rules.text.en.title} — `);
      expect(en.html).toContain(`<link rel="canonical" href="${base()}/en/rules" />`);
      expect(en.html).toContain('<meta property="og:locale" content="en_US" />');
      const home = await head('/en');
      expect(home.html).toContain(`<link rel="canonical" href="${base()}/en" />`);
      expect(home.html).toContain(`<link rel="alternate" hreflang="ru" href="${base()}/" />`);
    });

    it('keeps private pages out of search engines', async () => {
      for (const url of ['/account', '/login', '/en/claim/3f0b1c9e-0000-4000-8000-000000000000', '/nope']) {
        const { html } = await head(url);
        expect(html, url).toContain('<meta name="robots" content="noindex" />');
        expect(html, url).not.toContain('hreflang');
      }
    });

    it('uses a news item’s own title and lead, and answers 404 for an unknown one', async () => {
      const text = (title: string, summary: string) => ({ title, summary, body: 'x' });
      await t.database.db.insert(contentItems).values({
        kind: 'news',
        slug: 'fees-2026',
        draft: { ru: text('Комиссии 2026', 'Коротко'), en: text('Fees in 2026', 'In short') },
        published: {
          ru: { ...text('Комиссии 2026', 'Коротко'), html: '' },
          en: { ...text('Fees in 2026', 'In short'), html: '' },
        },
        publishedAt: new Date(),
      });
      const news = await head('/en/news/fees-2026');
      expect(news.status).toBe(200);
      expect(news.html).toContain('<title>Fees in 2026 — ');
      expect(news.html).toContain('<meta name="description" content="In short" />');
      expect(news.html).toContain('<meta property="og:type" content="article" />');
      expect(news.html).toContain(`<link rel="alternate" hreflang="ru" href="${base()}/news/fees-2026" />`);
      const missing = await head('/news/no-such-item');
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('noindex');
    });
  });

  it('keeps API routes ahead of the static files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/calculator/tech/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maintenance: false, message: '', demo: false });
  });
});
