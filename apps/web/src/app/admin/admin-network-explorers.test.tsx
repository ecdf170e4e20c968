/**
 * The explorers of the networks on the chains page (docs/payments.md, "Explorer links"): an
 * administrator's section only, each network code with its currencies and template, saved and
 * cleared by itself, the empty input refused before asking, the server's refusal under the input,
 * in both languages.
 */
import type { TAdminNetworkExplorer } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorOf } from '@/test/field-error';
import { apiError, type TFakeCall } from '@/test/fake-api';
import { testUser } from '@/test/fixtures/user';
import { renderDesk, setUpCatalogueTests } from './catalogue-test-setup';

setUpCatalogueTests();

const LIST = '/admin/api/chains/explorers/';

function explorersServer() {
  const state: TAdminNetworkExplorer[] = [
    { networkCode: 'BTC', currencies: ['BTC'], txUrl: 'https://mempool.space/tx/{txid}' },
    { networkCode: 'TRC20', currencies: ['USDTTRC20', 'TRX'], txUrl: null },
  ];
  const bodies: { networkCode: string; body: unknown }[] = [];
  const deletes: string[] = [];
  const server = {
    bodies,
    deletes,
    refuse: null as null | (() => Response),
    routes: {
      'GET /admin/api/chains/': () => [],
      [`GET ${LIST}`]: () => state,
      [`PUT ${LIST}TRC20/`]: (call: TFakeCall) => {
        bodies.push({ networkCode: 'TRC20', body: call.body });
        if (server.refuse) return server.refuse();
        const item = { ...state[1]!, txUrl: (call.body as { txUrl: string }).txUrl };
        state[1] = item;
        return item;
      },
      [`DELETE ${LIST}BTC/`]: () => {
        deletes.push('BTC');
        state[0] = { ...state[0]!, txUrl: null };
        return state[0];
      },
    },
  };
  return server;
}

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text) await user.paste(text);
}

const row = async (code: string) =>
  within(
    (await screen.findAllByTestId('explorer-row')).find((r) => r.dataset.network === code) ?? document.body,
  );

describe('explorers by network', () => {
  it('lists each network with its currencies and template, saves one and clears another', async () => {
    const server = explorersServer();
    renderDesk('/admin/chains', server.routes);
    const section = await screen.findByTestId('network-explorers');
    expect(within(section).getByRole('heading', { level: 2, name: 'Обозреватели по сетям' })).toBeTruthy();
    const rows = await within(section).findAllByTestId('explorer-row');
    expect(rows.map((r) => r.dataset.network)).toEqual(['BTC', 'TRC20']);

    const btc = await row('BTC');
    expect(btc.getByLabelText('BTC')).toBe(btc.getByTestId('explorer-input'));
    expect(btc.getByTestId<HTMLInputElement>('explorer-input').value).toBe('https://mempool.space/tx/{txid}');
    expect(btc.getByTestId('explorer-currencies').textContent).toBe('BTC');
    const tron = await row('TRC20');
    expect(tron.getByTestId<HTMLInputElement>('explorer-input').value).toBe('');
    expect(tron.getByTestId('explorer-currencies').textContent).toBe('USDTTRC20, TRX');
    // Nothing to clear yet.
    expect(tron.getByTestId<HTMLButtonElement>('explorer-clear').disabled).toBe(true);

    const user = userEvent.setup();
    await fill(user, tron.getByTestId('explorer-input'), ' https://tronscan.org/#/transaction/{txid} ');
    await user.click(tron.getByRole('button', { name: 'Сохранить обозреватель TRC20' }));
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]).toEqual({
      networkCode: 'TRC20',
      body: { txUrl: 'https://tronscan.org/#/transaction/{txid}' },
    });
    expect((await tron.findByTestId('explorer-notice')).textContent).toBe('Обозреватель TRC20 сохранён.');
    expect(tron.getByTestId<HTMLInputElement>('explorer-input').value).toBe(
      'https://tronscan.org/#/transaction/{txid}',
    );
    expect(tron.getByTestId<HTMLButtonElement>('explorer-clear').disabled).toBe(false);

    await user.click(btc.getByRole('button', { name: 'Очистить обозреватель BTC' }));
    await waitFor(() => expect(server.deletes).toEqual(['BTC']));
    expect((await btc.findByTestId('explorer-notice')).textContent).toBe(
      'Обозреватель BTC очищен: транзакции этой сети показываются без ссылки.',
    );
    expect(btc.getByTestId<HTMLInputElement>('explorer-input').value).toBe('');
    expect(btc.getByTestId<HTMLButtonElement>('explorer-clear').disabled).toBe(true);
  });

  it('asks for a template before saving and shows the server’s refusal beside the input, in English', async () => {
    const server = explorersServer();
    server.refuse = () =>
      apiError(400, 'validation_error', 'Check the fields.', {
        txUrl: ['An explorer address is http(s)://… with {txid} where the transaction id goes.'],
      });
    renderDesk('/en/admin/chains', server.routes);
    const section = await screen.findByTestId('network-explorers');
    expect(within(section).getByRole('heading', { level: 2, name: 'Explorers by network' })).toBeTruthy();
    const tron = await row('TRC20');
    const input = tron.getByTestId('explorer-input');
    const user = userEvent.setup();

    await user.click(tron.getByRole('button', { name: 'Save the explorer of TRC20' }));
    expect(errorOf(input)).toBe('Enter the explorer’s address with {txid}.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(server.bodies).toHaveLength(0);

    await fill(user, input, 'https://tronscan.org/#/transaction/');
    expect(errorOf(input)).toBeNull();
    await user.click(tron.getByRole('button', { name: 'Save the explorer of TRC20' }));
    await waitFor(() =>
      expect(errorOf(input)).toBe(
        'An explorer address is http(s)://… with {txid} where the transaction id goes.',
      ),
    );
    expect(tron.queryByTestId('explorer-notice')).toBeNull();
    // The other network is not touched.
    expect(errorOf((await row('BTC')).getByTestId('explorer-input'))).toBeNull();
  });

  it('is not shown to an operator, who never asks for it', async () => {
    const server = explorersServer();
    const { api } = renderDesk(
      '/admin/chains',
      server.routes,
      testUser({ id: 3, role: 'operator', email: 'op@example.com' }),
    );
    await screen.findByTestId('chains-empty');
    expect(screen.queryByTestId('network-explorers')).toBeNull();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });
});
