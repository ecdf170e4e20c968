import type { TLoyalty } from '@exchanger/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { LoyaltyProgram, progressPercent } from './loyalty-program';

const LEVELS = [
  { name: 'Newcomer', minVolume: '0', percent: '0' },
  { name: 'Bronze', minVolume: '1000', percent: '0.1' },
  { name: 'Silver', minVolume: '5000', percent: '0.2' },
];

function renderLoyalty(loyalty: TLoyalty) {
  const api = createFakeApi({ 'GET /api/v1/users/me/loyalty/': () => loyalty });
  api.install();
  renderWithProviders(<LoyaltyProgram />, { locale: 'en' });
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoyaltyProgram', () => {
  it('shows the level, the way to the next one and the table of levels', async () => {
    const api = renderLoyalty({
      volume: '1500.00',
      currency: 'USD',
      percent: '0.1',
      level: LEVELS[1]!,
      next: LEVELS[2]!,
      remaining: '3500.00',
      progress: '0.125',
      levels: LEVELS,
    });
    expect((await screen.findByTestId('gift-level-name')).textContent).toBe('Bronze');
    expect(screen.getByTestId('gift-level').textContent).toContain('+0.1 % to the rate of every claim');
    expect(screen.getByTestId('gift-level').textContent).toContain('Completed exchanges: 1 500.00 USD');
    const bar = screen.getByRole('progressbar', { name: 'Progress to the “Silver” level' });
    expect(bar.getAttribute('aria-valuenow')).toBe('12');
    expect(screen.getByTestId('gift-remaining').textContent).toBe(
      'Exchange 3 500.00 USD more to reach “Silver” (+0.2 % to the rate).',
    );
    const rows = screen.getAllByTestId('gift-level-row');
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(rows[2]?.textContent).toContain('5 000 USD');
    expect(api.callsTo('/api/v1/users/me/loyalty/')[0]?.locale).toBe('en');
  });

  it('congratulates on the top level', async () => {
    renderLoyalty({
      volume: '250000.00',
      currency: 'USD',
      percent: '0.2',
      level: LEVELS[2]!,
      next: null,
      remaining: '0.00',
      progress: '1',
      levels: LEVELS,
    });
    expect((await screen.findByTestId('gift-top')).textContent).toContain('top level');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('draws the progress as a whole percent within 0–100', () => {
    expect(progressPercent('0')).toBe(0);
    expect(progressPercent('0.9999')).toBe(99);
    expect(progressPercent('1')).toBe(100);
  });
});
