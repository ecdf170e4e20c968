/**
 * The second factor against the real server (docs/decisions/022-two-factor.md): a new
 * administrator, in Russian on a desktop, finds the back office closed behind the enrolment, reads
 * the secret from the page (the QR code's `otpauth://` URL and the key shown as text) and enters
 * codes computed from it, saves the recovery codes and works; signing in again asks for a code. A
 * user, in English on a phone, turns the factor on from the account's settings, signs in with a
 * recovery code in Russian, and turns it off with a code.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { createActiveUser, setRole } from './support/accounts.js';
import { describeBrowser, openPage, useBrowser } from './support/browser.js';
import { currentStep, nextCodeAfter, totpAt } from './support/staff.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PASSWORD = 'secret123';

let counter = 0;
function newEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** The secret the enrolment shows: as text, and in the QR code's URL (the same). */
async function shownSecret(page: Page): Promise<string> {
  const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
  const url = new URL((await page.getByTestId('two-factor-qr').getAttribute('data-value')) ?? '');
  expect(url.protocol).toBe('otpauth:');
  expect(url.searchParams.get('secret')).toBe(secret);
  return secret;
}

describeBrowser('second factor', () => {
  const { browser } = useBrowser();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  async function open(options: Parameters<typeof openPage>[1]): Promise<Page> {
    const opened = await openPage(browser(), options);
    contexts.push(opened.context);
    return opened.page;
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
  }

  it('an administrator enrols from the QR code in the back office, then signs in with a code', async () => {
    const email = newEmail('new-admin');
    await createActiveUser(email, PASSWORD);
    await setRole(email, 'admin');

    // The first sign-in: the password is enough, and the back office opens on the enrolment.
    const desk = await open(DESKTOP);
    await desk.goto('/admin');
    await desk.waitForURL(/\/login\?/);
    await signIn(desk, email, PASSWORD);
    const enrol = desk.getByTestId('admin-enrol');
    await enrol.waitFor();
    expect(await enrol.innerText()).toContain('Подключите второй фактор');
    expect(await desk.getByTestId('admin-nav-claims').count()).toBe(0);
    const secret = await shownSecret(desk);

    // A wrong code is refused under the field; the right one turns the factor on.
    await desk.getByTestId('two-factor-code').fill('000000');
    await desk.getByTestId('two-factor-confirm').click();
    await expect.poll(() => desk.getByTestId('two-factor-code').getAttribute('aria-invalid')).toBe('true');
    const step = currentStep();
    await desk.getByTestId('two-factor-code').fill(totpAt(secret, step));
    await desk.getByTestId('two-factor-confirm').click();
    const codes = desk.getByTestId('two-factor-codes').locator('li');
    await expect.poll(() => codes.count()).toBe(10);
    expect(await codes.first().innerText()).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await desk.getByTestId('two-factor-done').click();
    await desk.getByTestId('claims-queue').waitFor();
    expect(await desk.getByTestId('admin-email').innerText()).toContain(email);

    // Another browser: the password, then a code (a wrong one first).
    const again = await open(DESKTOP);
    await again.goto('/en/admin');
    await again.waitForURL(/\/en\/login\?/);
    await signIn(again, email, PASSWORD);
    const otp = again.getByTestId('login-otp');
    await otp.waitFor();
    expect(await again.getByTestId('login-otp-ask').innerText()).toContain('two-factor');
    await otp.fill('000000');
    await again.getByTestId('login-submit').click();
    await expect.poll(() => otp.getAttribute('aria-invalid')).toBe('true');
    expect(await again.getByTestId('login-form').innerText()).toContain('The code is wrong');
    const next = await nextCodeAfter(secret, step);
    await otp.fill(next.code);
    await again.getByTestId('login-submit').click();
    await again.waitForURL(/\/en\/admin\/claims/);
    await again.getByTestId('claims-queue').waitFor();
    expect(await again.getByTestId('admin-nav-claims').innerText()).toContain('Claims');
  });

  it('a user turns the second factor on and off from the account settings', async () => {
    const email = newEmail('user-2fa');
    await createActiveUser(email, PASSWORD);

    // In English on a phone: off, then on with a code from the QR's secret.
    const page = await open(PHONE);
    await page.goto('/en/login');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(/\/en\/account$/);
    await page.goto('/en/account/settings');
    const state = page.getByTestId('two-factor-state');
    await state.waitFor();
    expect(await state.getAttribute('data-on')).toBe('false');
    await page.getByTestId('two-factor-on').click();
    await page.getByTestId('two-factor-secret').waitFor();
    const secret = await shownSecret(page);
    const step = currentStep();
    await page.getByTestId('two-factor-code').fill(totpAt(secret, step));
    await page.getByTestId('two-factor-confirm').click();
    const codes = page.getByTestId('two-factor-codes').locator('li');
    await expect.poll(() => codes.count()).toBe(10);
    const recovery = await codes.nth(3).innerText();
    await page.getByTestId('two-factor-done').click();
    await expect.poll(() => state.getAttribute('data-on')).toBe('true');
    expect(await page.getByTestId('two-factor-result').innerText()).toContain('is on');

    // In Russian, in a new browser: the password, then a recovery code.
    const other = await open(PHONE);
    await other.goto('/login');
    await signIn(other, email, PASSWORD);
    await other.getByTestId('login-otp').waitFor();
    expect(await other.getByTestId('login-otp-ask').innerText()).toContain('двухфакторная');
    await other.getByTestId('login-otp').fill(recovery);
    await other.getByTestId('login-submit').click();
    await other.waitForURL(/\/account$/);

    // Turned off with a code: a wrong one first.
    await other.goto('/account/settings');
    await other.getByTestId('two-factor-off').click();
    await other.getByTestId('two-factor-off-code').fill('000000');
    await other.getByTestId('two-factor-off-submit').click();
    await expect
      .poll(() => other.getByTestId('two-factor-off-code').getAttribute('aria-invalid'))
      .toBe('true');
    const next = await nextCodeAfter(secret, step);
    await other.getByTestId('two-factor-off-code').fill(next.code);
    await other.getByTestId('two-factor-off-submit').click();
    const offState = other.getByTestId('two-factor-state');
    await expect.poll(() => offState.getAttribute('data-on')).toBe('false');
    expect(await other.getByTestId('two-factor-result').innerText()).toContain('отключена');

    // The password alone signs in again.
    const third = await open(PHONE);
    await third.goto('/login');
    await signIn(third, email, PASSWORD);
    await third.waitForURL(/\/account$/);
  });
});
