import { checkClaimAmounts } from '@exchanger/core';
import type { TLocale } from '@exchanger/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, type TFakeHandler } from '@/test/fake-api';
import { calculatorRoutes, PAIR_USDT_CASH } from '@/test/fixtures/calculator';
import { renderWithProviders } from '@/test/render';
import { ExchangeScreen } from './exchange-screen';

const CLAIM_ID = '6ca7be73-33c6-4e1a-be79-1b4582278c4f';

function renderScreen({
  locale = 'ru',
  routes = {},
  curFrom = '',
  curTo = '',
  referralCode,
  initialEmail,
  invoiceId,
  city,
}: {
  city?: string;
  locale?: TLocale;
  routes?: Record<string, TFakeHandler>;
  curFrom?: string;
  curTo?: string;
  referralCode?: string;
  initialEmail?: string;
  invoiceId?: string;
} = {}) {
  const api = createFakeApi({
    ...calculatorRoutes(),
    // A known code with no improvement: the amounts of these tests stay the pair's.
    'GET /api/v1/promocodes/SPRING/': () => Response.json({ code: 'SPRING', percent: '0' }),
    ...routes,
  });
  api.install();
  const onCreated = vi.fn();
  const user = userEvent.setup();
  const view = renderWithProviders(
    <ExchangeScreen
      curFrom={curFrom}
      curTo={curTo}
      amlHref={locale === 'en' ? '/en/aml' : '/aml'}
      rulesHref={locale === 'en' ? '/en/rules' : '/rules'}
      referralCode={referralCode}
      initialEmail={initialEmail}
      invoiceId={invoiceId}
      city={city}
      onCreated={onCreated}
    />,
    { locale },
  );
  return { api, onCreated, user, view };
}

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

async function ready(course: string) {
  await waitFor(() => expect(screen.getByTestId('course').textContent).toBe(course));
}

/** Presses OK on every notice that opened. */
async function dismissNotices(user: ReturnType<typeof userEvent.setup>) {
  while (screen.queryByTestId('notify-modal')) await user.click(screen.getByTestId('notify-ok'));
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExchangeScreen: loading and defaults', () => {
  it('loads directions, send ids and reserves first, then starts the first direction at its minimum', async () => {
    const { api } = renderScreen();
    expect(screen.getByTestId('exchange-loading')).toBeTruthy();
    await ready('1 BTC = 5 043 200 RUB');
    expect(api.callsTo('/api/v1/calculator/reserves/')).toHaveLength(1);
    expect(screen.getByTestId('from-picker').dataset.code).toBe('BTC');
    expect(screen.getByTestId('to-picker').dataset.code).toBe('SBERRUB');
    expect(input('amount-from').value).toBe('0.00099144');
    expect(input('amount-to').value).toBe('5000.03');
    expect(input('amount-from').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByTestId('limits-from').textContent).toBe('мин. 0.00099144 BTC · макс. 0.2974302 BTC');
    expect(screen.getByTestId('limits-to').textContent).toBe('мин. 5 000 RUB · макс. 1 500 000 RUB');
    expect(screen.getByTestId('reserve').textContent).toBe('18 400 000 RUB');
    // Only the visible inputs of each side, with the side's texts.
    expect(screen.getByTestId('field-from-fromWallet')).toBeTruthy();
    expect(screen.queryByTestId('field-from-wallet')).toBeNull();
    expect(screen.getByLabelText('Номер карты')).toBe(screen.getByTestId('field-to-card'));
    expect(api.callsTo('/api/v1/calculator/pair/1/9/')[0]?.locale).toBe('ru');
  });

  it('shows the 500 page when the directions cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen({
      routes: { 'GET /api/v1/calculator/': () => apiError(503, 'service_unavailable', 'Down') },
    });
    expect((await screen.findByTestId('caught')).textContent).toContain('500');
  });

  it('stays usable when the send ids or the reserves fail (logged only)', async () => {
    renderScreen({
      routes: {
        'GET /api/v1/calculator/from/': () => apiError(500, 'internal_error', 'Boom'),
        'GET /api/v1/calculator/reserves/': () => apiError(500, 'internal_error', 'Boom'),
      },
    });
    // The entries' send flags stand in for the ids: Bitcoin is the first sendable.
    await ready('1 BTC = 5 043 200 RUB');
    expect(screen.getByTestId('reserve').textContent).toBe('18 400 000 RUB');
    expect(screen.getByTestId<HTMLInputElement>('amount-from').disabled).toBe(false);
  });
});

describe('ExchangeScreen: unavailable directions', () => {
  it('says so when the pair cannot be loaded or nothing can be received, and stays usable', async () => {
    const { user } = renderScreen({
      routes: {
        'GET /api/v1/calculator/pair/1/9/': () => apiError(404, 'not_found', 'Направление недоступно.'),
        'GET /api/v1/calculator/from/18/': () => [],
      },
    });
    expect((await screen.findByTestId('pair-unavailable')).textContent).toBe(
      'Это направление сейчас недоступно. Выберите другую валюту.',
    );
    expect(screen.getByTestId('create-reason').textContent).toBe(
      'Направление недоступно — выберите другую валюту',
    );
    expect(screen.getByTestId<HTMLInputElement>('amount-from').disabled).toBe(true);
    await user.click(screen.getByTestId('from-picker'));
    await user.click(screen.getByTestId('picker-option-USDTTRC20'));
    // USDT offers Sberbank, the receive currency chosen before.
    await ready('1 USDT = 1 RUB');
    expect(screen.queryByTestId('pair-unavailable')).toBeNull();
    await user.click(screen.getByTestId('from-picker'));
    await user.click(screen.getByTestId('picker-option-CASHRUB'));
    expect(await screen.findByTestId('pair-unavailable')).toBeTruthy();
  });
});

describe('ExchangeScreen: amounts', () => {
  it('computes receive from send and send from receive, clamping when the field is left', async () => {
    renderScreen();
    await ready('1 BTC = 5 043 200 RUB');

    fireEvent.change(input('amount-from'), { target: { value: '0,01' } });
    expect(input('amount-from').value).toBe('0.01');
    expect(input('amount-to').value).toBe('50432.00');

    fireEvent.change(input('amount-to'), { target: { value: '100000' } });
    expect(input('amount-from').value).toBe('0.01982869');
    fireEvent.blur(input('amount-to'));
    expect(input('amount-to').value).toBe('100000.04');

    fireEvent.change(input('amount-from'), { target: { value: '5' } });
    // Not clamped while typing: the problem is shown and the claim cannot be created.
    expect(input('amount-from').value).toBe('5');
    expect(
      screen.getByText('Максимальная сумма — 0.2974302 BTC', { selector: '.field__error' }),
    ).toBeTruthy();
    expect(screen.getByTestId('create-reason').textContent).toBe('Максимальная сумма — 0.2974302 BTC');
    fireEvent.blur(input('amount-from'));
    expect(input('amount-from').value).toBe('0.29743020');
    expect(input('amount-to').value).toBe('1499999.98');
    expect(screen.queryByText(/Максимальная сумма/)).toBeNull();

    fireEvent.change(input('amount-to'), { target: { value: '10' } });
    fireEvent.blur(input('amount-to'));
    expect(input('amount-from').value).toBe('0.00099144');
  });
});

describe('ExchangeScreen: currencies', () => {
  it('resets the receive currency to the first allowed one when it is not offered', async () => {
    const { user, api } = renderScreen();
    await ready('1 BTC = 5 043 200 RUB');
    await user.click(screen.getByTestId('from-picker'));
    await user.click(screen.getByTestId('picker-option-CASHRUB'));
    // Cash RUB can only be exchanged for USDT TRC20: Sberbank is not offered any more.
    await waitFor(() => expect(screen.getByTestId('to-picker').dataset.code).toBe('USDTTRC20'));
    expect(api.callsTo('/api/v1/calculator/pair/18/3/')).toHaveLength(1);
    expect(api.callsTo('/api/v1/calculator/pair/18/9/')).toHaveLength(0);
  });

  it('keeps the receive currency when the new send currency offers it, and swaps when the reverse exists', async () => {
    const { user } = renderScreen();
    await ready('1 BTC = 5 043 200 RUB');
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('swap').disabled).toBe(false));
    await user.click(screen.getByTestId('swap'));
    await waitFor(() => expect(screen.getByTestId('from-picker').dataset.code).toBe('SBERRUB'));
    expect(screen.getByTestId('to-picker').dataset.code).toBe('BTC');

    await user.click(screen.getByTestId('from-picker'));
    await user.click(screen.getByTestId('picker-option-USDTTRC20'));
    await waitFor(() => expect(screen.getByTestId('from-picker').dataset.code).toBe('USDTTRC20'));
    // USDT offers cash, Sberbank and USD cards, not Bitcoin: the first allowed is taken.
    await waitFor(() => expect(screen.getByTestId('to-picker').dataset.code).toBe('CASHRUB'));
    await dismissNotices(user);
    // A grouped entry shows its networks; ERC20 only offers USDT TRC20.
    await user.click(screen.getByTestId('network-USDTERC20'));
    await waitFor(() => expect(screen.getByTestId('to-picker').dataset.code).toBe('USDTTRC20'));
  });

  it('applies the cur_from/cur_to presets from the settings before the first pair', async () => {
    const { api } = renderScreen({
      curFrom: 'USDTTRC20',
      curTo: 'CASHRUB',
      routes: {
        'GET /api/v1/calculator/settings/': (call) => {
          expect([call.query.get('cur_from'), call.query.get('cur_to')]).toEqual(['USDTTRC20', 'CASHRUB']);
          return { exchangeAttributes: { fromCurrencyId: 3, toCurrencyId: 18 } };
        },
      },
    });
    await ready('1 USDT = 79.4 RUB');
    expect(
      api.calls.filter((call) => call.path.startsWith('/api/v1/calculator/pair/')).map((c) => c.path),
    ).toEqual(['/api/v1/calculator/pair/3/18/']);
    expect(input('amount-from').value).toBe('1000.00');
    expect(input('amount-to').value).toBe('79400');
  });

  it('falls back to the first allowed receive currency when the preset is not offered', async () => {
    renderScreen({
      curFrom: 'BTC',
      curTo: 'CARDUSD',
      routes: {
        'GET /api/v1/calculator/settings/': () => ({
          exchangeAttributes: { fromCurrencyId: 1, toCurrencyId: 16 },
        }),
      },
    });
    await ready('1 BTC = 5 043 200 RUB');
    expect(screen.getByTestId('to-picker').dataset.code).toBe('SBERRUB');
  });
});

describe('ExchangeScreen: notices', () => {
  it('opens each notice of a pair once per session, closes on OK, reopens from its icon', async () => {
    const { user, view } = renderScreen({
      curFrom: '3',
      curTo: '16',
      routes: {
        'GET /api/v1/calculator/settings/': () => ({
          exchangeAttributes: { fromCurrencyId: 3, toCurrencyId: 16 },
        }),
      },
    });
    const modal = await screen.findByTestId('notify-modal');
    expect(modal.getAttribute('role')).toBe('dialog');
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(within(modal).getByRole('heading').textContent).toBe('Уведомление');
    expect(modal.textContent).toContain('Отправляйте только в сети TRC20.');
    await user.click(screen.getByTestId('notify-ok'));
    // The congestion notice follows.
    expect(screen.getByTestId('notify-modal').textContent).toContain('задерживаются до 24 часов');
    await user.click(screen.getByTestId('notify-ok'));
    expect(screen.queryByTestId('notify-modal')).toBeNull();

    view.unmount();
    renderScreen({
      curFrom: '3',
      curTo: '16',
      routes: {
        'GET /api/v1/calculator/settings/': () => ({
          exchangeAttributes: { fromCurrencyId: 3, toCurrencyId: 16 },
        }),
      },
    });
    await ready('1 USD = 1.04 USDT');
    expect(screen.queryByTestId('notify-modal')).toBeNull();

    await user.click(screen.getByTestId('notify-open-congestion'));
    expect(screen.getByTestId('notify-modal').textContent).toContain('задерживаются до 24 часов');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('notify-modal')).toBeNull();
    await user.click(screen.getByTestId('notify-open-from'));
    expect(screen.getByTestId('notify-modal').textContent).toContain('TRC20');
    await user.click(screen.getByTestId('notify-ok'));
    expect(screen.queryByTestId('notify-modal')).toBeNull();
  });
});

describe('ExchangeScreen: requisites and the claim', () => {
  it('validates requisites when they are left, with messages per problem', async () => {
    const { user } = renderScreen();
    await ready('1 BTC = 5 043 200 RUB');
    const card = input('field-to-card');
    await user.click(card);
    await user.tab();
    expect(screen.getByText('Заполните это поле')).toBeTruthy();
    await user.type(card, '1234');
    await user.tab();
    expect(card.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Номер карты — от 13 до 19 цифр')).toBeTruthy();
    await user.clear(card);
    await user.type(card, '4111 1111 1111 1112');
    await user.tab();
    expect(screen.getByText('Номер карты введён с ошибкой — проверьте цифры')).toBeTruthy();
    await user.clear(card);
    await user.type(card, '4111 1111 1111 1111');
    await user.tab();
    expect(card.getAttribute('aria-invalid')).toBeNull();

    await user.type(input('field-from-fromWallet'), 'nope');
    await user.tab();
    expect(screen.getByText('Это не похоже на адрес кошелька в этой сети')).toBeTruthy();
  });

  it('says the same in English', async () => {
    const { user } = renderScreen({ locale: 'en' });
    await ready('1 BTC = 5 043 200 RUB');
    await user.type(input('field-to-card'), '4111111111111112');
    await user.type(input('field-to-cardholder'), 'R2D2');
    await user.tab();
    expect(screen.getByText('The card number has a typo — please check the digits')).toBeTruthy();
    expect(screen.getByText('Latin or Cyrillic letters, spaces, hyphens and apostrophes only')).toBeTruthy();
    expect(screen.getByTestId('create-reason').textContent).toBe('Check “Номер карты”');
  });

  async function fillBtcSber(user: ReturnType<typeof userEvent.setup>) {
    await ready('1 BTC = 5 043 200 RUB');
    const button = screen.getByTestId<HTMLButtonElement>('create-claim');
    const reason = () => screen.getByTestId('create-reason').textContent;
    expect(button.disabled).toBe(true);
    expect(reason()).toBe('Заполните поле «Номер карты»');
    await user.type(input('field-to-card'), '4111 1111 1111 1111');
    expect(reason()).toBe('Заполните поле «Владелец карты»');
    await user.type(input('field-to-cardholder'), 'IVAN IVANOV');
    expect(reason()).toBe('Введите e-mail');
    await user.type(input('email'), 'client@example');
    expect(reason()).toBe('Проверьте e-mail');
    await user.type(input('email'), '.com');
    expect(reason()).toBe('Примите политику AML/KYC');
    await user.click(screen.getByTestId('agree-aml'));
    expect(reason()).toBe('Примите правила обмена');
    await user.click(screen.getByTestId('agree-rules'));
    expect(screen.queryByTestId('create-reason')).toBeNull();
    expect(button.disabled).toBe(false);
    await user.type(input('promocode'), ' SPRING ');
    // The code is checked once typing pauses; until then the button waits for the answer.
    expect(reason()).toBe('Проверяем промокод…');
    await waitFor(() =>
      expect(screen.queryByTestId('create-reason')?.textContent).not.toBe('Проверяем промокод…'),
    );
    return button;
  }

  it('creates the claim with the visible requisites and goes where the server says', async () => {
    const { user, api, onCreated } = renderScreen({
      routes: {
        'POST /api/v1/claim/': () =>
          Response.json({ id: CLAIM_ID, status: 'new', redirect: `/claim/${CLAIM_ID}` }, { status: 201 }),
      },
    });
    const button = await fillBtcSber(user);
    // The agreement labels link to the policy and the rules.
    expect(screen.getByRole('link', { name: 'политикой AML/KYC' }).getAttribute('href')).toBe('/aml');
    expect(screen.getByRole('link', { name: 'правилами обмена' }).getAttribute('href')).toBe('/rules');
    await user.click(button);
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ id: CLAIM_ID, status: 'new', redirect: `/claim/${CLAIM_ID}` }),
    );
    expect(api.callsTo('/api/v1/claim/')[0]?.body).toEqual({
      email: 'client@example.com',
      fromPs: 1,
      toPs: 9,
      fromSumma: '0.00099144',
      toSumma: '5000.03',
      fromRequisites: {},
      toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      promocode: 'SPRING',
      agree: true,
    });
  });

  it('improves the course by a valid promocode and sends amounts the server will accept', async () => {
    const { user, api } = renderScreen({
      routes: {
        'GET /api/v1/promocodes/SPRING/': () => Response.json({ code: 'SPRING', percent: '1' }),
        'POST /api/v1/claim/': () =>
          Response.json({ id: CLAIM_ID, status: 'new', redirect: `/claim/${CLAIM_ID}` }, { status: 201 }),
      },
    });
    const button = await fillBtcSber(user);
    // 5 043 200 × 1.01
    await waitFor(() => expect(screen.getByTestId('course').textContent).toBe('1 BTC = 5 093 632 RUB'));
    await user.click(button);
    await waitFor(() => expect(api.callsTo('/api/v1/claim/')).toHaveLength(1));
    const body = api.callsTo('/api/v1/claim/')[0]?.body as { fromSumma: string; toSumma: string };
    const check = checkClaimAmounts(
      {
        course: '5093632',
        from: { precision: 8, min: null, max: null },
        to: { precision: 2, min: null, max: null },
      },
      body.fromSumma,
      body.toSumma,
    );
    expect(check.ok).toBe(true);
    expect(body.toSumma).not.toBe('5000.03');
  });

  it('does not let a claim go with an unknown promocode', async () => {
    const { user } = renderScreen({
      routes: {
        'GET /api/v1/promocodes/SPRING/': () => Response.json({ code: 'not_found' }, { status: 404 }),
      },
    });
    const button = await fillBtcSber(user);
    await waitFor(() =>
      expect(screen.getByTestId('create-reason').textContent).toBe(
        'Промокод не найден — исправьте или очистите поле',
      ),
    );
    expect(button.disabled).toBe(true);
  });

  it('sends the kept referral code and starts with the signed-in user’s e-mail', async () => {
    const { user, api, onCreated } = renderScreen({
      referralCode: 'FRIEND42',
      initialEmail: 'me@example.com',
      routes: {
        'POST /api/v1/claim/': () =>
          Response.json({ id: CLAIM_ID, status: 'new', redirect: `/claim/${CLAIM_ID}` }, { status: 201 }),
      },
    });
    await ready('1 BTC = 5 043 200 RUB');
    expect(input('email').value).toBe('me@example.com');
    await user.type(input('field-to-card'), '4111 1111 1111 1111');
    await user.type(input('field-to-cardholder'), 'IVAN IVANOV');
    await user.click(screen.getByTestId('agree-aml'));
    await user.click(screen.getByTestId('agree-rules'));
    await user.click(screen.getByTestId('create-claim'));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.callsTo('/api/v1/claim/')[0]?.body).toMatchObject({
      email: 'me@example.com',
      refferal: 'FRIEND42',
    });
  });

  it('maps the fields of a 400 back onto the inputs and shows its detail', async () => {
    const { user, onCreated } = renderScreen({
      routes: {
        'POST /api/v1/claim/': () =>
          apiError(400, 'validation_error', 'Проверьте введённые данные.', {
            'toRequisites.card': ['Карты этого банка не принимаются.'],
            fromSumma: ['Сумма меньше минимальной.'],
          }),
      },
    });
    const button = await fillBtcSber(user);
    await user.click(button);
    expect((await screen.findByTestId('create-error')).textContent).toBe('Проверьте введённые данные.');
    const card = input('field-to-card');
    expect(card.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(card.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Карты этого банка не принимаются.',
    );
    expect(screen.getByText('Сумма меньше минимальной.')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    // Editing the field clears the server's message.
    await user.type(card, '0');
    expect(screen.queryByText('Карты этого банка не принимаются.')).toBeNull();
  });

  it('shows the detail of a 409 in an alert', async () => {
    const { user } = renderScreen({
      routes: {
        'POST /api/v1/claim/': () => apiError(409, 'conflict', 'Резерв исчерпан, попробуйте меньшую сумму.'),
      },
    });
    await user.click(await fillBtcSber(user));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Резерв исчерпан, попробуйте меньшую сумму.');
  });

  it('asks for a city and sends its id with the requisites', async () => {
    const { user, api } = renderScreen({
      curFrom: 'USDTTRC20',
      curTo: 'CASHRUB',
      routes: {
        'GET /api/v1/calculator/settings/': () => ({
          exchangeAttributes: { fromCurrencyId: 3, toCurrencyId: 18 },
        }),
        'POST /api/v1/claim/': () =>
          Response.json({ id: CLAIM_ID, status: 'new', redirect: `/claim/${CLAIM_ID}` }, { status: 201 }),
      },
    });
    await ready('1 USDT = 79.4 RUB');
    await dismissNotices(user);
    await user.type(input('field-to-phone'), '+7 900 123-45-67');
    expect(screen.getByTestId('create-reason').textContent).toBe('Выберите город');
    await user.selectOptions(screen.getByTestId('city-to'), '2');
    await user.type(input('email'), 'a@b.cc');
    await user.click(screen.getByTestId('agree-aml'));
    await user.click(screen.getByTestId('agree-rules'));
    await user.click(screen.getByTestId('create-claim'));
    await waitFor(() => expect(api.callsTo('/api/v1/claim/')).toHaveLength(1));
    expect(api.callsTo('/api/v1/claim/')[0]?.body).toMatchObject({
      fromPs: PAIR_USDT_CASH.from.id,
      toPs: PAIR_USDT_CASH.to.id,
      fromSumma: '1000.00',
      toSumma: '79400',
      toRequisites: { phone: '+79001234567', city: '2' },
    });
    await act(() => Promise.resolve());
  });
});

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
