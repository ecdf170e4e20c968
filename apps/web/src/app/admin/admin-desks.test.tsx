/** Users, withdrawals and the audit log of the back office, inside the whole app. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMe } from '@exchanger/core';
import { errorOf } from '@/test/field-error';
import { apiError, type TFakeHandler } from '@/test/fake-api';
import {
  adminClaimPage,
  adminUser,
  adminWithdrawal,
  auditEntry,
  CLAIM_ID,
  page,
} from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const OPERATOR = testUser({ id: 2, role: 'operator', email: 'op@example.com' });
const INTACT = {
  auditLog: { rows: 12, ok: true },
  claimEvents: { rows: 345, ok: true },
  checkedAt: '2026-11-22T05:29:00.000Z',
};
const ADMIN = testUser({ id: 1, role: 'admin', email: 'boss@example.com' });

function renderDesk(path: string, me: TMe, routes: Record<string, TFakeHandler>) {
  return renderApp(path, {
    user: me,
    routes: { 'GET /admin/api/claims/': () => adminClaimPage([]), ...routes },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('users', () => {
  const USERS = [
    adminUser(),
    adminUser({ id: 5, email: 'other-op@example.com', role: 'operator', claims: 0 }),
    adminUser({ id: 2, email: 'op@example.com', role: 'operator' }),
  ];

  it('lets an operator search and block a plain user with a reason, without a role select', async () => {
    const bodies: unknown[] = [];
    const { api, router } = renderDesk('/admin/users', OPERATOR, {
      'GET /admin/api/users/': () => page(USERS),
      'PATCH /admin/api/users/12/': (call) => {
        bodies.push(call.body);
        return adminUser({ blocked: true });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Пользователи' });
    const rows = await screen.findAllByTestId('user-row');
    expect(rows).toHaveLength(3);
    expect(screen.queryByTestId('user-role')).toBeNull();
    // Operators block plain users only, and nobody acts on themselves.
    expect(within(rows[1]!).queryByTestId('user-block')).toBeNull();
    expect(rows[2]!.textContent).toContain('это вы');

    const user = userEvent.setup();
    await user.type(screen.getByTestId('users-q'), 'client');
    await user.selectOptions(screen.getByTestId('users-blocked'), 'false');
    await waitFor(() => expect(router.state.location.search).toBe('?q=client&blocked=false'));
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('/admin/api/users/').at(-1)!.query)).toEqual({
        page: '1',
        size: '20',
        q: 'client',
        blocked: 'false',
      }),
    );

    await user.click(within(screen.getAllByTestId('user-row')[0]!).getByTestId('user-block'));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать' });
    expect(within(dialog).queryByTestId('user-role-select')).toBeNull();
    await user.click(within(dialog).getByTestId('user-dialog-submit'));
    expect(errorOf(within(dialog).getByTestId('user-reason'))).toBe('Укажите причину');
    await user.type(within(dialog).getByTestId('user-reason'), 'Chargeback fraud');
    await user.click(within(dialog).getByTestId('user-dialog-submit'));
    await waitFor(() => expect(bodies).toEqual([{ blocked: true, reason: 'Chargeback fraud' }]));
    expect((await screen.findByTestId('users-notice')).textContent).toBe('Сохранено: client@example.com.');
  });

  it('lets an admin change a role with a reason', async () => {
    const bodies: unknown[] = [];
    renderDesk('/admin/users', ADMIN, {
      'GET /admin/api/users/': () => page(USERS),
      'PATCH /admin/api/users/12/': (call) => {
        bodies.push(call.body);
        return adminUser({ role: 'operator' });
      },
    });
    const rows = await screen.findAllByTestId('user-row');
    expect(within(rows[1]!).getByTestId('user-block')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByTestId('user-role'));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить роль' });
    await user.selectOptions(within(dialog).getByTestId('user-role-select'), 'operator');
    await user.type(within(dialog).getByTestId('user-reason'), 'New shift operator');
    await user.click(within(dialog).getByTestId('user-dialog-submit'));
    await waitFor(() => expect(bodies).toEqual([{ role: 'operator', reason: 'New shift operator' }]));
  });

  it('shows a refusal of the server in place', async () => {
    renderDesk('/admin/users', ADMIN, {
      'GET /admin/api/users/': () => page(USERS),
      'PATCH /admin/api/users/12/': () => apiError(409, 'conflict', 'Пользователь уже заблокирован.'),
    });
    const user = userEvent.setup();
    await user.click(within((await screen.findAllByTestId('user-row'))[0]!).getByTestId('user-block'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('user-reason'), 'x');
    await user.click(within(dialog).getByTestId('user-dialog-submit'));
    expect((await screen.findByTestId('users-notice')).textContent).toBe('Пользователь уже заблокирован.');
  });
});

describe('withdrawals', () => {
  it('shows the pending requests first and approves one with a reason', async () => {
    const bodies: unknown[] = [];
    const { api } = renderDesk('/admin/withdrawals', ADMIN, {
      'GET /admin/api/withdrawals/': () => page([adminWithdrawal()]),
      'POST /admin/api/withdrawals/31/decision/': (call) => {
        bodies.push(call.body);
        return adminWithdrawal({ status: 'done' });
      },
    });
    const row = await screen.findByTestId('withdrawal-row');
    expect(Object.fromEntries(api.callsTo('/admin/api/withdrawals/')[0]!.query)).toEqual({
      page: '1',
      size: '20',
      status: 'pending',
    });
    expect(row.textContent).toContain('client@example.com');
    expect(row.textContent).toContain('150.25');
    expect(row.textContent).toContain('USDTTRC20');
    expect(row.textContent).toContain('TXk3aKP1b9hXa5cR3nU5gZ3E8vU8Yw1QmZ');
    expect(within(row).getByTestId('withdrawal-balance').textContent).toBe('12.75');

    const user = userEvent.setup();
    await user.click(within(row).getByTestId('withdrawal-approve'));
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить' });
    expect(dialog.textContent).toContain('Выплата #31: 150.25 USDTTRC20 для client@example.com.');
    await user.type(within(dialog).getByTestId('withdrawal-reason'), 'Sent, tx 0xabc');
    await user.click(within(dialog).getByTestId('withdrawal-dialog-submit'));
    await waitFor(() => expect(bodies).toEqual([{ decision: 'approve', reason: 'Sent, tx 0xabc' }]));
    expect((await screen.findByTestId('withdrawals-notice')).textContent).toBe('Выплата #31 одобрена.');
  });

  it('filters by status, every status included', async () => {
    const { api, router } = renderDesk('/admin/withdrawals', ADMIN, {
      'GET /admin/api/withdrawals/': () => page([]),
    });
    await screen.findByTestId('withdrawals-empty');
    await userEvent.selectOptions(screen.getByTestId('withdrawals-status'), 'all');
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await waitFor(() =>
      expect(api.callsTo('/admin/api/withdrawals/').at(-1)!.query.has('status')).toBe(false),
    );
    await userEvent.selectOptions(screen.getByTestId('withdrawals-status'), 'rejected');
    await waitFor(() =>
      expect(api.callsTo('/admin/api/withdrawals/').at(-1)!.query.get('status')).toBe('rejected'),
    );
  });
});

describe('audit log', () => {
  it('lists operator actions, links claims to their page and filters', async () => {
    const { api, router } = renderDesk('/admin/audit', ADMIN, {
      'GET /admin/api/audit/chain/': () => INTACT,
      'GET /admin/api/audit/': () =>
        page([
          auditEntry(),
          auditEntry({
            id: 502,
            action: 'user.block',
            targetType: 'user',
            targetId: '12',
            reason: 'Fraud',
            details: { blocked: true },
          }),
        ]),
    });
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows[0]!.textContent).toContain('Заявка: Оплата получена');
    expect(within(rows[0]!).getByTestId('audit-target-link').getAttribute('href')).toBe(
      `/admin/claims/${CLAIM_ID}`,
    );
    expect(rows[1]!.textContent).toContain('Блокировка пользователя');
    expect(within(rows[1]!).getByTestId('audit-target-link').getAttribute('href')).toBe('/admin/users?q=12');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('audit-target-type'), 'claim');
    await user.type(screen.getByTestId('audit-actor'), 'op@example.com');
    await user.type(screen.getByTestId('audit-action'), 'claim.complete');
    await user.click(screen.getByTestId('audit-apply'));
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('/admin/api/audit/').at(-1)!.query)).toEqual({
        page: '1',
        size: '50',
        targetType: 'claim',
        actor: 'op@example.com',
        action: 'claim.complete',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('action')).toBe('claim.complete');

    await user.click(within(screen.getAllByTestId('audit-row')[0]!).getByTestId('audit-target-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/claims/${CLAIM_ID}`));
  });

  it('says what the server said when the role was taken away meanwhile (403)', async () => {
    renderDesk('/en/admin/audit', ADMIN, {
      'GET /admin/api/audit/chain/': () =>
        apiError(403, 'permission_denied', 'Only an administrator can do this.'),
      'GET /admin/api/audit/': () => apiError(403, 'permission_denied', 'Only an administrator can do this.'),
    });
    expect((await screen.findByTestId('audit-error')).textContent).toContain(
      'Only an administrator can do this.',
    );
    expect((await screen.findByTestId('audit-chain-error')).textContent).toContain(
      'Only an administrator can do this.',
    );
  });

  it('shows the hash chain intact, with the rows checked, and checks again on demand', async () => {
    const { api } = renderDesk('/admin/audit', ADMIN, {
      'GET /admin/api/audit/chain/': () => INTACT,
      'GET /admin/api/audit/': () => page([auditEntry()]),
    });
    await waitFor(() => expect(screen.getByTestId('audit-chain').getAttribute('data-state')).toBe('intact'));
    const state = screen.getByTestId('audit-chain');
    expect(state.textContent).toContain('Журнал не изменён');
    expect(state.textContent).toContain('записей журнала — 12, событий заявок — 345');
    await userEvent.setup().click(screen.getByTestId('audit-chain-recheck'));
    await waitFor(() => expect(api.callsTo('/admin/api/audit/chain/')).toHaveLength(2));
  });

  it('names the row where the chain breaks, in English too', async () => {
    renderDesk('/en/admin/audit', ADMIN, {
      'GET /admin/api/audit/chain/': () => ({
        ...INTACT,
        claimEvents: {
          rows: 41,
          ok: false,
          firstBroken: {
            table: 'claim_events',
            id: 42,
            problem: 'hash',
            expected: 'a'.repeat(64),
            found: 'b'.repeat(64),
          },
        },
      }),
      'GET /admin/api/audit/': () => page([auditEntry()]),
    });
    await waitFor(() => expect(screen.getByTestId('audit-chain').getAttribute('data-state')).toBe('broken'));
    const state = screen.getByTestId('audit-chain');
    expect(state.textContent).toContain('The hash chain is broken');
    expect(screen.getByTestId('audit-chain-break').textContent).toBe(
      'Claim events: row #42 (41 rows before it are intact). The row’s content does not match its hash.',
    );
  });

  it('is not in an operator’s menu, and its page tells him it is for administrators', async () => {
    const { api } = renderDesk('/en/admin/audit', OPERATOR, {
      'GET /admin/api/audit/': () => page([auditEntry()]),
    });
    expect((await screen.findByTestId('audit-admin-only')).textContent).toBe(
      'Only administrators see the audit log and its hash chain.',
    );
    expect(screen.getByTestId('admin-nav-users')).toBeTruthy();
    expect(screen.queryByTestId('admin-nav-audit')).toBeNull();
    expect(api.callsTo('/admin/api/audit/')).toHaveLength(0);
    expect(api.callsTo('/admin/api/audit/chain/')).toHaveLength(0);
  });
});
