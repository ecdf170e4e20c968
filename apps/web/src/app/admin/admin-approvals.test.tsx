/**
 * The approvals desk of the back office (decision 024): what waits for a second administrator,
 * with approve and reject hidden on one's own proposals (waiting, and a cancel button instead),
 * the navigation's badge, and a reserve dialog that says the change went for approval.
 */
import type { TApproval } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminClaimPage, adminCurrency, page, currencyRoutes } from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const ADMIN = testUser({ id: 5, role: 'admin', email: 'a@example.com' });

function proposal(overrides: Partial<TApproval> = {}): TApproval {
  return {
    id: 11,
    kind: 'reserve',
    target: '1',
    payload: { reserve: '1.5', reason: 'Counted the cold wallet' },
    amount: '1.00000000',
    currency: { id: 1, code: 'BTC', ticker: 'BTC' },
    proposedBy: { id: 9, email: 'b@example.com' },
    proposedAt: '2026-05-01T10:00:00.000Z',
    status: 'pending',
    decidedBy: null,
    decidedAt: null,
    reason: null,
    ...overrides,
  };
}

const approvalPage = (results: TApproval[]) => ({
  ...page(results),
  pending: results.filter((p) => p.status === 'pending').length,
});

describe('approvals', () => {
  it('lists what waits, approves another administrator’s proposal, and only offers cancel on one’s own', async () => {
    const calls: string[] = [];
    renderApp('/admin/approvals', {
      user: ADMIN,
      routes: {
        'GET /admin/api/claims/': () => adminClaimPage([]),
        'GET /admin/api/approvals/': () =>
          approvalPage([
            proposal(),
            proposal({
              id: 12,
              kind: 'refund',
              target: '3f2b8c1e-0000-4000-8000-000000000000',
              payload: { action: 'refund', reason: 'Client asked' },
              proposedBy: { id: 5, email: 'a@example.com' },
            }),
          ]),
        'POST /admin/api/approvals/11/approve/': () => {
          calls.push('approve 11');
          return proposal({ status: 'approved', decidedBy: { id: 5, email: 'a@example.com' } });
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Одобрения' });
    const [other, own] = await screen.findAllByTestId('approval-row');
    expect(other!.textContent).toContain('Корректировка резерва');
    expect(other!.textContent).toContain('b@example.com');
    expect(within(other!).getByTestId('approval-details').textContent).toContain('Резерв BTC → 1.5 BTC');
    expect(other!.textContent).toContain('Counted the cold wallet');
    expect(within(own!).queryByTestId('approval-approve')).toBeNull();
    expect(within(own!).queryByTestId('approval-reject')).toBeNull();
    expect(within(own!).getByTestId('approval-waiting').textContent).toBe('Ждёт другого администратора');
    expect(within(own!).getByTestId('approval-cancel')).toBeTruthy();
    expect((await screen.findByTestId('admin-pending-approvals')).textContent).toBe('2');

    const user = userEvent.setup();
    await user.click(within(other!).getByTestId('approval-approve'));
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить' });
    expect(dialog.textContent).toContain('Корректировка резерва на 1.00000000 BTC, предложил b@example.com.');
    await user.click(within(dialog).getByTestId('approval-dialog-submit'));
    await waitFor(() => expect(calls).toEqual(['approve 11']));
    expect((await screen.findByTestId('approvals-notice')).textContent).toBe(
      'Одобрено и выполнено: 1.00000000 BTC.',
    );
  });

  it('hides the section from operators', async () => {
    renderApp('/admin/claims', {
      user: testUser({ id: 2, role: 'operator', email: 'op@example.com' }),
      routes: { 'GET /admin/api/claims/': () => adminClaimPage([]) },
    });
    await screen.findByTestId('admin-nav-claims');
    expect(screen.queryByTestId('admin-nav-approvals')).toBeNull();
  });

  it('says in the reserve dialog’s place that a large correction went for approval', async () => {
    renderApp('/en/admin/catalogue/currencies', {
      user: ADMIN,
      routes: {
        'GET /admin/api/claims/': () => adminClaimPage([]),
        'GET /admin/api/approvals/': () => approvalPage([]),
        ...currencyRoutes(() => [adminCurrency()]),
        'POST /admin/api/catalogue/currencies/1/reserve/': () =>
          proposal({ proposedBy: { id: 5, email: 'a@example.com' } }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('currency-set-reserve'));
    const dialog = await screen.findByTestId('reserve-dialog');
    const amount = within(dialog).getByTestId('reserve-amount');
    await user.clear(amount);
    await user.type(amount, '1.5');
    await user.type(within(dialog).getByTestId('reserve-reason'), 'Counted');
    await user.click(within(dialog).getByTestId('reserve-dialog-submit'));
    expect((await screen.findByTestId('currencies-notice')).textContent).toBe(
      'Sent for approval: 1.00000000 BTC is above the threshold; the change takes effect when another administrator approves it.',
    );
  });
});
