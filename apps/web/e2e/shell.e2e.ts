/**
 * The SPA shell against the real built server: pages in both languages, the 404 page, the
 * language switch and its cookie, the colour mode, first-visit language detection, the guard,
 * the chat widget adapter and the phone layout.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { baseUrl, describeBrowser, openPage, useBrowser } from './support/browser.js';

const NAV_RU = [
  'Главная',
  'Наличные',
  'Правила обмена',
  'Партнёрам',
  'Магазины',
  'FAQ',
  'Новости',
  'Контакты',
];
const NAV_EN = ['Home', 'Cash', 'Exchange rules', 'Partners', 'Shops', 'FAQ', 'News', 'Contacts'];

describeBrowser('SPA shell', () => {
  const { browser } = useBrowser();
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
    const opened = await openPage(browser(), options);
    context = opened.context;
    return opened.page;
  }

  const h1 = (page: Page) => page.locator('main h1').first().innerText();
  const navLabels = (page: Page) => page.locator('header nav a').allInnerTexts();
  const localeCookie = async () => (await context!.cookies()).find((c) => c.name === 'i18n_redirected');

  it('shows the Russian home page at / with the Russian navigation', async () => {
    const page = await open();
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(await h1(page)).toBe('Обмен криптовалют, карт и наличных');
    expect((await navLabels(page)).map((s) => s.trim())).toEqual(NAV_RU);
    expect(await page.getAttribute('html', 'lang')).toMatch(/^ru/);
    expect(await page.title()).toContain('Обмен криптовалют');
    expect(await page.locator('footer').count()).toBe(1);
  });

  it('shows the English home page at /en with the English navigation', async () => {
    const page = await open({ locale: 'en-US' });
    await page.goto('/en');
    expect(await h1(page)).toBe('Exchange crypto, cards and cash');
    expect((await navLabels(page)).map((s) => s.trim())).toEqual(NAV_EN);
    expect(await page.getAttribute('html', 'lang')).toMatch(/^en/);
  });

  it('asks for the app’s scripts only once the server’s page is on screen, in both languages', async () => {
    const page = await open();
    for (const path of ['/', '/en']) {
      await page.goto(path);
      const { painted, scripts } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter(
            (entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'),
          )
          .map((entry) => entry.startTime),
      }));
      expect(painted).not.toBeNull();
      expect(scripts.length).toBeGreaterThan(3);
      // The first contentful paint's time is when its frame was presented (docs/decisions/046).
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted!);
    }
  });

  it('shows a page in each language with its title and the layout', async () => {
    const page = await open();
    await page.goto('/rules');
    expect(await h1(page)).toBe('Правила обмена');
    expect(await page.title()).toContain('Правила обмена');
    await page.goto('/en/faq');
    expect(await h1(page)).toBe('Frequently asked questions');
    expect(await page.locator('header nav').count()).toBe(1);
  });

  it('navigates between pages without reloading', async () => {
    const page = await open();
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator('header nav a', { hasText: 'Контакты' }).click();
    await page.waitForURL(`${baseUrl}/contacts`);
    expect(await h1(page)).toBe('Контакты');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  it('answers an unknown path with status 404 and the 404 page, whose button goes home', async () => {
    const page = await open();
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    expect(await page.getByTestId('error-status').innerText()).toContain('404');
    expect(await page.locator('main').innerText()).toContain('Страница не найдена');
    await page.getByTestId('go-home').click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await h1(page)).toBe('Обмен криптовалют, карт и наличных');

    const en = await page.goto('/en/no-such-page');
    expect(en?.status()).toBe(404);
    expect(await page.locator('main').innerText()).toContain('Page not found');
    await page.getByTestId('go-home').click();
    await page.waitForURL(`${baseUrl}/en`);
    expect(await h1(page)).toBe('Exchange crypto, cards and cash');
  });

  it('switches the language on the same page and remembers it in the cookie for 365 days', async () => {
    const page = await open();
    await page.goto('/rules?ref=abc#top');
    await page.getByTestId('lang-switch').click();
    await page.waitForURL(`${baseUrl}/en/rules?ref=abc#top`);
    expect(await h1(page)).toBe('Exchange rules');
    const cookie = await localeCookie();
    expect(cookie?.value).toBe('en');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await page.getByTestId('lang-switch').click();
    await page.waitForURL(`${baseUrl}/rules?ref=abc#top`);
    expect(await h1(page)).toBe('Правила обмена');
    expect((await localeCookie())?.value).toBe('ru');
  });

  it('follows the browser language on the first visit to the root only', async () => {
    const en = await open({ locale: 'en-US' });
    await en.goto('/');
    await en.waitForURL(`${baseUrl}/en`);
    expect(await h1(en)).toBe('Exchange crypto, cards and cash');
    expect((await localeCookie())?.value).toBe('en');
    await context!.close();

    const deep = await open({ locale: 'en-US' });
    await deep.goto('/rules');
    expect(await h1(deep)).toBe('Правила обмена');
    expect(deep.url()).toBe(`${baseUrl}/rules`);
    await context!.close();

    // A remembered choice wins over the browser language.
    const remembered = await open({ locale: 'en-US' });
    await context!.addCookies([{ name: 'i18n_redirected', value: 'ru', url: baseUrl }]);
    await remembered.goto('/');
    expect(await h1(remembered)).toBe('Обмен криптовалют, карт и наличных');
    expect(remembered.url()).toBe(`${baseUrl}/`);
  });

  it('keeps the colour mode across a reload', async () => {
    const page = await open({ colorScheme: 'light' });
    await page.goto('/faq');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.locator('label:has([data-testid="color-mode-dark"])').click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');
    expect(await page.getByTestId('color-mode-dark').isChecked()).toBe(true);

    await page.locator('label:has([data-testid="color-mode-system"])').click();
    // "System" follows the operating system's preference live.
    const themeBecomes = (theme: string) =>
      page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme, { timeout: 5_000 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await themeBecomes('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await themeBecomes('light');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('system');
  });

  it('sends anonymous visitors from the account to the login page with a way back', async () => {
    const page = await open();
    await page.goto('/account/orders');
    await page.waitForURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/account/orders');
    expect(await h1(page)).toBe('Вход');
  });

  it('loads the chat widget on every page and re-creates it in the new language on a switch', async () => {
    const page = await open();
    const requested: string[] = [];
    await context!.route('https://chat.invalid/**', async (route) => {
      requested.push(route.request().url());
      const lang = new URL(route.request().url()).searchParams.get('lang');
      await route.fulfill({
        contentType: 'application/javascript',
        body: `(() => { const d = document.createElement('div'); d.className = 'fake-chat'; d.dataset.lang = ${JSON.stringify(lang)}; document.body.appendChild(d); })();`,
      });
    });
    await page.goto('/contacts');
    await page.waitForSelector('.fake-chat', { state: 'attached' });
    expect(requested).toEqual(['https://chat.invalid/widget/e2e-widget.js?lang=ru']);

    await page.locator('header nav a', { hasText: 'FAQ' }).click();
    await page.waitForURL(`${baseUrl}/faq`);
    expect(await page.locator('.fake-chat').count()).toBe(1);

    await page.getByTestId('lang-switch').click();
    await page.waitForURL(`${baseUrl}/en/faq`);
    await page.waitForSelector('.fake-chat[data-lang="en"]', { state: 'attached' });
    expect(await page.locator('.fake-chat').count()).toBe(1);
    expect(await page.locator('script[data-chat-widget]').count()).toBe(1);
    expect(requested.at(-1)).toBe('https://chat.invalid/widget/e2e-widget.js?lang=en');
  });

  it('fits a 390 px phone without sideways scrolling and opens the menu', async () => {
    const page = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const path of ['/', '/rules', '/en/partners/monitoring', '/nope']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await page.goto('/');
    await page.getByTestId('menu-toggle').click();
    await page.locator('header nav a', { hasText: 'Новости' }).click();
    await page.waitForURL(`${baseUrl}/news`);
    expect(await h1(page)).toBe('Новости');
  });

  it('serves the API, the OpenAPI document and the docs on the same port', async () => {
    const page = await open();
    await page.goto('/');
    const result = await page.evaluate(async () => {
      const tech = await fetch('/en/api/v1/calculator/tech/').then((r) => r.json() as Promise<unknown>);
      const doc = await fetch('/api/openapi.json').then((r) => r.json() as Promise<{ openapi: string }>);
      const missing = await fetch('/api/v1/nope/').then((r) => r.status);
      return { tech, openapi: doc.openapi, missing };
    });
    expect(result).toEqual({
      // `demo`: whether the demo-data warning is on, which demo-banner.e2e.ts switches meanwhile.
      tech: { maintenance: false, message: '', demo: expect.any(Boolean) },
      openapi: '3.1.0',
      missing: 404,
    });
    const docs = await page.goto('/api/docs/');
    expect(docs?.status()).toBe(200);
  });
});
