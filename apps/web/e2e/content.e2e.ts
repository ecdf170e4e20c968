/**
 * The public content against the real server and its seeded demo content: the FAQ searched on the
 * page, a news article opened from the list in Russian and then in English, an unknown article,
 * the rules, and the partners pages with the server's referral share and export addresses.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, describeBrowser, useBrowser, usePages } from './support/browser.js';

describeBrowser('public content', () => {
  const { browser } = useBrowser();
  const open = usePages(browser);

  const h1 = (page: Page) => page.locator('main h1').first().innerText();
  const questions = (page: Page) => page.locator('[data-testid="faq-item"] summary').allInnerTexts();

  it('narrows the FAQ as one types and finds the answer', async () => {
    const page = await open();
    await page.goto('/faq');
    expect(await h1(page)).toBe('Частые вопросы');
    await page.getByTestId('faq-item').first().waitFor();
    const all = await questions(page);
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(await page.getByTestId('faq-group').count()).toBeGreaterThanOrEqual(4);

    await page.getByRole('searchbox', { name: 'Поиск по вопросам' }).fill('фото карту');
    const found = await questions(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    expect(found).toContain('Как сфотографировать карту?');
    expect(await page.getByTestId('faq-count').innerText()).toBe(`Найдено: ${found.length} из ${all.length}`);
    const answer = page.locator('[data-testid="faq-item"][open]', { hasText: 'Как сфотографировать карту?' });
    expect(await answer.innerText()).toContain('первые 6 и последние 4');

    await page.getByRole('searchbox', { name: 'Поиск по вопросам' }).fill('несуществующее слово');
    expect(await page.getByTestId('faq-nothing').innerText()).toContain('ничего не нашлось');
    await page.getByRole('button', { name: 'Сбросить поиск' }).click();
    expect(await questions(page)).toEqual(all);
  });

  it('opens the question of a #link, in English too', async () => {
    const page = await open({ locale: 'en-US' });
    await page.goto('/en/faq#refund');
    const refund = page.locator('details#refund');
    await refund.waitFor();
    expect(await refund.getAttribute('open')).not.toBeNull();
    expect(await refund.locator('summary').innerText()).toBe('How do refunds work?');
    expect(await page.locator('details[open]').count()).toBe(1);
  });

  it('opens a news article from the list in Russian, then the same article in English', async () => {
    const page = await open();
    await page.goto('/news');
    expect(await h1(page)).toBe('Новости');
    const first = page.getByTestId('news-item').first();
    const title = (await first.locator('h2').innerText()).trim();
    const date = await first.locator('time').innerText();
    expect(await page.getByTestId('news-pager').innerText()).toContain('Страница 1 из 2');
    await first.getByRole('link').click();
    await page.waitForURL(/\/news\/[a-z0-9-]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    expect(await h1(page)).toBe(title);
    expect(await page.getByTestId('news-article').locator('time').innerText()).toBe(date);
    expect(await page.title()).toContain(title);
    expect(await page.getByTestId('news-article').locator('.prose').innerText()).not.toBe('');

    await page.getByTestId('lang-switch').click();
    await page.waitForURL(`${baseUrl}/en/news/${slug}`);
    const english = await h1(page);
    expect(english).not.toBe(title);
    expect(english).not.toMatch(/[а-яё]/i);
    await page.getByTestId('news-back').click();
    await page.waitForURL(`${baseUrl}/en/news`);
    expect(await h1(page)).toBe('News');
    await page.getByTestId('news-older').click();
    await page.waitForURL(`${baseUrl}/en/news?page=2`);
    expect(await page.getByTestId('news-item').count()).toBeGreaterThan(0);

    // The English list leads to the same article.
    await page.goto('/en/news');
    await page.getByTestId('news-item').first().getByRole('link').click();
    await page.waitForURL(`${baseUrl}/en/news/${slug}`);
    expect(await h1(page)).toBe(english);
  });

  it('answers an unknown article with the 404 page', async () => {
    const page = await open();
    const res = await page.goto('/news/no-such-news');
    expect(res?.status()).toBe(404);
    expect(await page.getByTestId('error-status').innerText()).toContain('404');
  });

  it('shows the rules text with its sections, and its links stay in the app', async () => {
    const page = await open();
    await page.goto('/rules');
    const text = page.getByTestId('page-text-rules');
    await text.waitFor();
    expect(await text.locator('h2').count()).toBeGreaterThanOrEqual(10);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await text.getByRole('link', { name: 'политикой AML/KYC' }).click();
    await page.waitForURL(`${baseUrl}/aml`);
    expect(await h1(page)).toBe('Политика AML/KYC');
    await page.getByTestId('page-text-aml').waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  });

  it('shows the server’s referral share and the export addresses of this site', async () => {
    const terms = (await (await fetch(`${baseUrl}/api/v1/users/refferal/terms/`)).json()) as {
      percent: string;
    };
    const page = await open();
    await page.goto('/partners/users');
    expect(await page.getByTestId('referral-percent').innerText()).toBe(`${terms.percent} %`);

    await page.goto('/en/partners/monitoring');
    const xml = page.getByTestId('export-url-XML');
    expect(await xml.innerText()).toBe(`${baseUrl}/export/rates.xml`);
    expect(await page.getByTestId('export-url-JSON').innerText()).toBe(`${baseUrl}/export/rates.json`);
    expect(await page.getByTestId('monitoring-live').innerText()).toMatch(/Directions in the file: \d+/);
    const exported = await fetch(`${baseUrl}/export/rates.xml`);
    expect(await exported.text()).toContain('<rates>');
  });
});
