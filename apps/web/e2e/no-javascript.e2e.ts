/**
 * With JavaScript off, the public pages are still there (docs/decisions/034-server-rendering.md):
 * the home page's exchange form with the default direction's quote and a monitor link's
 * direction, and the information pages' text, in Russian and English, at a phone's width. What the
 * browser shows here is only what the server sent. And on a slow line, what a visitor types into
 * the server's page before the scripts have run is kept once they have.
 */
import { initialQuote, pairTerms, quoteFromSend, type TPair } from '@exchanger/core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, describeBrowser, openPage, useBrowser } from './support/browser.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${baseUrl}${path}`)).json()) as T;
}

/** The direction's quote as the core maths give it for its terms now. */
async function quoteOf(from: number, to: number, locale: 'ru' | 'en') {
  const pair = await api<TPair>(`${locale === 'en' ? '/en' : ''}/api/v1/calculator/pair/${from}/${to}/`);
  return initialQuote(pairTerms(pair));
}

async function expectQuote(page: Page, from: number, to: number, locale: 'ru' | 'en'): Promise<void> {
  const quote = await quoteOf(from, to, locale);
  expect(await page.getByTestId('amount-from').inputValue()).toBe(quote.send);
  expect(await page.getByTestId('amount-to').inputValue()).toBe(quote.receive);
}

describeBrowser('the public pages without JavaScript', () => {
  const { browser } = useBrowser();

  it('shows the exchange form with a quote and the information pages, in both languages', async () => {
    const { context, page } = await openPage(browser(), { ...PHONE, javaScriptEnabled: false });
    try {
      const [from] = await api<number[]>('/api/v1/calculator/from/');
      const [to] = await api<number[]>(`/api/v1/calculator/from/${from}/`);

      await page.goto('/');
      await expect.poll(() => page.getByTestId('exchange-form').isVisible()).toBe(true);
      expect(await page.locator('h1').textContent()).toMatch(/Обмен/);
      await expectQuote(page, from!, to!, 'ru');
      expect(await page.getByTestId('create-claim').isVisible()).toBe(true);

      await page.goto('/en');
      expect(await page.getByTestId('exchange-form').isVisible()).toBe(true);
      expect(await page.getByText('You send').first().isVisible()).toBe(true);
      await expectQuote(page, from!, to!, 'en');

      await page.goto('/faq');
      expect(await page.locator('h1').textContent()).toMatch(/Частые вопросы/);
      expect(await page.locator('.faq-item__question').count()).toBeGreaterThan(3);

      await page.goto('/en/rules');
      expect(await page.locator('h1').textContent()).toMatch(/Exchange rules/);
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(500);
    } finally {
      await context.close();
    }
  });

  it('opens a monitor’s direction link with that pair painted', async () => {
    const { context, page } = await openPage(browser(), { ...PHONE, javaScriptEnabled: false });
    try {
      const fromIds = await api<number[]>('/api/v1/calculator/from/');
      const from = fromIds.at(-1)!;
      const to = (await api<number[]>(`/api/v1/calculator/from/${from}/`)).at(-1)!;
      const reserves = await api<{ id: number; currency: string }[]>('/api/v1/calculator/reserves/');
      const code = (id: number) => reserves.find((r) => r.id === id)!.currency;

      await page.goto(`/en?cur_from=${from}&cur_to=${to}`);
      await expectQuote(page, from, to, 'en');
      expect(await page.getByTestId('from-picker').innerText()).toContain(code(from));
      expect(await page.getByTestId('to-picker').innerText()).toContain(code(to));
    } finally {
      await context.close();
    }
  });

  it('keeps what was typed before the page was hydrated', async () => {
    const { context, page } = await openPage(browser(), { ...PHONE, waitForApp: false });
    try {
      // A slow line: the app's scripts arrive a good while after the page is painted.
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      const [from] = await api<number[]>('/api/v1/calculator/from/');
      const [to] = await api<number[]>(`/api/v1/calculator/from/${from}/`);
      const pair = await api<TPair>(`/api/v1/calculator/pair/${from}/${to}/`);
      const terms = pairTerms(pair);
      const typed = initialQuote(terms).send.replace(/0+$/, '') + '5';

      await page.goto('/', { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-started'))).toBe(false);
      await page.getByTestId('amount-from').fill(typed);
      await page.getByTestId('agree-aml').check();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'));

      const receive = quoteFromSend(terms, typed).receive;
      await expect.poll(() => page.getByTestId('amount-to').inputValue()).toBe(receive);
      // Typing elsewhere re-renders the form: the typed amount and the ticked box stay.
      await page.getByTestId('email').fill('early@example.com');
      expect(await page.getByTestId('amount-from').inputValue()).toBe(typed);
      expect(await page.getByTestId('agree-aml').isChecked()).toBe(true);
      // Handed over: the list of typed fields is gone.
      const list = () => (window as { __typedBeforeHydration?: unknown }).__typedBeforeHydration;
      expect(await page.evaluate(list)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
