/**
 * A new currency against the real server: the administrator creates it in the back office with an
 * uploaded SVG logo and lands in its editor; the logo is served with a policy that runs nothing;
 * once a direction to it is open and it is switched on, a visitor picks it in the calculator with
 * that logo. With `E2E_SCREENSHOTS=<dir>` it also saves the form at 1280 and 800 px, light and
 * dark, in both languages.
 */
import { expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { accessOf, post } from './support/accounts.js';
import { loginAsAdmin, shoot } from './support/admin-screens.js';
import { baseUrl, describeBrowser, usePages, useBrowser } from './support/browser.js';
import { dismissNotices, pick } from './support/exchange.js';
import { E2E_ADMIN } from './support/staff.js';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#2775ca"/></svg>',
);

describeBrowser('back office: new currency', () => {
  const { browser } = useBrowser();
  const open = usePages(browser);

  it('creates a currency with an uploaded logo, and a visitor can pick it once it is on', async () => {
    const code = `USDC${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const desk = await open(DESKTOP);
    await loginAsAdmin(desk, '/admin/catalogue/currencies');
    await desk.getByTestId('currency-new').click();
    await desk.waitForURL(/\/admin\/catalogue\/currencies\/new$/);

    await desk.getByTestId('new-currency-code').fill(code);
    await desk.getByTestId('new-currency-ticker').fill('USDC');
    await desk.getByTestId('new-currency-name-ru').fill(`USD Coin ${code}`);
    await desk.getByTestId('new-currency-name-en').fill(`USD Coin ${code}`);
    await desk.getByTestId('new-currency-groupKey').fill(code);
    await desk.getByTestId('new-currency-filter-crypto').check();
    await desk.getByTestId('new-currency-usdFormula').fill('1');
    await desk
      .getByTestId('logo-file')
      .setInputFiles({ name: 'usdc.svg', mimeType: 'image/svg+xml', buffer: SVG });
    const preview = desk.getByTestId('logo-preview').locator('img').first();
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/media\/logos\/[0-9a-f]{64}\.svg$/);
    const logoUrl = (await preview.getAttribute('src'))!;
    await desk.getByTestId('currency-field-add').click();
    await desk.getByTestId('field-name').fill('wallet');
    await desk.getByTestId('new-currency-reason').fill('Листинг USDC');
    await desk.getByTestId('new-currency-submit').click();
    await desk.waitForURL(/\/admin\/catalogue\/currencies\/\d+$/);
    await desk.getByTestId('currency-editor').waitFor();
    expect(await desk.locator('h1').innerText()).toContain(code);
    const id = Number(desk.url().split('/').pop());

    // The logo is public, cached for a year, and an SVG runs nothing.
    const logo = await fetch(`${baseUrl}${logoUrl}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logo.headers.get('cache-control')).toContain('immutable');

    // A direction to it and a reserve, then it is switched on: the calculator has it at once.
    const staff = await accessOf(E2E_ADMIN.email, E2E_ADMIN.password);
    const reserves = (await (await fetch(`${baseUrl}/api/v1/calculator/reserves/`)).json()) as {
      id: number;
      currency: string;
    }[];
    const usdt = reserves.find((r) => r.currency === 'USDTTRC20')!.id;
    const direction = await post(
      '/admin/api/catalogue/directions/',
      { fromId: usdt, toId: id, courseSource: 'manual', manualCourse: '0.99', reason: 'e2e' },
      staff,
    );
    expect(direction.status).toBe(201);
    expect(
      (
        await post(
          `/admin/api/catalogue/currencies/${id}/reserve/`,
          { reserve: '10000', reason: 'e2e' },
          staff,
        )
      ).status,
    ).toBe(200);
    const on = await fetch(`${baseUrl}/admin/api/catalogue/currencies/${id}/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
      body: JSON.stringify({ active: true, reason: 'e2e' }),
    });
    expect(on.status).toBe(200);

    const visitor = await open(DESKTOP);
    await visitor.goto('/');
    await visitor.getByTestId('exchange-form').waitFor();
    await dismissNotices(visitor);
    await pick(visitor, 'from', 'USDT', 'USDTTRC20');
    await pick(visitor, 'to', code.toLowerCase(), code);
    expect(await visitor.getByTestId('to-picker').locator('img').first().getAttribute('src')).toBe(logoUrl);
  });

  it.skipIf(!SCREENSHOTS)(
    'saves screenshots of the new currency form to look at',
    async () => {
      mkdirSync(SCREENSHOTS!, { recursive: true });
      await shoot(open, SCREENSHOTS!, [
        ['admin/catalogue/currencies', 'currency-new', 'currencies'],
        ['admin/catalogue/currencies/new', 'currency-create', 'currency-new'],
      ]);
    },
    300_000,
  );
});
