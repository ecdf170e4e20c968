/**
 * A shop end to end (issue "Shops"): a seller opens a shop in the account and an operator approves
 * it; the seller makes an API key in the browser; the shop's server creates an invoice through the
 * merchant API; a buyer pays it through the payment link on a phone, in English; an operator
 * completes the claim; the shop's local HTTP receiver gets the signed webhooks, which the
 * documented example verifies; the seller's statistics and balance show the sale, less the fee.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dec, roundTo, toPlainString, type TInvoice, type TMyShop } from '@exchanger/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { verifyWebhook } from '../../../docs/examples/verify-webhook.mjs';
import { accessOf, createActiveUser, post } from './support/accounts.js';
import { baseUrl, describeBrowser, openPage, useBrowser } from './support/browser.js';
import { dismissNotices, pick } from './support/exchange.js';
import { E2E_ADMIN } from './support/staff.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PASSWORD = 'secret123';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

interface TDelivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The shop's own server: records every webhook it receives and answers 200. */
function startReceiver(): Promise<{ url: string; received: TDelivery[]; close: () => Promise<void> }> {
  const received: TDelivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/exchanger/webhook`,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

async function getJson<T>(path: string, access: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${access}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

describeBrowser('shops', () => {
  const { browser } = useBrowser();
  const contexts: BrowserContext[] = [];
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  async function open(options: Parameters<typeof openPage>[1]): Promise<Page> {
    const opened = await openPage(browser(), options);
    contexts.push(opened.context);
    return opened.page;
  }

  it('takes a payment through the merchant API and a payment link, with signed webhooks, statistics and balance', async () => {
    const stamp = Date.now().toString(36);
    const sellerEmail = `seller-${stamp}@example.com`;
    await createActiveUser(sellerEmail, PASSWORD);
    const sellerAccess = await accessOf(sellerEmail, PASSWORD);
    const payout = (
      await getJson<{ id: number; code: string }[]>('/api/v1/users/me/refferal/currencies/', sellerAccess)
    ).find((c) => c.code === 'USDTTRC20')!;

    // The seller opens the shop in the account.
    const seller = await open(DESKTOP);
    // A user without a shop is the usual case: the page says so without a failed request in the
    // console (the API answers null, not a 404). Requests to other hosts are refused by the test
    // itself (the chat widget), so only the server's answers count.
    const consoleErrors: string[] = [];
    seller.on('console', (message) => {
      if (message.type() === 'error' && /status of \d+/.test(message.text()))
        consoleErrors.push(message.text());
    });
    await seller.goto('/login?next=%2Faccount%2Fshop');
    await seller.getByTestId('login-email').fill(sellerEmail);
    await seller.getByTestId('login-password').fill(PASSWORD);
    await seller.getByTestId('login-submit').click();
    await seller.waitForURL(/\/account\/shop$/);
    await seller.getByTestId('shop-open').waitFor();
    expect(consoleErrors).toEqual([]);
    await seller.getByTestId('shop-name').fill(`Tea House ${stamp}`);
    await seller.getByTestId('shop-site').fill('https://tea.example');
    await seller.getByTestId('shop-currency').selectOption(String(payout.id));
    // A wrong wallet is caught before anything is sent.
    await seller.getByTestId('shop-field-wallet').fill('T-not-a-wallet');
    await seller.getByTestId('shop-submit').click();
    await expect
      .poll(() => seller.getByTestId('shop-field-wallet').getAttribute('aria-invalid'))
      .toBe('true');
    await seller.getByTestId('shop-field-wallet').fill(TRON);
    await seller.getByTestId('shop-webhook').fill(receiver.url);
    await seller.getByTestId('shop-submit').click();
    await expect
      .poll(() => seller.getByTestId('shop-status-badge').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('pending');

    // An operator approves it (the desk is tested in the back office's own test).
    const staff = await accessOf(E2E_ADMIN.email, E2E_ADMIN.password);
    const shop = await getJson<TMyShop>('/api/v1/users/me/shop/', sellerAccess);
    expect((await post(`/admin/api/shops/${shop.id}/decision/`, { decision: 'approve' }, staff)).status).toBe(
      200,
    );
    await seller.reload();
    await expect
      .poll(() => seller.getByTestId('shop-status-badge').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('approved');

    // The seller makes an API key; it is shown once.
    await seller
      .getByRole('link', { name: 'Shop API' })
      .or(seller.getByRole('link', { name: 'API магазина' }))
      .click();
    await seller.waitForURL(/\/account\/shop\/api$/);
    await seller.getByTestId('api-key-name').fill('Shop server');
    await seller.getByTestId('api-key-create').click();
    const key = (await seller.getByTestId('api-key-value').innerText()).trim();
    expect(key).toMatch(/^mk_/);
    await seller.getByTestId('api-key-done').click();
    await expect.poll(() => seller.getByTestId('api-key-value').count()).toBe(0);
    expect(await seller.getByTestId('api-key-row').count()).toBe(1);

    // The shop's server creates an invoice through the merchant API.
    const created = await fetch(`${baseUrl}/api/v1/merchant/invoices/`, {
      method: 'POST',
      headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: '150.00', orderId: `order-${stamp}`, description: 'Green tea, 3 kg' }),
    });
    expect(created.status).toBe(201);
    const invoice = (await created.json()) as TInvoice;
    expect(invoice.payUrl).toBe(`${baseUrl}/?invoice=${invoice.id}`);

    // A buyer opens the payment link on a phone, in English, and pays with a Sberbank card.
    const buyer = await open({ ...PHONE, locale: 'en-US' });
    await buyer.goto(`/en/?invoice=${invoice.id}`);
    await buyer.getByTestId('invoice-banner').waitFor();
    expect(await buyer.getByTestId('invoice-banner').innerText()).toContain(`Tea House ${stamp}`);
    expect(await buyer.getByTestId('invoice-amount').innerText()).toBe('150 USDTTRC20');
    await dismissNotices(buyer);
    await pick(buyer, 'from', 'Sber', 'SBERRUB');
    await dismissNotices(buyer);
    await expect.poll(() => buyer.getByTestId('amount-to').inputValue()).toBe('150');
    expect(await buyer.getByTestId('field-to-wallet').count()).toBe(0);
    await buyer.getByTestId('field-from-card').fill('4111 1111 1111 1111');
    await buyer.getByTestId('field-from-cardholder').fill('JOHN SMITH');
    await buyer.getByTestId('email').fill(`buyer-${stamp}@example.com`);
    await buyer.getByTestId('agree-aml').check();
    await buyer.getByTestId('agree-rules').check();
    await buyer.getByTestId('create-claim').click();
    await buyer.waitForURL(/\/en\/claim\/[0-9a-f-]{36}$/);
    const claimId = buyer.url().split('/').pop()!;
    expect(await buyer.getByTestId('claim-shop').innerText()).toContain(`Tea House ${stamp}`);
    await buyer.getByTestId('claim-confirm').click();
    await buyer.getByTestId('claim-confirm-yes').click();
    await expect
      .poll(() => buyer.getByTestId('claim-status').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('paid');

    // The link cannot be paid twice.
    const again = await open(PHONE);
    await again.goto(`/?invoice=${invoice.id}`);
    await again.getByTestId('invoice-banner').waitFor();
    expect(await again.getByTestId('invoice-banner').getAttribute('data-status')).toBe('paying');

    // An operator completes the claim.
    for (const body of [
      { action: 'payment_received', reason: 'received' },
      { action: 'complete', reason: 'paid out', payoutReference: 'TRX-1' },
    ]) {
      expect((await post(`/admin/api/claims/${claimId}/actions/`, body, staff)).status).toBe(200);
    }

    // The shop's server receives signed webhooks; the last says the invoice is paid.
    const paid = () =>
      receiver.received.find(
        (d) => (JSON.parse(d.body) as { invoice: { id: string; status: string } }).invoice.status === 'paid',
      );
    await expect.poll(() => paid(), { timeout: 20_000, interval: 500 }).toBeTruthy();
    const delivery = paid()!;
    const signature = String(delivery.headers['x-signature']);
    expect(verifyWebhook(shop.webhookSecret, signature, delivery.body)).toBe(true);
    expect(verifyWebhook('forged-secret', signature, delivery.body)).toBe(false);
    expect(JSON.parse(delivery.body)).toMatchObject({
      invoice: { id: invoice.id, orderId: `order-${stamp}`, amount: '150', status: 'paid' },
      // The shop gets the claim's short number, never its id (the buyer's link to the claim).
      claim: { number: claimId.slice(0, 8), status: 'completed' },
    });
    expect(delivery.body).not.toContain(claimId);

    // The seller sees the deliveries, the sale, the statistics and the balance less the fee.
    await seller.reload();
    await expect
      .poll(() => seller.locator('[data-testid="webhook-row"][data-status="delivered"]').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await seller.goto('/account/shop/sales-history');
    await expect
      .poll(() => seller.locator('[data-testid="sale-row"][data-status="paid"]').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await seller.getByTestId('sale-claim').innerText()).toContain(`#${claimId.slice(0, 8)}`);
    expect(await seller.content()).not.toContain(claimId);
    await seller.goto('/account/shop/statistics');
    await expect.poll(() => seller.getByTestId('stats-paid').innerText(), { timeout: 10_000 }).toBe('1');
    expect(await seller.getByTestId('stats-volume').innerText()).toBe('150 USDTTRC20');
    expect(await seller.getByTestId('stats-conversion').innerText()).toContain('100');
    await seller.locator('[data-testid="stats-chart"] canvas').first().waitFor();
    expect(await seller.getByTestId('stats-top').innerText()).toContain('SBERRUB');

    const fee = roundTo(dec('150').times(shop.feePercent).div(100), 2, 'down');
    const net = toPlainString(dec('150').minus(fee));
    await seller.goto('/account/shop/withdrawal');
    await expect
      .poll(() => seller.getByTestId('shop-balance').getAttribute('data-value'), { timeout: 10_000 })
      .toBe(net);
    // The seller asks for the whole balance; it waits for an operator.
    await seller.getByTestId('withdraw-all').click();
    await seller.getByTestId('withdraw-submit').click();
    await seller.getByTestId('withdraw-done').waitFor();
    await expect
      .poll(() => seller.getByTestId('shop-balance').getAttribute('data-value'), { timeout: 10_000 })
      .toBe('0');
    expect(
      await seller
        .locator('[data-testid="ledger-row"][data-kind="withdrawal"][data-status="pending"]')
        .count(),
    ).toBe(1);
  });
});
