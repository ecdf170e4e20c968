import {
  CONTENT_PAGE_KEYS,
  REFERRAL_CURRENCY,
  REFERRAL_MIN_WITHDRAWAL,
  REFERRAL_SHARE_PERCENT,
  ZFaq,
  ZNewsArticle,
  ZNewsList,
  ZPublicPage,
  ZRatesExportJson,
  ZReferralTerms,
} from '@exchanger/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentItems } from '../src/db/schema.js';
import { seedDemoContent } from '../src/modules/content/content.seed.js';
import { seedCatalogue } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

const LOCALES = [
  { prefix: '', locale: 'ru' },
  { prefix: '/en', locale: 'en' },
] as const;

/** The site's own links in a text: `/rules`, `/en/aml`… */
const internalLinks = (html: string) => [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1] ?? '');

describeEachDb('demo content', (kind) => {
  let t: TTestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('is seeded once into an empty table, published, and never again', async () => {
    const seeded = await seedDemoContent(t.database.db, new Date('2026-03-10T12:00:30Z'));
    expect(seeded).toEqual({
      pages: CONTENT_PAGE_KEYS.length,
      faq: expect.any(Number),
      news: expect.any(Number),
    });
    expect(seeded!.faq).toBeGreaterThanOrEqual(15);
    expect(seeded!.news).toBeGreaterThanOrEqual(6);
    const rows = await t.database.db.select().from(contentItems);
    expect(rows).toHaveLength(seeded!.pages + seeded!.faq + seeded!.news);
    for (const row of rows) {
      expect(row.published, row.slug).not.toBeNull();
      // Published exactly as drafted: the back office shows them as "published", not "changed".
      for (const locale of ['ru', 'en'] as const) {
        expect(row.published?.[locale].body).toBe(row.draft[locale].body);
        expect(row.published?.[locale].title.length, row.slug).toBeGreaterThan(0);
      }
    }
    expect(await seedDemoContent(t.database.db)).toBeNull();
    expect(await t.database.db.select().from(contentItems)).toHaveLength(rows.length);
  });

  it('promises no chat, no round-the-clock support and no answer time the demo does not have (issue 20)', async () => {
    // The demo loads no chat widget and states no working hours: its texts must not say otherwise.
    const rows = await t.database.db.select().from(contentItems);
    const promises =
      /(?<![а-яё])чат|\bchat\b|круглосуточн|around the clock|24\/7|в течение часа|within an hour/iu;
    for (const row of rows)
      for (const locale of ['ru', 'en'] as const)
        expect(`${row.draft[locale].title}\n${row.draft[locale].body}`, `${row.slug} ${locale}`).not.toMatch(
          promises,
        );
  });

  it('publishes every information page in both languages, rendered and linking within its language', async () => {
    for (const key of CONTENT_PAGE_KEYS) {
      for (const { prefix, locale } of LOCALES) {
        const res = await get(`${prefix}/api/v1/content/pages/${key}/`);
        expect(res.statusCode, `${locale} ${key}`).toBe(200);
        const page = ZPublicPage.parse(res.json());
        expect(page.html).toMatch(/^<p>/);
        expect(page.html).not.toMatch(/<script|\*\*|^#+ /m);
        for (const href of internalLinks(page.html))
          expect(href.startsWith('/en/'), `${locale} ${key} → ${href}`).toBe(locale === 'en');
      }
    }
    const rules = ZPublicPage.parse((await get('/en/api/v1/content/pages/rules/')).json());
    expect(rules.title).toBe('Exchange rules');
    expect(rules.html).toContain('<h2>3. Rate fixing</h2>');
    expect(rules.html).toContain('<table>');
    const aml = ZPublicPage.parse((await get('/api/v1/content/pages/aml/')).json());
    expect(aml.title).toBe('Политика AML/KYC');
    expect(aml.html).toContain('Верификация');
  });

  it('groups the FAQ under headings in each language, every question with an anchor', async () => {
    const ru = ZFaq.parse((await get('/api/v1/content/faq/')).json());
    const en = ZFaq.parse((await get('/en/api/v1/content/faq/')).json());
    expect(ru.length).toBeGreaterThanOrEqual(4);
    expect(ru.length).toBeLessThanOrEqual(5);
    expect(ru.map((g) => g.group)[0]).toBe('Как проходит обмен');
    expect(en.map((g) => g.group)[0]).toBe('How an exchange works');
    const slugs = ru.flatMap((g) => g.items.map((i) => i.slug));
    expect(slugs.length).toBeGreaterThanOrEqual(15);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(en.flatMap((g) => g.items.map((i) => i.slug))).toEqual(slugs);
    for (const item of en.flatMap((g) => g.items)) {
      expect(item.question).toMatch(/[A-Za-z]/);
      expect(item.html).not.toMatch(/[а-яё]/i);
      for (const href of internalLinks(item.html)) expect(href.startsWith('/en/')).toBe(true);
    }
  });

  it('lists the news newest first, on distinct days, paged, each article in both languages', async () => {
    const first = ZNewsList.parse((await get('/api/v1/content/news/?page=1&size=5')).json());
    const second = ZNewsList.parse((await get('/api/v1/content/news/?page=2&size=5')).json());
    expect(first.count).toBeGreaterThanOrEqual(6);
    const items = [...first.results, ...second.results];
    expect(items).toHaveLength(first.count);
    const days = items.map((n) => n.publishedAt.slice(0, 10));
    expect(new Set(days).size).toBe(days.length);
    expect([...days].sort().reverse()).toEqual(days);
    expect(new Set(items.map((n) => n.slug)).size).toBe(items.length);
    expect(items[0]?.publishedAt).toBe('2026-03-08T12:00:00.000Z');
    for (const { slug } of items) {
      const ru = ZNewsArticle.parse((await get(`/api/v1/content/news/${slug}/`)).json());
      const en = ZNewsArticle.parse((await get(`/en/api/v1/content/news/${slug}/`)).json());
      expect(ru.summary.length).toBeGreaterThan(20);
      expect(en.title).not.toBe(ru.title);
      expect(en.publishedAt).toBe(ru.publishedAt);
      expect(en.html).toMatch(/^<p>/);
    }
  });

  it('tells everyone the referral terms the accruals use', async () => {
    const res = await get('/api/v1/users/refferal/terms/');
    expect(res.statusCode).toBe(200);
    expect(ZReferralTerms.parse(res.json())).toEqual({
      percent: REFERRAL_SHARE_PERCENT,
      currency: REFERRAL_CURRENCY,
      minWithdrawal: REFERRAL_MIN_WITHDRAWAL,
    });
    expect((await get('/en/api/v1/users/refferal/terms/')).json()).toEqual(res.json());
  });

  it('answers the JSON export in the shape the monitoring page reads', async () => {
    await seedCatalogue(t);
    const exported = ZRatesExportJson.parse((await get('/export/rates.json')).json());
    expect(exported.rates.length).toBeGreaterThan(10);
    expect(exported.rates.some((r) => r.city)).toBe(true);
  });
});
