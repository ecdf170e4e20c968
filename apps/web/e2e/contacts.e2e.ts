/**
 * The contact form reaches the operators, against the real server: the administrator of the
 * install (ADMIN_EMAIL) names the support e-mail and Telegram in the back office's settings; a
 * visitor on a phone writes in Russian and another on a desktop in English, each getting a
 * reference number; the support address gets an e-mail about each; the operator finds the Russian
 * message in Messages (the menu counts the new ones), reads it and marks it answered with a note.
 * The settings are returned to the server's configuration at the end.
 *
 * "About the exchanger" (issue 20): the administrator states the legal name, jurisdiction, address
 * and hours in the back office; a visitor sees them on `/contacts` and in the footer in Russian
 * and English; with the chat switched off and no channel the page says plainly that the form is
 * the way. With E2E_SCREENSHOTS set, `/contacts` is saved at 390 and 1280 px, light and dark.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeBrowser, openPage, useBrowser } from './support/browser.js';
import { loginAsAdmin } from './support/admin-screens.js';
import { mailIdsTo, waitForMail } from './support/mail.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const SUPPORT = 'support@e2e.example.com';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

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

  it('shows what the administrator states about the exchanger, and says plainly that the form is the way', async () => {
    const desk = await open(browser(), DESKTOP);
    await loginAsAdmin(desk, '/en/admin/settings');
    await desk.waitForURL(/\/admin\/settings$/);
    // The chat of the configuration is switched off; the configuration names no channel.
    await desk.getByTestId('setting-chat-enabled').uncheck();
    await desk.getByTestId('setting-chat-save').click();
    await desk.getByTestId('setting-chat-notice').waitFor();

    // A bad time zone is refused under its field, in the page's language.
    await desk.getByTestId('setting-about-legalName.ru').fill('ООО «Обменник»');
    await desk.getByTestId('setting-about-legalName.en').fill('Obmennik LLC');
    await desk.getByTestId('setting-about-jurisdiction.ru').fill('Республика Казахстан');
    await desk.getByTestId('setting-about-jurisdiction.en').fill('Republic of Kazakhstan');
    await desk.getByTestId('setting-about-address.ru').fill('Алматы, пр. Абая, 1, офис 5');
    await desk.getByTestId('setting-about-address.en').fill('1 Abay Ave, office 5, Almaty');
    await desk.getByTestId('setting-about-hoursMode').selectOption('schedule');
    await desk.getByTestId('setting-about-hours.opens').fill('09:00');
    await desk.getByTestId('setting-about-hours.closes').fill('21:00');
    const zone = desk.getByTestId('setting-about-hours.timeZone');
    await zone.fill('Mars/Olympus');
    await desk.getByTestId('setting-about-save').click();
    await expect.poll(() => zone.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    expect(await desk.getByTestId('setting-about').innerText()).toContain('Unknown time zone');
    await zone.fill('Asia/Almaty');
    await desk.getByTestId('setting-about-save').click();
    await desk.getByTestId('setting-about-notice').waitFor();

    try {
      // A visitor in Russian on a phone; the settings reach every process within a second.
      const visitor = await open(browser(), PHONE);
      await expect
        .poll(
          async () => {
            await visitor.goto('/contacts');
            return visitor.getByTestId('about-exchanger').count();
          },
          { timeout: 15_000, interval: 1_000 },
        )
        .toBe(1);
      const block = await visitor.getByTestId('about-exchanger').innerText();
      for (const text of [
        'Об обменнике',
        'ООО «Обменник»',
        'Республика Казахстан',
        'Алматы, пр. Абая, 1',
        'Пн–Пт, 09:00–21:00 (Asia/Almaty)',
      ])
        expect(block).toContain(text);
      expect(await visitor.getByTestId('footer-about').innerText()).toContain(
        'ООО «Обменник», Республика Казахстан',
      );
      // No chat and no channel: the form is the way, said plainly; no chat is promised.
      expect(await visitor.getByTestId('contact-form-only').innerText()).toContain('через форму');
      expect(await visitor.getByTestId('contact-channels').count()).toBe(0);
      expect(await visitor.locator('body').innerText()).not.toMatch(/Онлайн-чат|круглосуточно/);

      // In English on a desktop, the footer of another page too (rendered by the server).
      const guest = await open(browser(), DESKTOP);
      await guest.goto('/en/contacts');
      const en = await guest.getByTestId('about-exchanger').innerText();
      expect(en).toContain('About the exchanger');
      expect(en).toContain('1 Abay Ave, office 5, Almaty');
      expect(en).toContain('Mon–Fri, 09:00–21:00 (Asia/Almaty)');
      expect(await guest.getByTestId('contact-form-only').innerText()).toContain(
        'with the form on this page',
      );
      await guest.goto('/en/rules');
      expect(await guest.getByTestId('footer-about').innerText()).toContain(
        'Obmennik LLC, Republic of Kazakhstan',
      );

      if (SCREENSHOTS) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await desk
          .getByTestId('setting-about')
          .screenshot({ path: path.join(SCREENSHOTS, 'admin-about-1366.png') });
        for (const [size, viewport] of [
          ['390', { width: 390, height: 844 }],
          ['1280', { width: 1280, height: 900 }],
        ] as const)
          for (const colorScheme of ['light', 'dark'] as const) {
            const page = await open(browser(), { viewport, colorScheme });
            await page.goto('/contacts');
            await page.getByTestId('about-exchanger').waitFor();
            await page.screenshot({
              path: path.join(SCREENSHOTS, `contacts-${size}-${colorScheme}.png`),
              fullPage: true,
            });
          }
      }
    } finally {
      // Back to the configuration, as the other tests expect.
      await desk.getByTestId('setting-about-reset').click();
      await expect.poll(() => desk.getByTestId('setting-about-reset').count(), { timeout: 10_000 }).toBe(0);
      await desk.getByTestId('setting-chat-reset').click();
      await expect.poll(() => desk.getByTestId('setting-chat-reset').count(), { timeout: 10_000 }).toBe(0);
    }
  }, 120_000);
});
