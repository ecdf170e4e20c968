/**
 * A currency's payment acceptance on its editor page (docs/payments.md): manual or watched on a
 * chain, the body the API gets, the first address to compare with the wallet, the warning of a
 * server without the chain's node, the server's field errors under their inputs, and the way back
 * to manual, in both languages.
 */
import type { TAdminChainWatch, TAdminChainWatchBody } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorOf } from '@/test/field-error';
import { apiError, type TFakeCall } from '@/test/fake-api';
import { adminCurrency, adminCurrencyDetail, currencyRoutes } from '@/test/fixtures/admin';
import { renderDesk, setUpCatalogueTests } from './catalogue-test-setup';

setUpCatalogueTests();

const WATCH_PATH = '/admin/api/currencies/1/watch/';
const XPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const FIRST = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

function watchServer(initial: TAdminChainWatch['watch'] = null, nodeConfigured = true) {
  const state = { watch: initial };
  const bodies: TAdminChainWatchBody[] = [];
  let deletes = 0;
  const server = {
    bodies,
    deletes: () => deletes,
    refuse: null as null | (() => Response),
    routes: {
      ...currencyRoutes(() => [adminCurrency()]),
      'GET /admin/api/catalogue/currencies/1/': () => adminCurrencyDetail(),
      [`GET ${WATCH_PATH}`]: () => ({ currencyId: 1, watch: state.watch }),
      [`PUT ${WATCH_PATH}`]: (call: TFakeCall) => {
        const body = call.body as TAdminChainWatchBody;
        bodies.push(body);
        if (server.refuse) return server.refuse();
        state.watch = {
          chain: body.chain,
          net: body.net,
          xpub: body.xpub,
          confirmations: body.confirmations,
          tolerancePercent: body.tolerancePercent ?? '0',
          tokenContract: body.tokenContract ?? null,
          tokenDecimals: body.tokenDecimals ?? null,
          explorerTxUrl: body.explorerTxUrl ?? null,
          nextIndex: 0,
          firstAddress: FIRST,
          nodeConfigured,
        };
        return { currencyId: 1, watch: state.watch };
      },
      [`DELETE ${WATCH_PATH}`]: () => {
        deletes += 1;
        state.watch = null;
        return new Response(null, { status: 204 });
      },
    },
  };
  return server;
}

const SAVED_WATCH: NonNullable<TAdminChainWatch['watch']> = {
  chain: 'LTC',
  net: 'main',
  xpub: 'Ltub2YUyYd8XkWB2Q6gG4EtbJTEbx7XGNHyyJuz4JnqwqmKkjnWZ3wPo2d8m6yWXcCv7aZc2RJrXVTzFeVQdBF4BvXX6xWVzC3R2RxLJZ3K',
  confirmations: 6,
  tolerancePercent: '0.5',
  tokenContract: null,
  tokenDecimals: null,
  explorerTxUrl: 'https://blockchair.com/litecoin/transaction/{txid}',
  nextIndex: 17,
  firstAddress: 'ltc1qg82tq6r9dfh0d3k7x5x0xkq0m3h2k0f2n9v7wu',
  nodeConfigured: false,
};

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text) await user.paste(text);
}

describe('payment acceptance', () => {
  it('turns a manual currency into a watched one and shows the first address to compare', async () => {
    const server = watchServer();
    renderDesk('/admin/catalogue/currencies/1', server.routes);
    const section = await screen.findByTestId('currency-watch');
    expect(within(section).getByRole('heading', { level: 2, name: 'Приём платежей' })).toBeTruthy();
    await waitFor(() =>
      expect(within(section).getByTestId<HTMLInputElement>('watch-mode-manual').checked).toBe(true),
    );
    expect(within(section).queryByTestId('watch-xpub')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(section).getByTestId('watch-mode-watched'));
    // A Bitcoin-family chain has no token fields.
    expect(within(section).queryByTestId('watch-token-contract')).toBeNull();
    await user.click(within(section).getByTestId('watch-save'));
    expect(errorOf(within(section).getByTestId('watch-xpub'))).toBe('Заполните это поле.');
    expect(server.bodies).toHaveLength(0);

    await fill(user, within(section).getByTestId('watch-xpub'), ` ${XPUB} `);
    await fill(user, within(section).getByTestId('watch-confirmations'), '3');
    await fill(user, within(section).getByTestId('watch-explorer'), 'https://mempool.space/tx/{txid}');
    await user.click(within(section).getByTestId('watch-save'));
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]).toEqual({
      chain: 'BTC',
      net: 'main',
      xpub: XPUB,
      confirmations: 3,
      tolerancePercent: '0',
      tokenContract: null,
      tokenDecimals: null,
      explorerTxUrl: 'https://mempool.space/tx/{txid}',
    });
    expect((await within(section).findByTestId('watch-first-address')).textContent).toBe(FIRST);
    expect(within(section).getByTestId('watch-compare').textContent).toBe(
      'Сравните с первым адресом получения вашего кошелька (индекс 0). Если они различаются, не используйте этот ключ.',
    );
    expect(within(section).getByTestId('watch-notice').textContent).toBe('Приём платежей сохранён.');
    expect(within(section).queryByTestId('watch-no-node')).toBeNull();
  });

  it(
    'sends a token’s contract and decimals for an EVM chain, and shows the server’s field errors',
    { timeout: 15_000 },
    async () => {
      const server = watchServer(null, false);
      server.refuse = () =>
        apiError(400, 'validation_error', 'Проверьте поля.', {
          xpub: ['Ключ не подходит к сети ETH.'],
          tokenContract: ['Это не контракт токена.'],
        });
      renderDesk('/admin/catalogue/currencies/1', server.routes);
      const section = await screen.findByTestId('currency-watch');
      const user = userEvent.setup();
      await user.click(await within(section).findByTestId('watch-mode-watched'));
      await user.selectOptions(within(section).getByTestId('watch-chain'), 'ETH');
      await user.selectOptions(within(section).getByTestId('watch-net'), 'testnet');
      await fill(user, within(section).getByTestId('watch-xpub'), 'tpubETH');
      await fill(user, within(section).getByTestId('watch-token-contract'), USDT);
      await fill(user, within(section).getByTestId('watch-token-decimals'), '');
      await user.click(within(section).getByTestId('watch-save'));
      expect(errorOf(within(section).getByTestId('watch-token-decimals'))).toBe('Введите целое число.');
      expect(server.bodies).toHaveLength(0);

      await fill(user, within(section).getByTestId('watch-token-decimals'), '6');
      await fill(user, within(section).getByTestId('watch-tolerance'), '0.5');
      await user.click(within(section).getByTestId('watch-save'));
      await waitFor(() => expect(server.bodies).toHaveLength(1));
      await waitFor(() =>
        expect(errorOf(within(section).getByTestId('watch-xpub'))).toBe('Ключ не подходит к сети ETH.'),
      );
      expect(errorOf(within(section).getByTestId('watch-token-contract'))).toBe('Это не контракт токена.');
      expect(server.bodies[0]).toMatchObject({
        chain: 'ETH',
        net: 'testnet',
        tokenContract: USDT,
        tokenDecimals: 6,
        tolerancePercent: '0.5',
        explorerTxUrl: null,
      });

      // Accepted: the server has no node for the chain, and says so.
      server.refuse = null;
      await user.click(within(section).getByTestId('watch-save'));
      expect((await within(section).findByTestId('watch-no-node')).textContent).toBe(
        'CHAIN_RPC_ETH не задан на сервере: платежи не будут видны.',
      );
    },
  );

  it('shows a saved watch in English and goes back to manual after asking', async () => {
    const server = watchServer(SAVED_WATCH);
    renderDesk('/en/admin/catalogue/currencies/1', server.routes);
    const section = await screen.findByTestId('currency-watch');
    expect(within(section).getByRole('heading', { level: 2, name: 'Payment acceptance' })).toBeTruthy();
    await waitFor(() =>
      expect(within(section).getByTestId<HTMLInputElement>('watch-mode-watched').checked).toBe(true),
    );
    expect(within(section).getByTestId<HTMLSelectElement>('watch-chain').value).toBe('LTC');
    expect(within(section).getByTestId<HTMLInputElement>('watch-confirmations').value).toBe('6');
    expect(within(section).getByTestId<HTMLInputElement>('watch-tolerance').value).toBe('0.5');
    expect(within(section).getByTestId('watch-first-address').textContent).toBe(SAVED_WATCH.firstAddress);
    expect(within(section).getByTestId('watch-compare').textContent).toBe(
      'Compare with the first receive address of your wallet (index 0). If they differ, do not use this key.',
    );
    expect(within(section).getByTestId('watch-no-node').textContent).toBe(
      'CHAIN_RPC_LTC is not set on the server: payments will not be seen.',
    );
    expect(within(section).getByTestId('watch-next-index').textContent).toBe(
      'The next claim takes the address at index 17.',
    );

    const user = userEvent.setup();
    await user.click(within(section).getByTestId('watch-mode-manual'));
    await user.click(within(section).getByTestId('watch-remove'));
    const dialog = await screen.findByRole('dialog', { name: 'Go back to manual' });
    expect(server.deletes()).toBe(0);
    await user.click(within(dialog).getByTestId('watch-remove-yes'));
    await waitFor(() => expect(server.deletes()).toBe(1));
    await waitFor(() => expect(within(section).queryByTestId('watch-first-address')).toBeNull());
    expect(within(section).getByTestId('watch-notice').textContent).toBe(
      'Payment acceptance is manual again.',
    );
    expect(within(section).queryByTestId('watch-remove')).toBeNull();
  });
});
