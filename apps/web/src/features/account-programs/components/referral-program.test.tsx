import type { TReferral, TReferralDw, TWithdrawalCurrency } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, type TFakeCall, type TFakeHandler } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { ReferralProgram } from './referral-program';

const CLAIM_NUMBER = '6ca7be73';
const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const referral = (over: Partial<TReferral> = {}): TReferral => ({
  balance: '25.50',
  currency: 'USDT',
  percent: '30',
  link: 'https://exchanger.example/?ref=ab12cd34ef',
  invited: 4,
  completedClaims: 9,
  minWithdrawal: '10',
  ...over,
});

const deposit = (id: number): TReferralDw => ({
  id,
  kind: 'deposit',
  amount: '7.50',
  status: 'done',
  createdAt: '2026-01-10T09:30:00.000Z',
  claimNumber: CLAIM_NUMBER,
});

const CURRENCIES: TWithdrawalCurrency[] = [
  {
    id: 3,
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
        receive: { header: 'Ваш адрес TRC20 для получения', placeholder: 'T…' },
      },
    ],
  },
];

function renderProgram(routes: Record<string, TFakeHandler> = {}, locale: 'ru' | 'en' = 'ru') {
  const api = createFakeApi({
    'GET /api/v1/users/me/refferal/': () => referral(),
    'GET /api/v1/users/me/refferal/dw/': () => ({
      count: 1,
      page: 1,
      size: 10,
      results: [deposit(1)],
    }),
    'GET /api/v1/users/me/refferal/currencies/': () => CURRENCIES,
    ...routes,
  });
  api.install();
  const user = userEvent.setup();
  renderWithProviders(<ReferralProgram />, { locale });
  return { api, user };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReferralProgram', () => {
  it('shows the link with copy and QR, the balance, the statistics and the ledger', async () => {
    renderProgram();
    expect((await screen.findByTestId('referral-link')).textContent).toBe(
      'https://exchanger.example/?ref=ab12cd34ef',
    );
    expect(screen.getByTestId('referral-copy')).toBeTruthy();
    expect(screen.getByTestId('referral-qr').dataset.value).toBe('https://exchanger.example/?ref=ab12cd34ef');
    expect(screen.getByTestId('referral-balance').textContent).toBe('25.50 USDT');
    expect(screen.getByTestId('referral-invited').textContent).toBe('4');
    expect(screen.getByTestId('referral-completed').textContent).toBe('9');
    const [row] = await screen.findAllByTestId('dw-row');
    expect(row?.textContent).toContain('Начисление');
    expect(row?.textContent).toContain('+7.50 USDT');
    expect(row?.textContent).toContain('Выполнено');
    // The referred client's claim is named, never linked: its link is the client's secret.
    expect(within(row!).getByTestId('dw-claim').textContent).toBe('заявка #6ca7be73');
    expect(within(row!).queryByRole('link')).toBeNull();
  });

  it('filters the ledger by status and pages through it', async () => {
    const calls: TFakeCall[] = [];
    const { user } = renderProgram({
      'GET /api/v1/users/me/refferal/dw/': (call) => {
        calls.push(call);
        const page = Number(call.query.get('page'));
        return { count: 12, page, size: 10, results: [deposit(page)] };
      },
    });
    await screen.findByTestId('dw-pager');
    await user.click(screen.getByTestId('dw-next'));
    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('2'));
    expect(screen.getByText('Страница 2 из 2')).toBeTruthy();
    await user.selectOptions(screen.getByTestId('dw-filter'), 'pending');
    await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('pending'));
    expect(calls.at(-1)?.query.get('page')).toBe('1');
  });

  it('says when withdrawals open while the balance is below the minimum', async () => {
    const { api } = renderProgram({ 'GET /api/v1/users/me/refferal/': () => referral({ balance: '4.20' }) });
    expect((await screen.findByTestId('withdraw-locked')).textContent).toContain(
      'Вывод станет доступен, когда на балансе будет 10 USDT. Сейчас на балансе 4.20 USDT.',
    );
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    expect(api.callsTo('/api/v1/users/me/refferal/currencies/')).toHaveLength(0);
  });

  it('requests a withdrawal and shows the server’s message, refreshing the balance', async () => {
    let balance = '25.50';
    const { api, user } = renderProgram(
      {
        'GET /api/v1/users/me/refferal/': () => referral({ balance }),
        'POST /api/v1/users/me/refferal/withdrawal/': () => {
          balance = '5.50';
          return Response.json(
            { id: 7, status: 'pending', detail: 'Withdrawal request has been successfully created' },
            { status: 201 },
          );
        },
      },
      'en',
    );
    await screen.findByTestId('withdraw-form');
    await user.click(screen.getByTestId('withdraw-submit'));
    // Nothing is sent while the form is incomplete; the problems are shown.
    expect(api.callsTo('/api/v1/users/me/refferal/withdrawal/')).toHaveLength(0);
    expect(screen.getByText('Enter the amount')).toBeTruthy();
    expect(screen.getByText('Choose the currency to be paid in')).toBeTruthy();

    await user.type(screen.getByTestId('withdraw-amount'), '30');
    await user.tab();
    expect(screen.getByText('The amount is above the balance: 25.50 USDT available')).toBeTruthy();
    await user.clear(screen.getByTestId('withdraw-amount'));
    await user.type(screen.getByTestId('withdraw-amount'), '20,00');
    await user.selectOptions(screen.getByTestId('withdraw-currency'), '3');
    await user.type(await screen.findByTestId('withdraw-field-wallet'), WALLET);
    await user.click(screen.getByTestId('withdraw-submit'));

    expect((await screen.findByTestId('withdraw-success')).textContent).toBe(
      'Withdrawal request has been successfully created',
    );
    const [sent] = api.callsTo('/api/v1/users/me/refferal/withdrawal/');
    expect(sent?.locale).toBe('en');
    expect(sent?.body).toEqual({ amount: '20.00', currencyId: 3, requisites: { wallet: WALLET } });
    await waitFor(() => expect(screen.getByTestId('referral-balance').textContent).toBe('5.50 USDT'));
  });

  it('puts the server’s field errors on the inputs', async () => {
    const { user } = renderProgram({
      'POST /api/v1/users/me/refferal/withdrawal/': () =>
        apiError(400, 'validation_error', 'Проверьте введённые данные.', {
          'requisites.wallet': ['Ошибка в номере или адресе: не сходится контрольная сумма.'],
        }),
    });
    await screen.findByTestId('withdraw-form');
    await user.click(screen.getByTestId('withdraw-all'));
    await user.selectOptions(screen.getByTestId('withdraw-currency'), '3');
    await user.type(await screen.findByTestId('withdraw-field-wallet'), WALLET);
    await user.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-error')).textContent).toBe('Проверьте введённые данные.');
    const wallet = screen.getByTestId('withdraw-field-wallet');
    expect(wallet.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ошибка в номере или адресе: не сходится контрольная сумма.')).toBeTruthy();
    // Typing again clears the server's message on that field.
    await user.type(wallet, ' ');
    expect(screen.queryByText('Ошибка в номере или адресе: не сходится контрольная сумма.')).toBeNull();
  });

  it('offers to try again when the programme cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const { user } = renderProgram({
      'GET /api/v1/users/me/refferal/': () =>
        fail ? apiError(500, 'internal_error', 'Внутренняя ошибка сервера.') : referral(),
    });
    const alert = await screen.findByTestId('referral-error');
    fail = false;
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByTestId('referral-summary')).toBeTruthy();
  });
});
