/**
 * The back office on a phone (390 px), as an operator on duty uses it: every section opens
 * without the page scrolling sideways (wide tables become stacked rows), and the header's
 * controls neither overlap nor run off the screen. `E2E_SCREENSHOTS=<dir>` saves each section.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { loginAsAdmin } from './support/admin-screens.js';
import { describeBrowser, useBrowser, usePages } from './support/browser.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** The sections, by their path under `/admin`. */
const SECTIONS = [
  'claims',
  'messages',
  'users',
  'shops',
  'withdrawals/referral',
  'withdrawals/shops',
  'approvals',
  'catalogue/currencies',
  'catalogue/directions',
  'catalogue/feeds',
  'chains',
  'content',
  'contest',
  'settings',
  'audit',
] as const;

/** How far the page scrolls sideways (0 when it does not), and which elements stick out. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = document.documentElement.scrollWidth - width;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('#admin-main *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      // What a phone does not show: the heads of stacked tables (kept for screen readers).
      .filter((el) => !el.closest('thead'))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)})`,
      );
    return { over, culprits };
  });
}

/** The header's controls whose boxes overlap another's or leave the screen. */
function crowdedHeader(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const parts = [
      '.admin-brand',
      '.admin-me',
      '.admin-side__tools > *',
      '[data-testid="admin-to-site"]',
      '[data-testid="admin-logout"]',
    ].flatMap((selector) => Array.from(document.querySelectorAll<HTMLElement>(`.admin-side ${selector}`)));
    const boxes = parts.map((el) => ({
      name: el.className || el.dataset.testid,
      box: el.getBoundingClientRect(),
    }));
    const problems: string[] = [];
    for (const { name, box } of boxes)
      if (box.left < 0 || box.right > width + 0.5) problems.push(`${name} off screen`);
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const overlap =
          a.left < b.right - 0.5 &&
          b.left < a.right - 0.5 &&
          a.top < b.bottom - 0.5 &&
          b.top < a.bottom - 0.5;
        if (overlap) problems.push(`${boxes[i]!.name} overlaps ${boxes[j]!.name}`);
      }
    const height = document.querySelector('.admin-side')!.getBoundingClientRect().height;
    return { problems, height };
  });
}

describeBrowser('back office on a phone', () => {
  const { browser } = useBrowser();
  const open = usePages(browser);

  // 30 pages, after a sign-in that may wait out a second-factor step (or two, when a code is
  // refused at a step's turn).
  it('opens every section at 390 px without sideways scroll or a crowded header, ru and en', async () => {
    const page = await open(PHONE);
    await loginAsAdmin(page, '/admin');
    await page.waitForURL(/\/admin\/claims/);
    for (const prefix of ['', '/en']) {
      for (const section of SECTIONS) {
        await page.goto(`${prefix}/admin/${section}`);
        await page.locator('#admin-main h1').waitFor();
        await page.waitForLoadState('networkidle');
        if (SCREENSHOTS)
          await page.screenshot({
            path: path.join(SCREENSHOTS, `phone-${section.replaceAll('/', '-')}-${prefix ? 'en' : 'ru'}.png`),
            fullPage: true,
            clip: { x: 0, y: 0, width: 390, height: 1400 },
          });
        expect({ section, prefix, ...(await sideways(page)) }).toEqual({
          section,
          prefix,
          over: 0,
          culprits: [],
        });
        const header = await crowdedHeader(page);
        expect({ section, prefix, problems: header.problems }).toEqual({ section, prefix, problems: [] });
        // The header leaves the phone's screen to the page: at most a quarter of its height.
        expect(header.height).toBeLessThanOrEqual(844 / 4);
      }
    }
  }, 180_000);
});
