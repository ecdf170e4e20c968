/** The shops desk and the shops' withdrawals tab of the back office, inside the whole app. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type TFakeHandler } from '@/test/fake-api';
import { adminClaimPage, adminShop, adminShopWithdrawal, page } from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const ADMIN = testUser({ id: 2, role: 'admin', email: 'boss@example.com' });

function renderDesk(path: string, routes: Record<string, TFakeHandler>) {
  return renderApp(path, {
    user: ADMIN,
    routes: { 'GET /admin/api/claims/': () => adminClaimPage([]), ...routes },
  });
}

const shopPage = (results: ReturnType<typeof adminShop>[], pending = 1) => ({ ...page(results), pending });

describe('shops', () => {
  it('shows the shops waiting first, with the badge, and approves one with a reason', async () => {
    const bodies: unknown[] = [];
    const { api } = renderDesk('/admin/shops', {
      'GET /admin/api/shops/': () => shopPage([adminShop()], 3),
      'POST /admin/api/shops/7/decision/': (call) => {
        bodies.push(call.body);
        return adminShop({ status: 'approved' });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Магазины' });
    const row = await screen.findByTestId('shop-row');
    expect(Object.fromEntries(api.callsTo('/admin/api/shops/')[0]!.query)).toMatchObject({
      status: 'pending',
    });
    expect(row.textContent).toContain('Tea House');
    expect(row.textContent).toContain('https://tea.example');
    expect(row.textContent).toContain('seller@example.com');
    expect(row.textContent).toContain('USDTTRC20');
    expect(row.textContent).toContain('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(row.textContent).toContain('1.5 %');
    expect(within(row).getByTestId('shop-status').textContent).toBe('Ждёт решения');
    expect((await screen.findByTestId('admin-pending-shops')).textContent).toBe('3');

    const user = userEvent.setup();
    await user.click(within(row).getByTestId('shop-approve'));
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить' });
    expect(dialog.textContent).toContain(
      'Магазин #7 «Tea House» (https://tea.example), владелец seller@example.com.',
    );
    // The reason is required, as for every operator decision.
    await user.click(within(dialog).getByTestId('shop-dialog-submit'));
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByTestId('shop-reason'), 'Site checked');
    await user.click(within(dialog).getByTestId('shop-dialog-submit'));
    await waitFor(() => expect(bodies).toEqual([{ decision: 'approve', reason: 'Site checked' }]));
    expect((await screen.findByTestId('shops-notice')).textContent).toBe('Магазин «Tea House»: Одобрен.');
  });

  it('offers only the decisions a status allows', async () => {
    renderDesk('/admin/shops?status=all', {
      'GET /admin/api/shops/': () =>
        shopPage([
          adminShop({ id: 1, status: 'approved' }),
          adminShop({ id: 2, status: 'rejected', reason: 'No contacts' }),
          adminShop({ id: 3, status: 'blocked', reason: 'Fraud' }),
        ]),
    });
    const rows = await screen.findAllByTestId('shop-row');
    const buttons = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.dataset.testid);
    expect(buttons(rows[0]!)).toEqual(['shop-block']);
    expect(buttons(rows[1]!)).toEqual(['shop-approve', 'shop-block']);
    expect(buttons(rows[2]!)).toEqual(['shop-approve']);
    expect(rows[1]!.textContent).toContain('No contacts');
  });

  it('searches and filters through the address', async () => {
    const { api, router } = renderDesk('/admin/shops', {
      'GET /admin/api/shops/': () => shopPage([], 0),
    });
    expect((await screen.findByTestId('shops-empty')).textContent).toContain(
      'Все заявки магазинов рассмотрены.',
    );
    const user = userEvent.setup();
    await user.type(screen.getByTestId('shops-q'), 'tea');
    await user.click(screen.getByTestId('shops-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=tea'));
    await waitFor(() => expect(api.callsTo('/admin/api/shops/').at(-1)!.query.get('q')).toBe('tea'));
    await user.selectOptions(screen.getByTestId('shops-status'), 'all');
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&q=tea'));
    await waitFor(() => expect(api.callsTo('/admin/api/shops/').at(-1)!.query.has('status')).toBe(false));
  });

  it('says so on the desk when another operator decided first (409)', async () => {
    renderDesk('/admin/shops', {
      'GET /admin/api/shops/': () => shopPage([adminShop()]),
      'POST /admin/api/shops/7/decision/': () =>
        apiError(409, 'conflict', 'The shop is already in the status blocked.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('shop-block'));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать' });
    await user.type(within(dialog).getByTestId('shop-reason'), 'Fraud reports');
    await user.click(within(dialog).getByTestId('shop-dialog-submit'));
    expect((await screen.findByTestId('shops-notice')).textContent).toBe(
      'The shop is already in the status blocked.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('shop withdrawals', () => {
  it('is the second tab of withdrawals: pending first, balance shown, rejected with a reason', async () => {
    const bodies: unknown[] = [];
    const { api } = renderDesk('/admin/withdrawals/shops', {
      'GET /admin/api/shop-withdrawals/': () => ({ ...page([adminShopWithdrawal()]), pending: 2 }),
      'POST /admin/api/shop-withdrawals/44/decision/': (call) => {
        bodies.push(call.body);
        return { ...adminShopWithdrawal({ status: 'rejected', reason: 'Wrong wallet' }) };
      },
    });
    const row = await screen.findByTestId('withdrawal-row');
    expect(screen.getByTestId('withdrawals-tab-shops').getAttribute('aria-current')).toBe('page');
    expect((await screen.findByTestId('shop-withdrawals-waiting')).textContent).toBe('2');
    expect(api.callsTo('/admin/api/shop-withdrawals/')[0]!.query.get('status')).toBe('pending');
    expect(row.textContent).toContain('Tea House');
    expect(row.textContent).toContain('seller@example.com');
    expect(row.textContent).toContain('80.5');
    expect(within(row).getByTestId('withdrawal-balance').textContent).toBe('19.5');

    const user = userEvent.setup();
    await user.click(within(row).getByTestId('withdrawal-reject'));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить' });
    expect(dialog.textContent).toContain(
      'Выплата #44: 80.5 USDTTRC20 для магазина «Tea House» (seller@example.com).',
    );
    expect(dialog.textContent).toContain('сумма вернётся на баланс магазина');
    await user.type(within(dialog).getByTestId('withdrawal-reason'), 'Wrong wallet');
    await user.click(within(dialog).getByTestId('withdrawal-dialog-submit'));
    await waitFor(() => expect(bodies).toEqual([{ decision: 'reject', reason: 'Wrong wallet' }]));
    expect((await screen.findByTestId('withdrawals-notice')).textContent).toBe('Выплата #44 отклонена.');
  });

  it('sends the old address of withdrawals to the referral tab, its filter kept', async () => {
    const { router } = renderDesk('/admin/withdrawals?status=all', {
      'GET /admin/api/withdrawals/': () => page([]),
    });
    await screen.findByTestId('withdrawals-empty');
    expect(router.state.location.pathname).toBe('/admin/withdrawals/referral');
    expect(router.state.location.search).toBe('?status=all');
    expect(screen.getByTestId('withdrawals-tab-referral').getAttribute('aria-current')).toBe('page');
  });
});
