import type { TClaimStatus, TClaimSummary } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, type TFakeCall } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { ClaimsHistory, type TClaimsView } from './claims-history';

function claim(n: number, status: TClaimStatus = 'new'): TClaimSummary {
  return {
    id: `6ca7be73-33c6-4e1a-be79-${String(n).padStart(12, '0')}`,
    status,
    createdAt: `2026-01-${String(10 + (n % 10)).padStart(2, '0')}T09:30:00.000Z`,
    from: { id: 1, currency: 'BTC', name: 'Bitcoin', amount: '0.01' },
    to: { id: 9, currency: 'RUB', name: 'Сбербанк', amount: `50432${n}.00` },
  };
}

/** The history with its view kept in state, as the page keeps it in the URL. */
function Harness({ onView }: { onView: (view: TClaimsView) => void }) {
  const [view, setView] = useState<TClaimsView>({ page: 1, status: null });
  return (
    <ClaimsHistory
      {...view}
      onChange={(next) => {
        onView(next);
        setView(next);
      }}
      claimHref={(id) => `/claim/${id}`}
      createHref="/"
      renderStatus={(status) => <span data-testid="badge">{status}</span>}
    />
  );
}

function renderHistory(answer: (call: TFakeCall) => unknown, locale: 'ru' | 'en' = 'ru') {
  const api = createFakeApi({ 'GET /api/v1/users/me/claims/': answer });
  api.install();
  const onView = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness onView={onView} />, { locale });
  return { api, onView, user };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ClaimsHistory', () => {
  it('lists the claims with date, amounts and status, each linking to its page', async () => {
    const { api } = renderHistory(() => ({
      count: 2,
      page: 1,
      size: 10,
      results: [claim(1), claim(2, 'completed')],
    }));
    const rows = await screen.findAllByTestId('claim-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.getAttribute('href')).toBe(`/claim/${claim(1).id}`);
    expect(rows[0]!.textContent).toContain('0.01 BTC');
    expect(rows[0]!.textContent).toContain('504 321 RUB');
    expect(rows[0]!.textContent).toContain('11.01.2026');
    expect(within(rows[1]!).getByTestId('badge').textContent).toBe('completed');
    expect(screen.getByTestId('claims-total').textContent).toBe('Всего заявок: 2');
    expect(screen.queryByTestId('claims-pager')).toBeNull();
    const query = api.callsTo('/api/v1/users/me/claims/')[0]!.query;
    expect([query.get('page'), query.get('size'), query.get('status')]).toEqual(['1', '10', null]);
  });

  it('pages through the list and filters by status', async () => {
    const { api, onView, user } = renderHistory(({ query }) => {
      const page = Number(query.get('page'));
      const status = query.get('status') as TClaimStatus | null;
      if (status === 'expired') return { count: 0, page: 1, size: 10, results: [] };
      return {
        count: 23,
        page,
        size: 10,
        results: Array.from({ length: page === 3 ? 3 : 10 }, (_, i) => claim(page * 100 + i)),
      };
    }, 'en');
    await screen.findAllByTestId('claim-row');
    expect(screen.getByTestId('claims-pager').textContent).toContain('Page 1 of 3');
    expect(screen.getByTestId<HTMLButtonElement>('claims-prev').disabled).toBe(true);
    await user.click(screen.getByTestId('claims-next'));
    await user.click(screen.getByTestId('claims-next'));
    await waitFor(() => expect(screen.getAllByTestId('claim-row')).toHaveLength(3));
    expect(screen.getByTestId<HTMLButtonElement>('claims-next').disabled).toBe(true);
    expect(onView).toHaveBeenLastCalledWith({ page: 3, status: null });

    await user.selectOptions(screen.getByTestId('claims-filter'), 'expired');
    expect(onView).toHaveBeenLastCalledWith({ page: 1, status: 'expired' });
    expect((await screen.findByTestId('claims-empty')).textContent).toContain('No claims with this status.');
    const last = api.callsTo('/api/v1/users/me/claims/').at(-1)!.query;
    expect([last.get('page'), last.get('status')]).toEqual(['1', 'expired']);
    await user.click(screen.getByTestId('claims-show-all'));
    expect(onView).toHaveBeenLastCalledWith({ page: 1, status: null });
  });

  it('invites to create the first claim when there is none', async () => {
    renderHistory(() => ({ count: 0, page: 1, size: 10, results: [] }));
    const empty = await screen.findByTestId('claims-empty');
    expect(empty.textContent).toContain('У вас пока нет заявок.');
    expect(screen.getByTestId('claims-create').getAttribute('href')).toBe('/');
  });

  it('says when the list cannot be loaded and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const { user } = renderHistory(() =>
      fail ? apiError(500, 'internal_error', 'Boom') : { count: 1, page: 1, size: 10, results: [claim(5)] },
    );
    expect((await screen.findByTestId('claims-error')).textContent).toContain('Не удалось загрузить заявки.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findAllByTestId('claim-row')).toHaveLength(1);
  });
});
