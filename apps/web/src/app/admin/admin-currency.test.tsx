/**
 * A currency's editor inside the whole app: opened from the currencies list, its input fields and
 * pay-in requisites edited, a save that sends only the changed parts with the reason and shows what
 * the server saved, the form's own checks and the server's field errors under their inputs, the
 * warning before leaving with unsaved edits, and the English texts.
 */
import type { TAdminCurrencyDetail, TAdminCurrencyUpdate } from '@exchanger/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '@/test/field-error';
import { apiError, type TFakeCall, type TFakeHandler } from '@/test/fake-api';
import { adminClaimPage, adminCurrency, adminCurrencyDetail, currencyRoutes } from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const ADMIN = testUser({ id: 2, role: 'admin', email: 'boss@example.com' });
const SAVED = adminCurrencyDetail();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The catalogue API of one currency (id 1): its row in the list, its detail, and a PATCH that
 * saves what it is given as the server does, unless `refuse` answers instead.
 */
function currencyServer() {
  let current: TAdminCurrencyDetail = SAVED;
  const patches: TAdminCurrencyUpdate[] = [];
  const server: {
    patches: TAdminCurrencyUpdate[];
    refuse: ((body: TAdminCurrencyUpdate) => Response) | null;
    routes: Record<string, TFakeHandler>;
  } = {
    patches,
    refuse: null,
    routes: {
      'GET /admin/api/claims/': () => adminClaimPage([]),
      ...currencyRoutes(() => [adminCurrency({ name: current.name, precision: current.precision })]),
      'GET /admin/api/catalogue/currencies/1/': () => current,
      'PATCH /admin/api/catalogue/currencies/1/': (call: TFakeCall) => {
        const body = call.body as TAdminCurrencyUpdate;
        patches.push(body);
        if (server.refuse) return server.refuse(body);
        const { reason: _reason, ...change } = body;
        current = { ...current, ...change, name: change.names?.[call.locale] ?? current.name };
        return current;
      },
    },
  };
  return server;
}

function renderEditor(path = '/admin/catalogue/currencies/1', server = currencyServer()) {
  return { ...renderApp(path, { user: ADMIN, routes: server.routes }), server };
}

/** Puts a text into an input at once (typing long texts key by key only slows the tests down). */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.paste(text);
}

const input = (container: HTMLElement, testId: string) =>
  within(container).getByTestId<HTMLInputElement>(testId);

describe('currency editor', () => {
  it('opens from the list with what is saved, and marks where clients pay', async () => {
    const { router, api } = renderEditor('/admin/catalogue/currencies');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('currency-edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogue/currencies/1'));

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('BTC · Bitcoin');
    expect(screen.getByTestId('admin-nav-catalogue').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId<HTMLInputElement>('currency-name-ru').value).toBe('Биткоин');
    expect(screen.getByTestId<HTMLInputElement>('currency-name-en').value).toBe('Bitcoin');
    expect(screen.getByTestId<HTMLInputElement>('currency-precision').value).toBe('8');

    const fields = screen.getAllByTestId('currency-field');
    expect(fields).toHaveLength(2);
    expect(input(fields[0]!, 'field-name').value).toBe('wallet');
    expect(input(fields[0]!, 'field-on-receive').checked).toBe(true);
    expect(input(fields[0]!, 'field-on-send').checked).toBe(false);
    expect(input(fields[0]!, 'field-receive-header-ru').value).toBe('Ваш адрес BTC');
    const validator = within(fields[0]!).getByTestId<HTMLSelectElement>('field-validator');
    expect(validator.value).toBe('btc-address');
    expect(validator.selectedOptions[0]!.textContent).toBe('Адрес Bitcoin');
    expect(input(fields[1]!, 'field-name').value).toBe('fromWallet');
    expect(within(fields[0]!).getByTestId('currency-field-up')).toHaveProperty('disabled', true);

    const payin = screen.getByTestId('currency-payin');
    expect(within(payin).getByRole('heading', { level: 2 }).textContent).toBe(
      'Реквизиты для оплаты: куда платят клиенты',
    );
    expect(payin.textContent).toContain('Сюда платят клиенты');
    expect(input(payin, 'payin-value').value).toBe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    expect(input(payin, 'payin-qr').checked).toBe(true);
    expect(screen.getByTestId('currency-save')).toHaveProperty('disabled', true);
    expect(api.callsTo('/admin/api/catalogue/currencies/1/')[0]!.method).toBe('GET');
  });

  it('sends only the changed parts with the reason, then shows what the server saved', async () => {
    const { server } = renderEditor();
    const user = userEvent.setup();
    const fields = await screen.findAllByTestId('currency-field');
    const payin = screen.getByTestId('currency-payin');

    const header = input(fields[0]!, 'field-receive-header-en');
    await fill(user, header, 'Your Bitcoin wallet');
    await user.selectOptions(within(fields[1]!).getByTestId('field-validator'), 'text');
    const address = input(payin, 'payin-value');
    await fill(user, address, '  bc1qnewcoldwallet0000000000000000000000  ');
    expect(screen.getByTestId('currency-dirty')).toBeTruthy();

    // The reason first: nothing is sent without one.
    await user.click(screen.getByTestId('currency-save'));
    const reason = screen.getByTestId<HTMLTextAreaElement>('currency-reason');
    expect(errorOf(reason)).toBe('Укажите причину');
    expect(server.patches).toEqual([]);

    await fill(user, reason, 'New cold wallet');
    await user.click(screen.getByTestId('currency-save'));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    const body = server.patches[0]!;
    expect(Object.keys(body).sort()).toEqual(['fields', 'payin', 'reason']);
    expect(body.reason).toBe('New cold wallet');
    expect(body.fields).toEqual([
      {
        ...SAVED.fields[0],
        receive: { ...SAVED.fields[0]!.receive, header: { ru: 'Ваш адрес BTC', en: 'Your Bitcoin wallet' } },
      },
      { ...SAVED.fields[1], validator: 'text' },
    ]);
    expect(body.payin).toEqual({
      fields: [{ ...SAVED.payin.fields[0], value: 'bc1qnewcoldwallet0000000000000000000000' }],
      memo: { ru: '', en: '' },
    });

    expect((await screen.findByTestId('currency-notice')).textContent).toBe('BTC сохранена.');
    // The form shows the saved state: the address as the server keeps it, nothing unsaved.
    expect(input(screen.getByTestId('currency-payin'), 'payin-value').value).toBe(
      'bc1qnewcoldwallet0000000000000000000000',
    );
    expect(screen.queryByTestId('currency-dirty')).toBeNull();
    expect(screen.getByTestId<HTMLTextAreaElement>('currency-reason').value).toBe('');
    expect(screen.getByTestId('currency-save')).toHaveProperty('disabled', true);
  });

  it('switches counting incoming payments into the reserve, with a reason', async () => {
    const { server } = renderEditor();
    const user = userEvent.setup();
    const box = await screen.findByTestId<HTMLInputElement>('currency-count-payments');
    expect(box.checked).toBe(false);
    expect(screen.getByText(/прибавляется к резерву BTC/)).toBeTruthy();
    await user.click(box);
    expect(screen.getByTestId('currency-dirty')).toBeTruthy();
    await fill(user, screen.getByTestId('currency-reason'), 'The wallet is watched');
    await user.click(screen.getByTestId('currency-save'));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]).toEqual({ countPayments: true, reason: 'The wallet is watched' });
    await screen.findByTestId('currency-notice');
    expect(screen.getByTestId<HTMLInputElement>('currency-count-payments').checked).toBe(true);
    expect(screen.queryByTestId('currency-dirty')).toBeNull();
  });

  it('adds, moves and removes input fields', async () => {
    const { server } = renderEditor();
    const user = userEvent.setup();
    await screen.findAllByTestId('currency-field');

    await user.click(screen.getByTestId('currency-field-add'));
    let fields = screen.getAllByTestId('currency-field');
    expect(fields).toHaveLength(3);
    await user.type(input(fields[2]!, 'field-name'), 'memo');
    await user.click(input(fields[2]!, 'field-on-send'));
    await user.click(input(fields[2]!, 'field-required'));
    await user.type(input(fields[2]!, 'field-send-header-en'), 'Memo');
    await user.click(within(fields[2]!).getByTestId('currency-field-up'));
    fields = screen.getAllByTestId('currency-field');
    expect(fields.map((f) => input(f, 'field-name').value)).toEqual(['wallet', 'memo', 'fromWallet']);
    await user.click(within(fields[0]!).getByTestId('currency-field-remove'));
    expect(screen.getAllByTestId('currency-field').map((f) => input(f, 'field-name').value)).toEqual([
      'memo',
      'fromWallet',
    ]);

    await fill(user, screen.getByTestId('currency-reason'), 'Memo for exchanges');
    await user.click(screen.getByTestId('currency-save'));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    const body = server.patches[0]!;
    expect(Object.keys(body).sort()).toEqual(['fields', 'reason']);
    expect(body.fields!.map((f) => [f.name, f.required, f.onSend, f.onReceive])).toEqual([
      ['memo', false, true, true],
      ['fromWallet', false, true, false],
    ]);
    expect(body.fields![0]!.send.header).toEqual({ ru: '', en: 'Memo' });
  });

  it('adds a requisite and a note to the payer, and warns that the precision changes rounding', async () => {
    const { server } = renderEditor();
    const user = userEvent.setup();
    const payin = await screen.findByTestId('currency-payin');
    await user.click(within(payin).getByTestId('payin-add'));
    const requisites = within(payin).getAllByTestId('payin-field');
    await user.type(input(requisites[1]!, 'payin-name'), 'tag');
    await user.type(input(requisites[1]!, 'payin-label-en'), 'Tag');
    await user.type(input(requisites[1]!, 'payin-value'), '12345');
    await fill(user, input(payin, 'payin-memo-en'), 'Exact amount, one payment.');

    const precision = screen.getByTestId('currency-precision');
    await fill(user, precision, '6');
    expect(screen.getByTestId('currency-precision-warning').textContent).toBe(
      'После сохранения суммы в BTC округляются до 6 знаков вместо 8.',
    );

    await fill(user, screen.getByTestId('currency-reason'), 'Exchange tag');
    await user.click(screen.getByTestId('currency-save'));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    const body = server.patches[0]!;
    expect(Object.keys(body).sort()).toEqual(['payin', 'precision', 'reason']);
    expect(body.precision).toBe(6);
    expect(body.payin!.fields.map((f) => f.name)).toEqual(['address', 'tag']);
    expect(body.payin!.fields[1]).toEqual({
      name: 'tag',
      label: { ru: '', en: 'Tag' },
      value: '12345',
      qr: false,
    });
    expect(body.payin!.memo).toEqual({ ru: '', en: 'Exact amount, one payment.' });
    await screen.findByTestId('currency-notice');
    expect(screen.queryByTestId('currency-precision-warning')).toBeNull();
  });

  it('checks the form before sending: names, precision, field keys and sides, requisites', async () => {
    const { server } = renderEditor();
    const user = userEvent.setup();
    const fields = await screen.findAllByTestId('currency-field');
    await user.clear(screen.getByTestId('currency-name-en'));
    const precision = screen.getByTestId('currency-precision');
    await user.clear(precision);
    await user.type(precision, '19');
    const name = input(fields[1]!, 'field-name');
    await user.clear(name);
    await user.type(name, '2nd');
    await user.click(input(fields[1]!, 'field-on-send'));
    const payin = screen.getByTestId('currency-payin');
    await user.clear(input(payin, 'payin-value'));
    await fill(user, screen.getByTestId('currency-reason'), 'Tidy up');
    await user.click(screen.getByTestId('currency-save'));

    expect(errorOf(screen.getByTestId('currency-name-en'))).toBe('Укажите название');
    expect(errorOf(precision)).toBe('Целое число от 0 до 18');
    expect(errorOf(name)).toBe('Латинские буквы, цифры и _, начиная с буквы, до 40 знаков');
    expect(errorOf(input(fields[1]!, 'field-on-send'))).toBe(
      'Отметьте хотя бы одну сторону: отдаёт или получает',
    );
    expect(errorOf(input(payin, 'payin-value'))).toBe('Укажите, куда платить');
    expect(screen.getByTestId('currency-alert').textContent).toBe('Проверьте отмеченные поля.');
    expect(server.patches).toEqual([]);

    // Fixing a field takes its message away.
    await user.type(name, 'x');
    expect(errorOf(name)).toBeNull();
  });

  it('puts the server’s field errors (400) under their inputs', async () => {
    const { server } = renderEditor();
    server.refuse = () =>
      apiError(400, 'validation_error', 'Проверьте поля.', {
        'fields.1.name': ['Поле с таким именем уже есть.'],
        'names.en': ['Не длиннее 200 символов.'],
        'payin.fields.0.value': ['Не длиннее 500 символов.'],
      });
    const user = userEvent.setup();
    const fields = await screen.findAllByTestId('currency-field');
    const second = input(fields[1]!, 'field-name');
    await fill(user, second, 'refund');
    await user.type(screen.getByTestId('currency-name-en'), ' (BTC)');
    await fill(user, screen.getByTestId('currency-reason'), 'Rename');
    await user.click(screen.getByTestId('currency-save'));

    await waitFor(() => expect(errorOf(second)).toBe('Поле с таким именем уже есть.'));
    expect(errorOf(input(fields[0]!, 'field-name'))).toBeNull();
    expect(errorOf(screen.getByTestId('currency-name-en'))).toBe('Не длиннее 200 символов.');
    expect(errorOf(input(screen.getByTestId('currency-payin'), 'payin-value'))).toBe(
      'Не длиннее 500 символов.',
    );
    expect(screen.getByTestId('currency-alert').textContent).toBe('Проверьте поля.');
    expect(server.patches[0]).toMatchObject({
      names: { ru: 'Биткоин', en: 'Bitcoin (BTC)' },
      reason: 'Rename',
    });
    // The edits stay for another try.
    expect(second.value).toBe('refund');
    expect(screen.getByTestId('currency-dirty')).toBeTruthy();
  });

  it('asks before leaving with unsaved edits through a link of the app, and before a reload', async () => {
    const { router } = renderEditor();
    const user = userEvent.setup();
    const name = await screen.findByTestId<HTMLInputElement>('currency-name-en');
    // Nothing edited: the way back is free.
    expect(fireBeforeUnload()).toBe(false);

    await user.type(name, ' Core');
    expect(fireBeforeUnload()).toBe(true);
    await user.click(screen.getByTestId('currency-back'));
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    await user.click(within(dialog).getByTestId('leave-stay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/catalogue/currencies/1');
    expect(name.value).toBe('Bitcoin Core');

    await user.click(screen.getByTestId('admin-nav-claims'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('leave-go'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/claims'));
    expect(fireBeforeUnload()).toBe(false);
  });

  it('leaves without asking once the edits are undone', async () => {
    const { router } = renderEditor();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('currency-name-en'), ' Core');
    await user.click(screen.getByTestId('currency-undo'));
    expect(screen.getByTestId<HTMLInputElement>('currency-name-en').value).toBe('Bitcoin');
    await user.click(screen.getByTestId('currency-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogue/currencies'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so for a currency that does not exist or an address that is no currency', async () => {
    const routes = {
      'GET /admin/api/claims/': () => adminClaimPage([]),
      'GET /admin/api/catalogue/currencies/99/': () => apiError(404, 'not_found', 'Валюта не найдена.'),
    };
    renderApp('/admin/catalogue/currencies/99', { user: ADMIN, routes });
    expect((await screen.findByTestId('currency-not-found')).textContent).toContain(
      'В каталоге нет валюты #99.',
    );
    expect(screen.getByTestId('currency-back')).toBeTruthy();
    cleanup();

    const { api } = renderApp('/admin/catalogue/currencies/btc', { user: ADMIN, routes });
    expect((await screen.findByTestId('currency-not-found')).textContent).toContain(
      'В каталоге нет валюты #btc.',
    );
    expect(api.calls.some((call) => call.path.startsWith('/admin/api/catalogue/currencies/'))).toBe(false);
    cleanup();

    // Other addresses under the catalogue are still the back office's 404.
    renderApp('/admin/catalogue/currencies/1/history', { user: ADMIN, routes });
    expect(await screen.findByTestId('admin-not-found')).toBeTruthy();
  });

  it('shows the editor in English and asks the API in English', async () => {
    const { api, server } = renderEditor('/en/admin/catalogue/currencies/1');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Fields the client fills' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Pay-in requisites: where clients pay' }),
    ).toBeTruthy();
    const fields = screen.getAllByTestId('currency-field');
    expect(
      within(fields[0]!).getByTestId<HTMLSelectElement>('field-validator').selectedOptions[0]!.textContent,
    ).toBe('Bitcoin address');
    expect(within(fields[0]!).getByLabelText('Ask when the client receives BTC')).toBeTruthy();
    const receiving = within(fields[0]!).getByRole('group', { name: 'When the client receives BTC' });
    expect(within(receiving).getByLabelText<HTMLInputElement>('Label · EN').value).toBe('Your BTC address');
    expect(screen.getByText('Clients pay here')).toBeTruthy();
    expect(api.callsTo('/admin/api/catalogue/currencies/1/')[0]!.locale).toBe('en');

    await user.clear(screen.getByTestId('currency-precision'));
    await user.type(screen.getByTestId('currency-precision'), '6');
    expect(screen.getByTestId('currency-precision-warning').textContent).toBe(
      'Once saved, amounts in BTC are rounded to 6 decimals instead of 8.',
    );
    await user.click(screen.getByTestId('currency-save'));
    expect(errorOf(screen.getByTestId('currency-reason'))).toBe('Give a reason');
    await fill(user, screen.getByTestId('currency-reason'), 'Fewer decimals');
    await user.click(screen.getByTestId('currency-save'));
    expect((await screen.findByTestId('currency-notice')).textContent).toBe('BTC saved.');
    expect(server.patches).toEqual([{ precision: 6, reason: 'Fewer decimals' }]);

    await user.type(screen.getByTestId('currency-name-en'), '!');
    await user.click(screen.getByTestId('currency-back'));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
  });
});

/** Fires the browser's "leave the page?" event; true when the page asked to stay. */
function fireBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
