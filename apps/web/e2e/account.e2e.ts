/**
 * Accounts against the real server: sign-up in Russian with the e-mailed activation link (read
 * from the server's log, it has no SMTP), sign-in, a claim created while signed in showing in the
 * account's claims, logout; the same shorter in English; password recovery through the e-mailed
 * link; and the two guards.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { baseUrl, describeBrowser, openPage, useBrowser } from './support/browser.js';
import { dismissNotices, pick } from './support/exchange.js';
import { createActiveUser as createUser } from './support/accounts.js';
import { linkIn, mailIdsTo, waitForMail } from './support/mail.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PASSWORD = 'secret123';

/** A user signed up and activated through the API (for the tests that are not about sign-up). */
const createActiveUser = (email: string, password = PASSWORD) => createUser(email, password);

let counter = 0;
/** An address no other test (or run against the same server) has used. */
function newEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

async function hasSessionCookie(context: BrowserContext): Promise<boolean> {
  return (await context.cookies(baseUrl)).some((cookie) => cookie.name === 'has_session');
}

describeBrowser('accounts', () => {
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

  async function login(page: Page, email: string, password = PASSWORD) {
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
  }

  it('signs up in Russian, activates by the e-mailed link, signs in, sees its claim and logs out', async () => {
    const page = await open();
    const email = newEmail('ru');
    const seen = mailIdsTo(email);

    // Sign up from the header's menu (a phone: the links are in the menu).
    await page.goto('/');
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('header-register').click();
    await page.waitForURL(/\/register$/);
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill('abc');
    expect(
      await page.getByTestId('password-rules').locator('[data-rule="digit"]').getAttribute('data-met'),
    ).toBe('false');
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-repeat').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/successfully\?registered=/);
    expect(await page.getByTestId('registered').innerText()).toContain(email);

    // The activation link of the e-mail (in Russian: the sign-up was made on the Russian page).
    const mail = await waitForMail(email, { contains: '/successfully?activate=', seen });
    expect(mail.subject).toContain('Подтверждение регистрации');
    await page.goto(linkIn(mail, '/successfully'));
    expect(await page.getByTestId('activation-success').innerText()).toContain('Аккаунт успешно активирован');
    await page.getByTestId('activation-login').click();
    await page.waitForURL(/\/login$/);

    await login(page, email);
    await page.waitForURL(/\/account$/);
    expect(await page.getByTestId('account-email').innerText()).toBe(email);
    expect(await page.getByTestId('account-activated').getAttribute('data-activated')).toBe('true');
    expect(await page.getByTestId('referral-link').innerText()).toMatch(/\/\?ref=[\w-]+$/);
    expect(await hasSessionCookie(context!)).toBe(true);

    // A reload keeps the session (refresh cookie → access token → profile), and the guest guard
    // sends the signed-in user from the login page to the account.
    await page.goto('/login');
    await page.waitForURL(/\/account$/);
    expect(await page.getByTestId('account-email').innerText()).toBe(email);

    // A claim created while signed in: the e-mail is already filled in.
    await page.goto('/');
    await page.getByTestId('exchange-form').waitFor();
    await pick(page, 'from', 'bitc', 'BTC');
    await pick(page, 'to', 'Сбер', 'SBERRUB');
    await dismissNotices(page);
    expect(await page.getByTestId('email').inputValue()).toBe(email);
    await page.getByTestId('field-to-card').fill('4111 1111 1111 1111');
    await page.getByTestId('field-to-cardholder').fill('IVAN IVANOV');
    await page.getByTestId('agree-aml').check();
    await page.getByTestId('agree-rules').check();
    await page.getByTestId('create-claim').click();
    await page.waitForURL(/\/claim\/[0-9a-f-]{36}$/);
    const claimId = page.url().split('/').pop()!;

    // It is in the account's claims, and opens its page.
    await page.goto('/account/orders');
    const row = page.locator(`[data-testid="claim-row"][data-claim-id="${claimId}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('BTC');
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('new');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.click();
    await page.waitForURL(new RegExp(`/claim/${claimId}$`));

    // Log out from the menu: home, anonymous, no session cookie; the account is closed again.
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('header-logout').click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('header-login').waitFor({ state: 'attached' });
    expect(await hasSessionCookie(context!)).toBe(false);
    await page.goto('/account/orders');
    await page.waitForURL(/\/login\?next=%2Faccount%2Forders$/);
  });

  it('signs up and in in English, with an empty claims list', async () => {
    const page = await open({ ...DESKTOP, locale: 'en-US' });
    const email = newEmail('en');
    const seen = mailIdsTo(email);
    await page.goto('/en/register');
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-repeat').fill('secret124');
    await page.getByTestId('register-submit').click();
    expect(await page.getByText('The passwords do not match').count()).toBe(1);
    await page.getByTestId('register-repeat').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/en\/successfully\?registered=/);

    const mail = await waitForMail(email, { contains: '/successfully?activate=', seen });
    expect(mail.subject).toContain('Confirm your registration');
    const link = linkIn(mail, '/successfully');
    expect(link.startsWith('/en/successfully?activate=')).toBe(true);
    await page.goto(link);
    expect(await page.getByTestId('activation-success').innerText()).toContain(
      'Account successfully activated',
    );

    // The same link a second time is refused, with the server's reason and a way to get a new one.
    await page.goto(link);
    await page.getByTestId('activation-failed').waitFor();
    expect(await page.getByTestId('resend-form').count()).toBe(1);

    await page.goto('/en/login');
    await login(page, email, 'wrong-password1');
    await page.getByTestId('login-password').and(page.locator('[aria-invalid="true"]')).waitFor();
    await login(page, email);
    await page.waitForURL(/\/en\/account$/);
    await page.getByTestId('section-account-orders').click();
    await page.waitForURL(/\/en\/account\/orders$/);
    expect(await page.getByTestId('claims-empty').innerText()).toContain('You have no claims yet.');

    // On a desktop the account controls sit in one button of the header, with the whole navigation visible.
    const nav = await page.locator('.nav').evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(nav[0]).toBeLessThanOrEqual(nav[1]!);
    await page.getByTestId('account-menu').click();
    expect(await page.getByTestId('account-menu-email').innerText()).toBe(email);
    await page.getByTestId('account-menu-logout').click();
    await page.waitForURL(`${baseUrl}/en`);
    await page.getByTestId('account-menu').click();
    await page.getByTestId('account-menu-login').waitFor();
  });

  it('recovers a forgotten password through the e-mailed link', async () => {
    const email = newEmail('restore');
    await createActiveUser(email);
    const page = await open();
    await page.goto('/login');
    await page.getByTestId('login-forget').click();
    await page.waitForURL(/\/forget$/);
    const seen = mailIdsTo(email);
    await page.getByTestId('forget-email').fill(email);
    await page.getByTestId('forget-submit').click();
    expect(await page.getByTestId('forget-sent').innerText()).toContain(
      `Ссылка для восстановления пароля отправлена на ${email}.`,
    );

    const mail = await waitForMail(email, { contains: '/recover?token=', seen });
    await page.goto(linkIn(mail, '/recover'));
    await page.getByTestId('recover-password').fill('newpass77');
    await page.getByTestId('recover-repeat').fill('newpass77');
    await page.getByTestId('recover-submit').click();
    await page.waitForURL(/\/successfully\?restore=1$/);
    await page.getByTestId('restored-login').click();

    await login(page, email);
    await page.getByTestId('login-password').and(page.locator('[aria-invalid="true"]')).waitFor();
    await login(page, email, 'newpass77');
    await page.waitForURL(/\/account$/);
    expect(await page.getByTestId('account-email').innerText()).toBe(email);
  });

  it('guards the account from guests and the guest pages from users', async () => {
    const page = await open(DESKTOP);
    await page.goto('/account/settings');
    await page.waitForURL(/\/login\?next=%2Faccount%2Fsettings$/);

    const email = newEmail('guard');
    await createActiveUser(email);
    await login(page, email);
    // Back where the guard stopped the visitor.
    await page.waitForURL(/\/account\/settings$/);
    for (const path of ['/login', '/register', '/forget', '/en/login']) {
      await page.goto(path);
      await page.waitForURL(path.startsWith('/en') ? /\/en\/account$/ : /\/account$/);
    }
  });
});
