import type { TApiKey, TMyShop } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, type TFakeHandler } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { amountProblem, formFieldOf, shopBody, shopFormProblems } from '../utils/shop-form';
import { LinkGenerator } from './link-generator';
import { SalesHistory } from './sales-history';
import { ShopApi } from './shop-api';
import { ShopOverview } from './shop-overview';
import { ShopStatistics } from './shop-statistics';
import { ShopWithdrawal } from './shop-withdrawal';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const CURRENCIES = [
  {
    id: 4,
    code: 'USDTTRC20',
    name: 'Tether TRC20',
    fields: [
      {
        name: 'wallet',
        type: 'text',
        validator: 'trc20-address',
        required: true,
        visible: true,
        send: { header: '', placeholder: '' },
        receive: { header: 'Кошелёк TRC20', placeholder: 'T…' },
      },
    ],
  },
];

function shop(overrides: Partial<TMyShop> = {}): TMyShop {
  return {
    id: 7,
    name: 'Tea House',
    siteUrl: 'https://tea.example',
    description: '',
    status: 'approved',
    reason: null,
    payoutCurrencyId: 4,
    payoutCurrency: 'USDTTRC20',
    payoutRequisites: { wallet: TRON },
    webhookUrl: 'https://tea.example/hook',
    webhookSecret: 'a'.repeat(64),
    feePercent: '1.5',
    createdAt: '2026-11-20T10:00:00.000Z',
    approvedAt: '2026-11-20T11:00:00.000Z',
    ...overrides,
  };
}

function install(routes: Record<string, TFakeHandler>) {
  const api = createFakeApi({ 'GET /api/v1/users/me/refferal/currencies/': () => CURRENCIES, ...routes });
  api.install();
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shop form checks', () => {
  it('finds each problem the server would, by field', () => {
    const fields = CURRENCIES[0]!.fields as never;
    const problems = shopFormProblems(
      {
        name: 'A',
        siteUrl: 'ftp://x',
        description: '',
        payoutCurrencyId: '4',
        webhookUrl: 'nope',
        requisites: { wallet: 'T1' },
      },
      fields,
    );
    expect(problems.name?.key).toBe('shop.form.nameShort');
    expect(problems.siteUrl?.key).toBe('shop.form.urlFormat');
    expect(problems.webhookUrl?.key).toBe('shop.form.urlFormat');
    expect(problems.wallet?.key).toBeTruthy();
    expect(problems.payoutCurrencyId).toBeNull();
    expect(formFieldOf('payoutRequisites.wallet')).toBe('wallet');
    expect(
      shopBody(
        {
          name: ' Tea ',
          siteUrl: 'https://tea.example',
          description: '',
          payoutCurrencyId: '4',
          webhookUrl: '',
          requisites: { wallet: ` ${TRON} `, stale: 'x' },
        },
        fields,
      ),
    ).toEqual({
      name: 'Tea',
      siteUrl: 'https://tea.example',
      description: '',
      payoutCurrencyId: 4,
      payoutRequisites: { wallet: TRON },
      webhookUrl: null,
    });
  });

  it('takes amounts with a comma, refuses zero, words and more than the balance', () => {
    expect(amountProblem('', { currency: 'USDT' })?.key).toBe('shop.form.amountRequired');
    expect(amountProblem('0', { currency: 'USDT' })?.key).toBe('shop.form.amountFormat');
    expect(amountProblem('ten', { currency: 'USDT' })?.key).toBe('shop.form.amountFormat');
    expect(amountProblem('12,5', { currency: 'USDT' })).toBeNull();
    expect(amountProblem('100.01', { currency: 'USDT', max: '100' })?.key).toBe(
      'shop.form.amountAboveBalance',
    );
  });
});

describe('ShopOverview', () => {
  it('opens a shop: checks the form, sends it, and shows the server’s field errors on the inputs', async () => {
    let attempt = 0;
    const api = install({
      'POST /api/v1/users/me/shop/': () => {
        attempt += 1;
        if (attempt === 1)
          return apiError(400, 'validation_error', 'Проверьте поля.', {
            'payoutRequisites.wallet': ['Неверный адрес.'],
          });
        return Response.json(shop({ status: 'pending', approvedAt: null }), { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ShopOverview shop={null} />);
    await user.click(screen.getByTestId('shop-submit'));
    expect(api.callsTo('/api/v1/users/me/shop/')).toHaveLength(0);
    expect(screen.getByTestId('shop-name').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByTestId('shop-name'), 'Tea House');
    await user.type(screen.getByTestId('shop-site'), 'https://tea.example');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tether TRC20' })).toBeTruthy());
    await user.selectOptions(screen.getByTestId('shop-currency'), '4');
    await user.type(screen.getByLabelText('Кошелёк TRC20'), TRON);
    await user.click(screen.getByTestId('shop-submit'));
    await waitFor(() => expect(screen.getByTestId('shop-form-error').textContent).toBe('Проверьте поля.'));
    expect(screen.getByTestId('shop-field-wallet').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/v1/users/me/shop/')[0]?.body).toEqual({
      name: 'Tea House',
      siteUrl: 'https://tea.example',
      description: '',
      payoutCurrencyId: 4,
      payoutRequisites: { wallet: TRON },
      webhookUrl: null,
    });

    await user.click(screen.getByTestId('shop-submit'));
    await waitFor(() => expect(api.callsTo('/api/v1/users/me/shop/')).toHaveLength(2));
  });

  it('shows a rejected shop’s reason, and a blocked one cannot be edited', () => {
    install({});
    const { unmount } = renderWithProviders(
      <ShopOverview shop={shop({ status: 'rejected', reason: 'No such site' })} />,
      { locale: 'en' },
    );
    expect(screen.getByTestId('shop-reason').textContent).toBe('Reason: No such site');
    expect(screen.getByTestId('shop-form')).toBeTruthy();
    unmount();
    renderWithProviders(<ShopOverview shop={shop({ status: 'blocked', reason: 'Fraud' })} />);
    expect(screen.queryByTestId('shop-form')).toBeNull();
    expect(screen.getByTestId('shop-secret').textContent).not.toContain('aaaa');
  });
});

describe('ShopApi', () => {
  it('shows a new key once and revokes a key after a confirmation', async () => {
    const keys: TApiKey[] = [
      {
        id: 1,
        name: 'Old',
        prefix: 'mk_old',
        createdAt: '2026-11-20T10:00:00.000Z',
        lastUsedAt: null,
        revokedAt: null,
      },
    ];
    const api = install({
      'GET /api/v1/users/me/shop/keys/': () => keys,
      'POST /api/v1/users/me/shop/keys/': () => {
        const created = {
          id: 2,
          name: 'Server',
          prefix: 'mk_new',
          createdAt: '2026-11-22T10:00:00.000Z',
          lastUsedAt: null,
          revokedAt: null,
        };
        keys.unshift(created);
        return Response.json({ ...created, key: 'mk_new_secret_value' }, { status: 201 });
      },
      'DELETE /api/v1/users/me/shop/keys/1/': () => {
        keys[keys.length - 1] = { ...keys[keys.length - 1]!, revokedAt: '2026-11-22T10:00:00.000Z' };
        return new Response(null, { status: 204 });
      },
      'GET /api/v1/users/me/shop/webhooks/': () => ({ count: 0, page: 1, size: 10, results: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShopApi shop={shop()} docsHref="/api/docs" />);
    await screen.findAllByTestId('api-key-row');
    await user.type(screen.getByTestId('api-key-name'), 'Server');
    await user.click(screen.getByTestId('api-key-create'));
    expect((await screen.findByTestId('api-key-value')).textContent).toBe('mk_new_secret_value');
    await user.click(screen.getByTestId('api-key-done'));
    expect(screen.queryByTestId('api-key-value')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(2));

    const old = screen.getAllByTestId('api-key-row')[1]!;
    await user.click(within(old).getByTestId('api-key-revoke'));
    expect(api.callsTo('/api/v1/users/me/shop/keys/1/')).toHaveLength(0);
    await user.click(within(old).getByTestId('api-key-revoke-confirm'));
    await waitFor(() =>
      expect(screen.getAllByTestId('api-key-row')[1]!.getAttribute('data-revoked')).toBe('true'),
    );
    expect(screen.getByTestId('webhooks-empty')).toBeTruthy();
  });
});

describe('LinkGenerator', () => {
  it('makes a payment link with the amount the seller typed, and shows it with a QR code', async () => {
    const api = install({
      'POST /api/v1/users/me/shop/invoices/': () =>
        Response.json(
          {
            id: '0f8fad5b-d9cb-469f-a165-70867728950e',
            orderId: 'link-1a2b3c4d',
            amount: '1500.5',
            currency: 'USDTTRC20',
            description: 'Tea',
            status: 'open',
            payUrl: 'http://localhost:3000/?invoice=0f8fad5b-d9cb-469f-a165-70867728950e',
            successUrl: null,
            failUrl: null,
            claimId: null,
            createdAt: '2026-11-22T10:00:00.000Z',
            expiresAt: '2026-11-23T10:00:00.000Z',
          },
          { status: 201 },
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<LinkGenerator shop={shop()} />, { locale: 'en' });
    await user.type(screen.getByTestId('link-amount'), '1 500,5');
    await user.type(screen.getByTestId('link-description'), 'Tea');
    await user.type(screen.getByTestId('link-fail'), 'not a url');
    await user.click(screen.getByTestId('link-submit'));
    expect(api.callsTo('/api/v1/users/me/shop/invoices/')).toHaveLength(0);
    await user.clear(screen.getByTestId('link-fail'));
    await user.click(screen.getByTestId('link-submit'));
    expect((await screen.findByTestId('link-url')).textContent).toContain('?invoice=0f8fad5b');
    expect(api.callsTo('/api/v1/users/me/shop/invoices/')[0]?.body).toEqual({
      amount: '1500.5',
      description: 'Tea',
      lifetimeMinutes: 1440,
      successUrl: null,
      failUrl: null,
    });
    expect(screen.getByTestId('link-created').querySelector('svg[data-value]')).toBeTruthy();
  });

  it('waits for the operator before a shop can make links', () => {
    install({});
    renderWithProviders(<LinkGenerator shop={shop({ status: 'pending' })} />);
    expect(screen.getByTestId('shop-not-approved')).toBeTruthy();
    expect(screen.queryByTestId('link-form')).toBeNull();
  });
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
                  claimId: null,
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
            claimId: null,
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
