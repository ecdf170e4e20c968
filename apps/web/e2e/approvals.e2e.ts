/**
 * The two-person rule against the real server (decision 024): with a second administrator and a
 * threshold on a currency, administrator A sets its reserve above the threshold in the browser —
 * the dialog's desk says it went for approval and the reserve stays; administrator B, in another
 * browser, sees it waiting (with the navigation's badge) and approves it — the reserve changes.
 * A sees his own proposal as waiting, without approve. Once in Russian, once in English. Both sign
 * in with their second factor (B enrols through the API first, as the enrolment screen would).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessOf, createActiveUser, enrolSecondFactor, post } from './support/accounts.js';
import { loginAsAdmin } from './support/admin-screens.js';
import { baseUrl, describeBrowser, usePages, useBrowser } from './support/browser.js';
import { E2E_ADMIN } from './support/staff.js';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const SECOND = {
  email: `second-admin-${Date.now().toString(36)}@e2e.example.com`,
  password: 'second admin 2',
};

async function call(method: 'GET' | 'PATCH', path: string, access: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${access}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<unknown>;
}

describeBrowser('back office: two-person rule', () => {
  const { browser } = useBrowser();
  const open = usePages(browser);

  // Two sign-ins with a second factor may each wait for the next 30-second code.
  it('holds a large reserve correction until another administrator approves it, in ru and en', async () => {
    // A currency of its own, so no other test meets its threshold; and a second administrator.
    const staff = await accessOf(E2E_ADMIN.email, E2E_ADMIN.password);
    const code = `TWO${Date.now().toString(36).slice(-6).toUpperCase()}`;
    const created = await post(
      '/admin/api/catalogue/currencies/',
      {
        code,
        ticker: 'USDT',
        names: { ru: `Два ключа ${code}`, en: `Two keys ${code}` },
        groupKey: code,
        precision: 2,
        filters: ['crypto'],
        logo: 'usdt',
        reason: 'e2e',
      },
      staff,
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    await call('PATCH', `/admin/api/catalogue/currencies/${id}/`, staff, {
      approvalThreshold: '1000',
      reason: 'two keys above 1000',
    });
    await createActiveUser(SECOND.email, SECOND.password);
    const users = (await call('GET', `/admin/api/users/?q=${encodeURIComponent(SECOND.email)}`, staff)) as {
      results: { id: number }[];
    };
    await call('PATCH', `/admin/api/users/${users.results[0]!.id}/`, staff, {
      role: 'admin',
      reason: 'second key holder',
    });
    const reserveOf = async () => {
      const list = (await call('GET', '/admin/api/catalogue/currencies/', staff)) as {
        id: number;
        reserve: string;
      }[];
      return list.find((c) => c.id === id)!.reserve;
    };

    const first = await open(DESKTOP);
    await loginAsAdmin(first, '/admin/catalogue/currencies');
    // B enrols a second factor (the back office would open on the enrolment otherwise).
    const nextCode = await enrolSecondFactor(SECOND.email, SECOND.password);

    const second = await open(DESKTOP);
    await loginAsAdmin(second, '/admin/approvals', { ...SECOND, code: nextCode });

    const propose = async (page: Page, prefix: string, reserve: string, sent: string) => {
      await page.goto(`${prefix}/admin/catalogue/currencies`);
      const row = page.getByTestId('currency-row').filter({ hasText: code });
      await row.getByTestId('currency-set-reserve').click();
      const dialog = page.getByTestId('reserve-dialog');
      await dialog.getByTestId('reserve-amount').fill(reserve);
      await dialog.getByTestId('reserve-reason').fill('counted the cold wallet');
      await dialog.getByTestId('reserve-dialog-submit').click();
      expect(await page.getByTestId('currencies-notice').innerText()).toContain(sent);
    };
    const approve = async (page: Page, prefix: string, done: string) => {
      await page.goto(`${prefix}/admin/approvals`);
      const row = page.getByTestId('approval-row').filter({ hasText: code });
      await row.getByTestId('approval-approve').click();
      await page.getByTestId('approval-dialog-submit').click();
      expect(await page.getByTestId('approvals-notice').innerText()).toContain(done);
    };

    for (const [prefix, reserve, sent, waiting, done] of [
      ['', '5000', 'Отправлено на одобрение', 'Ждёт другого администратора', 'Одобрено и выполнено'],
      ['/en', '20000', 'Sent for approval', 'Waiting for another administrator', 'Approved and done'],
    ] as const) {
      const before = await reserveOf();
      await propose(first, prefix, reserve, sent);
      expect(await reserveOf()).toBe(before);

      // The proposer sees it waiting for someone else, with no way to approve it himself.
      await first.goto(`${prefix}/admin/approvals`);
      const own = first.getByTestId('approval-row').filter({ hasText: code });
      expect(await own.getByTestId('approval-waiting').innerText()).toBe(waiting);
      expect(await own.getByTestId('approval-approve').count()).toBe(0);

      await second.goto(`${prefix}/admin/approvals`);
      await expect.poll(() => second.getByTestId('admin-pending-approvals').innerText()).toBe('1');
      await approve(second, prefix, done);
      await expect.poll(reserveOf).toBe(reserve);
    }
  }, 150_000);
});
