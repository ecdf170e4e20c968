import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api';
import {
  CLAIM_ID,
  dismissNotices,
  input,
  ready,
  renderScreen,
  resetBetweenTests,
} from '@/test/exchange-screen';

resetBetweenTests();

describe('ExchangeScreen: a city preset (a link from the cash offices page)', () => {
  const settings = {
    'GET /api/v1/calculator/settings/': () => ({
      exchangeAttributes: { fromCurrencyId: 3, toCurrencyId: 18 },
    }),
  };

  it('starts with the city of the link chosen, so only the phone is left to fill', async () => {
    const { user } = renderScreen({ curFrom: 'USDTTRC20', curTo: 'CASHRUB', city: '2', routes: settings });
    await ready('1 USDT = 79.4 RUB');
    await dismissNotices(user);
    expect(screen.getByTestId<HTMLSelectElement>('city-to').value).toBe('2');
    await user.type(input('field-to-phone'), '+7 900 123-45-67');
    expect(screen.getByTestId('create-reason').textContent).not.toBe('Выберите город');
  });

  it('ignores a city the direction does not offer', async () => {
    const { user } = renderScreen({ curFrom: 'USDTTRC20', curTo: 'CASHRUB', city: '999', routes: settings });
    await ready('1 USDT = 79.4 RUB');
    await dismissNotices(user);
    expect(screen.getByTestId<HTMLSelectElement>('city-to').value).toBe('');
    await user.type(input('field-to-phone'), '+7 900 123-45-67');
    expect(screen.getByTestId('create-reason').textContent).toBe('Выберите город');
  });
});

describe('ExchangeScreen: paying a shop invoice (payment link)', () => {
  const INVOICE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const invoice = (overrides: Record<string, unknown> = {}) => ({
    id: INVOICE_ID,
    shop: { name: 'Tea House', siteUrl: 'https://tea.example/shop' },
    fromIds: [1],
    amount: '12345.67',
    currencyId: 9,
    currency: 'SBERRUB',
    description: 'Order 77: green tea',
    status: 'open',
    payable: true,
    successUrl: null,
    failUrl: null,
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  });

  it('fixes the receive side to the invoice, asks only the sender, and sends the invoice with the claim', async () => {
    const { api, user, onCreated } = renderScreen({
      invoiceId: INVOICE_ID,
      routes: {
        [`GET /api/v1/invoices/${INVOICE_ID}/`]: () => invoice(),
        'POST /api/v1/claim/': () =>
          Response.json({ id: CLAIM_ID, status: 'new', redirect: `/claim/${CLAIM_ID}` }, { status: 201 }),
      },
    });
    await ready('1 BTC = 5 043 200 RUB');
    expect(screen.getByTestId('invoice-banner').textContent).toContain('Tea House');
    expect(screen.getByTestId('invoice-banner').textContent).toContain('tea.example');
    expect(screen.getByTestId('invoice-amount').textContent).toBe('12 345.67 SBERRUB');
    await waitFor(() => expect(input('amount-to').value).toBe('12345.67'));
    expect(input('amount-to').readOnly).toBe(true);
    expect(input('amount-from').readOnly).toBe(true);
    // 12345.67 ÷ 5 043 200, rounded up to the satoshi: it buys at least the invoice.
    expect(input('amount-from').value).toBe('0.00244799');
    expect(screen.queryByTestId('field-to-card')).toBeNull();
    expect(screen.queryByTestId('swap')).toBeNull();
    // Typing changes nothing: the invoice is paid exactly.
    await user.type(input('amount-to'), '5');
    expect(input('amount-to').value).toBe('12345.67');
    await user.type(input('email'), 'buyer@example.com');
    await user.click(screen.getByTestId('agree-aml'));
    await user.click(screen.getByTestId('agree-rules'));
    await user.click(screen.getByTestId('create-claim'));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = api.callsTo('/api/v1/claim/')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      fromPs: 1,
      toPs: 9,
      fromSumma: '0.00244799',
      toSumma: '12345.67',
      toRequisites: {},
      invoice: INVOICE_ID,
    });
  });

  it('says why an invoice cannot be paid, and when it does not exist', async () => {
    renderScreen({
      invoiceId: INVOICE_ID,
      routes: { [`GET /api/v1/invoices/${INVOICE_ID}/`]: () => invoice({ status: 'paid', payable: false }) },
    });
    await ready('1 BTC = 5 043 200 RUB');
    expect(screen.getByTestId('create-reason').textContent).toContain('уже нельзя оплатить');
    expect(screen.getByTestId<HTMLButtonElement>('create-claim').disabled).toBe(true);
  });

  it('shows a clear message for an unknown invoice instead of the form', async () => {
    renderScreen({
      locale: 'en',
      invoiceId: INVOICE_ID,
      routes: {
        [`GET /api/v1/invoices/${INVOICE_ID}/`]: () => apiError(404, 'not_found', 'Invoice not found.'),
      },
    });
    expect((await screen.findByTestId('invoice-missing')).textContent).toContain('Invoice not found');
    expect(screen.queryByTestId('create-claim')).toBeNull();
  });
});
