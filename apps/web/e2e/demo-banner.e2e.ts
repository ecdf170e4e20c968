/**
 * The demo-data strip and the "not a robot" check against the real server (seeded with the demo
 * catalogue): the strip is on the home page in Russian and English, on a phone and a desktop, light
 * and dark, and in the back office, where the administrator turns it off (and on again); a
 * direction that requires the check gets the ALTCHA widget, which solves its challenge in the
 * browser, and the claim is created. The server is shared by every browser test: whatever this file
 * switches it switches back, in `afterAll` too. With `E2E_SCREENSHOTS=<dir>` it saves the home page
 * at 390 and 1280 px, light and dark, in both languages.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pairTerms, quoteFromSend, type TPair } from '@exchanger/core';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { accessOf } from './support/accounts.js';
import { loginAsAdmin } from './support/admin-screens.js';
import { baseUrl, describeBrowser, usePages, useBrowser } from './support/browser.js';
import { dismissNotices } from './support/exchange.js';
import { E2E_ADMIN } from './support/staff.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const TEXT = {
  ru: 'Демо-данные: не отправляйте реальные платежи',
  en: 'Demo data: do not send real payments',
};

async function techDemo(): Promise<boolean> {
  return ((await (await fetch(`${baseUrl}/api/v1/calculator/tech/`)).json()) as { demo: boolean }).demo;
}

async function idsOf(): Promise<Map<string, number>> {
  const reserves = (await (await fetch(`${baseUrl}/api/v1/calculator/reserves/`)).json()) as {
    id: number;
    currency: string;
  }[];
  return new Map(reserves.map((r) => [r.currency, r.id]));
}

/** The strip's text and box, once it is there. */
async function strip(page: Page) {
  const banner = page.getByTestId('demo-banner');
  await banner.waitFor();
  return { text: await banner.innerText(), box: await banner.boundingBox() };
}

describeBrowser('demo data and the human check', () => {
  const { browser } = useBrowser();
  const open = usePages(browser);
  let admin: string | null = null;
  /** What this file switched and has not switched back yet. */
  const pending = { demoOff: false, humanCheckDirection: null as number | null };

  const adminCall = async (method: 'PUT' | 'PATCH' | 'GET', url: string, body?: object) => {
    admin ??= await accessOf(E2E_ADMIN.email, E2E_ADMIN.password);
    return fetch(`${baseUrl}${url}`, {
      method,
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  };

  afterAll(async () => {
    if (pending.demoOff) await adminCall('PUT', '/admin/api/settings/demo-banner/', { enabled: true });
    if (pending.humanCheckDirection !== null)
      await adminCall('PATCH', `/admin/api/catalogue/directions/${pending.humanCheckDirection}/`, {
        humanCheck: false,
        reason: 'e2e: back to normal',
      });
  });

  it('shows the strip on the home page in ru and en, on a phone and a desktop, light and dark', async () => {
    expect(await techDemo()).toBe(true);
    // The page's HTML already says so: the strip is drawn with the first render, no shift later.
    expect(await (await fetch(`${baseUrl}/en`)).text()).toContain('"demo":true');
    if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
    for (const [size, options] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await open({ ...options, colorScheme });
        for (const locale of ['ru', 'en'] as const) {
          await page.goto(locale === 'ru' ? '/' : '/en');
          const { text, box } = await strip(page);
          expect(text).toBe(TEXT[locale]);
          // One line of fixed height at the very top, within the screen's width.
          expect(box).toMatchObject({ y: 0, height: 28 });
          expect(box!.width).toBeLessThanOrEqual(options.viewport.width);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scrollWidth).toBeLessThanOrEqual(options.viewport.width);
          if (SCREENSHOTS) {
            await page.getByTestId('exchange-form').waitFor();
            await page.screenshot({
              path: path.join(SCREENSHOTS, `demo-${locale}-${size}-${colorScheme}.png`),
            });
          }
        }
        await page.context().close();
      }
    }
  }, 240_000);

  it('is on the back office too, where the administrator turns it off and on again', async () => {
    const page = await open(DESKTOP);
    await loginAsAdmin(page, '/en/admin/settings');
    await page.getByTestId('setting-demo').waitFor();
    expect((await strip(page)).text).toBe(TEXT.en);
    expect(await page.getByTestId('setting-demo-state').innerText()).toContain('Shown now');
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'demo-admin-en-1280-light.png') });

    await page.getByTestId('setting-demo-enabled').uncheck();
    await page.getByTestId('setting-demo-save').click();
    pending.demoOff = true;
    await page.getByTestId('setting-demo-notice').waitFor();
    // Gone at once from this page, and from the site.
    await page.getByTestId('demo-banner').waitFor({ state: 'detached' });
    expect(await page.getByTestId('setting-demo-state').innerText()).toContain('Turned off');
    expect(await techDemo()).toBe(false);
    await page.goto('/en');
    await page.getByTestId('exchange-form').waitFor();
    expect(await page.getByTestId('demo-banner').count()).toBe(0);

    await page.goto('/en/admin/settings');
    await page.getByTestId('setting-demo-enabled').check();
    await page.getByTestId('setting-demo-save').click();
    await page.getByTestId('demo-banner').waitFor();
    pending.demoOff = false;
    expect(await techDemo()).toBe(true);
  }, 240_000);

  it('creates a claim in a direction that requires the check, solved in the browser', async () => {
    const ids = await idsOf();
    const from = ids.get('LTC')!;
    const to = ids.get('TCSBRUB')!;
    const directions = (await (await adminCall('GET', '/admin/api/catalogue/directions/')).json()) as {
      id: number;
      from: { id: number };
      to: { id: number };
    }[];
    const direction = directions.find((d) => d.from.id === from && d.to.id === to)!;
    const on = await adminCall('PATCH', `/admin/api/catalogue/directions/${direction.id}/`, {
      humanCheck: true,
      reason: 'e2e: bots on this pair',
    });
    expect(on.status, await on.clone().text()).toBe(200);
    pending.humanCheckDirection = direction.id;
    const pair = (await (await fetch(`${baseUrl}/api/v1/calculator/pair/${from}/${to}/`)).json()) as TPair;
    expect(pair.humanCheck).toBe(true);

    const page = await open(PHONE);
    await page.goto('/?cur_from=LTC&cur_to=TCSBRUB');
    await page.getByTestId('exchange-form').waitFor();
    await dismissNotices(page);
    await page.getByTestId('human-check').locator('altcha-widget').waitFor();
    const send = pair.from.min ?? '1';
    const quote = quoteFromSend(pairTerms(pair), send);
    await page.getByTestId('amount-from').fill(quote.send);
    await page.getByTestId('amount-from').blur();
    await page.getByTestId('field-to-card').fill('4111 1111 1111 1111');
    await page.getByTestId('field-to-cardholder').fill('IVAN IVANOV');
    await page.getByTestId('email').fill('human@example.com');
    await page.getByTestId('agree-aml').check();
    await page.getByTestId('agree-rules').check();
    // The widget solves its challenge by itself; the button waits for it.
    await expect
      .poll(() => page.getByTestId('create-claim').isEnabled(), { timeout: 60_000, interval: 500 })
      .toBe(true);
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'human-check-ru-390.png'), fullPage: true });
    await page.getByTestId('create-claim').click();
    await page.waitForURL(/\/claim\/[0-9a-f-]{36}/, { timeout: 30_000 });

    const off = await adminCall('PATCH', `/admin/api/catalogue/directions/${direction.id}/`, {
      humanCheck: false,
      reason: 'e2e: back to normal',
    });
    expect(off.status).toBe(200);
    pending.humanCheckDirection = null;
  }, 240_000);
});
