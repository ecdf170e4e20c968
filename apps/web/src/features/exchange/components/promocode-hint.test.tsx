import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, type TFakeCall } from '@/test/fake-api';
import { calculatorRoutes } from '@/test/fixtures/calculator';
import { renderWithProviders } from '@/test/render';
import { ExchangeScreen } from './exchange-screen';

const KNOWN: Record<string, string> = { WELCOME1: '0.5', AUTUMN: '1.0000' };

function renderScreen({ promocode = '', locale = 'ru' }: { promocode?: string; locale?: 'ru' | 'en' } = {}) {
  const checks: TFakeCall[] = [];
  const api = createFakeApi(calculatorRoutes());
  // The fake routes by exact path: the codes are answered here, everything else by the fake.
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const match = /^(?:\/en)?\/api\/v1\/promocodes\/([^/]+)\/$/.exec(url.pathname);
    if (!match) return api.fetch(input, init);
    const code = decodeURIComponent(match[1] ?? '');
    checks.push({
      method: 'GET',
      path: url.pathname,
      query: url.searchParams,
      locale,
      body: undefined,
      authorization: null,
    });
    const percent = KNOWN[code];
    return percent
      ? Response.json({ code, percent })
      : apiError(404, 'not_found', 'Такого промокода нет, или он больше не действует.');
  });
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup();
  renderWithProviders(
    <ExchangeScreen amlHref="/aml" rulesHref="/rules" promocode={promocode} onCreated={vi.fn()} />,
    { locale },
  );
  return { checks, user };
}

const field = () => screen.getByTestId<HTMLInputElement>('promocode');

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExchangeScreen: the promocode check', () => {
  it('starts with the code of the link and shows what it gives', async () => {
    const { checks } = renderScreen({ promocode: 'welcome1' });
    await waitFor(() => expect(field().value).toBe('welcome1'));
    await waitFor(() =>
      expect(screen.getByTestId('promocode-hint').textContent).toBe('+0.5 % к курсу по промокоду'),
    );
    expect(checks.map((c) => c.path)).toEqual(['/api/v1/promocodes/WELCOME1/']);
  });

  it('checks once typing pauses and says when a code is unknown, in English too', async () => {
    const { checks, user } = renderScreen({ locale: 'en' });
    await waitFor(() => expect(screen.getByTestId('course').textContent).toBe('1 BTC = 5 043 200 RUB'));
    while (screen.queryByTestId('notify-modal')) await user.click(screen.getByTestId('notify-ok'));
    expect(screen.queryByTestId('promocode-hint')).toBeNull();
    await user.type(field(), 'autumn');
    await waitFor(() =>
      expect(screen.getByTestId('promocode-hint').textContent).toBe('+1 % to the rate with this promocode'),
    );
    // One check for the whole word, not one per letter.
    // Checked when typing pauses, not once per letter.
    expect(checks.length).toBeLessThan('autumn'.length);
    expect(checks.at(-1)?.path).toBe('/en/api/v1/promocodes/AUTUMN/');
    const before = checks.length;
    await user.clear(field());
    await user.type(field(), 'NOPE');
    await waitFor(() => expect(screen.getByTestId('promocode-hint').dataset.state).toBe('unknown'));
    expect(screen.getByTestId('promocode-hint').textContent).toBe(
      'No such promocode, or it is no longer valid',
    );
    expect(checks.at(-1)?.path).toBe('/en/api/v1/promocodes/NOPE/');
    // A code that cannot exist is not sent at all.
    await user.clear(field());
    await user.type(field(), 'no way!');
    await waitFor(() => expect(screen.getByTestId('promocode-hint').dataset.state).toBe('unknown'));
    expect(checks.length).toBeLessThanOrEqual(before + 'NOPE'.length);
    expect(checks.some((c) => c.path.includes('NO%20WAY'))).toBe(false);
  });
});
