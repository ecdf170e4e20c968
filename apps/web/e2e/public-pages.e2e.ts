/**
 * Public pages against the real server and its demo data: `/cash` (cities and conditions from the
 * catalogue, the exchange opened preset to a direction), `/contest` (the seeded contest with its
 * countdown and prizes) in Russian and English, `/shops` while no shop is approved, and the claim
 * lookup of the payment outcome page and of the footer.
 *
 * With `E2E_SCREENSHOTS=<dir>` it also saves /cash and /contest at 390 and 1280 px, light and dark,
 * in both languages, to look at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { dec, pairTerms, quoteFromSend, type TPair } from '@exchanger/core';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { accessOf, post } from './support/accounts.js';
import { baseUrl, describeBrowser, openPage, useBrowser } from './support/browser.js';
import { E2E_ADMIN } from './support/staff.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A guest's claim BTC → Sberbank card, made through the API. */
async function createClaim(email = 'lookup@example.com'): Promise<string> {
  const reserves = (await (await fetch(`${baseUrl}/api/v1/calculator/reserves/`)).json()) as {
    id: number;
    currency: string;
  }[];
  const id = (code: string) => reserves.find((r) => r.currency === code)!.id;
  const pair = (await (
    await fetch(`${baseUrl}/api/v1/calculator/pair/${id('BTC')}/${id('SBERRUB')}/`)
  ).json()) as TPair;
  const q = quoteFromSend(pairTerms(pair), '0.01');
  const res = await fetch(`${baseUrl}/api/v1/claim/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      fromPs: id('BTC'),
      toPs: id('SBERRUB'),
      fromSumma: q.send,
      toSumma: q.receive,
      toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      agree: true,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The client confirms the payment and an operator completes the claim; its dollar value. */
async function completeClaim(claimId: string): Promise<string> {
  expect((await post(`/api/v1/claim/${claimId}/confirm/`)).status).toBe(200);
  const staff = await accessOf(E2E_ADMIN.email, E2E_ADMIN.password);
  for (const body of [
    { action: 'payment_received', reason: 'received' },
    { action: 'complete', reason: 'paid out', payoutReference: 'CONTEST-1' },
  ]) {
    expect((await post(`/admin/api/claims/${claimId}/actions/`, body, staff)).status).toBe(200);
  }
  const claim = (await (
    await fetch(`${baseUrl}/admin/api/claims/${claimId}/`, { headers: { Authorization: `Bearer ${staff}` } })
  ).json()) as { usdValue: string };
  return claim.usdValue;
}

describeBrowser('public pages', () => {
  const { browser } = useBrowser();
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(options: BrowserContextOptions = PHONE): Promise<Page> {
    const opened = await openPage(browser(), options);
    context = opened.context;
    return opened.page;
  }

  const h1 = (page: Page) => page.locator('h1').first().innerText();
  /** What a visitor reads: non-breaking spaces as spaces. */
  const read = async (locator: Locator) => (await locator.innerText()).replace(/\u00a0/g, ' ');

  it('shows the cash cities with the catalogue’s conditions and opens the exchange preset (ru)', async () => {
    const page = await open();
    await page.goto('/cash');
    expect(await h1(page)).toBe('Наличные');
    const city = page.getByTestId('cash-city');
    expect(await city.getAttribute('data-city')).toBe('MSK');
    expect(await page.getByTestId('cash-city-MSK').getAttribute('aria-pressed')).toBe('true');
    // The demo catalogue: roubles in four cities, dollars in two.
    expect(await page.locator('.cash-cities__name').allInnerTexts()).toEqual([
      'Москва',
      'Санкт-Петербург',
      'Екатеринбург',
      'Казань',
    ]);
    expect(await city.getByTestId('cash-currency').count()).toBe(2);
    const usdtToCash = city.locator('[data-pair="USDTTRC20>CASHRUB"]');
    expect(await read(usdtToCash.getByTestId('cash-course'))).toBe('1 USDT = 79.4 RUB');
    expect(await read(usdtToCash.getByTestId('cash-limits'))).toBe('от 1 000 до 100 000 USDT');
    expect(await usdtToCash.innerText()).toContain('Выдача наличных в офисе по предварительной записи.');

    // Kazan has roubles only; the choice is kept in the address.
    await page.getByTestId('cash-city-KZN').click();
    await page.waitForURL(/\/cash\?city=KZN$/);
    expect(await city.getAttribute('data-city')).toBe('KZN');
    expect(await city.getByTestId('cash-currency').count()).toBe(1);

    await city.locator('[data-pair="USDTTRC20>CASHRUB"]').getByTestId('cash-exchange').click();
    await page.waitForURL(/\/\?cur_from=USDTTRC20&cur_to=CASHRUB&city=\d+$/);
    await expect
      .poll(() => page.getByTestId('to-picker').getAttribute('data-code'), { timeout: 15_000 })
      .toBe('CASHRUB');
    expect(await page.getByTestId('from-picker').getAttribute('data-code')).toBe('USDTTRC20');
    // The city chosen on the cash page is already chosen in the form.
    await expect
      .poll(
        () =>
          page
            .getByTestId('city-to')
            .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? ''),
        { timeout: 15_000 },
      )
      .toBe('Казань');
  });

  it('shows cash in English on a desktop', async () => {
    const page = await open(DESKTOP);
    await page.goto('/en/cash?city=SPB');
    expect(await h1(page)).toBe('Cash');
    const city = page.getByTestId('cash-city');
    expect(await city.getAttribute('data-city')).toBe('SPB');
    expect(await city.locator('h2').first().innerText()).toBe('Cash in Saint Petersburg');
    const usdtToCash = city.locator('[data-pair="USDTTRC20>CASHRUB"]');
    expect(await usdtToCash.innerText()).toContain('Cash is handed over at the office by appointment.');
    expect(await usdtToCash.getByTestId('cash-exchange').getAttribute('href')).toMatch(
      /^\/en\?cur_from=USDTTRC20&cur_to=CASHRUB&city=\d+$/,
    );
  });

  it('shows the running contest with its countdown, prizes and board, in Russian and English', async () => {
    // A claim completed now counts, under its masked e-mail, with its exact dollar value.
    const usd = await completeClaim(await createClaim('leader.board@example.com'));
    const page = await open();
    await page.goto('/contest');
    expect(await h1(page)).toBe('Конкурс');
    expect(await page.getByTestId('contest-title').innerText()).toBe('Месяц больших обменов');
    expect(await page.getByTestId('contest-phase').innerText()).toMatch(/идёт/i);
    const countdown = page.getByTestId('contest-countdown');
    const first = await countdown.innerText();
    expect(first).toMatch(/^\d+ д \d{1,2}:\d{2}:\d{2}$/);
    await expect.poll(() => countdown.innerText(), { timeout: 5_000 }).not.toBe(first);
    expect(await page.getByTestId('contest-prizes').locator('li').count()).toBe(5);
    expect(await page.getByTestId('contest-prizes').locator('li').first().innerText()).toContain('500 USDT');

    await page.goto('/en/contest');
    expect(await h1(page)).toBe('Contest');
    expect(await page.getByTestId('contest-title').innerText()).toBe('Big exchange month');
    expect(await page.getByTestId('contest-ends').innerText()).toMatch(/^Ends on /);
    const row = page.locator('[data-testid="contest-leader"]', { hasText: 'le***@e***.com' });
    const volume = (await row.locator('td').nth(2).innerText()).replace(/\s/g, '');
    expect(dec(volume).eq(dec(usd))).toBe(true);
    expect(await page.getByTestId('contest-board').innerText()).not.toContain('leader.board');
  });

  it('lists the approved shops, or explains the programme while there are none, and leads to it', async () => {
    // Other tests on this server approve shops; the empty state itself is unit-tested (shops-list).
    const page = await open();
    await page.goto('/shops');
    await page.locator('[data-testid="shops-empty"], [data-testid="shops-list"]').first().waitFor();
    if (await page.getByTestId('shops-empty').count())
      expect(await page.getByTestId('shops-empty').innerText()).toContain('оператор проверит');
    await page.getByTestId('shops-partners').click();
    await page.waitForURL(/\/partners$/);
  });

  it('finds a claim by its number on the payment outcome page and in the footer', async () => {
    const claimId = await createClaim();
    const page = await open();
    await page.goto('/claim/success');
    const lookup = page.getByTestId('claim-lookup');
    await lookup.getByTestId('claim-lookup-input').fill('not-a-claim');
    await lookup.getByTestId('claim-lookup-email').fill('client@example.com');
    await lookup.getByTestId('claim-lookup-submit').click();
    expect(await lookup.locator('.field__error').innerText()).toContain('Это не номер заявки');
    // A whole link (or the whole id) opens the claim without the e-mail: it is the claim's secret.
    await lookup.getByTestId('claim-lookup-input').fill(`${baseUrl}/claim/${claimId.toUpperCase()}`);
    await lookup.getByTestId('claim-lookup-input').press('Enter');
    await page.waitForURL(new RegExp(`/claim/${claimId}$`));
    await page.getByTestId('claim-status').waitFor();

    // In English, from the footer of any page.
    await page.goto('/en/claim/fail');
    const footer = page.getByTestId('footer-claim-lookup');
    await footer.getByTestId('footer-claim-lookup-submit').click();
    // Empty: both fields say what they need (a short number opens only together with the e-mail).
    expect(await footer.locator('.field__error').allInnerTexts()).toEqual([
      'Enter the claim number.',
      expect.stringMatching(/e-mail/i),
    ]);
    await footer.getByTestId('footer-claim-lookup-input').fill(claimId);
    await footer.getByTestId('footer-claim-lookup-submit').click();
    await page.waitForURL(new RegExp(`/en/claim/${claimId}$`));
    await page.getByTestId('claim-status').waitFor();
  });

  it.skipIf(!SCREENSHOTS)(
    'saves screenshots of /cash and /contest to look at',
    async () => {
      const dir = SCREENSHOTS!;
      mkdirSync(path.join(dir, 'screens'), { recursive: true });
      const pages = [
        ['cash', 'cash-city'],
        ['contest', 'contest'],
        ['shops', 'shops-programme'],
        ['claim/success', 'claim-lookup'],
      ] as const;
      for (const [size, options] of [
        ['390', PHONE],
        ['1280', DESKTOP],
      ] as const) {
        for (const colorScheme of ['light', 'dark'] as const) {
          const page = await open({ ...options, colorScheme });
          for (const prefix of ['', '/en']) {
            for (const [name, ready] of pages) {
              await page.goto(`${prefix}/${name}`);
              await page.getByTestId(ready).waitFor();
              const base = `${name.replace('/', '-')}-${prefix ? 'en' : 'ru'}-${size}-${colorScheme}`;
              // The whole page, and in screens of the viewport's height (easier to look at).
              await page.screenshot({ path: path.join(dir, `${base}.png`), fullPage: true });
              const height = await page.evaluate(() => document.documentElement.scrollHeight);
              const screen = options.viewport.height;
              for (let y = 0, n = 1; y < height; y += screen, n += 1) {
                await page.screenshot({
                  path: path.join(dir, 'screens', `${base}-${n}.png`),
                  fullPage: true,
                  clip: { x: 0, y, width: options.viewport.width, height: Math.min(screen, height - y) },
                });
              }
            }
          }
          await context?.close();
          context = undefined;
        }
      }
    },
    300_000,
  );
});
