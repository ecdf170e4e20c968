/**
 * A new currency inside the whole app: opened from the currencies list, checked before sending as
 * the server checks it, created with what was typed and a reason, then its editor opens; a taken
 * code lands under the code; a logo uploaded (and refused) from the picker; the editor changes a
 * logo too.
 */
import type { TAdminCurrencyCreate, TAdminCurrencyUpdate } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '@/test/field-error';
import { apiError, type TFakeCall, type TFakeHandler } from '@/test/fake-api';
import { adminClaimPage, adminCurrency, adminCurrencyDetail, currencyRoutes } from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const ADMIN = testUser({ id: 2, role: 'admin', email: 'boss@example.com' });
const SHA = 'c'.repeat(64);

afterEach(() => {
  vi.restoreAllMocks();
});

function renderNew(routes: Record<string, TFakeHandler> = {}, path = '/admin/catalogue/currencies') {
  return renderApp(path, {
    user: ADMIN,
    routes: {
      'GET /admin/api/claims/': () => adminClaimPage([]),
      ...currencyRoutes(() => [adminCurrency()]),
      'GET /admin/api/catalogue/cities/': () => [
        { id: 1, code: 'MSK', name: 'Москва' },
        { id: 2, code: 'SPB', name: 'Санкт-Петербург' },
      ],
      ...routes,
    },
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('new-currency-code'), 'usdctrc20');
  await user.type(screen.getByTestId('new-currency-ticker'), 'USDC');
  await user.type(screen.getByTestId('new-currency-name-ru'), 'USD Coin TRC20');
  await user.type(screen.getByTestId('new-currency-name-en'), 'USD Coin TRC20');
  await user.click(screen.getByTestId('new-currency-filter-crypto'));
  await user.click(screen.getByTestId('logo-option-usdt'));
  await user.type(screen.getByTestId('new-currency-reason'), 'Listing USDC');
}

describe('new currency', () => {
  it('opens from the list, checks the form first, creates it and opens its editor', async () => {
    const bodies: TAdminCurrencyCreate[] = [];
    const { api, router } = renderNew({
      'POST /admin/api/catalogue/currencies/': (call: TFakeCall) => {
        bodies.push(call.body as TAdminCurrencyCreate);
        return adminCurrencyDetail({ id: 42, code: 'USDCTRC20', name: 'USD Coin TRC20', active: false });
      },
      'GET /admin/api/catalogue/currencies/42/': () =>
        adminCurrencyDetail({ id: 42, code: 'USDCTRC20', name: 'USD Coin TRC20', active: false }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('currency-new'));
    await screen.findByRole('heading', { level: 1, name: 'Новая валюта' });
    expect(router.state.location.pathname).toBe('/admin/catalogue/currencies/new');

    // Nothing filled: every problem under its input, nothing sent.
    await user.type(screen.getByTestId('new-currency-code'), 'usd-c');
    await user.click(screen.getByTestId('new-currency-submit'));
    expect(errorOf(screen.getByTestId('new-currency-code'))).toBe(
      'От 2 до 20 заглавных латинских букв и цифр',
    );
    expect(errorOf(screen.getByTestId('new-currency-ticker'))).toBe('До 10 заглавных латинских букв и цифр');
    expect(errorOf(screen.getByTestId('new-currency-name-ru'))).toBeTruthy();
    expect(
      within(screen.getByTestId('new-currency-filters')).getByText('Выберите хотя бы одну вкладку'),
    ).toBeTruthy();
    expect(screen.getByTestId('logo-error').textContent).toBe('Выберите логотип или загрузите свой');
    expect(api.callsTo('/admin/api/catalogue/currencies/').filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(screen.getByTestId('new-currency-code'));
    await fillRequired(user);
    expect(screen.getByDisplayValue('USDCTRC20')).toBe(screen.getByTestId('new-currency-code'));
    expect(screen.getByTestId('logo-preview').querySelector('img')?.getAttribute('src')).toBe(
      '/logos/usdt.svg',
    );
    // A cash currency is offered in cities.
    expect(screen.queryByTestId('new-currency-cities')).toBeNull();
    await user.click(screen.getByTestId('new-currency-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogue/currencies/42'));
    expect(bodies).toEqual([
      {
        code: 'USDCTRC20',
        ticker: 'USDC',
        names: { ru: 'USD Coin TRC20', en: 'USD Coin TRC20' },
        networkCode: '',
        networkName: '',
        groupKey: 'USDC',
        precision: 2,
        filters: ['crypto'],
        usdFormula: '',
        logo: 'usdt',
        fields: [],
        payin: { fields: [], memo: { ru: '', en: '' } },
        active: false,
        cityIds: [],
        reason: 'Listing USDC',
      },
    ]);
    await screen.findByTestId('currency-editor');
  }, 20_000);

  it('offers the cities of a cash currency and sends the chosen ones', async () => {
    const bodies: TAdminCurrencyCreate[] = [];
    renderNew(
      {
        'POST /admin/api/catalogue/currencies/': (call: TFakeCall) => {
          bodies.push(call.body as TAdminCurrencyCreate);
          return apiError(400, 'validation_error', 'Проверьте введённые данные.', {
            usdFormula: ['Формула курса: источник:СИМВОЛ'],
          });
        },
      },
      '/admin/catalogue/currencies/new',
    );
    const user = userEvent.setup();
    await screen.findByTestId('currency-create');
    await fillRequired(user);
    await user.click(screen.getByTestId('new-currency-filter-cash'));
    await user.click(await screen.findByTestId('new-currency-city-2'));
    await user.type(screen.getByTestId('new-currency-usdFormula'), 'nonsense');
    await user.click(screen.getByTestId('new-currency-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ filters: ['crypto', 'cash'], cityIds: [2], usdFormula: 'nonsense' });
    // The server's refusal lands under its input.
    expect(await waitFor(() => errorOf(screen.getByTestId('new-currency-usdFormula')))).toBe(
      'Формула курса: источник:СИМВОЛ',
    );
  });

  it('says under the code that another currency has it (409)', async () => {
    renderNew(
      {
        'POST /admin/api/catalogue/currencies/': () =>
          apiError(409, 'conflict', 'Валюта с кодом USDCTRC20 уже есть.', {
            code: ['Валюта с кодом USDCTRC20 уже есть.'],
          }),
      },
      '/admin/catalogue/currencies/new',
    );
    const user = userEvent.setup();
    await screen.findByTestId('currency-create');
    await fillRequired(user);
    await user.click(screen.getByTestId('new-currency-submit'));
    await waitFor(() =>
      expect(errorOf(screen.getByTestId('new-currency-code'))).toBe('Валюта с кодом USDCTRC20 уже есть.'),
    );
  });

  it('uploads a logo, shows it, and says what the server refuses', async () => {
    let refuse = true;
    renderNew(
      {
        'POST /admin/api/catalogue/logos/': () =>
          refuse
            ? apiError(400, 'validation_error', 'Проверьте введённые данные.', {
                file: ['Логотип должен быть картинкой PNG, WebP или SVG.'],
              })
            : { logo: `${SHA}.png`, url: `/media/logos/${SHA}.png` },
      },
      '/admin/catalogue/currencies/new',
    );
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByTestId('currency-create');
    const file = (name: string) => new File(['x'], name, { type: 'image/png' });
    await user.upload(screen.getByTestId('logo-file'), file('fake.png'));
    expect((await screen.findByTestId('logo-error')).textContent).toBe(
      'Логотип должен быть картинкой PNG, WebP или SVG.',
    );
    refuse = false;
    await user.upload(screen.getByTestId('logo-file'), file('logo.png'));
    await waitFor(() =>
      expect(screen.getByTestId('logo-preview').querySelector('img')?.getAttribute('src')).toBe(
        `/media/logos/${SHA}.png`,
      ),
    );
    expect(screen.queryByTestId('logo-error')).toBeNull();
    // Too large: said before anything is sent.
    await user.upload(screen.getByTestId('logo-file'), new File([new Uint8Array(300 * 1024)], 'big.png'));
    expect(screen.getByTestId('logo-error').textContent).toBe('Файл больше 256 КБ.');
  });

  it('is in English on the English back office', async () => {
    renderNew({}, '/en/admin/catalogue/currencies/new');
    await screen.findByRole('heading', { level: 1, name: 'New currency' });
    expect(screen.getByTestId('new-currency-submit').textContent).toBe('Create the currency');
    expect(screen.getByTestId('logo-upload').textContent).toBe('Upload your own…');
  });
});

describe('the editor’s logo', () => {
  it('sends the chosen logo with the reason', async () => {
    const patches: TAdminCurrencyUpdate[] = [];
    renderApp('/admin/catalogue/currencies/1', {
      user: ADMIN,
      routes: {
        'GET /admin/api/claims/': () => adminClaimPage([]),
        'GET /admin/api/catalogue/currencies/1/': () => adminCurrencyDetail(),
        'PATCH /admin/api/catalogue/currencies/1/': (call: TFakeCall) => {
          patches.push(call.body as TAdminCurrencyUpdate);
          return adminCurrencyDetail({ logo: 'ton', logoUrl: '/logos/ton.svg' });
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByTestId('currency-editor');
    expect(screen.getByTestId('logo-option-btc').getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByTestId('logo-option-ton'));
    expect(screen.getByTestId('currency-dirty')).toBeTruthy();
    await user.type(screen.getByTestId('currency-reason'), 'New brand');
    await user.click(screen.getByTestId('currency-save'));
    await waitFor(() => expect(patches).toEqual([{ logo: 'ton', reason: 'New brand' }]));
  });
});
