/**
 * The catalogue section inside the whole app: currencies with their reserves (set with a reason,
 * a 409 from open claims, the history), directions (filter in the address, an edit that sends only
 * what changed, field errors of the server), and the rate feeds' health; in Russian and English.
 */
import type { TAdminCurrency, TAdminDirection, TMe } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedsQueryOptions } from '@/features/admin-catalogue/api/get-feeds';
import { setAccessToken } from '@/lib/api-client';
import { errorOf } from '@/test/field-error';
import { apiError, type TFakeHandler } from '@/test/fake-api';
import {
  adminClaimPage,
  adminCurrency,
  adminDirection,
  adminFeed,
  page,
  reserveChange,
} from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const OPERATOR = testUser({ id: 2, role: 'operator', email: 'op@example.com' });

function renderDesk(path: string, routes: Record<string, TFakeHandler>, me: TMe = OPERATOR) {
  return renderApp(path, {
    user: me,
    routes: { 'GET /admin/api/claims/': () => adminClaimPage([]), ...routes },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAccessToken(null);
});

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
      'GET /admin/api/catalogue/currencies/': () => [adminCurrency(), USDT],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogue/currencies'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeTruthy();
    expect(screen.getByTestId('admin-nav-catalogue').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('catalogue-tab-currencies').getAttribute('aria-current')).toBe('page');
    const rows = await screen.findAllByTestId('currency-row');
    expect(within(rows[1]!).getByTestId('currency-reserve').textContent).toBe('125 000.5');
    expect(within(rows[0]!).getByTestId('currency-held').textContent).toBe('0.4');
    expect(within(rows[0]!).getByTestId('currency-available').textContent).toBe('2.1');
    expect(api.callsTo('/admin/api/catalogue/currencies/')[0]!.authorization).toBe('Bearer jwt-op');
  });

  it('sets a reserve with a reason, shows the 409 of open claims under the amount, then saves', async () => {
    let held = '0.4';
    const bodies: unknown[] = [];
    const { api } = renderDesk('/admin/catalogue/currencies', {
      'GET /admin/api/catalogue/currencies/': () => [adminCurrency({ held })],
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
    expect(api.callsTo('/admin/api/catalogue/currencies/').length).toBeGreaterThan(1);

    await user.clear(amount);
    await user.type(amount, '3.25');
    await user.click(within(dialog).getByTestId('reserve-dialog-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toEqual({ reserve: '3.25', reason: 'Cold wallet sweep' });
    expect((await screen.findByTestId('currencies-notice')).textContent).toBe('Резерв BTC: 3.25 BTC.');
  });

  it('shows the reserve history under the currency, a page at a time', async () => {
    const { api } = renderDesk('/admin/catalogue/currencies', {
      'GET /admin/api/catalogue/currencies/': () => [adminCurrency(), USDT],
      'GET /admin/api/catalogue/currencies/1/reserve/': () =>
        page(
          [
            reserveChange(),
            reserveChange({
              id: 70,
              before: '0',
              after: '1.5',
              actor: 'boss@example.com',
              reason: 'Opening',
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
    expect(rows[0]!.textContent).toContain('1.5 → 2.5 BTC');
    expect(rows[0]!.textContent).toContain('op@example.com');
    expect(rows[0]!.textContent).toContain('Cold wallet top-up');
    expect(rows[1]!.textContent).toContain('boss@example.com');
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
      'GET /admin/api/catalogue/currencies/': () => [adminCurrency({ active })],
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

describe('directions', () => {
  const FEED = adminDirection();
  const MANUAL = adminDirection({
    id: 5,
    from: { id: 3, code: 'USDTTRC20', name: 'Tether TRC20' },
    to: { id: 9, code: 'SBERRUB', name: 'Сбербанк' },
    courseSource: 'manual',
    manualCourse: '82.85',
    courseFormula: null,
    course: '81.6',
  });
  const STALE = adminDirection({
    id: 6,
    from: { id: 2, code: 'ETH', name: 'Ethereum' },
    to: { id: 3, code: 'USDTTRC20', name: 'Tether TRC20' },
    course: null,
  });

  it('shows the course served now, says clearly when there is none, and filters in the address', async () => {
    const { router } = renderDesk('/admin/catalogue/directions', {
      'GET /admin/api/catalogue/directions/': () => [FEED, MANUAL, STALE],
    });
    const rows = await screen.findAllByTestId('direction-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('direction-course').textContent).toBe('5 043 200');
    expect(within(rows[2]!).getByTestId('direction-course').textContent).toContain('Нет курса');
    expect(within(rows[0]!).getByTestId('direction-limits').textContent).toContain('0.001 – 2');
    expect(within(rows[0]!).getByTestId('direction-limits').textContent).toContain('от 5 000');
    expect(screen.getByTestId('directions-summary').textContent).toContain('без курса: 1');

    const user = userEvent.setup();
    await user.type(screen.getByTestId('directions-q'), 'usdt');
    await waitFor(() => expect(router.state.location.search).toBe('?q=usdt'));
    expect(screen.getAllByTestId('direction-row').map((r) => r.dataset.directionId)).toEqual(['5', '6']);
    await user.selectOptions(screen.getByTestId('directions-state'), 'unavailable');
    await waitFor(() => expect(router.state.location.search).toBe('?q=usdt&state=unavailable'));
    expect(screen.getAllByTestId('direction-row').map((r) => r.dataset.directionId)).toEqual(['6']);
  });

  it('reads its filter from the address', async () => {
    renderDesk('/admin/catalogue/directions?q=BTC', {
      'GET /admin/api/catalogue/directions/': () => [FEED, MANUAL, STALE],
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('direction-row').map((r) => r.dataset.directionId)).toEqual(['4']),
    );
    expect(screen.getByTestId<HTMLInputElement>('directions-q').value).toBe('BTC');
  });

  it('sends only the changed terms with the reason and shows a field error of the server', async () => {
    const bodies: unknown[] = [];
    let current: TAdminDirection = FEED;
    renderDesk('/admin/catalogue/directions', {
      'GET /admin/api/catalogue/directions/': () => [current, MANUAL],
      'PATCH /admin/api/catalogue/directions/4/': (call) => {
        const body = call.body as Record<string, unknown>;
        bodies.push(body);
        if (body.toMax === '1000')
          return apiError(400, 'validation_error', 'Проверьте поля.', {
            toMax: ['Максимум меньше минимума.'],
          });
        current = {
          ...current,
          marginPercent: '2.25',
          fromMax: null,
          toMax: '9000000',
          notify: { ru: '', en: 'Slow' },
        };
        return current;
      },
    });
    const user = userEvent.setup();
    await user.click(
      within((await screen.findAllByTestId('direction-row'))[0]!).getByTestId('direction-edit'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Направление BTC → SBERRUB' });
    // A feed's course is not typed: its formula is shown, the margin moves it.
    expect(within(dialog).queryByTestId('direction-manualCourse')).toBeNull();
    expect(within(dialog).getByTestId('direction-feed-course').textContent).toContain(
      'binance:BTCUSDT * cbr:USDRUB',
    );

    // Nothing changed: nothing is sent.
    await user.type(within(dialog).getByTestId('direction-reason'), 'Weekend margin');
    await user.click(within(dialog).getByTestId('direction-dialog-submit'));
    expect((await within(dialog).findByTestId('direction-dialog-alert')).textContent).toBe(
      'Ничего не изменено.',
    );
    expect(bodies).toEqual([]);

    const margin = within(dialog).getByTestId('direction-marginPercent');
    await user.clear(margin);
    await user.type(margin, '2,25');
    await user.clear(within(dialog).getByTestId('direction-fromMax'));
    await user.type(within(dialog).getByTestId('direction-toMax'), '1000');
    await user.type(within(dialog).getByTestId('direction-notify-en'), 'Slow');
    await user.click(within(dialog).getByTestId('direction-dialog-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      marginPercent: '2.25',
      fromMax: null,
      toMax: '1000',
      notify: { ru: '', en: 'Slow' },
      reason: 'Weekend margin',
    });
    const toMax = within(dialog).getByTestId('direction-toMax');
    await waitFor(() => expect(errorOf(toMax)).toBe('Максимум меньше минимума.'));
    expect(errorOf(margin)).toBeNull();

    await user.clear(toMax);
    await user.type(toMax, '9000000');
    expect(errorOf(toMax)).toBeNull();
    await user.click(within(dialog).getByTestId('direction-dialog-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toEqual({ ...(bodies[0] as object), toMax: '9000000' });
    expect((await screen.findByTestId('directions-notice')).textContent).toBe(
      'Направление BTC → SBERRUB сохранено.',
    );
  });

  it('checks the form before sending: the manual course, percentages, minutes', async () => {
    const bodies: unknown[] = [];
    renderDesk('/admin/catalogue/directions', {
      'GET /admin/api/catalogue/directions/': () => [MANUAL],
      'PATCH /admin/api/catalogue/directions/5/': (call) => {
        bodies.push(call.body);
        return MANUAL;
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('direction-edit'));
    const dialog = await screen.findByRole('dialog');
    const course = within(dialog).getByTestId('direction-manualCourse');
    expect((course as HTMLInputElement).value).toBe('82.85');
    await user.clear(course);
    await user.type(course, '0');
    const bonus = within(dialog).getByTestId('direction-bonus');
    await user.clear(bonus);
    await user.type(bonus, '-1');
    const minutes = within(dialog).getByTestId('direction-lifetimeMinutes');
    await user.clear(minutes);
    await user.type(minutes, '2');
    await user.type(within(dialog).getByTestId('direction-reason'), 'x');
    await user.click(within(dialog).getByTestId('direction-dialog-submit'));
    expect(errorOf(course)).toBe('Курс должен быть больше нуля');
    expect(errorOf(bonus)).toContain('Бонус');
    expect(errorOf(minutes)).toBe('Целое число минут от 5 до 1440');
    expect(bodies).toEqual([]);

    await user.clear(course);
    await user.type(course, '83.1');
    await user.clear(bonus);
    await user.type(bonus, '0');
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(within(dialog).getByTestId('direction-dialog-submit'));
    await waitFor(() => expect(bodies).toEqual([{ manualCourse: '83.1', reason: 'x' }]));
  });

  it('adds a direction: the POST body, a 409 in the dialog, a field error under the course', async () => {
    const bodies: Record<string, unknown>[] = [];
    const list: TAdminDirection[] = [FEED];
    const ETH_USDT: TAdminDirection = adminDirection({
      id: 11,
      from: { id: 2, code: 'ETH', name: 'Ethereum' },
      to: { id: 3, code: 'USDTTRC20', name: 'Tether TRC20' },
      courseFormula: null,
      marginPercent: '0.8',
      course: '3400',
    });
    renderDesk('/admin/catalogue/directions', {
      'GET /admin/api/catalogue/directions/': () => list,
      'GET /admin/api/catalogue/currencies/': () => [
        adminCurrency(),
        adminCurrency({ id: 2, code: 'ETH', ticker: 'ETH', name: 'Ethereum' }),
        adminCurrency({ id: 3, code: 'USDTTRC20', ticker: 'USDT', name: 'Tether TRC20' }),
      ],
      'POST /admin/api/catalogue/directions/': (call) => {
        const body = call.body as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1) return apiError(409, 'conflict', 'Направление ETH → USDTTRC20 уже есть.');
        if (body.courseSource === 'manual')
          return apiError(400, 'validation_error', 'Проверьте поля.', {
            manualCourse: ['Курс слишком большой.'],
          });
        list.push(ETH_USDT);
        return Response.json(ETH_USDT, { status: 201 });
      },
    });
    const user = userEvent.setup();
    await screen.findAllByTestId('direction-row');
    await user.click(screen.getByTestId('direction-new'));
    const dialog = await screen.findByTestId('new-direction-dialog');
    await within(within(dialog).getByTestId('new-direction-from')).findByRole('option', {
      name: 'ETH — Ethereum',
    });
    expect(within(dialog).queryByTestId('new-direction-manualCourse')).toBeNull();
    expect(within(dialog).getByTestId('new-direction-courseFormula')).toBeTruthy();

    await user.selectOptions(within(dialog).getByTestId('new-direction-from'), '2');
    await user.selectOptions(within(dialog).getByTestId('new-direction-to'), '3');
    const margin = within(dialog).getByTestId('new-direction-marginPercent');
    await user.clear(margin);
    await user.type(margin, '0,8');
    await user.type(within(dialog).getByTestId('new-direction-reason'), 'New pair');
    await user.click(within(dialog).getByTestId('new-direction-dialog-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      fromId: 2,
      toId: 3,
      courseSource: 'feed',
      marginPercent: '0.8',
      reason: 'New pair',
    });
    expect((await within(dialog).findByTestId('new-direction-dialog-alert')).textContent).toBe(
      'Направление ETH → USDTTRC20 уже есть.',
    );

    await user.selectOptions(within(dialog).getByTestId('new-direction-source'), 'manual');
    expect(within(dialog).queryByTestId('new-direction-courseFormula')).toBeNull();
    const course = within(dialog).getByTestId('new-direction-manualCourse');
    await user.type(course, '99999999');
    await user.click(within(dialog).getByTestId('new-direction-dialog-submit'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ courseSource: 'manual', manualCourse: '99999999' });
    await waitFor(() => expect(errorOf(course)).toBe('Курс слишком большой.'));

    await user.selectOptions(within(dialog).getByTestId('new-direction-source'), 'feed');
    await user.click(within(dialog).getByTestId('new-direction-dialog-submit'));
    await waitFor(() => expect(screen.queryByTestId('new-direction-dialog')).toBeNull());
    expect(bodies[2]).toEqual(bodies[0]);
    expect((await screen.findByTestId('directions-notice')).textContent).toBe(
      'Направление ETH → USDTTRC20 создано.',
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('direction-row').map((r) => r.dataset.directionId)).toEqual(['4', '11']),
    );
  });

  it('switches a direction off with a reason', async () => {
    const bodies: unknown[] = [];
    let active = true;
    renderDesk('/admin/catalogue/directions', {
      'GET /admin/api/catalogue/directions/': () => [{ ...FEED, active }],
      'PATCH /admin/api/catalogue/directions/4/': (call) => {
        bodies.push(call.body);
        active = false;
        return { ...FEED, active };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('direction-off'));
    const dialog = await screen.findByRole('dialog', { name: 'Отключить BTC → SBERRUB' });
    await user.type(within(dialog).getByTestId('direction-switch-dialog-reason'), 'Bank outage');
    await user.click(within(dialog).getByTestId('direction-switch-dialog-submit'));
    await waitFor(() => expect(bodies).toEqual([{ active: false, reason: 'Bank outage' }]));
    expect(await screen.findByTestId('direction-on')).toBeTruthy();
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
    expect(feedsQueryOptions('ru').refetchInterval).toBe(30_000);
  });
});

describe('in English', () => {
  it('shows the catalogue in English and asks the API in English', async () => {
    const currencies: TAdminCurrency[] = [adminCurrency()];
    const { api } = renderDesk('/en/admin/catalogue/feeds', {
      'GET /admin/api/catalogue/feeds/': () => [adminFeed({ fresh: false })],
      'GET /admin/api/catalogue/currencies/': () => currencies,
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
    expect(api.callsTo('/admin/api/catalogue/currencies/')[0]!.locale).toBe('en');
  });
});
