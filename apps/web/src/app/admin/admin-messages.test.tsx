/**
 * The Messages desk and the Settings page of the back office, inside the whole app: the badge of
 * new messages, the list with its filters in the address, a message with its claim marked
 * answered (and a 409 when another operator was first), and the support settings, read-only for
 * operators and saved by an administrator with refusals under their fields.
 */
import type {
  TAdminChatSetting,
  TAdminContactsSetting,
  TAdminMessage,
  TAdminMessageRow,
  TMe,
} from '@exchanger/core';
import { EMPTY_ABOUT, type TAdminAboutSetting } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '@/test/field-error';
import { apiError, type TFakeHandler } from '@/test/fake-api';
import { adminClaimPage, CLAIM_ID, page } from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const OPERATOR = testUser({ id: 2, role: 'operator', email: 'op@example.com' });
const ADMIN = testUser({ id: 1, role: 'admin', email: 'boss@example.com' });

function messageRow(overrides: Partial<TAdminMessageRow> = {}): TAdminMessageRow {
  return {
    id: 12,
    reference: 'K7F3-9QX2',
    status: 'new',
    name: 'Иван',
    email: 'ivan@example.com',
    subject: 'Где мои деньги?',
    claimId: CLAIM_ID,
    locale: 'ru',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function message(overrides: Partial<TAdminMessage> = {}): TAdminMessage {
  return {
    ...messageRow(),
    message: 'Оплатил заявку час назад,\nстатус не меняется.',
    userId: null,
    claim: { id: CLAIM_ID, status: 'paid', email: 'other@example.com', emailMatches: false },
    actions: ['answer', 'close'],
    history: [],
    ...overrides,
  };
}

function renderDesk(path: string, me: TMe, routes: Record<string, TFakeHandler>) {
  return renderApp(path, {
    user: me,
    routes: {
      'GET /admin/api/claims/': () => adminClaimPage([]),
      'GET /admin/api/messages/': () => ({ ...page([messageRow()]), newCount: 3 }),
      ...routes,
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('messages', () => {
  it('shows the count of new messages in the menu and filters the list through the address', async () => {
    const { api, router } = renderDesk('/admin/messages', OPERATOR, {});
    // The first page of a file also loads the back office's chunk.
    const rows = await screen.findAllByTestId('message-row', {}, { timeout: 10_000 });
    expect((await screen.findByTestId('admin-new-messages')).textContent).toBe('3');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('K7F3-9QX2');
    expect(rows[0]!.textContent).toContain('Где мои деньги?');
    expect(screen.getByTestId('messages-summary').textContent).toContain('новых: 3');

    const user = userEvent.setup();
    await user.type(screen.getByTestId('messages-q'), 'ivan');
    await user.click(screen.getByTestId('messages-apply'));
    await user.selectOptions(screen.getByTestId('messages-status'), 'answered');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ivan&status=answered'));
    await waitFor(() => {
      const last = api.callsTo('/admin/api/messages/').at(-1)!;
      expect(last.query.get('status')).toBe('answered');
      expect(last.query.get('q')).toBe('ivan');
    });

    await user.click(within(rows[0]!).getByRole('link', { name: 'Где мои деньги?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/messages/12'));
  });

  it('marks a message answered with a note, linking its claim; a second operator gets the 409', async () => {
    let current = message();
    const bodies: unknown[] = [];
    let conflict = false;
    renderDesk('/admin/messages/12', OPERATOR, {
      'GET /admin/api/messages/12/': () => current,
      'POST /admin/api/messages/12/actions/': (call) => {
        bodies.push(call.body);
        if (conflict)
          return apiError(
            409,
            'conflict',
            'Действие недоступно: статус обращения уже изменился. Обновите страницу.',
          );
        current = message({
          status: 'answered',
          actions: ['close'],
          history: [
            {
              id: 1,
              action: 'message.answer',
              actor: 'op@example.com',
              reason: 'Ответил письмом',
              createdAt: '2026-03-01T11:00:00.000Z',
            },
          ],
        });
        return current;
      },
    });
    expect((await screen.findByTestId('message-text')).textContent).toBe(
      'Оплатил заявку час назад,\nстатус не меняется.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Обращение K7F3-9QX2');
    expect(screen.getByTestId('message-claim-link').getAttribute('href')).toBe(`/admin/claims/${CLAIM_ID}`);
    expect(screen.getByTestId('message-claim-email').textContent).toContain('other@example.com');
    expect(screen.getByTestId('message-reply').getAttribute('href')).toBe(
      `mailto:ivan@example.com?subject=${encodeURIComponent('Re: [K7F3-9QX2] Где мои деньги?')}`,
    );

    const user = userEvent.setup();
    await user.click(screen.getByTestId('message-action-answer'));
    await user.click(screen.getByTestId('message-dialog-submit'));
    expect(errorOf(screen.getByTestId('message-dialog-reason'))).toBe('Укажите причину');
    await user.type(screen.getByTestId('message-dialog-reason'), 'Ответил письмом');
    await user.click(screen.getByTestId('message-dialog-submit'));
    expect((await screen.findByTestId('message-notice')).textContent).toBe(
      'Обращение K7F3-9QX2 отмечено отвеченным.',
    );
    expect(bodies).toEqual([{ action: 'answer', reason: 'Ответил письмом' }]);
    expect(screen.getByTestId('message-status').textContent).toBe('Отвечено');
    expect(screen.getByTestId('message-history').textContent).toContain('Ответил письмом');
    expect(screen.queryByTestId('message-action-answer')).toBeNull();

    conflict = true;
    await user.click(screen.getByTestId('message-action-close'));
    await user.type(screen.getByTestId('message-dialog-reason'), 'Решено');
    await user.click(screen.getByTestId('message-dialog-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('message-notice').textContent).toBe(
        'Действие недоступно: статус обращения уже изменился. Обновите страницу.',
      ),
    );
  });

  it('says when a message does not exist', async () => {
    renderDesk('/en/admin/messages/99', OPERATOR, {
      'GET /admin/api/messages/99/': () => apiError(404, 'not_found', 'Message not found.'),
    });
    expect((await screen.findByTestId('message-not-found')).textContent).toContain(
      'There is no message no. 99',
    );
  });
});

const CONTACTS: TAdminContactsSetting = {
  email: 'help@exchanger.example',
  telegram: null,
  phone: null,
  source: 'config',
  updatedAt: null,
  config: { email: 'help@exchanger.example', telegram: null, phone: null },
};

const ABOUT_NONE: TAdminAboutSetting = { ...EMPTY_ABOUT, source: 'none', updatedAt: null };

const CHAT: TAdminChatSetting = {
  enabled: true,
  src: 'https://chat.example/{id}.js',
  id: 'env-id',
  source: 'config',
  updatedAt: null,
  config: { src: 'https://chat.example/{id}.js', id: 'env-id' },
  httpsOnly: true,
};

describe('settings', () => {
  const routes = (extra: Record<string, TFakeHandler> = {}): Record<string, TFakeHandler> => ({
    'GET /admin/api/settings/contacts/': () => CONTACTS,
    'GET /admin/api/settings/chat/': () => CHAT,
    'GET /admin/api/settings/about/': () => ABOUT_NONE,
    ...extra,
  });

  it('shows operators the settings without a way to change them', async () => {
    renderDesk('/admin/settings', OPERATOR, routes());
    const email = await screen.findByTestId<HTMLInputElement>('setting-contacts-email');
    expect(email.value).toBe('help@exchanger.example');
    expect(email.matches(':disabled')).toBe(true);
    expect(screen.getByTestId('setting-chat-source').textContent).toBe(
      'Действуют настройки сервера: https://chat.example/{id}.js.',
    );
    expect(screen.queryByTestId('setting-chat-save')).toBeNull();
    expect(screen.getByTestId('setting-chat-readonly')).toBeTruthy();
  });

  it('lets an administrator switch the chat to another widget, refusals under their fields', async () => {
    const bodies: unknown[] = [];
    renderDesk(
      '/admin/settings',
      ADMIN,
      routes({
        'PUT /admin/api/settings/chat/': (call) => {
          bodies.push(call.body);
          const body = call.body as { enabled: boolean; src: string; id: string };
          if (!body.src.startsWith('https://'))
            return apiError(400, 'validation_error', 'Проверьте введённые данные.', {
              src: ['Сайт работает по https: скрипт виджета тоже должен загружаться по https://.'],
            });
          return { ...CHAT, ...body, source: 'settings', updatedAt: '2026-03-02T09:30:00.000Z' };
        },
      }),
    );
    const user = userEvent.setup();
    const src = await screen.findByTestId('setting-chat-src');
    await user.clear(src);
    await user.type(src, 'http://widget.example/w.js');
    await user.click(screen.getByTestId('setting-chat-save'));
    await waitFor(() => expect(errorOf(src)).toContain('https://'));

    await user.clear(src);
    await user.type(src, 'https://widget.example/w.js');
    await user.clear(screen.getByTestId('setting-chat-id'));
    await user.type(screen.getByTestId('setting-chat-id'), 'abc');
    await user.click(screen.getByTestId('setting-chat-save'));
    expect((await screen.findByTestId('setting-chat-notice')).textContent).toContain('Сохранено');
    expect(bodies.at(-1)).toEqual({ enabled: true, src: 'https://widget.example/w.js', id: 'abc' });
    expect(screen.getByTestId('setting-chat-source').textContent).toContain('сохранённые здесь');
    expect(screen.getByTestId('setting-chat-reset')).toBeTruthy();
  });

  it('lets an administrator state "About the exchanger" in both languages with working hours, refusals under their fields (English)', async () => {
    const bodies: unknown[] = [];
    renderDesk(
      '/en/admin/settings',
      ADMIN,
      routes({
        'PUT /admin/api/settings/about/': (call) => {
          bodies.push(call.body);
          const body = call.body as TAdminAboutSetting;
          if (body.hours && body.hours.timeZone === 'Mars/Olympus')
            return apiError(400, 'validation_error', 'Please check the data you entered.', {
              'hours.timeZone': ['Unknown time zone: write it as Europe/Moscow or UTC.'],
            });
          return { ...body, source: 'settings', updatedAt: '2026-03-02T09:30:00.000Z' };
        },
      }),
    );
    const user = userEvent.setup();
    const name = await screen.findByTestId('setting-about-legalName.en');
    expect(screen.getByTestId('setting-about-source').textContent).toContain('Nothing is stated yet');
    await user.type(name, 'Obmennik LLC');
    await user.type(screen.getByTestId('setting-about-legalName.ru'), 'ООО «Обменник»');
    await user.type(screen.getByTestId('setting-about-jurisdiction.en'), 'Kazakhstan');
    await user.selectOptions(screen.getByTestId('setting-about-hoursMode'), 'schedule');
    await user.click(screen.getByTestId('setting-about-day-6'));
    const opens = screen.getByTestId('setting-about-hours.opens');
    await user.clear(opens);
    await user.type(opens, '10:00');
    const zone = screen.getByTestId('setting-about-hours.timeZone');
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(screen.getByTestId('setting-about-save'));
    await waitFor(() => expect(errorOf(zone)).toBe('Unknown time zone: write it as Europe/Moscow or UTC.'));

    await user.clear(zone);
    await user.type(zone, 'Asia/Almaty');
    await user.click(screen.getByTestId('setting-about-save'));
    expect((await screen.findByTestId('setting-about-notice')).textContent).toContain('Saved');
    expect(bodies.at(-1)).toEqual({
      legalName: { ru: 'ООО «Обменник»', en: 'Obmennik LLC' },
      jurisdiction: { ru: '', en: 'Kazakhstan' },
      address: { ru: '', en: '' },
      hours: {
        alwaysOpen: false,
        timeZone: 'Asia/Almaty',
        days: [1, 2, 3, 4, 5, 6],
        opens: '10:00',
        closes: '18:00',
      },
    });
    expect(screen.getByTestId('setting-about-reset').textContent).toBe('Remove the block');
  });
});
