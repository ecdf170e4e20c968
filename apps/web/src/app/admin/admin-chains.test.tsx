/**
 * The chains page (docs/payments.md): open to operators too, from the navigation; each chain's
 * currencies, node, heights, lag, last scan, a stalled chain marked with its error, the empty list,
 * and the English texts.
 */
import type { TAdminChainHealth } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/fixtures/user';
import { formatDateTime } from '@/lib/format';
import { renderDesk, setUpCatalogueTests } from './catalogue-test-setup';

setUpCatalogueTests();

const OPERATOR = testUser({ id: 3, role: 'operator', email: 'op@example.com' });
const SCANNED = '2026-11-26T00:41:07.000Z';

const CHAINS: TAdminChainHealth[] = [
  {
    chain: 'LTC',
    currencies: ['LTC'],
    nodeConfigured: true,
    tipHeight: 2_791_004,
    height: 2_791_003,
    lag: 1,
    scannedAt: SCANNED,
    stalled: false,
    error: null,
  },
  {
    chain: 'ETH',
    currencies: ['ETH', 'USDTERC20'],
    nodeConfigured: false,
    tipHeight: null,
    height: null,
    lag: null,
    scannedAt: null,
    stalled: true,
    error: 'CHAIN_RPC_ETH is not set',
  },
];

describe('chains page', () => {
  it('is in an operator’s navigation and lists each chain’s health', async () => {
    const { router } = renderDesk('/admin/claims', { 'GET /admin/api/chains/': () => CHAINS }, OPERATOR);
    const user = userEvent.setup();
    const link = await screen.findByTestId('admin-nav-chains');
    expect(link.textContent).toBe('Сети');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/chains'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Сети' })).toBeTruthy();
    const rows = await screen.findAllByTestId('chain-row');
    expect(rows.map((row) => row.dataset.chain)).toEqual(['LTC', 'ETH']);

    const ltc = within(rows[0]!);
    expect(ltc.getByTestId('chain-currencies').textContent).toBe('LTC');
    expect(ltc.getByTestId('chain-node').textContent).toBe('задан');
    expect(ltc.getByTestId('chain-tip').textContent).toBe('2791004');
    expect(ltc.getByTestId('chain-height').textContent).toBe('2791003');
    expect(ltc.getByTestId('chain-lag').textContent).toBe('1');
    expect(ltc.getByTestId('chain-scanned').textContent).toBe(formatDateTime(SCANNED, 'ru', 'short'));
    expect(ltc.getByTestId('chain-state').textContent).toBe('работает');
    expect(ltc.getByTestId('chain-error').textContent).toBe('—');

    const eth = within(rows[1]!);
    expect(rows[1]!.dataset.stalled).toBe('true');
    expect(eth.getByTestId('chain-currencies').textContent).toBe('ETH, USDTERC20');
    expect(eth.getByTestId('chain-node').textContent).toBe('не задан');
    expect(eth.getByTestId('chain-lag').textContent).toBe('—');
    expect(eth.getByTestId('chain-scanned').textContent).toBe('—');
    expect(eth.getByTestId('chain-state').textContent).toBe('остановилась');
    expect(eth.getByTestId('chain-error').textContent).toBe('CHAIN_RPC_ETH is not set');
    expect(screen.getByTestId('chains-summary').textContent).toContain('остановились: 1');
  });

  it('says when no currency is watched, in English', async () => {
    renderDesk('/en/admin/chains', {
      'GET /admin/api/chains/': () => [],
      'GET /admin/api/chains/explorers/': () => [],
    });
    expect((await screen.findByTestId('chains-empty')).textContent).toContain(
      'No currency is accepted through a chain.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Chains' })).toBeTruthy();
    expect(document.title).toContain('Chains');
  });
});
