/**
 * The administrator's login (with a code of its second factor), and screenshots of back-office pages to look at (`E2E_SCREENSHOTS`):
 * each page at 1280 and 800 px, light and dark, Russian and English.
 */
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { adminCode, E2E_ADMIN } from './staff.js';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const TABLET = { viewport: { width: 800, height: 1000 } };

/**
 * Opens `next`, is sent to the login page, and logs in as the install's administrator (or as
 * another member of staff, `account`, with `code` giving its next second-factor code): the
 * password first, then, asked for it, a code of its second factor.
 */
export async function loginAsAdmin(
  page: Page,
  next: string,
  account: { email: string; password: string; code?: () => Promise<string> } = E2E_ADMIN,
): Promise<void> {
  await page.goto(next);
  await page.waitForURL(/\/login\?/);
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  const nextCode = account.code ?? adminCode;
  // A code is refused when the clock turned a step between reading and sending it: one more try
  // with the next one. Anything else the form says is the failure's message.
  for (let attempt = 1; ; attempt += 1) {
    await page.getByTestId('login-otp').fill(await nextCode());
    await page.getByTestId('login-submit').click();
    const signedIn = await page
      .waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn) return;
    const said = await page.getByTestId('login-form').innerText();
    if (attempt >= 2 || !/code|код/i.test(said))
      throw new Error(`The sign-in stayed on the login page: ${said}`);
  }
}

/** Each `[url, testId to wait for, name]` saved as `<name>-<lang>-<width>-<scheme>.png` in `dir`. */
export async function shoot(
  open: (options?: BrowserContextOptions) => Promise<Page>,
  dir: string,
  pages: readonly (readonly [string, string, string])[],
): Promise<void> {
  // One login for every shot: logins are rate-limited per address, and each page loads afresh.
  const page = await open(DESKTOP);
  await loginAsAdmin(page, '/admin');
  await page.waitForURL(/\/admin\/claims/);
  for (const [size, options] of [
    ['1280', DESKTOP],
    ['800', TABLET],
  ] as const) {
    await page.setViewportSize(options.viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const prefix of ['', '/en']) {
        for (const [url, ready, name] of pages) {
          await page.goto(`${prefix}/${url}`);
          await page.getByTestId(ready).waitFor();
          // Logos and other images finish loading before the shot.
          await page.waitForLoadState('networkidle');
          const file = `${name}-${prefix ? 'en' : 'ru'}-${size}-${colorScheme}.png`;
          await page.screenshot({ path: path.join(dir, file), fullPage: true });
        }
      }
    }
  }
}
