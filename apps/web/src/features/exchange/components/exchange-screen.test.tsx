import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/fake-api';
import { dismissNotices, input, ready, renderScreen, resetBetweenTests } from '@/test/exchange-screen';

resetBetweenTests();

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
    await ready('1 USD = 1.03627 USDT');
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
