/** Renders the exchange screen over the fake API, with the helpers its tests share. */
import type { TLocale } from '@exchanger/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { ExchangeScreen } from '@/features/exchange/components/exchange-screen';
import { createFakeApi, type TFakeHandler } from './fake-api';
import { calculatorRoutes } from './fixtures/calculator';
import { renderWithProviders } from './render';

export const CLAIM_ID = '6ca7be73-33c6-4e1a-be79-1b4582278c4f';

export function renderScreen({
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
  const screenWith = (email: string | undefined) => (
    <ExchangeScreen
      curFrom={curFrom}
      curTo={curTo}
      amlHref={locale === 'en' ? '/en/aml' : '/aml'}
      rulesHref={locale === 'en' ? '/en/rules' : '/rules'}
      referralCode={referralCode}
      initialEmail={email}
      invoiceId={invoiceId}
      city={city}
      onCreated={onCreated}
    />
  );
  const view = renderWithProviders(screenWith(initialEmail), { locale });
  /** The session check ends: the signed-in user's e-mail reaches the running form. */
  const signIn = (email: string) => view.rerender(screenWith(email));
  return { api, onCreated, user, view, signIn };
}

export const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

export async function ready(course: string) {
  await waitFor(() => expect(screen.getByTestId('course').textContent).toBe(course));
}

/** Presses OK on every notice that opened. */
export async function dismissNotices(user: ReturnType<typeof userEvent.setup>) {
  while (screen.queryByTestId('notify-modal')) await user.click(screen.getByTestId('notify-ok'));
}

/** Each test starts with no notice seen and no stubbed globals or mocks left. */
export function resetBetweenTests() {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
