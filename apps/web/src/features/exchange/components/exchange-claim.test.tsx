import { checkClaimAmounts } from '@exchanger/core';
import { act, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api';
import { PAIR_USDT_CASH } from '@/test/fixtures/calculator';
import {
  CLAIM_ID,
  dismissNotices,
  input,
  ready,
  renderScreen,
  resetBetweenTests,
} from '@/test/exchange-screen';

resetBetweenTests();

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

  it('takes in the signed-in user’s e-mail when the session check ends after the form started', async () => {
    const { user, signIn } = renderScreen();
    await ready('1 BTC = 5 043 200 RUB');
    await user.type(input('field-to-card'), '4111 1111 1111 1111');
    expect(input('email').value).toBe('');
    act(() => signIn('me@example.com'));
    // The form goes on: the e-mail filled in, what was typed kept.
    expect(input('email').value).toBe('me@example.com');
    expect(input('field-to-card').value).toBe('4111 1111 1111 1111');
  });

  it('keeps a typed e-mail when the signed-in user’s arrives', async () => {
    const { user, signIn } = renderScreen();
    await ready('1 BTC = 5 043 200 RUB');
    await user.type(input('email'), 'other@example.com');
    act(() => signIn('me@example.com'));
    expect(input('email').value).toBe('other@example.com');
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

  it('shows the server’s reason when the client’s claims are capped or too frequent', async () => {
    const capped =
      'Достигнут предел неоплаченных заявок, открытых одновременно: 3. Оплатите или отмените одну из них, чтобы создать новую.';
    const limited =
      'Слишком много заявок с этого адреса или e-mail. Новую заявку можно создать через 42 мин.';
    let answer = () => apiError(409, 'open_claims_cap', capped);
    const { user } = renderScreen({ routes: { 'POST /api/v1/claim/': () => answer() } });
    const button = await fillBtcSber(user);
    await user.click(button);
    expect((await screen.findByTestId('create-error')).textContent).toBe(capped);
    answer = () => apiError(429, 'claims_rate_limited', limited);
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('create-error').textContent).toBe(limited));
    // Two submissions of a filled form: more than the default five seconds on a busy machine.
  }, 20_000);

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
