/** The contest section of the back office, inside the whole app. */
import type { TContestSetting, TMe } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '@/test/field-error';
import { apiError, type TFakeHandler } from '@/test/fake-api';
import { adminClaimPage } from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const OPERATOR = testUser({ id: 2, role: 'operator', email: 'op@example.com' });
const ADMIN = testUser({ id: 1, role: 'admin', email: 'boss@example.com' });

const CONTEST: TContestSetting = {
  active: true,
  title: { ru: 'Весенний конкурс', en: 'Spring contest' },
  description: { ru: 'Правила', en: 'Rules' },
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-04-01T00:00:00.000Z',
  prizes: [{ place: 1, amount: '500', currency: 'USDT' }],
  leaderboardSize: 10,
};

function renderContest(me: TMe, routes: Record<string, TFakeHandler>) {
  return renderApp('/en/admin/contest', {
    user: me,
    routes: { 'GET /admin/api/claims/': () => adminClaimPage([]), ...routes },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contest', () => {
  it('shows operators the contest read-only', async () => {
    renderContest(OPERATOR, { 'GET /admin/api/settings/contest/': () => ({ contest: CONTEST }) });
    await screen.findByRole('heading', { level: 1, name: 'Contest' });
    expect(screen.getByTestId('admin-nav-contest').getAttribute('aria-current')).toBe('page');
    expect((await screen.findByTestId('contest-title-en')).closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('contest-title-en').value).toBe('Spring contest');
    expect(screen.queryByTestId('contest-save')).toBeNull();
    expect(screen.getByTestId('contest-readonly').textContent).toBe(
      'Only an administrator can change the contest.',
    );
  });

  it('lets an admin add a prize and save with a reason, the refusals under their inputs', async () => {
    const bodies: unknown[] = [];
    renderContest(ADMIN, {
      'GET /admin/api/settings/contest/': () => ({ contest: CONTEST }),
      'PUT /admin/api/settings/contest/': (call) => {
        bodies.push(call.body);
        const body = call.body as { prizes: { amount: string }[] };
        if (body.prizes[1]?.amount === '1e3')
          return apiError(400, 'validation_error', 'Please check the data you entered.', {
            'prizes.1.amount': ['Enter a non-negative number with a dot, e.g. 0.015.'],
          });
        const { reason: _reason, ...saved } = call.body as TContestSetting & { reason: string };
        return { contest: saved };
      },
    });
    const user = userEvent.setup();
    await screen.findByTestId('contest-editor');
    await user.click(screen.getByTestId('contest-save'));
    expect(errorOf(screen.getByTestId('contest-reason'))).toBe('Give a reason');
    expect(bodies).toEqual([]);

    await user.click(screen.getByTestId('contest-prize-add'));
    const rows = screen.getAllByTestId('contest-prize');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByTestId<HTMLInputElement>('contest-prize-place-1').value).toBe('2');
    await user.click(within(rows[1]!).getByTestId('contest-prize-amount-1'));
    await user.paste('1e3');
    await user.click(screen.getByTestId('contest-reason'));
    await user.paste('Second prize');
    await user.click(screen.getByTestId('contest-save'));
    await waitFor(() =>
      expect(errorOf(screen.getByTestId('contest-prize-amount-1'))).toBe(
        'Enter a non-negative number with a dot, e.g. 0.015.',
      ),
    );

    await user.clear(screen.getByTestId('contest-prize-amount-1'));
    await user.click(screen.getByTestId('contest-prize-amount-1'));
    await user.paste('250');
    expect(errorOf(screen.getByTestId('contest-prize-amount-1'))).toBeNull();
    await user.click(screen.getByTestId('contest-save'));
    expect((await screen.findByTestId('contest-notice')).textContent).toContain('Saved');
    expect(bodies.at(-1)).toEqual({
      ...CONTEST,
      prizes: [...CONTEST.prizes, { place: 2, amount: '250', currency: 'USDT' }],
      reason: 'Second prize',
    });
    expect(screen.getByTestId<HTMLTextAreaElement>('contest-reason').value).toBe('');
  });

  it('starts an empty form when no contest was ever set', async () => {
    renderContest(ADMIN, { 'GET /admin/api/settings/contest/': () => ({ contest: null }) });
    expect((await screen.findByTestId('contest-editor')).textContent).toContain('No contest is set yet');
    expect(screen.getByTestId<HTMLInputElement>('contest-active').checked).toBe(false);
    expect(screen.getByTestId<HTMLInputElement>('contest-title-ru').value).toBe('');
  });
});
