import type { TMe } from '@exchanger/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const USER: TMe = {
  id: 7,
  email: 'user@example.com',
  activated: true,
  referralCode: 'ab12cd34ef',
  dateJoined: '2026-01-01T00:00:00.000Z',
  locale: 'en',
  role: 'user',
  notifyEmail: true,
  twoFactor: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('account programme pages', () => {
  it('/en/account/gift: the loyalty level inside the account navigation', async () => {
    renderApp('/en/account/gift', { user: USER });
    // The page chunk loads asynchronously: the fake API is in place before it asks for the level.
    createFakeApi({
      'GET /api/v1/users/me/loyalty/': () => ({
        volume: '0.00',
        currency: 'USD',
        percent: '0',
        level: { name: 'Newcomer', minVolume: '0', percent: '0' },
        next: { name: 'Bronze', minVolume: '1000', percent: '0.1' },
        remaining: '1000.00',
        progress: '0',
        levels: [
          { name: 'Newcomer', minVolume: '0', percent: '0' },
          { name: 'Bronze', minVolume: '1000', percent: '0.1' },
        ],
      }),
    }).install();
    expect((await screen.findByTestId('gift-level-name')).textContent).toBe('Newcomer');
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current.getAttribute('href')).toBe('/en/account/gift');
  });

  it('/account/promocodes: each code links to the exchange screen with it filled in', async () => {
    renderApp('/account/promocodes', { user: { ...USER, locale: 'ru' } });
    createFakeApi({
      'GET /api/v1/users/me/promocodes/': () => [
        { code: 'WELCOME1', percent: '0.5', usesLeft: 999, expiresAt: null },
      ],
    }).install();
    const use = await screen.findByTestId('promocode-use');
    expect(use.getAttribute('href')).toBe('/?promocode=WELCOME1');
  });

  it('sends a guest to the login page', async () => {
    const { router } = renderApp('/account/referrer');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
