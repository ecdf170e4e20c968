/**
 * What search engines read (issue "Public pages…"): `robots.txt` pointing to the sitemaps, the
 * sitemap index `/sitemap.xml`, `/index-sitemap.xml` (the home page), and one sitemap per
 * language (`/ru-RU-sitemap.xml`, `/en-US-sitemap.xml`) with every public page of the route table
 * and every published news item, each with its `hreflang` alternates and its last change.
 */
import { localePrefix, LOCALE_TAGS, LOCALES, ROUTES, type TLocale } from '@exchanger/core';
import type { FastifyPluginAsync } from 'fastify';
import type { TContentService } from '../content/index.js';

interface TUrl {
  /** The path without the language prefix, e.g. `/rules`, `/news/fees-2026`. */
  path: string;
  lastmod: Date;
}

const XML = 'application/xml; charset=utf-8';
const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
const day = (d: Date) => d.toISOString().slice(0, 10);

export const sitemapRoutes: FastifyPluginAsync<{
  content: Pick<TContentService, 'published'>;
  publicUrl: string;
  /** The last change of pages without content of their own: the server's start (a deployment). */
  startedAt?: Date;
}> = async (app, { content, publicUrl, startedAt = new Date() }) => {
  const base = publicUrl.replace(/\/$/, '');
  const href = (locale: TLocale, path: string) =>
    `${base}${localePrefix(locale)}${path === '/' && locale !== 'ru' ? '' : path}`;
  const hidden = { schema: { hide: true } };

  /** Every public page, with the last change of its content when it has some. */
  async function urls(): Promise<TUrl[]> {
    const published = await content.published();
    const changed = new Map(published.filter((p) => p.kind === 'page').map((p) => [p.slug, p.updatedAt]));
    const latest = (kind: 'faq' | 'news') =>
      published
        .filter((p) => p.kind === kind)
        .reduce<Date | null>((a, p) => (a && a > p.updatedAt ? a : p.updatedAt), null);
    const list: TUrl[] = [];
    for (const route of ROUTES) {
      if (!route.isPublic || route.path.includes(':')) continue;
      const own =
        route.name === 'faq'
          ? latest('faq')
          : route.name === 'news'
            ? latest('news')
            : changed.get(route.name);
      list.push({ path: route.path, lastmod: own && own > startedAt ? own : startedAt });
    }
    for (const item of published.filter((p) => p.kind === 'news'))
      list.push({ path: `/news/${item.slug}`, lastmod: item.updatedAt });
    return list;
  }

  function urlset(locales: readonly TLocale[], list: TUrl[]): string {
    const lines = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ];
    for (const locale of locales) {
      for (const url of list) {
        lines.push(
          '  <url>',
          `    <loc>${escapeXml(href(locale, url.path))}</loc>`,
          `    <lastmod>${day(url.lastmod)}</lastmod>`,
        );
        for (const alt of LOCALES)
          lines.push(
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(href(alt, url.path))}"/>`,
          );
        lines.push(
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(href('ru', url.path))}"/>`,
          '  </url>',
        );
      }
    }
    lines.push('</urlset>', '');
    return lines.join('\n');
  }

  app.get('/robots.txt', hidden, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /en/admin',
          'Disallow: /account',
          'Disallow: /en/account',
          'Disallow: /claim/',
          'Disallow: /en/claim/',
          'Disallow: /verify/',
          'Disallow: /en/verify/',
          'Allow: /',
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const list = await urls();
    const newest = list.reduce((a, u) => (u.lastmod > a ? u.lastmod : a), startedAt);
    const maps = ['index-sitemap.xml', ...LOCALES.map((l) => `${LOCALE_TAGS[l]}-sitemap.xml`)];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...maps.map(
        (m) =>
          `  <sitemap><loc>${escapeXml(`${base}/${m}`)}</loc><lastmod>${day(newest)}</lastmod></sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n');
    return reply.type(XML).send(body);
  });

  app.get('/index-sitemap.xml', hidden, async (_request, reply) => {
    const home = (await urls()).filter((u) => u.path === '/');
    return reply.type(XML).send(urlset(LOCALES, home));
  });

  for (const locale of LOCALES) {
    app.get(`/${LOCALE_TAGS[locale]}-sitemap.xml`, hidden, async (_request, reply) =>
      reply.type(XML).send(urlset([locale], await urls())),
    );
  }
};
