/**
 * The referral programme end to end: a user's referral link brings a visitor who signs up (in
 * English), activates, exchanges and pays; an operator completes the claim; the referrer's area
 * shows the invited user, the completed claim and the exact share of the margin credited.
 */
import { referralAccrual } from '@exchanger/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { accessOf, createActiveUser, post } from './support/accounts.js';
import { baseUrl, describeBrowser, openPage, useBrowser } from './support/browser.js';
import { dismissNotices, pick } from './support/exchange.js';
import { linkIn, mailIdsTo, waitForMail } from './support/mail.js';
import { E2E_ADMIN } from './support/staff.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PASSWORD = 'secret123';

describeBrowser('referral programme', () => {
  const { browser } = useBrowser();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  async function open(options: Parameters<typeof openPage>[1]): Promise<Page> {
    const opened = await openPage(browser(), options);
    contexts.push(opened.context);
    return opened.page;
  }

  async function login(page: Page, email: string) {
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
  }

  it('credits the referrer once the referred user’s claim is completed', async () => {
    const stamp = Date.now().toString(36);
    const referrerEmail = `referrer-${stamp}@example.com`;
    const friendEmail = `friend-${stamp}@example.com`;
    await createActiveUser(referrerEmail, PASSWORD);

    // The referrer copies the link from the account.
    const referrer = await open(DESKTOP);
    await referrer.goto('/login?next=%2Faccount%2Freferrer');
    await login(referrer, referrerEmail);
    await referrer.waitForURL(/\/account\/referrer$/);
    const link = (await referrer.getByTestId('referral-link').innerText()).trim();
    expect(link).toMatch(/\/\?ref=[\w-]+$/);
    expect(await referrer.getByTestId('referral-invited').innerText()).toBe('0');

    // A friend follows it on a phone, looks around, and signs up in English later.
    const friend = await open({ ...PHONE, locale: 'en-US' });
    await friend.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await friend.getByTestId('exchange-form').waitFor();
    await friend.goto('/en/register');
    const seen = mailIdsTo(friendEmail);
    await friend.getByTestId('register-email').fill(friendEmail);
    await friend.getByTestId('register-password').fill(PASSWORD);
    await friend.getByTestId('register-repeat').fill(PASSWORD);
    await friend.getByTestId('register-submit').click();
    await friend.waitForURL(/\/en\/successfully\?registered=/);
    const mail = await waitForMail(friendEmail, { contains: '/successfully?activate=', seen });
    await friend.goto(linkIn(mail, '/successfully'));
    await friend.getByTestId('activation-success').waitFor();
    await friend.goto('/en/login');
    await login(friend, friendEmail);
    await friend.waitForURL(/\/en\/account$/);

    // The friend exchanges 0.01 BTC for a card and says it is paid.
    await friend.goto('/en');
    await friend.getByTestId('exchange-form').waitFor();
    await pick(friend, 'from', 'bitc', 'BTC');
    await pick(friend, 'to', 'Sber', 'SBERRUB');
    await dismissNotices(friend);
    await friend.getByTestId('amount-from').fill('0.01');
    await friend.getByTestId('amount-from').blur();
    await friend.getByTestId('field-to-card').fill('4111 1111 1111 1111');
    await friend.getByTestId('field-to-cardholder').fill('JOHN SMITH');
    await friend.getByTestId('agree-aml').check();
    await friend.getByTestId('agree-rules').check();
    await friend.getByTestId('create-claim').click();
    await friend.waitForURL(/\/en\/claim\/[0-9a-f-]{36}$/);
    const claimId = friend.url().split('/').pop()!;
    await friend.getByTestId('claim-confirm').click();
    await friend.getByTestId('claim-confirm-yes').click();
    await expect
      .poll(() => friend.getByTestId('claim-status').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('paid');

    // An operator completes it (the desk itself is tested in admin.e2e.ts).
    const staff = await accessOf(E2E_ADMIN.email, E2E_ADMIN.password);
    for (const body of [
      { action: 'payment_received', reason: 'received' },
      { action: 'complete', reason: 'paid out', payoutReference: 'SBP-REF-1' },
    ]) {
      const res = await post(`/admin/api/claims/${claimId}/actions/`, body, staff);
      expect(res.status).toBe(200);
    }
    const claim = (await (
      await fetch(`${baseUrl}/admin/api/claims/${claimId}/`, {
        headers: { Authorization: `Bearer ${staff}` },
      })
    ).json()) as { usdValue: string; referrerId: number | null; from: { id: number }; to: { id: number } };
    expect(claim.referrerId).not.toBeNull();
    const directions = (await (
      await fetch(`${baseUrl}/admin/api/catalogue/directions/`, {
        headers: { Authorization: `Bearer ${staff}` },
      })
    ).json()) as { from: { id: number }; to: { id: number }; marginPercent: string }[];
    const margin = directions.find(
      (d) => d.from.id === claim.from.id && d.to.id === claim.to.id,
    )!.marginPercent;
    const expected = referralAccrual(claim.usdValue, margin);
    expect(Number(expected)).toBeGreaterThan(0);

    // The referrer sees the friend, the completed claim and the exact accrual.
    await referrer.reload();
    await expect.poll(() => referrer.getByTestId('referral-invited').innerText()).toBe('1');
    expect(await referrer.getByTestId('referral-completed').innerText()).toBe('1');
    expect(await referrer.getByTestId('referral-balance').innerText()).toBe(`${expected} USDT`);
    const deposit = referrer.getByTestId('dw-row').first();
    expect(await deposit.innerText()).toContain(expected);
    // The friend's claim is named by its number; its link is the friend's alone.
    expect(await deposit.innerText()).toContain(`#${claimId.slice(0, 8)}`);
    expect(await referrer.content()).not.toContain(claimId);
  });
});
