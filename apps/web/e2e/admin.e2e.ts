/**
 * The back office against the real server: a visitor on a phone creates a claim and says it is
 * paid; the administrator of the install (ADMIN_EMAIL) logs in on a desktop, finds the claim in
 * the queue, marks the payment received and completes it with a payout reference; the visitor's
 * claim page shows it completed. Then the English back office, and a plain user kept out.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { baseUrl, describeBrowser, openPage, useBrowser } from './support/browser.js';
import { dismissNotices, pick } from './support/exchange.js';
import { loginAsAdmin } from './support/admin-screens.js';
import { linkIn, mailIdsTo, waitForMail } from './support/mail.js';
import { E2E_ADMIN } from './support/staff.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

describeBrowser('operator back office', () => {
  const { browser } = useBrowser();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  async function open(b: Browser, options: Parameters<typeof openPage>[1]): Promise<Page> {
    const opened = await openPage(b, options);
    contexts.push(opened.context);
    return opened.page;
  }

  async function act(page: Page, action: string, reason: string, payoutReference?: string) {
    await page.getByTestId(`action-${action}`).click();
    if (payoutReference) await page.getByTestId('action-payout').fill(payoutReference);
    await page.getByTestId('action-reason').fill(reason);
    await page.getByTestId('action-dialog-submit').click();
  }

  it('opens from a server-rendered page, whose router adds the back office’s routes on the way', async () => {
    const page = await open(browser(), DESKTOP);
    await loginAsAdmin(page, '/admin');
    // The home page is rendered on the server and hydrated without the back office's routes
    // (docs/decisions/044-first-screen-main-thread.md): the account menu's link still opens it.
    await page.goto('/');
    expect(await page.locator('#ssr-state').count()).toBe(1);
    // A mark on this document: still there after the click, so the app went there in place.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByTestId('account-menu').click();
    await page.getByTestId('account-menu-admin').click();
    await page.waitForURL(/\/admin\/claims$/);
    await page.getByTestId('admin-nav-claims').waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // Back to the home page and forward again, in the same app.
    await page.goBack();
    await page.getByTestId('exchange-form').waitFor();
    await page.goForward();
    await page.getByTestId('admin-nav-claims').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/claims');
  });

  it('processes a visitor’s claim to completed, and the visitor’s page shows it', async () => {
    // The visitor, on a phone, in Russian.
    const visitor = await open(browser(), PHONE);
    await visitor.goto('/');
    await visitor.getByTestId('exchange-form').waitFor();
    await pick(visitor, 'from', 'bitc', 'BTC');
    await pick(visitor, 'to', 'Сбер', 'SBERRUB');
    await dismissNotices(visitor);
    await visitor.getByTestId('amount-from').fill('0.01');
    await visitor.getByTestId('amount-from').blur();
    await visitor.getByTestId('field-to-card').fill('4111 1111 1111 1111');
    await visitor.getByTestId('field-to-cardholder').fill('IVAN IVANOV');
    await visitor.getByTestId('email').fill('desk-client@example.com');
    await visitor.getByTestId('agree-aml').check();
    await visitor.getByTestId('agree-rules').check();
    await visitor.getByTestId('create-claim').click();
    await visitor.waitForURL(/\/claim\/[0-9a-f-]{36}$/);
    const claimId = visitor.url().split('/').pop()!;
    await visitor.getByTestId('claim-confirm').click();
    // The client adds the bank's receipt number to "I have paid"; the operator sees it.
    await visitor.getByTestId('claim-payment-reference').fill('SBP A4021-77');
    await visitor.getByTestId('claim-confirm-yes').click();
    const visitorStatus = visitor.getByTestId('claim-status');
    await expect.poll(() => visitorStatus.getAttribute('data-status'), { timeout: 10_000 }).toBe('paid');

    // The administrator, on a desktop: the back office asks for a login first, then comes back.
    const desk = await open(browser(), DESKTOP);
    await loginAsAdmin(desk, '/admin');
    await desk.waitForURL(/\/admin\/claims/);
    await desk.getByTestId('claims-queue').waitFor();
    expect(await desk.getByTestId('admin-email').innerText()).toContain(E2E_ADMIN.email);
    await expect
      .poll(async () => Number(await desk.getByTestId('admin-waiting').innerText()))
      .toBeGreaterThan(0);

    // Found by the beginning of its number, opened from the queue.
    await desk.getByTestId('filter-q').fill(claimId.slice(0, 8));
    await desk.getByTestId('filter-apply').click();
    await desk.waitForURL(new RegExp(`q=${claimId.slice(0, 8)}`));
    const row = desk.locator(`[data-testid="queue-row"][data-claim-id="${claimId}"]`);
    await row.waitFor();
    await expect.poll(() => desk.getByTestId('queue-row').count()).toBe(1);
    await row.click();
    await desk.waitForURL(new RegExp(`/admin/claims/${claimId}$`));
    const deskStatus = desk.getByTestId('claim-status');
    expect(await desk.getByTestId('claim-client-reference').innerText()).toContain('SBP A4021-77');
    await expect.poll(() => deskStatus.getAttribute('data-status')).toBe('paid');
    // The card is masked until an operator asks for it in full (the reveal is audited).
    expect(await desk.getByTestId('claim-desk').innerText()).toContain('4111 •••• •••• 1111');
    expect(await desk.getByTestId('claim-desk').innerText()).not.toContain('4111111111111111');
    await desk.getByTestId('requisites-show').click();
    await desk.getByTestId('requisites-revealed').waitFor();
    expect(await desk.getByTestId('claim-desk').innerText()).toContain('4111111111111111');

    await act(desk, 'payment_received', 'Поступление 0.01 BTC, 2 подтверждения');
    await expect.poll(() => deskStatus.getAttribute('data-status')).toBe('processing');

    // Completing needs the payout reference: without it the form says so and nothing changes.
    await desk.getByTestId('action-complete').click();
    await desk.getByTestId('action-reason').fill('Выплачено на карту');
    await desk.getByTestId('action-dialog-submit').click();
    expect(await desk.getByTestId('action-payout').getAttribute('aria-invalid')).toBe('true');
    await desk.getByTestId('action-payout').fill('SBP-2026-000123');
    await desk.getByTestId('action-dialog-submit').click();
    await expect.poll(() => deskStatus.getAttribute('data-status')).toBe('completed');
    const events = desk.getByTestId('claim-event');
    await expect.poll(() => events.count()).toBe(4);
    expect(await events.nth(3).innerText()).toContain(E2E_ADMIN.email);
    expect(await desk.getByTestId('claim-desk').innerText()).toContain('SBP-2026-000123');

    // The visitor's page follows by itself (it polls the status).
    await expect.poll(() => visitorStatus.getAttribute('data-status'), { timeout: 15_000 }).toBe('completed');

    // The audit log has both actions, with their reasons.
    await desk.getByTestId('admin-nav-audit').click();
    await desk.getByTestId('audit-table').waitFor();
    const audit = await desk.getByTestId('audit-table').innerText();
    expect(audit).toContain('SBP-2026-000123');
    expect(audit).toContain('Поступление 0.01 BTC, 2 подтверждения');

    // The same claim in the English back office.
    await desk.goto(`/en/admin/claims/${claimId}`);
    await expect.poll(() => deskStatus.getAttribute('data-status')).toBe('completed');
    expect(await desk.getByTestId('admin-nav-claims').innerText()).toContain('Claims');
  });

  it('keeps a signed-in plain user out with a clear page, and search engines out of the back office', async () => {
    const email = `desk-user-${Date.now().toString(36)}@example.com`;
    const password = 'secret123';
    const post = (path: string, body?: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const seen = mailIdsTo(email);
    expect((await post('/api/v1/users/signup/', { email, password, passwordRepeat: password })).status).toBe(
      201,
    );
    const mail = await waitForMail(email, { contains: '/successfully?activate=', seen });
    const token = new URLSearchParams(linkIn(mail, '/successfully').split('?')[1]).get('activate')!;
    expect((await post(`/api/v1/users/activate/${token}/`)).status).toBe(204);

    const page = await open(browser(), DESKTOP);
    await page.goto('/en/admin/users');
    await page.waitForURL(/\/en\/login\?/);
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('admin-no-access').waitFor();
    expect(await page.getByTestId('admin-no-access').innerText()).toMatch(/access/i);
    expect(await page.getByTestId('users-desk').count()).toBe(0);

    const html = await fetch(`${baseUrl}/admin/claims`);
    expect(html.status).toBe(200);
    expect(html.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});
