import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type TFakeHandler } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { PromocodesList } from './promocodes-list';

function renderList(answer: TFakeHandler, locale: 'ru' | 'en' = 'ru') {
  const api = createFakeApi({ 'GET /api/v1/users/me/promocodes/': answer });
  api.install();
  renderWithProviders(<PromocodesList exchangeHref={(code) => `/?promocode=${code}`} />, { locale });
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PromocodesList', () => {
  it('lists the codes with improvement, uses left, expiry, copy and a link to the exchange', async () => {
    renderList(
      () => [
        { code: 'MINE42', percent: '0.25', usesLeft: 2, expiresAt: '2031-01-01T00:00:00.000Z' },
        { code: 'FOREVER', percent: '2', usesLeft: null, expiresAt: null },
      ],
      'en',
    );
    const cards = await screen.findAllByTestId('promocode');
    expect(cards.map((c) => c.dataset.code)).toEqual(['MINE42', 'FOREVER']);
    const [mine, forever] = cards as [HTMLElement, HTMLElement];
    expect(mine.textContent).toContain('+0.25 % to the rate');
    expect(mine.textContent).toContain('Uses left2');
    expect(mine.textContent).toContain('2031');
    expect(forever.textContent).toContain('Unlimited');
    expect(forever.textContent).toContain('No expiry');
    expect(within(mine).getByRole('button', { name: 'Copy promocode MINE42' })).toBeTruthy();
    expect(within(forever).getByTestId('promocode-use').getAttribute('href')).toBe('/?promocode=FOREVER');
  });

  it('says what to do when there are none', async () => {
    renderList(() => []);
    expect((await screen.findByTestId('promocodes-empty')).textContent).toContain(
      'У вас пока нет личных промокодов.',
    );
  });
});
