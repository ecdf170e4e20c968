/**
 * The client's data on the claim's page (docs/decisions/026-claim-link-and-masking.md): a visitor
 * creates a claim to a card; its page, in Russian and in English, shows the card, the name and the
 * e-mail masked, and neither the page's HTML nor any answer it fetched holds the full card. The
 * footer finds the claim by its number only with its e-mail. An administrator sees the requisites
 * masked in the back office and in full after "Show in full".
 */
import type { Page, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { loginAsAdmin } from './support/admin-screens.js';
import { describeBrowser, usePages, useBrowser } from './support/browser.js';
import { dismissNotices, pick } from './support/exchange.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const CARD = '4111111111111111';
const SECRETS = [CARD, '4111 1111 1111 1111', 'IVAN IVANOV'];

/** Every answer of the API the page fetches from now on, with its body. */
function recordAnswers(page: Page): { url: string; body: string }[] {
  const answers: { url: string; body: string }[] = [];
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.replace(/^\/en/, '').startsWith('/api/')) return;
    void response
      .text()
      .then((body) => answers.push({ url: response.url(), body }))
      .catch(() => undefined);
  });
  return answers;
}

describeBrowser('clients’ data on the claim page', () => {
  const { browser } = useBrowser();
  const open = usePages(browser);

  it('masks the card, the name and the e-mail in ru and en, finds the claim by number and e-mail, and reveals it to an administrator', async () => {
    const email = `privacy-${Date.now().toString(36)}@example.com`;
    const maskedEmail = `p***@example.com`;
    const visitor = await open(PHONE);
    await visitor.goto('/');
    await visitor.getByTestId('exchange-form').waitFor();
    await pick(visitor, 'from', 'bitc', 'BTC');
    await pick(visitor, 'to', 'Сбер', 'SBERRUB');
    await dismissNotices(visitor);
    await visitor.getByTestId('amount-from').fill('0.01');
    await visitor.getByTestId('amount-from').blur();
    await visitor.getByTestId('field-to-card').fill('4111 1111 1111 1111');
    await visitor.getByTestId('field-to-cardholder').fill('IVAN IVANOV');
    await visitor.getByTestId('email').fill(email);
    await visitor.getByTestId('agree-aml').check();
    await visitor.getByTestId('agree-rules').check();
    const answers = recordAnswers(visitor);
    await visitor.getByTestId('create-claim').click();
    await visitor.waitForURL(/\/claim\/[0-9a-f-]{36}$/);
    const claimId = visitor.url().split('/').pop()!;

    for (const prefix of ['', '/en']) {
      if (prefix) await visitor.goto(`${prefix}/claim/${claimId}`);
      await expect
        .poll(() => visitor.locator('main').innerText(), { timeout: 10_000 })
        .toContain('4111 •••• •••• 1111');
      const text = await visitor.locator('main').innerText();
      expect(text).toContain('IVAN I.');
      expect(text).toContain(maskedEmail);
      const html = await visitor.content();
      for (const secret of [...SECRETS, email])
        expect(html, `${prefix || 'ru'}: ${secret}`).not.toContain(secret);
    }
    // Answers are recorded as their bodies arrive: wait for the claim page's calls of both visits.
    const ofClaim = () => answers.filter((a) => a.url.includes(`/claim/${claimId}/`));
    await expect.poll(() => ofClaim().length, { timeout: 10_000 }).toBeGreaterThan(2);
    const claimAnswers = ofClaim();
    for (const answer of claimAnswers) {
      for (const secret of [...SECRETS, email]) expect(answer.body, answer.url).not.toContain(secret);
    }

    // The footer opens the claim by its number only together with its e-mail.
    await visitor.goto('/en/contacts');
    const lookup = visitor.getByTestId('footer-claim-lookup');
    await lookup.getByTestId('footer-claim-lookup-input').fill(`#${claimId.slice(0, 8)}`);
    await lookup.getByTestId('footer-claim-lookup-email').fill('someone-else@example.com');
    await lookup.getByTestId('footer-claim-lookup-submit').click();
    expect(await lookup.getByTestId('footer-claim-lookup-error').innerText()).toBe(
      'There is no claim with this number and e-mail. Check both fields.',
    );
    await lookup.getByTestId('footer-claim-lookup-email').fill(email);
    await lookup.getByTestId('footer-claim-lookup-submit').click();
    await visitor.waitForURL(new RegExp(`/en/claim/${claimId}$`));

    // The administrator sees it masked, then in full on asking (the reveal goes to the audit log).
    const desk = await open(DESKTOP);
    await loginAsAdmin(desk, `/admin/claims/${claimId}`);
    await desk.waitForURL(new RegExp(`/admin/claims/${claimId}$`));
    const claimDesk = desk.getByTestId('claim-desk');
    await claimDesk.waitFor();
    expect(await claimDesk.innerText()).toContain('4111 •••• •••• 1111');
    expect(await claimDesk.innerText()).not.toContain(CARD);
    await desk.getByTestId('requisites-show').click();
    await desk.getByTestId('requisites-revealed').waitFor();
    expect(await desk.getByTestId('requisite-card').innerText()).toContain(CARD);
    expect(await desk.getByTestId('requisite-cardholder').innerText()).toContain('IVAN IVANOV');
    await desk.getByTestId('admin-nav-audit').click();
    await desk.getByTestId('audit-table').waitFor();
    expect(await desk.getByTestId('audit-table').innerText()).toContain('Заявка: реквизиты показаны целиком');
  });
});
