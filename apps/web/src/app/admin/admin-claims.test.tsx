/**
 * The claims desk inside the whole app: the queue with its filters in the address and in the
 * request, paging, polling for new claims, and a claim page with its documents (fetched with the
 * token), a completion with its payout reference, a 409 and field errors.
 */
import type { TAdminClaim, TAdminClaimActionBody } from '@exchanger/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { errorOf } from '@/test/field-error';
import { apiError, type TFakeHandler } from '@/test/fake-api';
import { adminClaim, adminClaimPage, adminClaimRow, CLAIM_ID, OTHER_CLAIM_ID } from '@/test/fixtures/admin';
import { ENTRIES_EN, ENTRIES_RU } from '@/test/fixtures/calculator';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const OPERATOR = testUser({ id: 2, role: 'operator', email: 'op@example.com' });
const CLAIM_PATH = `/admin/api/claims/${CLAIM_ID}/`;
const ACTION_PATH = `/admin/api/claims/${CLAIM_ID}/actions/`;
const DOC_PATH = adminClaim().documents[0]!.url;

function renderDesk(path: string, routes: Record<string, TFakeHandler> = {}) {
  return renderApp(path, {
    user: OPERATOR,
    routes: {
      'GET /api/v1/calculator/': (call) => (call.locale === 'en' ? ENTRIES_EN : ENTRIES_RU),
      'GET /admin/api/claims/': () => adminClaimPage([adminClaimRow()]),
      [`GET ${CLAIM_PATH}`]: () => adminClaim(),
      [`GET ${DOC_PATH}`]: () => new Response('JPEG', { headers: { 'Content-Type': 'image/jpeg' } }),
      ...routes,
    },
  });
}

/** The queue's requests (not the navigation badge's, which asks for one row). */
const queueCalls = (api: ReturnType<typeof renderDesk>['api']) =>
  api.callsTo('/admin/api/claims/').filter((call) => call.query.get('size') === '20');
const lastQuery = (api: ReturnType<typeof renderDesk>['api']) =>
  Object.fromEntries(queueCalls(api).at(-1)!.query);

let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  URL.createObjectURL = vi.fn(() => `blob:doc-${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAccessToken(null);
});

describe('claims queue', () => {
  it('lists the newest claims with their status, amounts and e-mail', async () => {
    const { api } = renderDesk('/admin/claims');
    const row = await screen.findByTestId('queue-row');
    expect(row.textContent).toContain('#5b1e0c2a');
    expect(row.textContent).toContain('Оплачена');
    expect(row.textContent).toContain('client@example.com');
    expect(row.textContent).toContain('0.01500000 BTC');
    expect(row.textContent).toContain('75 648.00 SBERRUB');
    expect(lastQuery(api)).toEqual({ page: '1', size: '20' });
    expect(screen.getByTestId('queue-summary').textContent).toContain('ждут оператора: 1');
    // The direction selects are filled from the public calculator list.
    const from = screen.getByTestId<HTMLSelectElement>('filter-from');
    await waitFor(() => expect(from.options.length).toBe(1 + 7));
    expect(Array.from(from.options).map((o) => o.textContent)).toContain('USDT (USDTERC20)');
  });

  it('sends the filters with the request and keeps them in the address', async () => {
    const { api, router } = renderDesk('/admin/claims');
    await screen.findByTestId('queue-row');
    const user = userEvent.setup();

    await user.selectOptions(screen.getByTestId('filter-status'), 'paid');
    await waitFor(() => expect(router.state.location.search).toBe('?status=paid'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '1', size: '20', status: 'paid' }));

    await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('filter-from').options.length).toBe(8));
    await user.selectOptions(screen.getByTestId('filter-from'), '1');
    await user.selectOptions(screen.getByTestId('filter-to'), '9');
    await user.type(screen.getByTestId('filter-q'), 'bc1qsender');
    await user.type(screen.getByTestId('filter-email'), 'client@');
    await user.type(screen.getByTestId('filter-amount-min'), '0,01');
    await user.type(screen.getByTestId('filter-amount-max'), '2');
    await user.type(screen.getByTestId('filter-date-from'), '2026-11-01');
    await user.type(screen.getByTestId('filter-date-to'), '2026-11-22');
    await user.click(screen.getByTestId('filter-apply'));

    const expected = {
      status: 'paid',
      fromId: '1',
      toId: '9',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-22',
      email: 'client@',
      amountMin: '0.01',
      amountMax: '2',
      q: 'bc1qsender',
    };
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '1', size: '20', ...expected }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected);

    await user.click(screen.getByTestId('filter-reset'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '1', size: '20' }));
  });

  it('reads the filters and the page of the address (a reload keeps the list)', async () => {
    const { api } = renderDesk('/admin/claims?status=verification&email=a%40b.c&page=3&amountMin=abc&junk=1');
    await screen.findByTestId('queue-row');
    // A value that is not a decimal is dropped, not sent.
    expect(lastQuery(api)).toEqual({ page: '3', size: '20', status: 'verification', email: 'a@b.c' });
    expect(screen.getByTestId<HTMLSelectElement>('filter-status').value).toBe('verification');
    expect(screen.getByTestId<HTMLInputElement>('filter-email').value).toBe('a@b.c');
  });

  it('refuses an amount that is not a decimal, without a request', async () => {
    const { api, router } = renderDesk('/admin/claims');
    await screen.findByTestId('queue-row');
    const before = queueCalls(api).length;
    const user = userEvent.setup();
    await user.type(screen.getByTestId('filter-amount-min'), '1e5');
    await user.type(screen.getByTestId('filter-amount-max'), '10');
    await user.click(screen.getByTestId('filter-apply'));
    expect(errorOf(screen.getByTestId('filter-amount-min'))).toBe('Введите число, например 1500 или 0.05');
    await user.clear(screen.getByTestId('filter-amount-min'));
    await user.type(screen.getByTestId('filter-amount-min'), '20');
    await user.click(screen.getByTestId('filter-apply'));
    expect(errorOf(screen.getByTestId('filter-amount-max'))).toBe('Верхняя граница меньше нижней');
    expect(router.state.location.search).toBe('');
    expect(queueCalls(api).length).toBe(before);
  });

  it('pages through the queue', async () => {
    const { api, router } = renderDesk('/admin/claims?status=paid', {
      'GET /admin/api/claims/': (call) =>
        adminClaimPage([adminClaimRow({ id: call.query.get('page') === '2' ? OTHER_CLAIM_ID : CLAIM_ID })], {
          count: 45,
          page: Number(call.query.get('page')),
        }),
    });
    await screen.findByTestId('queue-row');
    expect(screen.getByTestId('queue-pager-state').textContent).toBe('Страница 1 из 3');
    await userEvent.click(screen.getByTestId('queue-pager-next'));
    await waitFor(() =>
      expect(screen.getByTestId('queue-row').getAttribute('data-claim-id')).toBe(OTHER_CLAIM_ID),
    );
    expect(router.state.location.search).toBe('?status=paid&page=2');
    expect(lastQuery(api)).toEqual({ page: '2', size: '20', status: 'paid' });
    expect(screen.getByTestId('queue-pager-state').textContent).toBe('Страница 2 из 3');
  });

  it('asks for the next page by the position the page before it gave, and says when the count is capped', async () => {
    const POSITION = '2026-11-22T05:10:00.123456Z_5b1e0c2a-0000-4000-8000-000000000001';
    const { api } = renderDesk('/admin/claims?q=4276', {
      'GET /admin/api/claims/': (call) =>
        adminClaimPage([adminClaimRow({ id: call.query.get('after') ? OTHER_CLAIM_ID : CLAIM_ID })], {
          count: 10_000,
          countExact: false,
          next: call.query.get('after') ? null : POSITION,
          page: Number(call.query.get('page')),
        }),
    });
    await screen.findByTestId('queue-row');
    expect(screen.getByTestId('queue-summary').textContent).toContain('Найдено: больше 10');
    await userEvent.click(screen.getByTestId('queue-pager-next'));
    await waitFor(() =>
      expect(screen.getByTestId('queue-row').getAttribute('data-claim-id')).toBe(OTHER_CLAIM_ID),
    );
    expect(lastQuery(api)).toEqual({ page: '2', size: '20', q: '4276', after: POSITION });
  });

  it('shows a new claim without a reload (polls every 5 seconds) and the waiting count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let rows = [adminClaimRow()];
    let waiting = 1;
    renderDesk('/admin/claims', {
      'GET /admin/api/claims/': () => adminClaimPage(rows, { waiting }),
    });
    await screen.findByTestId('queue-row');
    expect((await screen.findByTestId('admin-waiting')).textContent).toBe('1');
    rows = [adminClaimRow({ id: OTHER_CLAIM_ID, status: 'paid' }), ...rows];
    waiting = 2;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(screen.getAllByTestId('queue-row')).toHaveLength(2));
    expect(screen.getAllByTestId('queue-row')[0]!.getAttribute('data-claim-id')).toBe(OTHER_CLAIM_ID);
    await waitFor(() => expect(screen.getByTestId('admin-waiting').textContent).toBe('2'));
  });
});

describe('a claim', () => {
  it('opens from the queue and shows everything about it', async () => {
    const { router } = renderDesk('/admin/claims');
    await userEvent.click(within(await screen.findByTestId('queue-row')).getByText('client@example.com'));
    await screen.findByTestId('claim-desk');
    expect(router.state.location.pathname).toBe(`/admin/claims/${CLAIM_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Заявка #5b1e0c2a' })).toBeTruthy();
    expect(screen.getByTestId('claim-status').textContent).toBe('В обработке');
    expect(screen.getByTestId('claim-send').textContent).toBe('0.01500000 BTC');
    expect(screen.getByTestId('claim-receive').textContent).toBe('75 648.00 SBERRUB');
    expect(screen.getByTestId('claim-course').textContent).toBe('1 BTC = 5 043 200 SBERRUB');
    expect(screen.getByTestId('requisite-card').textContent).toContain('4276380012345678');
    expect(screen.getByTestId('requisite-fromWallet').textContent).toContain('Кошелёк отправителя');
    const desk = screen.getByTestId('claim-desk');
    expect(desk.textContent).toContain('WELCOME (+0.5 %)');
    expect(desk.textContent).toContain('1 012.40 USD');
    // What the client added to "I have paid", for finding the payment.
    expect(screen.getByTestId('claim-client-reference').textContent).toContain('SBP A4021-77');
    const events = screen.getAllByTestId('claim-event').map((row) => row.textContent);
    expect(events[0]).toContain('Заявка создана');
    expect(events[0]).toContain('Клиент');
    expect(events[1]).toContain('Клиент подтвердил оплату');
    expect(events[2]).toContain('Оплата получена');
    expect(events[2]).toContain('op@example.com');
    expect(events[2]).toContain('BTC arrived, 3 confirmations');
    expect(screen.getByTestId('action-complete').textContent).toBe('Выполнить');
    expect(screen.getByTestId('action-refund').textContent).toBe('Вернуть оплату');
    expect(document.title).toBe('Заявка #5b1e0c2a — Панель оператора — Exchanger');
  });

  it('fetches the uploaded documents with the access token and shows them through object URLs', async () => {
    setAccessToken('jwt-op');
    const { api } = renderDesk(`/admin/claims/${CLAIM_ID}`);
    const image = await screen.findByTestId<HTMLImageElement>('claim-document-image');
    const calls = api.callsTo(DOC_PATH);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBe('Bearer jwt-op');
    expect(image.getAttribute('src')).toMatch(/^blob:doc-\d$/);
    expect(screen.getByTestId('claim-document-link').getAttribute('href')).toMatch(/^blob:doc-\d$/);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(await blob.text()).toBe('JPEG');
    // The claim reloads every few seconds; the file is read once.
    expect(api.callsTo(CLAIM_PATH)[0]!.authorization).toBe('Bearer jwt-op');
  });

  it('completes a claim with the payout reference; the reason is optional and said to be so', async () => {
    const bodies: TAdminClaimActionBody[] = [];
    let claim: TAdminClaim = adminClaim();
    renderDesk(`/admin/claims/${CLAIM_ID}`, {
      [`GET ${CLAIM_PATH}`]: () => claim,
      [`POST ${ACTION_PATH}`]: (call) => {
        bodies.push(call.body as TAdminClaimActionBody);
        claim = adminClaim({ status: 'completed', payoutReference: 'SBP-778812', actions: [] });
        return claim;
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('action-complete'));
    const dialog = await screen.findByRole('dialog', { name: 'Выполнить' });
    expect(within(dialog).getByTestId('action-lead').textContent).toContain('«В обработке» → «Выполнена»');

    expect(within(dialog).getByTestId('action-reason-need').textContent).toBe('необязательно');
    expect(within(dialog).getByTestId('action-reason').getAttribute('aria-required')).toBe('false');

    await user.click(within(dialog).getByTestId('action-dialog-submit'));
    expect(errorOf(within(dialog).getByTestId('action-reason'))).toBeNull();
    expect(errorOf(within(dialog).getByTestId('action-payout'))).toBe('Укажите номер выплаты');
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByTestId('action-payout'), '  SBP-778812 ');
    await user.click(within(dialog).getByTestId('action-dialog-submit'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        action: 'complete',
        expectedStatus: 'processing',
        reason: '',
        payoutReference: 'SBP-778812',
      },
    ]);
    expect(screen.getByTestId('claim-notice').textContent).toBe('Готово: Выполнить.');
    expect(screen.getByTestId('claim-status').textContent).toBe('Выполнена');
    expect(screen.getByTestId('claim-payout').textContent).toBe('SBP-778812');
    expect(screen.getByTestId('claim-no-actions')).toBeTruthy();
  });

  it('sends no payout reference for other actions', async () => {
    const bodies: unknown[] = [];
    renderDesk(`/admin/claims/${CLAIM_ID}`, {
      [`POST ${ACTION_PATH}`]: (call) => {
        bodies.push(call.body);
        return adminClaim({ status: 'refunded', actions: [] });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('action-refund'));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть оплату' });
    expect(within(dialog).queryByTestId('action-payout')).toBeNull();
    // A refund says why: the field says so before anything is sent, and nothing goes without it.
    expect(within(dialog).getByTestId('action-reason-need').textContent).toBe('обязательно');
    expect(within(dialog).getByTestId('action-reason').getAttribute('aria-required')).toBe('true');
    await user.click(within(dialog).getByTestId('action-dialog-submit'));
    expect(errorOf(within(dialog).getByTestId('action-reason'))).toBe('Укажите причину');
    expect(bodies).toHaveLength(0);
    await user.type(within(dialog).getByTestId('action-reason'), 'Client asked');
    await user.click(within(dialog).getByTestId('action-dialog-submit'));
    await waitFor(() =>
      expect(bodies).toEqual([{ action: 'refund', expectedStatus: 'processing', reason: 'Client asked' }]),
    );
  });

  it('asks for a fresh code when the server wants one (otp_required), then sends it with the action', async () => {
    const bodies: TAdminClaimActionBody[] = [];
    renderDesk(`/admin/claims/${CLAIM_ID}`, {
      [`POST ${ACTION_PATH}`]: (call) => {
        const body = call.body as TAdminClaimActionBody;
        bodies.push(body);
        if (body.otp !== '654321')
          return apiError(401, 'otp_required', 'Введите код из приложения-аутентификатора.');
        return adminClaim({ status: 'refunded', actions: [] });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('action-refund'));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть оплату' });
    expect(within(dialog).queryByTestId('action-otp')).toBeNull();
    await user.type(within(dialog).getByTestId('action-reason'), 'Client asked');
    await user.click(within(dialog).getByTestId('action-dialog-submit'));

    // The dialog stays, with a code field; the session goes on (a 401, but not a lost session).
    const otp = await within(dialog).findByTestId('action-otp');
    expect(errorOf(otp)).toBeNull();
    expect(screen.getByTestId('admin-email').textContent).toBe('op@example.com');
    await user.click(within(dialog).getByTestId('action-dialog-submit'));
    expect(errorOf(otp)).toBe('Введите код');
    expect(bodies).toHaveLength(1);
    await user.type(otp, '111111');
    await user.click(within(dialog).getByTestId('action-dialog-submit'));
    await waitFor(() => expect(errorOf(otp)).toBe('Неверный или уже использованный код.'));
    await user.type(otp, '654 321');
    await user.click(within(dialog).getByTestId('action-dialog-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      { action: 'refund', expectedStatus: 'processing', reason: 'Client asked' },
      { action: 'refund', expectedStatus: 'processing', reason: 'Client asked', otp: '111111' },
      { action: 'refund', expectedStatus: 'processing', reason: 'Client asked', otp: '654321' },
    ]);
  });

  it('shows the server’s words when another operator acted first (409) and reloads the claim', async () => {
    let claim: TAdminClaim = adminClaim();
    const { api } = renderDesk(`/admin/claims/${CLAIM_ID}`, {
      [`GET ${CLAIM_PATH}`]: () => claim,
      [`POST ${ACTION_PATH}`]: () => {
        claim = adminClaim({ status: 'refunded', actions: [] });
        return apiError(409, 'conflict', 'Заявка уже в статусе «Возврат»: действие недоступно.');
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('action-complete'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('action-payout'), 'TX1');
    await user.type(within(dialog).getByTestId('action-reason'), 'Paid');
    const loads = api.callsTo(CLAIM_PATH).length;
    await user.click(within(dialog).getByTestId('action-dialog-submit'));

    const notice = await screen.findByTestId('claim-notice');
    expect(notice.textContent).toBe('Заявка уже в статусе «Возврат»: действие недоступно.');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('claim-status').textContent).toBe('Возврат'));
    expect(api.callsTo(CLAIM_PATH).length).toBeGreaterThan(loads);
    expect(screen.queryByTestId('action-complete')).toBeNull();
  });

  it('puts the server’s field errors (400) under the fields', async () => {
    renderDesk(`/admin/claims/${CLAIM_ID}`, {
      [`POST ${ACTION_PATH}`]: () =>
        apiError(400, 'validation_error', 'Проверьте поля', {
          reason: ['Слишком длинная причина'],
          payoutReference: ['Номер выплаты уже использован'],
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('action-complete'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('action-payout'), 'TX1');
    await user.type(within(dialog).getByTestId('action-reason'), 'Paid');
    await user.click(within(dialog).getByTestId('action-dialog-submit'));
    await waitFor(() =>
      expect(errorOf(within(dialog).getByTestId('action-reason'))).toBe('Слишком длинная причина'),
    );
    expect(errorOf(within(dialog).getByTestId('action-payout'))).toBe('Номер выплаты уже использован');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the operator’s own claim as theirs, with no action to take', async () => {
    renderDesk(`/admin/claims/${CLAIM_ID}`, {
      [`GET ${CLAIM_PATH}`]: () => adminClaim({ ownRecord: true, actions: [] }),
    });
    expect((await screen.findByTestId('claim-own-record')).textContent).toBe(
      'Это ваша заявка: она создана вашей учётной записью или с вашим e-mail либо начисляет вам реферальное вознаграждение. Её обрабатывает другой сотрудник.',
    );
    expect(screen.queryByTestId('action-complete')).toBeNull();
    expect(screen.queryByTestId('claim-no-actions')).toBeNull();
    expect(screen.getByTestId('claim-send').textContent).toContain('0.015');
  });

  it('says so when the claim does not exist', async () => {
    renderDesk(`/admin/claims/${OTHER_CLAIM_ID}`);
    expect((await screen.findByTestId('claim-not-found')).textContent).toContain('Заявка не найдена');
    expect(screen.getByTestId('claim-back').getAttribute('href')).toBe('/admin/claims');
  });
});

describe('in English', () => {
  it('shows the desk, the claim and its actions in English and asks the API in English', async () => {
    const { api } = renderDesk('/en/admin/claims');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent.replace(/\d+$/, '')),
    ).toEqual(['Claims', 'Messages', 'Users', 'Chains', 'Content', 'Contest', 'Settings']);
    expect(screen.getByTestId('admin-nav-users').getAttribute('href')).toBe('/en/admin/users');
    const row = await screen.findByTestId('queue-row');
    expect(row.textContent).toContain('Paid');
    expect(queueCalls(api)[0]!.locale).toBe('en');
    expect(screen.getByTestId('lang-switch').getAttribute('href')).toBe('/admin/claims');

    await userEvent.click(within(row).getByRole('link'));
    await screen.findByRole('heading', { level: 1, name: 'Claim #5b1e0c2a' });
    expect(screen.getByTestId('action-complete').textContent).toBe('Complete');
    expect(screen.getByTestId('claim-status').textContent).toBe('Processing');
    expect(screen.getAllByTestId('claim-event')[1]!.textContent).toContain('Client confirmed the payment');
    expect(api.callsTo(CLAIM_PATH)[0]!.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
