/**
 * The back office's shop desks against the real server: a seller opens a shop through the API and
 * the administrator approves it in the browser; a buyer pays an invoice of the shop (claims made
 * and completed through the API), the seller asks for a withdrawal and the administrator pays it
 * out on the shops' tab of withdrawals. With `E2E_SCREENSHOTS=<dir>` it also saves the new
 * screens at 1280 and 800 px, light and dark, in both languages.
 */
import { mkdirSync } from 'node:fs';
import { pairTerms, quoteFromReceive, type TPair } from '@exchanger/core';
import { expect, it } from 'vitest';
import { accessOf, createActiveUser, post } from './support/accounts.js';
import { baseUrl, describeBrowser, usePages, useBrowser } from './support/browser.js';
import { loginAsAdmin, shoot } from './support/admin-screens.js';
import { E2E_ADMIN } from './support/staff.js';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const PASSWORD = 'secret123';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

async function json<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const get = (url: string, access?: string) =>
  fetch(`${baseUrl}${url}`, { headers: access ? { Authorization: `Bearer ${access}` } : {} });

async function currencyIds(): Promise<(code: string) => number> {
  const reserves = await json<{ id: number; currency: string }[]>(
    await get('/api/v1/calculator/reserves/'),
    200,
  );
  return (code) => reserves.find((r) => r.currency === code)!.id;
}

/** A seller with a shop waiting for approval, opened through the API. */
async function openShop(stamp: string): Promise<{ access: string; shopId: number; name: string }> {
  const email = `seller-${stamp}@example.com`;
  await createActiveUser(email, PASSWORD);
  const access = await accessOf(email, PASSWORD);
  const id = await currencyIds();
  const name = `Tea ${stamp}`;
  const shop = await json<{ id: number }>(
    await post(
      '/api/v1/users/me/shop/',
      {
        name,
        siteUrl: 'https://tea.example',
        payoutCurrencyId: id('USDTTRC20'),
        payoutRequisites: { wallet: TRON },
      },
      access,
    ),
    201,
  );
  return { access, shopId: shop.id, name };
}

/** A buyer pays an invoice of the (approved) shop with BTC; the administrator completes the claim. */
async function sell(seller: string, amount: string): Promise<void> {
  const key = (
    await json<{ key: string }>(await post('/api/v1/users/me/shop/keys/', { name: 'e2e' }, seller), 201)
  ).key;
  const invoiceRes = await fetch(`${baseUrl}/api/v1/merchant/invoices/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ amount, orderId: `order-${Date.now()}` }),
  });
  const invoice = await json<{ id: string; amount: string }>(invoiceRes, 201);
  const id = await currencyIds();
  const pair = await json<TPair>(await get(`/api/v1/calculator/pair/${id('BTC')}/${id('USDTTRC20')}/`), 200);
  const q = quoteFromReceive(pairTerms(pair), invoice.amount);
  const claim = await json<{ id: string }>(
    await post('/api/v1/claim/', {
      email: 'tea-buyer@example.com',
      fromPs: id('BTC'),
      toPs: id('USDTTRC20'),
      fromSumma: q.send,
      toSumma: invoice.amount,
      fromRequisites: {},
      toRequisites: {},
      invoice: invoice.id,
      agree: true,
    }),
    201,
  );
  expect((await post(`/api/v1/claim/${claim.id}/confirm/`)).status).toBe(200);
  const staff = await accessOf(E2E_ADMIN.email, E2E_ADMIN.password);
  for (const body of [
    { action: 'payment_received', reason: 'received' },
    { action: 'complete', reason: 'paid to the shop', payoutReference: 'SHOP-1' },
  ]) {
    expect((await post(`/admin/api/claims/${claim.id}/actions/`, body, staff)).status).toBe(200);
  }
}

describeBrowser('back office: shops', () => {
  const { browser } = useBrowser();
  const open = usePages(browser);

  it('approves a new shop and pays out its withdrawal', async () => {
    const stamp = Date.now().toString(36);
    const shop = await openShop(stamp);

    const desk = await open(DESKTOP);
    await loginAsAdmin(desk, '/admin/shops');
    await desk.waitForURL(/\/admin\/shops/);
    await expect
      .poll(async () => Number(await desk.getByTestId('admin-pending-shops').innerText()))
      .toBeGreaterThan(0);
    const row = desk.locator(`[data-testid="shop-row"][data-shop-id="${shop.shopId}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain(`seller-${stamp}@example.com`);
    await row.getByTestId('shop-approve').click();
    await desk.getByTestId('shop-reason').fill('Сайт проверен');
    await desk.getByTestId('shop-dialog-submit').click();
    expect(await desk.getByTestId('shops-notice').innerText()).toContain(shop.name);
    // Decided: it leaves the list of shops waiting, and shows as approved among all.
    await expect.poll(() => row.count()).toBe(0);
    await desk.getByTestId('shops-status').selectOption('approved');
    await row.waitFor();
    expect(await row.getByTestId('shop-status').innerText()).toBe('Одобрен');

    // The shop sells, and its seller asks for the money.
    await sell(shop.access, '120');
    const balance = await json<{ balance: string }>(
      await get('/api/v1/users/me/shop/balance/', shop.access),
      200,
    );
    const line = await json<{ id: number }>(
      await post('/api/v1/users/me/shop/withdrawal/', { amount: balance.balance }, shop.access),
      201,
    );

    await desk.getByTestId('admin-nav-withdrawals').click();
    await desk.waitForURL(/\/admin\/withdrawals\/referral$/);
    // Other tests share this server and may leave withdrawals waiting: count relative to now.
    const waiting = async () => {
      const badge = desk.getByTestId('shop-withdrawals-waiting');
      return (await badge.count()) ? Number(await badge.innerText()) : 0;
    };
    await expect.poll(waiting).toBeGreaterThan(0);
    const before = await waiting();
    await desk.getByTestId('withdrawals-tab-shops').click();
    await desk.waitForURL(/\/admin\/withdrawals\/shops$/);
    const wRow = desk.locator(`[data-testid="withdrawal-row"][data-withdrawal-id="${line.id}"]`);
    await wRow.waitFor();
    expect(await wRow.innerText()).toContain(shop.name);
    expect(await wRow.getByTestId('withdrawal-balance').innerText()).toBe('0');
    await wRow.getByTestId('withdrawal-approve').click();
    await desk.getByTestId('withdrawal-reason').fill('Отправлено, tx 0xfeed');
    await desk.getByTestId('withdrawal-dialog-submit').click();
    expect(await desk.getByTestId('withdrawals-notice').innerText()).toBe(`Выплата #${line.id} одобрена.`);
    await expect.poll(waiting).toBe(before - 1);

    // The seller's ledger shows it paid; the audit log has both decisions.
    const ledger = await json<{ results: { id: number; status: string }[] }>(
      await get('/api/v1/users/me/shop/ledger/', shop.access),
      200,
    );
    expect(ledger.results.find((l) => l.id === line.id)?.status).toBe('done');
    await desk.getByTestId('admin-nav-audit').click();
    await desk.getByTestId('audit-table').waitFor();
    const audit = await desk.getByTestId('audit-table').innerText();
    expect(audit).toContain('Сайт проверен');
    expect(audit).toContain('Отправлено, tx 0xfeed');
  });

  it.skipIf(!SCREENSHOTS)(
    'saves screenshots of the shop desks to look at',
    async () => {
      const dir = SCREENSHOTS!;
      mkdirSync(dir, { recursive: true });
      // Something to show: a shop waiting, and a withdrawal of an approved shop waiting.
      const stamp = Date.now().toString(36);
      await openShop(`${stamp}w`);
      const paid = await openShop(`${stamp}p`);
      const staff = await accessOf(E2E_ADMIN.email, E2E_ADMIN.password);
      await post(`/admin/api/shops/${paid.shopId}/decision/`, { decision: 'approve', reason: 'ok' }, staff);
      await sell(paid.access, '75.5');
      await post('/api/v1/users/me/shop/withdrawal/', { amount: '50' }, paid.access);
      await shoot(open, dir, [
        ['admin/shops?status=all', 'shops-table', 'shops'],
        ['admin/withdrawals/shops', 'withdrawals-table', 'shop-withdrawals'],
      ]);
    },
    300_000,
  );
});
