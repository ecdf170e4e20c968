import { eq } from 'drizzle-orm';
import { ROUTES } from '@exchanger/core';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentItems } from '../src/db/schema.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

const BASE = 'https://exchanger.example';
const PUBLIC_PATHS = ROUTES.filter((r) => r.isPublic && !r.path.includes(':')).map((r) => r.path);

interface TUrl {
  loc: string;
  lastmod: string;
  'xhtml:link': { '@_hreflang': string; '@_href': string }[];
}

describeEachDb('sitemaps and robots.txt', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { PUBLIC_URL: BASE } });
    const text = (title: string) => ({ title, summary: '', body: 'text' });
    await t.database.db.insert(contentItems).values([
      {
        kind: 'news',
        slug: 'new-bank',
        draft: { ru: text('Новый банк'), en: text('New bank') },
        published: { ru: { ...text('Новый банк'), html: '' }, en: { ...text('New bank'), html: '' } },
        publishedAt: new Date('2026-11-01T10:00:00Z'),
        updatedAt: new Date('2026-11-02T10:00:00Z'),
      },
      {
        kind: 'news',
        slug: 'draft-only',
        draft: { ru: text('Черновик'), en: text('Draft') },
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const parse = (xml: string) =>
    new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
    }).parse(xml) as { urlset?: { url: TUrl[] }; sitemapindex?: { sitemap: { loc: string }[] } };

  it('points robots.txt to the sitemap index, which lists the three sitemaps', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /admin');
    const index = await get('/sitemap.xml');
    expect(SyntaxValidator.validate(index.body)).toBe(true);
    expect(parse(index.body).sitemapindex?.sitemap.map((s) => s.loc)).toEqual([
      `${BASE}/index-sitemap.xml`,
      `${BASE}/ru-RU-sitemap.xml`,
      `${BASE}/en-US-sitemap.xml`,
    ]);
  });

  it('lists every public page and published news item in each language, with hreflang alternates', async () => {
    for (const [url, prefix] of [
      ['/ru-RU-sitemap.xml', ''],
      ['/en-US-sitemap.xml', '/en'],
    ] as const) {
      const res = await get(url);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(SyntaxValidator.validate(res.body)).toBe(true);
      const list = parse(res.body).urlset?.url ?? [];
      const locs = list.map((u) => u.loc);
      const expected = [...PUBLIC_PATHS, '/news/new-bank'].map((p) =>
        p === '/' ? `${BASE}${prefix || '/'}` : `${BASE}${prefix}${p}`,
      );
      expect(locs.sort()).toEqual(expected.sort());
      expect(
        locs.some((l) => l.includes('draft-only') || l.includes('/account') || l.includes('/login')),
      ).toBe(false);
      const news = list.find((u) => u.loc.endsWith('/news/new-bank'));
      expect(news?.lastmod).toBe('2026-11-02');
      expect(news?.['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']])).toEqual([
        ['ru', `${BASE}/news/new-bank`],
        ['en', `${BASE}/en/news/new-bank`],
        ['x-default', `${BASE}/news/new-bank`],
      ]);
      expect(list.every((u) => /^\d{4}-\d{2}-\d{2}$/.test(u.lastmod))).toBe(true);
    }
    const home = parse((await get('/index-sitemap.xml')).body).urlset?.url.map((u) => u.loc);
    expect(home).toEqual([`${BASE}/`, `${BASE}/en`]);
  });

  it('drops a news item taken off the site', async () => {
    await t.database.db
      .update(contentItems)
      .set({ published: null, publishedAt: null })
      .where(eq(contentItems.slug, 'new-bank'));
    expect((await get('/ru-RU-sitemap.xml')).body).not.toContain('new-bank');
  });
});
