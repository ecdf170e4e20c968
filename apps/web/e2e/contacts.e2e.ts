/**
 * The contact form reaches the operators, against the real server: the administrator of the
 * install (ADMIN_EMAIL) names the support e-mail and Telegram in the back office's settings; a
 * visitor on a phone writes in Russian and another on a desktop in English, each getting a
 * reference number; the support address gets an e-mail about each; the operator finds the Russian
 * message in Messages (the menu counts the new ones), reads it and marks it answered with a note.
 * The settings are returned to the server's configuration at the end.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeBrowser, openPage, useBrowser } from './support/browser.js';
import { loginAsAdmin } from './support/admin-screens.js';
import { mailIdsTo, waitForMail } from './support/mail.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const SUPPORT = 'support@e2e.example.com';

describeBrowser('contact form', () => {
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

  async function write(page: Page, values: Record<string, string>): Promise<string> {
    await page.getByTestId('contact-form').waitFor();
    for (const [name, value] of Object.entries(values)) await page.getByTestId(`contact-${name}`).fill(value);
    await page.getByTestId('contact-submit').click();
    const reference = page.getByTestId('contact-reference');
    await reference.waitFor();
    return reference.innerText();
  }

  it('brings a visitor’s message to the operators, who mark it answered', async () => {
    // The administrator names the support channels in the back office.
    const desk = await open(browser(), DESKTOP);
    await loginAsAdmin(desk, '/admin/settings');
    await desk.waitForURL(/\/admin\/settings$/);
    await desk.getByTestId('setting-contacts-email').fill(SUPPORT);
    await desk.getByTestId('setting-contacts-telegram').fill('@e2e_support');
    await desk.getByTestId('setting-contacts-save').click();
    await desk.getByTestId('setting-contacts-notice').waitFor();

    // A visitor on a phone, in Russian: the channels are there, a wrong e-mail is caught first.
    const seen = mailIdsTo(SUPPORT);
    const visitor = await open(browser(), PHONE);
    await visitor.goto('/contacts');
    await visitor.getByTestId('contact-channel-email').waitFor();
    expect(await visitor.getByTestId('contact-channels').innerText()).toContain('@e2e_support');
    await visitor.getByTestId('contact-email').fill('ivan@');
    await visitor.getByTestId('contact-submit').click();
    expect(await visitor.getByTestId('contact-email').getAttribute('aria-invalid')).toBe('true');
    const ru = await write(visitor, {
      name: 'Иван',
      email: 'ivan.e2e@example.com',
      subject: 'Не пришли деньги',
      message: 'Оплатил заявку час назад, а статус всё ещё «Оплачена». Подскажите, что делать?',
    });
    expect(ru).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await visitor.getByTestId('contact-sent').innerText()).toContain('ivan.e2e@example.com');

    // Another visitor, in English.
    const guest = await open(browser(), DESKTOP);
    await guest.goto('/en/contacts');
    const en = await write(guest, {
      name: 'John',
      email: 'john.e2e@example.com',
      subject: 'Fees for cards',
      message: 'What fee do you take for a USDT to card exchange?',
    });
    expect(await guest.getByTestId('contact-sent').innerText()).toContain('Message sent');

    // The support address hears of both.
    const ruMail = await waitForMail(SUPPORT, { contains: ru, seen });
    expect(ruMail.subject).toContain('Не пришли деньги');
    expect(ruMail.text).toContain('/admin/messages/');
    await waitForMail(SUPPORT, { contains: en, seen });

    // The operator: the menu counts the new messages; the Russian one is found by its reference.
    await desk.getByTestId('admin-nav-messages').click();
    await desk.getByTestId('messages-desk').waitFor();
    await expect
      .poll(async () => Number(await desk.getByTestId('admin-new-messages').innerText()), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    await desk.getByTestId('messages-q').fill(ru);
    await desk.getByTestId('messages-apply').click();
    await expect.poll(() => desk.getByTestId('message-row').count(), { timeout: 10_000 }).toBe(1);
    await desk.getByTestId('message-row').click();
    await desk.waitForURL(/\/admin\/messages\/\d+$/);
    expect(await desk.getByTestId('message-text').innerText()).toContain('Оплатил заявку час назад');
    expect(await desk.getByTestId('message-email').innerText()).toBe('ivan.e2e@example.com');

    await desk.getByTestId('message-action-answer').click();
    await desk.getByTestId('message-dialog-reason').fill('Ответил письмом: платёж найден, выплата сегодня');
    await desk.getByTestId('message-dialog-submit').click();
    await expect
      .poll(() => desk.getByTestId('message-status').locator('[data-status]').getAttribute('data-status'), {
        timeout: 10_000,
      })
      .toBe('answered');
    expect(await desk.getByTestId('message-history').innerText()).toContain('платёж найден');

    // Answered, it leaves the new ones; the English one is still waiting.
    await desk.getByTestId('message-back').click();
    await desk.getByTestId('messages-status').selectOption('new');
    await desk.getByTestId('messages-q').fill(en);
    await desk.getByTestId('messages-apply').click();
    await expect.poll(() => desk.getByTestId('message-row').count(), { timeout: 10_000 }).toBe(1);

    // Back to the server's configuration, as the other tests expect.
    await desk.getByTestId('admin-nav-settings').click();
    await desk.getByTestId('setting-contacts-reset').click();
    await expect.poll(() => desk.getByTestId('setting-contacts-reset').count(), { timeout: 10_000 }).toBe(0);
    expect(await desk.getByTestId('setting-contacts-email').inputValue()).toBe('');
  });
});
