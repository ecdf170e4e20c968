import type { TShop } from '@exchanger/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { ShopsList } from './shops-list';

const SHOP: TShop = {
  id: 7,
  name: 'Coffee Beans',
  url: 'https://beans.example/shop',
  description: 'Freshly roasted coffee, paid in any currency.',
  logo: null,
  approvedAt: '2026-02-01T10:00:00Z',
};

function renderShops(results: TShop[], locale: 'ru' | 'en' = 'ru') {
  const api = createFakeApi({
    'GET /api/v1/shops/': (call) => ({
      count: results.length,
      page: Number(call.query.get('page')),
      size: Number(call.query.get('size')),
      results,
    }),
  });
  api.install();
  renderWithProviders(<ShopsList partnersHref="/partners" shopAreaHref="/account/shop" />, { locale });
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ShopsList', () => {
  it('explains the programme and where to join while no shop is approved', async () => {
    const api = renderShops([]);
    expect((await screen.findByTestId('shops-empty')).textContent).toContain('оператор проверит и одобрит');
    const programme = screen.getByTestId('shops-programme');
    expect(within(programme).getByRole('heading', { level: 2 }).textContent).toBe(
      'Список магазинов пока пуст',
    );
    expect(within(programme).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByTestId('shops-join').getAttribute('href')).toBe('/account/shop');
    expect(screen.getByTestId('shops-partners').getAttribute('href')).toBe('/partners');
    expect(screen.queryByTestId('shops-list')).toBeNull();
    expect(Object.fromEntries(api.callsTo('/api/v1/shops/')[0]!.query)).toEqual({ page: '1', size: '24' });
  });

  it('lists approved shops with their site, and still how to join', async () => {
    renderShops([SHOP, { ...SHOP, id: 8, name: 'Bad link', url: 'javascript:alert(1)' }], 'en');
    const shops = await screen.findAllByTestId('shop');
    expect(shops).toHaveLength(2);
    const link = within(shops[0]!).getByRole('link', { name: 'beans.example' });
    expect(link.getAttribute('href')).toBe('https://beans.example/shop');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(shops[0]!.textContent).toContain('with us since 1 Feb 2026');
    // Only web addresses are links.
    expect(within(shops[1]!).queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('shops-empty')).toBeNull();
    expect(screen.getByTestId('shops-programme').textContent).toContain('Connect your shop');
  });
});
