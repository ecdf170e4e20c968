import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { install, shop, TRON } from '@/test/fixtures/shop';
import { renderWithProviders } from '@/test/render';
import { SalesHistory } from './sales-history';
import { ShopStatistics } from './shop-statistics';
import { ShopWithdrawal } from './shop-withdrawal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SalesHistory', () => {
  it('filters by status and dates, and exports the same filter as CSV', async () => {
    const api = install({
      'GET /api/v1/users/me/shop/sales/': (call) => ({
        count: call.query.get('status') === 'paid' ? 1 : 0,
        page: 1,
        size: 20,
        results:
          call.query.get('status') === 'paid'
            ? [
                {
                  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
                  orderId: 'A-1',
                  amount: '100',
                  currency: 'USDTTRC20',
                  description: '',
                  status: 'paid',
                  payUrl: 'http://x/?invoice=1',
                  successUrl: null,
                  failUrl: null,
                  claimNumber: null,
                  createdAt: '2026-11-22T10:00:00.000Z',
                  expiresAt: '2026-11-23T10:00:00.000Z',
                  paidWith: { currency: 'SBERRUB', amount: '9500' },
                  claimStatus: 'completed',
                  fee: '1.5',
                },
              ]
            : [],
      }),
      'GET /api/v1/users/me/shop/sales.csv': () =>
        new Response('a,b\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:sales');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderWithProviders(<SalesHistory />);
    expect(await screen.findByTestId('sales-empty')).toBeTruthy();
    await user.selectOptions(screen.getByTestId('sales-status'), 'paid');
    const row = await screen.findByTestId('sale-row');
    expect(row.textContent).toContain('9 500 SBERRUB');
    await user.type(screen.getByTestId('sales-from'), '2026-11-01');
    await waitFor(() =>
      expect(api.callsTo('/api/v1/users/me/shop/sales/').at(-1)?.query.get('from')).toBe('2026-11-01'),
    );
    await user.click(screen.getByTestId('sales-csv'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const csv = api.callsTo('/api/v1/users/me/shop/sales.csv')[0]!;
    expect(csv.query.get('status')).toBe('paid');
    expect(csv.query.get('from')).toBe('2026-11-01');
  });
});

describe('ShopStatistics', () => {
  it('shows the totals, the conversion and the top currencies of the chosen period', async () => {
    const api = install({
      'GET /api/v1/users/me/shop/statistics/': (call) => ({
        currency: 'USDTTRC20',
        days: [
          { day: '2026-11-21', invoices: 3, paid: 1, volume: '100' },
          { day: '2026-11-22', invoices: 1, paid: 1, volume: '50.5' },
        ],
        totals: {
          invoices: 4,
          paid: 2,
          volume: '150.5',
          conversion: call.query.get('days') === '7' ? '50' : '50.00',
        },
        topCurrencies: [{ currency: 'SBERRUB', count: 2, volume: '150.5' }],
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShopStatistics />, { locale: 'en' });
    expect((await screen.findByTestId('stats-volume')).textContent).toBe('150.5 USDTTRC20');
    expect(screen.getByTestId('stats-paid').textContent).toBe('2');
    expect(screen.getByTestId('stats-conversion').textContent).toBe(
      '2 of 4 invoices issued were paid (50.00%).',
    );
    expect(screen.getByTestId('stats-top').textContent).toContain('SBERRUB');
    expect(within(screen.getByTestId('stats-table')).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByTestId('stats-period-7'));
    await waitFor(() =>
      expect(api.callsTo('/api/v1/users/me/shop/statistics/').at(-1)?.query.get('days')).toBe('7'),
    );
  });
});

describe('ShopWithdrawal', () => {
  it('asks for the whole balance and shows it taken off', async () => {
    let balance = '147.75';
    const api = install({
      'GET /api/v1/users/me/shop/balance/': () => ({
        currency: 'USDTTRC20',
        balance,
        earned: '147.75',
        fees: '2.25',
        pending: balance === '0' ? '147.75' : '0',
        withdrawn: '0',
      }),
      'GET /api/v1/users/me/shop/ledger/': () => ({ count: 0, page: 1, size: 10, results: [] }),
      'POST /api/v1/users/me/shop/withdrawal/': () => {
        balance = '0';
        return Response.json(
          {
            id: 3,
            kind: 'withdrawal',
            amount: '147.75',
            fee: '0',
            status: 'pending',
            currency: 'USDTTRC20',
            invoiceId: null,
            claimNumber: null,
            requisites: { wallet: TRON },
            reason: null,
            createdAt: '2026-11-22T10:00:00.000Z',
            decidedAt: null,
          },
          { status: 201 },
        );
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ShopWithdrawal shop={shop()} />);
    expect((await screen.findByTestId('shop-balance')).getAttribute('data-value')).toBe('147.75');
    expect(await screen.findByText('Кошелёк TRC20')).toBeTruthy();
    await user.type(screen.getByTestId('withdraw-amount'), '200');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(api.callsTo('/api/v1/users/me/shop/withdrawal/')).toHaveLength(0);
    await user.click(screen.getByTestId('withdraw-all'));
    await user.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-done')).textContent).toContain('147.75');
    expect(api.callsTo('/api/v1/users/me/shop/withdrawal/')[0]?.body).toEqual({ amount: '147.75' });
    await waitFor(() => expect(screen.getByTestId('shop-balance').getAttribute('data-value')).toBe('0'));
  });
});
