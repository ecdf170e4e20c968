/**
 * A claim whose answer is lost on the way back (docs/decisions/028): the server makes the claim,
 * the browser sees a network error, the visitor presses the button again — and the same
 * submission, sent with the same `Idempotency-Key`, lands on the claim already made. Exactly one
 * claim exists.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { accessOf } from './support/accounts.js';
import { baseUrl, describeBrowser, openPage, useBrowser } from './support/browser.js';
import { dismissNotices, pick } from './support/exchange.js';
import { E2E_ADMIN } from './support/staff.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The claims the back office finds for `email`. */
async function claimsOf(email: string): Promise<{ id: string }[]> {
  const staff = await accessOf(E2E_ADMIN.email, E2E_ADMIN.password);
  const res = await fetch(`${baseUrl}/admin/api/claims/?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${staff}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { id: string }[] }).results;
}

describeBrowser('a retried claim', () => {
  const { browser } = useBrowser();
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
    const opened = await openPage(browser(), { ...PHONE, ...options });
    context = opened.context;
    return opened.page;
  }

  it('makes one claim when the first answer is lost and the visitor presses the button again', async () => {
    const page = await open();
    const email = `retry-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/');
    await page.getByTestId('exchange-form').waitFor();
    await pick(page, 'from', 'bitc', 'BTC');
    await pick(page, 'to', 'Сбер', 'SBERRUB');
    await dismissNotices(page);
    await page.getByTestId('amount-from').fill('0.01');
    await page.getByTestId('amount-from').blur();
    await page.getByTestId('field-to-card').fill('4111 1111 1111 1111');
    await page.getByTestId('field-to-cardholder').fill('IVAN IVANOV');
    await page.getByTestId('email').fill(email);
    await page.getByTestId('agree-aml').check();
    await page.getByTestId('agree-rules').check();

    // The first creation reaches the server, which answers 201; the page never gets the answer.
    const sent: Request[] = [];
    const lost: { answer?: { status: number; id: string } } = {};
    await page.route('**/api/v1/claim/', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent.push(route.request());
      if (lost.answer) return route.continue();
      const answer = await route.fetch();
      lost.answer = { status: answer.status(), id: ((await answer.json()) as { id: string }).id };
      return route.abort('connectionreset');
    });

    await page.getByTestId('create-claim').click();
    await page.getByTestId('create-error').waitFor();
    expect(await page.getByTestId('create-error').innerText()).toContain('Проверьте соединение');
    expect(lost.answer).toMatchObject({ status: 201 });
    expect(await claimsOf(email)).toHaveLength(1);

    // The visitor presses the button again: the same submission, the same key, the same claim.
    await page.getByTestId('create-claim').click();
    await page.waitForURL(/\/claim\/[0-9a-f-]{36}$/);
    expect(page.url().split('/').pop()).toBe(lost.answer?.id);
    await expect.poll(() => page.getByTestId('claim-status').getAttribute('data-status')).toBe('new');

    expect(sent).toHaveLength(2);
    const keys = await Promise.all(sent.map((r) => r.headerValue('idempotency-key')));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    const claims = await claimsOf(email);
    expect(claims.map((c) => c.id)).toEqual([lost.answer?.id]);
  });
});
