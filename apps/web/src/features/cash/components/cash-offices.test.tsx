import type { TCashCity, TCashDirection, TCashOffices } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { CashAbout } from './cash-about';
import { CashOffices } from './cash-offices';

const ref = (id: number, code: string, ticker: string, name: string, precision = 2) => ({
  id,
  code,
  ticker,
  name,
  logo: `/logos/${code.toLowerCase()}.svg`,
  precision,
});

function direction(over: Partial<TCashDirection> = {}): TCashDirection {
  return {
    cash: 'receive',
    from: { ...ref(3, 'USDTTRC20', 'USDT', 'Tether TRC20', 6), min: '1000', max: '100000' },
    to: { ...ref(18, 'CASHRUB', 'RUB', 'Наличные RUB', 0), min: '79400', max: '7940000' },
    course: '79.4',
    reserve: '15000000',
    notice: 'Выдача наличных в офисе по предварительной записи.',
    lifetimeMinutes: 120,
    exchangeUrl: '/?cur_from=USDTTRC20&cur_to=CASHRUB',
    ...over,
  };
}

const MOSCOW: TCashCity = {
  id: 1,
  code: 'MSK',
  name: 'Москва',
  currencies: [
    { ...ref(18, 'CASHRUB', 'RUB', 'Наличные RUB', 0), reserve: '15000000' },
    { ...ref(19, 'CASHUSD', 'USD', 'Наличные USD', 0), reserve: '180000' },
  ],
  directions: [
    direction(),
    direction({
      cash: 'send',
      from: { ...ref(18, 'CASHRUB', 'RUB', 'Наличные RUB', 0), min: '100000', max: null },
      to: { ...ref(3, 'USDTTRC20', 'USDT', 'Tether TRC20', 6), min: '1207', max: null },
      course: '0.01207',
      reserve: '250000',
      notice: '',
      lifetimeMinutes: 45,
      exchangeUrl: '/?cur_from=CASHRUB&cur_to=USDTTRC20',
    }),
  ],
};

const KAZAN: TCashCity = {
  id: 4,
  code: 'KZN',
  name: 'Казань',
  currencies: [{ ...ref(18, 'CASHRUB', 'RUB', 'Наличные RUB', 0), reserve: '15000000' }],
  directions: [],
};

/** The page keeps the chosen city; here a state stands in for the address. */
function Page({ initial = null }: { initial?: string | null }) {
  const [city, setCity] = useState(initial);
  return (
    <>
      <CashAbout placement="above" />
      <CashOffices city={city} onCityChange={setCity} homeHref="/" />
      <CashAbout placement="below" />
    </>
  );
}

function renderCash(
  offices: TCashOffices | Response,
  text: unknown = apiError(404, 'not_found', 'Не найдено.'),
  initial?: string,
) {
  const api = createFakeApi({
    'GET /api/v1/cash/': () => offices,
    'GET /api/v1/content/pages/cash/': () => text,
  });
  api.install();
  renderWithProviders(<Page initial={initial ?? null} />);
  return api;
}

/** What a visitor reads: non-breaking spaces as spaces. */
const plain = (el: HTMLElement) => el.textContent.replace(/\u00a0/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CashOffices', () => {
  it('shows the first city with its currencies, courses, limits, reserves and exchange links', async () => {
    renderCash({ cities: [MOSCOW, KAZAN] });
    const city = await screen.findByTestId('cash-city');
    expect(city.getAttribute('data-city')).toBe('MSK');
    expect(screen.getByTestId('cash-city-MSK').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('cash-city-MSK').textContent).toContain('RUB · USD');
    expect(within(city).getAllByTestId('cash-currency').map(plain)).toEqual([
      'Наличные RUBрезерв 15 000 000 RUB',
      'Наличные USDрезерв 180 000 USD',
    ]);

    const receive = within(screen.getByTestId('cash-receive')).getByTestId('cash-direction');
    expect(plain(within(receive).getByTestId('cash-course'))).toBe('1 USDT = 79.4 RUB');
    expect(plain(within(receive).getByTestId('cash-limits'))).toBe('от 1 000 до 100 000 USDT');
    expect(plain(within(receive).getByTestId('cash-reserve'))).toBe('15 000 000 RUB');
    expect(receive.textContent).toContain(
      'Выдача наличных в офисе по предварительной записи. Заявка действует 2 ч.',
    );
    expect(within(receive).getByTestId('cash-exchange').getAttribute('href')).toBe(
      '/?cur_from=USDTTRC20&cur_to=CASHRUB',
    );

    // Handing cash over: a course below one reads the other way round; no maximum.
    const send = within(screen.getByTestId('cash-send')).getByTestId('cash-direction');
    expect(plain(within(send).getByTestId('cash-course'))).toBe('1 USDT = 82.85 RUB');
    expect(plain(within(send).getByTestId('cash-limits'))).toBe('от 100 000 RUB');
    expect(send.textContent).toContain('Заявка действует 45 мин.');
  });

  it('switches the city, and says when a city has no direction now', async () => {
    renderCash({ cities: [MOSCOW, KAZAN] });
    await screen.findByTestId('cash-city');
    await userEvent.setup().click(screen.getByTestId('cash-city-KZN'));
    await waitFor(() => expect(screen.getByTestId('cash-city').getAttribute('data-city')).toBe('KZN'));
    expect(screen.getByTestId('cash-city-KZN').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('cash-city-empty').textContent).toContain('нет доступных направлений');
  });

  it('opens on the city of the address, in any case', async () => {
    renderCash({ cities: [MOSCOW, KAZAN] }, undefined, 'kzn');
    expect((await screen.findByTestId('cash-city')).getAttribute('data-city')).toBe('KZN');
  });

  it('shows the published text above the offices instead of the steps', async () => {
    renderCash(
      { cities: [MOSCOW] },
      {
        key: 'cash',
        title: 'Наличные',
        html: '<h2>Офисы</h2><p>Паспорт обязателен.</p>',
        updatedAt: '2026-01-01T00:00:00Z',
      },
    );
    const text = await screen.findByTestId('cash-text');
    expect(text.querySelector('h2')?.textContent).toBe('Офисы');
    expect(
      text.compareDocumentPosition(screen.getByTestId('cash-city')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByTestId('cash-steps')).toBeNull();
  });

  it('explains the steps when nothing is published', async () => {
    renderCash({ cities: [MOSCOW] });
    expect((await screen.findByTestId('cash-steps')).querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByTestId('cash-text')).toBeNull();
  });

  it('says when there is no cash anywhere, and offers a retry after a failure', async () => {
    renderCash({ cities: [] });
    expect((await screen.findByTestId('cash-empty')).textContent).toContain(
      'Обмен наличных сейчас недоступен',
    );
    vi.unstubAllGlobals();

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCash(apiError(500, 'internal_error', 'Ошибка'));
    expect((await screen.findByTestId('cash-error')).textContent).toContain('Не удалось загрузить');
  });
});
