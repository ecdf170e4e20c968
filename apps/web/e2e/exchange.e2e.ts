/**
 * The main flow of the specification against the real server, as a visitor on a phone does it:
 * pick currencies, see an exact quote clamped into the limits, fill requisites (a bad card number
 * is caught), create the claim, land on its page, confirm payment and see the status change. In
 * Russian and in English.
 */
import { pairTerms, quoteFromReceive, quoteFromSend, type TPair } from '@exchanger/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { baseUrl, describeBrowser, openPage, useBrowser } from './support/browser.js';
import { dismissNotices, pick } from './support/exchange.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function pairOf(fromCode: string, toCode: string): Promise<TPair> {
  const reserves = (await (await fetch(`${baseUrl}/api/v1/calculator/reserves/`)).json()) as {
    id: number;
    currency: string;
  }[];
  const id = (code: string) => reserves.find((r) => r.currency === code)!.id;
  return (await (
    await fetch(`${baseUrl}/api/v1/calculator/pair/${id(fromCode)}/${id(toCode)}/`)
  ).json()) as TPair;
}

const termsOf = pairTerms;

describeBrowser('exchange flow', () => {
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

  it('exchanges BTC for a Sberbank card in Russian: quote, clamp, bad card, claim, confirm', async () => {
    const page = await open();
    await page.goto('/');
    await page.getByTestId('exchange-form').waitFor();
    await pick(page, 'from', 'bitc', 'BTC');
    await pick(page, 'to', 'Сбер', 'SBERRUB');
    await dismissNotices(page);

    const pair = await pairOf('BTC', 'SBERRUB');
    const terms = termsOf(pair);

    // Below the minimum: raised to it when the field is left.
    const amountFrom = page.getByTestId('amount-from');
    await amountFrom.fill('0,0001');
    await amountFrom.blur();
    const min = quoteFromSend(terms, '0.0001');
    expect(min.clamped).toBe('min');
    await expect.poll(() => amountFrom.inputValue()).toBe(min.send);
    await expect.poll(() => page.getByTestId('amount-to').inputValue()).toBe(min.receive);

    // An exact quote: the browser shows exactly what the server will accept.
    await amountFrom.fill('0.01');
    await amountFrom.blur();
    const quote = quoteFromSend(terms, '0.01');
    await expect.poll(() => page.getByTestId('amount-to').inputValue()).toBe(quote.receive);
    expect(await page.getByTestId('course').innerText()).toContain('BTC');

    // A card number with a typo is caught before anything is sent.
    const card = page.getByTestId('field-to-card');
    await card.fill('4111 1111 1111 1112');
    await card.blur();
    expect(await card.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await card.getAttribute('aria-describedby'))!
      .split(' ')
      .find((id) => id.endsWith('-error'))!;
    expect(await page.locator(`[id="${errorId}"]`).innerText()).toBe(
      'Номер карты введён с ошибкой — проверьте цифры',
    );
    expect(await page.getByTestId('create-claim').isDisabled()).toBe(true);
    expect((await page.getByTestId('create-reason').innerText()).length).toBeGreaterThan(0);

    await card.fill('4111 1111 1111 1111');
    await page.getByTestId('field-to-cardholder').fill('IVAN IVANOV');
    await page.getByTestId('email').fill('client@example.com');
    await page.getByTestId('agree-aml').check();
    await page.getByTestId('agree-rules').check();
    await page.getByTestId('create-claim').click();

    await page.waitForURL(/\/claim\/[0-9a-f-]{36}$/);
    const claimId = page.url().split('/').pop()!;
    const status = page.getByTestId('claim-status');
    await expect.poll(() => status.getAttribute('data-status')).toBe('new');
    expect(await page.getByTestId('requisite-address').innerText()).toContain(
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    );
    expect(await page.getByTestId('qr-address').count()).toBe(1);
    expect(await page.getByTestId('claim-countdown').isVisible()).toBe(true);

    // The server kept the amounts the browser showed.
    const form = (await (await fetch(`${baseUrl}/api/v1/claim/${claimId}/form/`)).json()) as {
      from: { amount: string };
      to: { amount: string };
    };
    expect(form.from.amount).toBe(quote.send);
    expect(form.to.amount).toBe(quote.receive);

    await page.getByTestId('claim-confirm').click();
    await page.getByTestId('claim-confirm-yes').click();
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 10_000 }).toBe('paid');
    expect(await page.getByTestId('claim-confirm').count()).toBe(0);
  });

  it('exchanges Tether for cash in English with a city, and cancels the claim', async () => {
    const page = await open({ locale: 'en-US' });
    await page.goto('/en?cur_from=USDTTRC20&cur_to=CASHRUB');
    await page.getByTestId('exchange-form').waitFor();
    await expect.poll(() => page.getByTestId('to-picker').getAttribute('data-code')).toBe('CASHRUB');
    await dismissNotices(page);

    const pair = await pairOf('USDTTRC20', 'CASHRUB');
    const quote = quoteFromSend(termsOf(pair), '2000');
    await page.getByTestId('amount-from').fill('2000');
    await page.getByTestId('amount-from').blur();
    await expect.poll(() => page.getByTestId('amount-to').inputValue()).toBe(quote.receive);

    await page.getByTestId('city-to').selectOption({ label: 'Saint Petersburg' });
    await page.getByTestId('field-to-phone').fill('+7 900 123-45-67');
    await page.getByTestId('email').fill('cash@example.com');
    await page.getByTestId('agree-aml').check();
    await page.getByTestId('agree-rules').check();
    await page.getByTestId('create-claim').click();

    await page.waitForURL(/\/en\/claim\/[0-9a-f-]{36}$/);
    const status = page.getByTestId('claim-status');
    await expect.poll(() => status.getAttribute('data-status')).toBe('new');
    expect(await page.locator('main').innerText()).toContain('Saint Petersburg');

    await page.getByTestId('claim-cancel').click();
    await page.getByTestId('claim-cancel-yes').click();
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 10_000 }).toBe('cancelled');
  });

  it('swaps the direction keeping the typed amount with its currency, and the address follows', async () => {
    const page = await open();
    await page.goto('/?cur_from=1&cur_to=9');
    await page.getByTestId('exchange-form').waitFor();
    await dismissNotices(page);
    await page.getByTestId('amount-from').fill('0.05');
    await page.getByTestId('amount-from').blur();

    await page.getByTestId('swap').click();
    await expect.poll(() => page.getByTestId('from-picker').getAttribute('data-code')).toBe('SBERRUB');
    expect(await page.getByTestId('to-picker').getAttribute('data-code')).toBe('BTC');
    await dismissNotices(page);
    // 0.05 BTC is now what is received; the roubles to send follow from it.
    const kept = quoteFromSend(termsOf(await pairOf('BTC', 'SBERRUB')), '0.05').send; // 0.05000000
    const reverse = quoteFromReceive(termsOf(await pairOf('SBERRUB', 'BTC')), kept);
    await expect.poll(() => page.getByTestId('amount-to').inputValue()).toBe(kept);
    await expect.poll(() => page.getByTestId('amount-from').inputValue()).toBe(reverse.send);
    await expect.poll(() => new URL(page.url()).search).toBe('?cur_from=SBERRUB&cur_to=BTC');

    // A reload (or the link shared) shows the new direction.
    await page.reload();
    await page.getByTestId('exchange-form').waitFor();
    expect(await page.getByTestId('from-picker').getAttribute('data-code')).toBe('SBERRUB');
    expect(await page.getByTestId('to-picker').getAttribute('data-code')).toBe('BTC');
  });

  it('never overwrites what is typed; leaving a field clamps it and says so beside it', async () => {
    const page = await open();
    await page.goto('/?cur_from=1&cur_to=9');
    await page.getByTestId('exchange-form').waitFor();
    await dismissNotices(page);
    const terms = termsOf(await pairOf('BTC', 'SBERRUB'));
    const amountFrom = page.getByTestId('amount-from');
    const amountTo = page.getByTestId('amount-to');

    // 5 BTC is over the maximum: typed, it stays; left, it is lowered and the field says so.
    await amountFrom.tap();
    await amountFrom.fill('5');
    expect(await amountFrom.inputValue()).toBe('5');
    await amountTo.tap();
    const max = quoteFromSend(terms, '5');
    await expect.poll(() => amountFrom.inputValue()).toBe(max.send);
    await expect
      .poll(() => page.locator('#amount-from-error').textContent())
      .toMatch(/^Уменьшено до максимальной суммы — 0[.,]\d+ BTC$/);

    // Cleared and typed again in the receive field: every keystroke stays.
    await amountTo.press('Control+A');
    await amountTo.press('Backspace');
    for (const digit of '100000') await amountTo.press(digit);
    expect(await amountTo.inputValue()).toBe('100000');
    await page.waitForTimeout(300);
    expect(await amountTo.inputValue()).toBe('100000');
    expect(await amountFrom.inputValue()).toBe(quoteFromReceive(terms, '100000').send);
    expect(await page.locator('#amount-from-error').count()).toBe(0);

    // Enter submits: an amount out of range is moved into the limits, with the message, not sent.
    await amountTo.fill('1');
    await amountTo.press('Enter');
    await expect.poll(() => amountTo.inputValue()).toBe(quoteFromReceive(terms, '1').receive);
    expect(await page.locator('#amount-to-error').innerText()).toContain('Увеличено до минимальной суммы');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('keeps typing that started before the page did: the notice waits until the field is left', async () => {
    // A slow phone: the server's form is on screen, its scripts come later; the visitor types.
    const opened = await openPage(browser(), { ...PHONE, waitForApp: false });
    context = opened.context;
    const page = opened.page;
    let release = () => {};
    const scripts = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      await scripts;
      await route.continue();
    });
    await page.goto('/?cur_from=1&cur_to=9', { waitUntil: 'domcontentloaded' });
    const amountFrom = page.getByTestId('amount-from');
    await amountFrom.focus();
    await amountFrom.press('Control+A');
    await amountFrom.press('5');
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'));
    await page.waitForTimeout(500);

    // The pair's notice did not take the focus away: no clamp, the next keystroke goes on.
    expect(await page.getByTestId('notify-ok').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('amount-from');
    await amountFrom.press('0');
    expect(await amountFrom.inputValue()).toBe('50');

    // Left for a checkbox: lowered to the maximum with the message beside it; the notice opens now.
    await page.getByTestId('agree-rules').tap();
    const terms = termsOf(await pairOf('BTC', 'SBERRUB'));
    await expect.poll(() => amountFrom.inputValue()).toBe(quoteFromSend(terms, '50').send);
    expect(await page.locator('#amount-from-error').textContent()).toContain(
      'Уменьшено до максимальной суммы',
    );
    await page.getByTestId('notify-ok').first().waitFor();
    expect(await page.getByTestId('agree-rules').isChecked()).toBe(true);
  });

  it('takes the first tap on the AML checkbox after the e-mail error appears (390 px)', async () => {
    const page = await open();
    await page.goto('/?cur_from=1&cur_to=9');
    await page.getByTestId('exchange-form').waitFor();
    await dismissNotices(page);
    const email = page.getByTestId('email');
    await email.tap();
    await email.fill('not-an-e-mail');
    const aml = page.getByTestId('agree-aml');
    await aml.scrollIntoViewIfNeeded();
    // One tap: it leaves the e-mail field (its error appears) and must tick the checkbox.
    await aml.tap();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await aml.isChecked()).toBe(true);
  });

  it('says an unknown claim is not found and offers to find one, in both languages', async () => {
    const page = await open();
    const routerErrors: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('React Router caught')) routerErrors.push(message.text());
    });
    await page.goto('/claim/00000000-0000-4000-8000-000000000000');
    const notFound = page.getByTestId('claim-not-found');
    await notFound.waitFor();
    expect(await notFound.locator('h2#claim-not-found').innerText()).toBe('Заявка не найдена');
    expect(await notFound.getByTestId('claim-lookup').isVisible()).toBe(true);
    await page.goto('/en/claim/00000000-0000-4000-8000-000000000000');
    expect(await page.locator('h2#claim-not-found').innerText()).toBe('Claim not found');
    expect(routerErrors).toEqual([]);
  });
});
