import { CLAIM_STATUSES, type TClaimForm, type TClaimStatus, type TLocale } from '@exchanger/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, type TFakeHandler } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { ClaimView } from './claim-view';

const ID = '02b04d0f-61f0-4216-9ef4-205f022a112a';
const IN_AN_HOUR = () => new Date(Date.now() + 3600_000 + 500).toISOString();

function form(status: TClaimStatus, overrides: Partial<TClaimForm> = {}): TClaimForm {
  return {
    id: ID,
    status,
    createdAt: '2026-11-22T03:45:00.000Z',
    expiresAt: IN_AN_HOUR(),
    updatedAt: `2026-11-22T03:45:00.000Z#${status}`,
    email: 'client@example.com',
    from: { id: 3, currency: 'USDT', name: 'Tether TRC20', amount: '2518.90' },
    to: { id: 18, currency: 'RUB', name: 'Наличные RUB', amount: '200000' },
    course: '79.4',
    fromRequisites: {},
    toRequisites: { city: '2', phone: '+79001234567' },
    promocode: null,
    verificationRequired: false,
    shop: null,
    ...overrides,
  };
}

const REQUISITE = {
  currency: 'USDT',
  amount: '2518.90',
  fields: [
    { name: 'address', label: 'Адрес для оплаты', value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', qr: true },
  ],
  memo: 'Укажите комментарий 12345, иначе платёж не будет зачислен.',
  expiresAt: '2026-11-22T05:45:00.000Z',
};

/** A claim on the fake server whose status the test can change. */
function claimServer(
  initial: TClaimStatus,
  extra: Record<string, TFakeHandler> = {},
  overrides: Partial<TClaimForm> = {},
) {
  const state = { status: initial, expiresAt: IN_AN_HOUR() };
  const current = () => form(state.status, { expiresAt: state.expiresAt, ...overrides });
  const api = createFakeApi({
    [`GET /api/v1/claim/${ID}/form/`]: current,
    [`GET /api/v1/claim/${ID}/status/`]: () => {
      const { status, expiresAt, updatedAt } = current();
      return { status, expiresAt, updatedAt };
    },
    [`GET /api/v1/claim/${ID}/requisite/`]: () => REQUISITE,
    [`POST /api/v1/claim/${ID}/confirm/`]: () => {
      if (state.status !== 'new') return apiError(409, 'conflict', 'Действие недоступно.');
      state.status = 'paid';
      return { status: 'paid' };
    },
    [`POST /api/v1/claim/${ID}/cancel/`]: () => {
      state.status = 'cancelled';
      return { status: 'cancelled' };
    },
    ...extra,
  });
  api.install();
  return { api, state };
}

function renderClaim(locale: TLocale = 'ru') {
  return renderWithProviders(
    <ClaimView
      id={ID}
      homeHref={locale === 'en' ? '/en' : '/'}
      verifyHref={`${locale === 'en' ? '/en' : ''}/verify/${ID}`}
      supportHref={`${locale === 'en' ? '/en' : ''}/contacts?claim=${ID}`}
      requisiteLabels={{ from: {}, to: { phone: 'Телефон для связи' }, cities: { '2': 'Санкт-Петербург' } }}
    />,
    { locale },
  );
}

const RU_TITLES: Record<TClaimStatus, string> = {
  new: 'Ожидаем оплату',
  verification: 'Требуется верификация карты',
  paid: 'Проверяем поступление оплаты',
  processing: 'Выплата в процессе',
  completed: 'Обмен завершён',
  cancelled: 'Заявка отменена',
  expired: 'Время на оплату истекло',
  refunded: 'Оплата возвращена',
  confirming: 'Платёж обнаружен',
  review: 'Платёж на проверке',
};

const EN_TEXTS: Record<TClaimStatus, RegExp> = {
  new: /Waiting for your payment.*before the time runs out/,
  verification: /Card verification required/,
  paid: /Waiting for the operator to see your payment/,
  processing: /Payout under way/,
  completed: /Exchange completed.*Thank you/,
  cancelled: /Claim cancelled/,
  expired: /Payment time expired.*Create a new claim/,
  refunded: /Payment refunded/,
  confirming: /Payment detected.*confirmations/,
  review: /Your payment is being reviewed/,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ClaimView: support', () => {
  it('links to the contact form with the claim named, in the page language', async () => {
    claimServer('paid');
    const en = renderClaim('en');
    const link = await screen.findByTestId('claim-support');
    expect(link.textContent).toBe('A question about this claim? Write to support');
    expect(link.getAttribute('href')).toBe(`/en/contacts?claim=${ID}`);
    en.unmount();
    renderClaim('ru');
    expect((await screen.findByTestId('claim-support')).getAttribute('href')).toBe(`/contacts?claim=${ID}`);
  });
});

describe('ClaimView: statuses', () => {
  it.each(CLAIM_STATUSES)('explains the status "%s" in Russian and in English', async (status) => {
    claimServer(status);
    const ru = renderClaim('ru');
    const block = await screen.findByTestId('claim-status');
    await waitFor(() => expect(block.dataset.status).toBe(status));
    expect(screen.getByRole('heading', { level: 2, name: RU_TITLES[status] })).toBeTruthy();
    expect(block.textContent.length).toBeGreaterThan(RU_TITLES[status].length + 40);
    ru.unmount();
    renderClaim('en');
    expect((await screen.findByTestId('claim-status')).textContent).toMatch(EN_TEXTS[status]);
  });

  it('counts down, shows where to pay and the actions only while the claim is new', async () => {
    claimServer('new');
    renderClaim();
    expect((await screen.findByTestId('claim-countdown')).textContent).toMatch(/^(1:00:00|59:59)$/);
    expect((await screen.findByTestId('requisite-address')).textContent).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    expect(screen.getByTestId('qr-address').getAttribute('data-value')).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    expect(screen.getByTestId('copy-address')).toBeTruthy();
    expect(screen.getByTestId('claim-memo').textContent).toContain('Укажите комментарий 12345');
    expect(screen.getByTestId('requisite-amount').textContent).toBe('2 518.90 USDT');
    expect(screen.getByTestId('claim-confirm').textContent).toBe('Я оплатил');
    expect(screen.getByTestId('claim-cancel').textContent).toBe('Отменить заявку');
    // The client's requisites with the names and the city of the direction.
    expect(screen.getByTestId('claim-to-city').textContent).toBe('Санкт-Петербург');
    expect(screen.getByText('Телефон для связи')).toBeTruthy();
    expect(screen.getByTestId('claim-course').textContent).toBe('1 USDT = 79.4 RUB');
  });

  it('links to the verification and to a new claim where that is the way on', async () => {
    claimServer('verification');
    const view = renderClaim();
    expect((await screen.findByTestId('claim-verify')).getAttribute('href')).toBe(`/verify/${ID}`);
    expect(screen.queryByTestId('claim-countdown')).toBeNull();
    expect(screen.queryByTestId('claim-confirm')).toBeNull();
    view.unmount();
    claimServer('expired');
    renderClaim('en');
    const again = await screen.findByTestId('claim-new');
    expect(again.getAttribute('href')).toBe('/en');
    expect(again.textContent).toBe('Create a new claim');
    expect(screen.queryByTestId('claim-cancel')).toBeNull();
    expect(screen.queryByTestId('requisite-address')).toBeNull();
  });

  it('says a claim the API does not know is not found, on the page and without an error', async () => {
    const errors = vi.spyOn(console, 'error');
    createFakeApi({}).install();
    renderWithProviders(
      <ClaimView
        id={ID}
        homeHref="/en"
        verifyHref={`/en/verify/${ID}`}
        supportHref={`/en/contacts?claim=${ID}`}
        notFound={<p data-testid="find-one">find one</p>}
      />,
      { locale: 'en' },
    );
    const notFound = await screen.findByTestId('claim-not-found');
    expect(within(notFound).getByRole('heading').textContent).toBe('Claim not found');
    expect(within(notFound).getByTestId('find-one')).toBeTruthy();
    expect(within(notFound).getByRole('link', { name: 'To the home page' }).getAttribute('href')).toBe('/en');
    expect(screen.queryByTestId('caught')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('ClaimView: polling', () => {
  it('polls the status every 5 s, reloads the claim when it changes and stops in a final status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, state } = claimServer('paid');
    renderClaim();
    await screen.findByText(RU_TITLES.paid);
    const statusCalls = () => api.callsTo(`/api/v1/claim/${ID}/status/`).length;
    const formCalls = () => api.callsTo(`/api/v1/claim/${ID}/form/`).length;
    expect(statusCalls()).toBe(1);
    expect(formCalls()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(statusCalls()).toBe(2);
    expect(formCalls()).toBe(1);

    state.status = 'processing';
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(statusCalls()).toBe(3);
    await waitFor(() => expect(formCalls()).toBe(2));
    expect(screen.getByText(RU_TITLES.processing)).toBeTruthy();

    state.status = 'completed';
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(screen.getByText(RU_TITLES.completed)).toBeTruthy());
    const settled = statusCalls();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(statusCalls()).toBe(settled);
  });

  it('does not poll a claim that is already final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = claimServer('refunded');
    renderClaim();
    await screen.findByText(RU_TITLES.refunded);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(api.callsTo(`/api/v1/claim/${ID}/status/`)).toHaveLength(1);
  });
});

describe('ClaimView: actions', () => {
  it('confirms the payment after asking, then shows "paid"', async () => {
    const { api } = claimServer('new');
    const user = userEvent.setup();
    renderClaim();
    await user.click(await screen.findByTestId('claim-confirm'));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердите оплату' });
    expect(dialog.textContent).toContain('2 518.90 USDT');
    expect(api.callsTo(`/api/v1/claim/${ID}/confirm/`)).toHaveLength(0);
    await user.click(screen.getByTestId('claim-confirm-yes'));
    await waitFor(() => expect(screen.getByTestId('claim-status').dataset.status).toBe('paid'));
    expect(api.callsTo(`/api/v1/claim/${ID}/confirm/`)).toHaveLength(1);
    // Nothing typed: no body, as the specification's clients send it.
    expect(api.callsTo(`/api/v1/claim/${ID}/confirm/`)[0]!.body).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('claim-confirm')).toBeNull();
    expect(screen.queryByTestId('claim-countdown')).toBeNull();
  });

  it('sends the transaction id or receipt number the client adds to "I have paid"', async () => {
    const { api } = claimServer('new');
    const user = userEvent.setup();
    renderClaim();
    await user.click(await screen.findByTestId('claim-confirm'));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердите оплату' });
    expect(within(dialog).getByLabelText('Номер транзакции или квитанции')).toBeTruthy();
    await user.type(screen.getByTestId('claim-payment-reference'), '  SBP A4021-77 ');
    await user.click(screen.getByTestId('claim-confirm-yes'));
    await waitFor(() => expect(screen.getByTestId('claim-status').dataset.status).toBe('paid'));
    expect(api.callsTo(`/api/v1/claim/${ID}/confirm/`)[0]!.body).toEqual({
      paymentReference: 'SBP A4021-77',
    });
  });

  it('cancels after asking, and shows the server refusal when there is one', async () => {
    const user = userEvent.setup();
    const { state } = claimServer('new', {
      [`POST /api/v1/claim/${ID}/cancel/`]: () => apiError(409, 'conflict', 'Заявка уже оплачена.'),
    });
    renderClaim();
    await user.click(await screen.findByTestId('claim-cancel'));
    await user.click(screen.getByTestId('claim-cancel-yes'));
    expect((await screen.findByTestId('claim-action-error')).textContent).toBe('Заявка уже оплачена.');
    expect(state.status).toBe('new');
  });
});

describe('ClaimView: paying a shop invoice', () => {
  const shop = {
    name: 'Tea House',
    successUrl: 'https://tea.example/ok',
    failUrl: 'https://tea.example/fail',
  };

  it('names the shop, and leads back to it after success or failure only', async () => {
    claimServer('completed', {}, { shop, toRequisites: {} });
    const view = renderClaim('en');
    expect((await screen.findByTestId('claim-shop')).textContent).toContain('Tea House');
    expect(screen.getByTestId('claim-shop-return').getAttribute('href')).toBe('https://tea.example/ok');
    view.unmount();

    claimServer('expired', {}, { shop, toRequisites: {} });
    const failed = renderClaim();
    await screen.findByTestId('claim-shop');
    expect(screen.getByTestId('claim-shop-return').getAttribute('href')).toBe('https://tea.example/fail');
    failed.unmount();

    claimServer('paid', {}, { shop, toRequisites: {} });
    renderClaim();
    await screen.findByTestId('claim-shop');
    expect(screen.queryByTestId('claim-shop-return')).toBeNull();
  });

  it('shows no shop for an ordinary exchange', async () => {
    claimServer('completed');
    renderClaim();
    await screen.findByTestId('claim-status');
    expect(screen.queryByTestId('claim-shop')).toBeNull();
  });
});
