/**
 * Roles against the real server (docs/decisions/020-roles-and-own-records.md): an operator, signed
 * in with a second factor, works the claims desk but sees none of the money settings — no
 * catalogue, shops, withdrawals, approvals or audit log in the navigation — and opening one of those
 * addresses shows "administrators only" inside the frame. In Russian on a desktop, in English on a
 * phone.
 */
import { expect, it } from 'vitest';
import { createActiveUser, enrolSecondFactor, setRole } from './support/accounts.js';
import { loginAsAdmin } from './support/admin-screens.js';
import { describeBrowser, usePages, useBrowser } from './support/browser.js';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const OPERATOR = {
  email: `operator-${Date.now().toString(36)}@e2e.example.com`,
  password: 'operator pass 3',
};
const MONEY_SECTIONS = ['catalogue', 'shops', 'withdrawals', 'approvals', 'audit'] as const;

describeBrowser('back office: an operator has no money settings', () => {
  const { browser } = useBrowser();
  const open = usePages(browser);

  it('shows the claims desk and hides the money settings, in ru and en', async () => {
    await createActiveUser(OPERATOR.email, OPERATOR.password);
    await setRole(OPERATOR.email, 'operator');
    // The operator enrols a second factor (the back office would open on the enrolment otherwise).
    const code = await enrolSecondFactor(OPERATOR.email, OPERATOR.password);

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
