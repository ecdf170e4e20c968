/**
 * The catalogue section inside the whole app: currencies with their reserves (set with a reason,
 * a 409 from open claims, the history), the rate feeds' health, and the section in English. Its
 * directions are in admin-directions.test.tsx.
 */
import type { TAdminCurrency } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { errorOf } from '@/test/field-error';
import { apiError } from '@/test/fake-api';
import { adminCurrency, adminFeed, page, reserveChange, currencyRoutes } from '@/test/fixtures/admin';
import { setUpCatalogueTests, renderDesk } from './catalogue-test-setup';

setUpCatalogueTests();

describe('currencies and reserves', () => {
  const USDT = adminCurrency({
    id: 3,
    code: 'USDTTRC20',
    ticker: 'USDT',
    name: 'Tether TRC20',
    precision: 2,
    reserve: '125000.5',
    held: '0',
    available: '125000.5',
  });

  it('opens the catalogue on its currencies and shows reserves as the server wrote them', async () => {
    setAccessToken('jwt-op');
    const { router, api } = renderDesk('/admin/catalogue', {
      ...currencyRoutes(() => [adminCurrency(), USDT]),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogue/currencies'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeTruthy();
    expect(screen.getByTestId('admin-nav-catalogue').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('catalogue-tab-currencies').getAttribute('aria-current')).toBe('page');
    const rows = await screen.findAllByTestId('currency-row');
    expect(within(rows[1]!).getByTestId('currency-reserve').textContent).toBe('125 000.5');
    expect(within(rows[0]!).getByTestId('currency-held').textContent).toBe('0.4');
    expect(within(rows[0]!).getByTestId('currency-available').textContent).toBe('2.1');
    expect(api.callsTo('/admin/api/catalogue/currencies/page/')[0]!.authorization).toBe('Bearer jwt-op');
  });

  it('narrows the currencies by code or name and by state, in the address', async () => {
    const { router } = renderDesk('/admin/catalogue/currencies', {
      ...currencyRoutes(() => [
        adminCurrency(),
        USDT,
        adminCurrency({ id: 7, code: 'LTC', ticker: 'LTC', name: 'Litecoin', active: false }),
      ]),
    });
    expect(await screen.findAllByTestId('currency-row')).toHaveLength(3);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('currencies-q'), 'usdt');
    await user.click(screen.getByTestId('currencies-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=usdt'));
    await waitFor(() => expect(screen.getAllByTestId('currency-row')).toHaveLength(1));
    await user.clear(screen.getByTestId('currencies-q'));
    await user.selectOptions(screen.getByTestId('currencies-state'), 'inactive');
    await waitFor(() => expect(router.state.location.search).toBe('?state=inactive'));
    await waitFor(() =>
      expect(screen.getAllByTestId('currency-row').map((r) => r.textContent)).toEqual([
        expect.stringContaining('LTC'),
      ]),
    );
  });

  it('sets a reserve with a reason, shows the 409 of open claims under the amount, then saves', async () => {
    let held = '0.4';
    const bodies: unknown[] = [];
    const { api } = renderDesk('/admin/catalogue/currencies', {
      ...currencyRoutes(() => [adminCurrency({ held })]),
      'POST /admin/api/catalogue/currencies/1/reserve/': (call) => {
        bodies.push(call.body);
        const { reserve } = call.body as { reserve: string };
        if (reserve === '0.5') {
          // Claims were opened meanwhile: more is held than the list showed.
          held = '0.9';
          return apiError(409, 'conflict', 'Резерв не может быть меньше суммы открытых заявок: 0.9 BTC.', {
            reserve: ['Резерв не может быть меньше суммы открытых заявок: 0.9 BTC.'],
          });
        }
        return adminCurrency({ reserve, held, available: '2.1' });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('currency-set-reserve'));
    const dialog = await screen.findByRole('dialog', { name: 'Резерв BTC' });
    const amount = within(dialog).getByTestId('reserve-amount');
    expect((amount as HTMLInputElement).value).toBe('2.5');

    await user.clear(amount);
    await user.click(within(dialog).getByTestId('reserve-dialog-submit'));
    expect(errorOf(amount)).toBe('Укажите новый резерв');
    expect(errorOf(within(dialog).getByTestId('reserve-reason'))).toBe('Укажите причину');

    await user.type(amount, '0,5');
    await user.type(within(dialog).getByTestId('reserve-reason'), 'Cold wallet sweep');
    await user.click(within(dialog).getByTestId('reserve-dialog-submit'));
    await waitFor(() =>
      expect(errorOf(amount)).toBe('Резерв не может быть меньше суммы открытых заявок: 0.9 BTC.'),
    );
    expect(bodies).toEqual([{ reserve: '0.5', reason: 'Cold wallet sweep' }]);
    // The dialog stays for another amount, and what claims hold is reloaded into it.
    await waitFor(() => expect(within(dialog).getByTestId('reserve-lead').textContent).toContain('0.9 BTC'));
    expect(api.callsTo('/admin/api/catalogue/currencies/page/').length).toBeGreaterThan(1);

    await user.clear(amount);
    await user.type(amount, '3.25');
    await user.click(within(dialog).getByTestId('reserve-dialog-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toEqual({ reserve: '3.25', reason: 'Cold wallet sweep' });
    expect((await screen.findByTestId('currencies-notice')).textContent).toBe('Резерв BTC: 3.25 BTC.');
  });

  it('shows the reserve movements under the currency, with their claim or withdrawal, a page at a time', async () => {
    const claimId = '6f1c2a9e-1111-4222-8333-444455556666';
    const { api } = renderDesk('/admin/catalogue/currencies', {
      ...currencyRoutes(() => [adminCurrency(), USDT]),
      'GET /admin/api/catalogue/currencies/1/reserve/': () =>
        page(
          [
            reserveChange(),
            reserveChange({
              id: 73,
              kind: 'payout',
              amount: '-0.25',
              before: '1.75',
              after: '1.5',
              claimId,
              actor: 'op@example.com',
              reason: '',
            }),
            reserveChange({
              id: 72,
              kind: 'withdrawal',
              amount: '-0.25',
              before: '2',
              after: '1.75',
              reference: 'shop-withdrawal:5',
              actor: 'boss@example.com',
              reason: 'sent',
            }),
            reserveChange({
              id: 70,
              kind: 'opening',
              amount: '2',
              before: '0',
              after: '2',
              actor: '',
              reason: '',
            }),
          ],
          12,
          1,
          10,
        ),
    });
    const user = userEvent.setup();
    const toggle = within((await screen.findAllByTestId('currency-row'))[0]!).getByTestId('currency-history');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const rows = await screen.findAllByTestId('reserve-history-row');
    expect(rows[0]!.textContent).toContain('Корректировка');
    expect(rows[0]!.textContent).toContain('+1 BTC');
    expect(rows[0]!.textContent).toContain('1.5 → 2.5');
    expect(rows[0]!.textContent).toContain('op@example.com');
    expect(rows[0]!.textContent).toContain('Cold wallet top-up');
    expect(rows[1]!.textContent).toContain('Выплата по заявке');
    expect(rows[1]!.textContent).toContain('-0.25 BTC');
    const link = within(rows[1]!).getByTestId('reserve-history-claim');
    expect(link.getAttribute('href')).toBe(`/admin/claims/${claimId}`);
    expect(rows[2]!.textContent).toContain('Вывод магазина №5');
    expect(rows[3]!.textContent).toContain('Начальный остаток');
    expect(rows[3]!.textContent).toContain('Система');
    expect(Object.fromEntries(api.callsTo('/admin/api/catalogue/currencies/1/reserve/')[0]!.query)).toEqual({
      page: '1',
      size: '10',
    });
    await user.click(screen.getByTestId('reserve-history-pager-next'));
    await waitFor(() =>
      expect(api.callsTo('/admin/api/catalogue/currencies/1/reserve/').at(-1)!.query.get('page')).toBe('2'),
    );
    await user.click(toggle);
    expect(screen.queryByTestId('reserve-history')).toBeNull();
  });

  it('switches a currency off with a reason', async () => {
    const bodies: unknown[] = [];
    let active = true;
    renderDesk('/admin/catalogue/currencies', {
      ...currencyRoutes(() => [adminCurrency({ active })]),
      'PATCH /admin/api/catalogue/currencies/1/': (call) => {
        bodies.push(call.body);
        active = false;
        return adminCurrency({ active });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('currency-off'));
    const dialog = await screen.findByRole('dialog', { name: 'Отключить BTC' });
    await user.type(within(dialog).getByTestId('currency-switch-dialog-reason'), 'Node maintenance');
    await user.click(within(dialog).getByTestId('currency-switch-dialog-submit'));
    await waitFor(() => expect(bodies).toEqual([{ active: false, reason: 'Node maintenance' }]));
    expect((await screen.findByTestId('currencies-notice')).textContent).toBe('BTC отключена.');
    expect(await screen.findByTestId('currency-on')).toBeTruthy();
  });
});

describe('rate feeds', () => {
  it('marks stale feeds and their last error, and reloads every 30 seconds', async () => {
    renderDesk('/admin/catalogue/feeds', {
      'GET /admin/api/catalogue/feeds/': () => [
        adminFeed(),
        adminFeed({
          feedId: 'cbr',
          fresh: false,
          lastSuccessAt: '2026-11-22T01:00:00.000Z',
          lastErrorAt: '2026-11-22T05:29:00.000Z',
          lastError: 'HTTP 503 from www.cbr.ru',
        }),
      ],
    });
    const rows = await screen.findAllByTestId('feed-row');
    expect(within(rows[0]!).getByTestId('feed-state').textContent).toBe('Свежий');
    expect(within(rows[1]!).getByTestId('feed-state').textContent).toBe('Устарел');
    expect(rows[1]!.textContent).toContain('HTTP 503 from www.cbr.ru');
    expect(screen.getByTestId('feeds-summary').textContent).toContain('устарели: 1');
    expect(screen.getByTestId('catalogue-tab-feeds').getAttribute('aria-current')).toBe('page');
  });
});

describe('in English', () => {
  it('shows the catalogue in English and asks the API in English', async () => {
    const currencies: TAdminCurrency[] = [adminCurrency()];
    const { api } = renderDesk('/en/admin/catalogue/feeds', {
      'GET /admin/api/catalogue/feeds/': () => [adminFeed({ fresh: false })],
      ...currencyRoutes(() => currencies),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' })).toBeTruthy();
    expect((await screen.findByTestId('feed-state')).textContent).toBe('Stale');
    expect(screen.getByTestId('admin-nav-content').textContent).toBe('Content');
    expect(api.callsTo('/admin/api/catalogue/feeds/')[0]!.locale).toBe('en');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('catalogue-tab-currencies'));
    await user.click(await screen.findByTestId('currency-set-reserve'));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve of BTC' });
    expect(within(dialog).getByText('New reserve, BTC')).toBeTruthy();
    expect(api.callsTo('/admin/api/catalogue/currencies/page/')[0]!.locale).toBe('en');
  });
});
