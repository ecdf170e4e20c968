/**
 * The catalogue's directions inside the whole app: the course served now, the filter in the
 * address, an edit that sends only what changed (checked before sending, field errors of the
 * server), a new direction, switching one off with a reason, and the directions as a file.
 */
import type { TAdminDirection } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorOf } from '@/test/field-error';
import { apiError } from '@/test/fake-api';
import { adminCurrency, adminDirection, directionPages, currencyRoutes } from '@/test/fixtures/admin';
import { setUpCatalogueTests, renderDesk } from './catalogue-test-setup';

setUpCatalogueTests();

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
      'GET /admin/api/catalogue/directions/page/': directionPages(() => [FEED, MANUAL, STALE]),
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
    await user.click(screen.getByTestId('directions-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=usdt'));
    await waitFor(() =>
      expect(screen.getAllByTestId('direction-row').map((r) => r.dataset.directionId)).toEqual(['5', '6']),
    );
    await user.selectOptions(screen.getByTestId('directions-state'), 'unavailable');
    await waitFor(() => expect(router.state.location.search).toBe('?q=usdt&state=unavailable'));
    await waitFor(() =>
      expect(screen.getAllByTestId('direction-row').map((r) => r.dataset.directionId)).toEqual(['6']),
    );
  });

  it('pages through thousands a page at a time, the page in the address', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      adminDirection({
        id: 100 + i,
        from: { id: 1, code: 'BTC', name: 'Bitcoin' },
        to: { id: 200 + i, code: `C${i}`, name: `Coin ${i}` },
      }),
    );
    const { router } = renderDesk('/admin/catalogue/directions', {
      'GET /admin/api/catalogue/directions/page/': directionPages(() => many),
    });
    expect(await screen.findAllByTestId('direction-row')).toHaveLength(50);
    expect(screen.getByTestId('directions-summary').textContent).toContain('Найдено: 60');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('directions-pager-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getAllByTestId('direction-row')).toHaveLength(10));
    expect(screen.getAllByTestId('direction-row')[0]?.dataset.directionId).toBe('150');
  });

  it('reads its filter from the address', async () => {
    renderDesk('/admin/catalogue/directions?q=BTC', {
      'GET /admin/api/catalogue/directions/page/': directionPages(() => [FEED, MANUAL, STALE]),
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
      'GET /admin/api/catalogue/directions/page/': directionPages(() => [current, MANUAL]),
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
      'GET /admin/api/catalogue/directions/page/': directionPages(() => [MANUAL]),
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
      'GET /admin/api/catalogue/directions/page/': directionPages(() => list),
      ...currencyRoutes(() => [
        adminCurrency(),
        adminCurrency({ id: 2, code: 'ETH', ticker: 'ETH', name: 'Ethereum' }),
        adminCurrency({ id: 3, code: 'USDTTRC20', ticker: 'USDT', name: 'Tether TRC20' }),
      ]),
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

  it('loads a file of directions: every bad value listed by row and column, then the counts', async () => {
    const bodies: Record<string, unknown>[] = [];
    renderDesk('/admin/catalogue/directions', {
      'GET /admin/api/catalogue/directions/page/': directionPages(() => [FEED]),
      'POST /admin/api/catalogue/directions/import/': (call) => {
        const body = call.body as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1)
          return apiError(400, 'validation_error', 'Проверьте введённые данные.', {
            'rows.12.marginPercent': ['Процент от 0 до 99.9999.'],
            'rows.3.from': ['Такой валюты нет или она отключена.'],
            'rows.7': ['В строке 2 ячеек, а в заголовке 3.'],
          });
        return Response.json({ created: 2, updated: 1, unchanged: 40 });
      },
    });
    const user = userEvent.setup();
    await screen.findAllByTestId('direction-row');
    await user.click(screen.getByTestId('direction-file'));
    const dialog = await screen.findByTestId('direction-file-dialog');
    await user.click(within(dialog).getByTestId('direction-file-dialog-submit'));
    expect(errorOf(within(dialog).getByTestId('direction-file-input'))).toBe('Выберите файл');
    expect(bodies).toHaveLength(0);

    const csv = 'from,to,marginPercent\nBTC,SBERRUB,1.5\n';
    await user.upload(
      within(dialog).getByTestId('direction-file-input'),
      new File([csv], 'directions.csv', { type: 'text/csv' }),
    );
    await user.type(within(dialog).getByTestId('direction-file-reason'), 'New catalogue');
    await user.click(within(dialog).getByTestId('direction-file-dialog-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ format: 'csv', content: csv, reason: 'New catalogue' });
    const problems = await within(dialog).findByTestId('direction-file-problems');
    expect([...problems.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Строка 3, from: Такой валюты нет или она отключена.',
      'Строка 7: В строке 2 ячеек, а в заголовке 3.',
      'Строка 12, marginPercent: Процент от 0 до 99.9999.',
    ]);
    expect(within(dialog).getByTestId('direction-file-dialog-alert').textContent).toBe(
      'Ничего не сохранено: ошибок — 3. Исправьте файл и загрузите снова.',
    );

    await user.click(within(dialog).getByTestId('direction-file-dialog-submit'));
    await waitFor(() => expect(screen.queryByTestId('direction-file-dialog')).toBeNull());
    expect((await screen.findByTestId('directions-notice')).textContent).toBe(
      'Файл загружен: новых — 2, изменено — 1, без изменений — 40.',
    );
  });

  it('downloads the directions as CSV and JSON', async () => {
    const asked: string[] = [];
    renderDesk('/admin/catalogue/directions', {
      'GET /admin/api/catalogue/directions/page/': directionPages(() => [FEED]),
      'GET /admin/api/catalogue/directions/export/': (call) => {
        asked.push(call.query.get('format') ?? '');
        return new Response('from,to\r\n', { headers: { 'content-type': 'text/csv' } });
      },
    });
    const createObjectURL = vi.fn(() => 'blob:directions');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    await screen.findAllByTestId('direction-row');
    await user.click(screen.getByTestId('direction-export-csv'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    await user.click(screen.getByTestId('direction-export-json'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(asked).toEqual(['csv', 'json']);
    expect(screen.queryByTestId('direction-export-error')).toBeNull();
  });

  it('switches a direction off with a reason', async () => {
    const bodies: unknown[] = [];
    let active = true;
    renderDesk('/admin/catalogue/directions', {
      'GET /admin/api/catalogue/directions/page/': directionPages(() => [{ ...FEED, active }]),
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
