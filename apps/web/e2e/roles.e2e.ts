/**
 * Roles against the real server (docs/decisions/020-roles-and-own-records.md): an operator, signed
 * in with a second factor, works the claims desk but sees none of the money settings — no
 * catalogue, shops, withdrawals, approvals or audit log in the navigation — and opening one of those
 * addresses shows "administrators only" inside the frame. In Russian on a desktop, in English on a
 * phone.
 */
import { expect, it } from 'vitest';
import { accessOf, createActiveUser, post } from './support/accounts.js';
import { loginAsAdmin } from './support/admin-screens.js';
import { baseUrl, describeBrowser, usePages, useBrowser } from './support/browser.js';
import { currentStep, E2E_ADMIN, nextCodeAfter, totpAt } from './support/staff.js';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const OPERATOR = {
  email: `operator-${Date.now().toString(36)}@e2e.example.com`,
  password: 'operator pass 3',
};
const MONEY_SECTIONS = ['catalogue', 'shops', 'withdrawals', 'approvals', 'audit'] as const;

/** Makes the account an operator, as the install's administrator would in the Users desk. */
async function makeOperator(email: string): Promise<void> {
  const staff = await accessOf(E2E_ADMIN.email, E2E_ADMIN.password);
  const headers = { Authorization: `Bearer ${staff}`, 'Content-Type': 'application/json' };
  const found = await fetch(`${baseUrl}/admin/api/users/?q=${encodeURIComponent(email)}`, { headers });
  expect(found.status).toBe(200);
  const [user] = ((await found.json()) as { results: { id: number }[] }).results;
  const changed = await fetch(`${baseUrl}/admin/api/users/${user!.id}/`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ role: 'operator', reason: 'e2e: a new operator' }),
  });
  expect(changed.status, await changed.clone().text()).toBe(200);
}

describeBrowser('back office: an operator has no money settings', () => {
  const { browser } = useBrowser();
  const open = usePages(browser);

  it('shows the claims desk and hides the money settings, in ru and en', async () => {
    await createActiveUser(OPERATOR.email, OPERATOR.password);
    await makeOperator(OPERATOR.email);
    // The operator enrols a second factor (the back office would open on the enrolment otherwise).
    const access = await accessOf(OPERATOR.email, OPERATOR.password);
    const enrolment = await post('/api/v1/users/me/2fa/', {}, access);
    expect(enrolment.status).toBe(200);
    const { secret } = (await enrolment.json()) as { secret: string };
    let lastStep = currentStep();
    const confirmed = await post('/api/v1/users/me/2fa/confirm/', { otp: totpAt(secret, lastStep) }, access);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const code = async () => {
      const next = await nextCodeAfter(secret, lastStep);
      lastStep = next.step;
      return next.code;
    };

    for (const [prefix, options, title] of [
      ['', DESKTOP, 'Только для администраторов'],
      ['/en', PHONE, 'Administrators only'],
    ] as const) {
      const page = await open(options);
      await loginAsAdmin(page, `${prefix}/admin`, { ...OPERATOR, code });
      await page.getByTestId('claims-queue').waitFor();
      expect(await page.getByTestId('admin-nav-claims').count()).toBe(1);
      for (const section of MONEY_SECTIONS)
        expect(await page.getByTestId(`admin-nav-${section}`).count(), section).toBe(0);

      for (const path of ['/admin/catalogue/currencies', '/admin/withdrawals/referral', '/admin/approvals']) {
        await page.goto(`${prefix}${path}`);
        const refused = page.getByTestId('admin-admins-only');
        await refused.waitFor();
        expect(await refused.innerText()).toContain(title);
      }
      await page.context().close();
    }
  });
});
