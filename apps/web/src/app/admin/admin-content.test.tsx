/**
 * The content section inside the whole app: the list with its filters in the address, creating a
 * draft (a taken address refused under its field), editing it with the server's preview, and
 * publishing (a language without its title refused under that language's field, then success),
 * in Russian and English.
 */
import type { TAdminContent, TAdminContentCreate, TAdminContentUpdate } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '@/test/field-error';
import { apiError, type TFakeCall, type TFakeHandler } from '@/test/fake-api';
import { adminClaimPage, adminContent, contentRow, page } from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const OPERATOR = testUser({ id: 2, role: 'operator', email: 'op@example.com' });

function renderDesk(path: string, routes: Record<string, TFakeHandler>) {
  return renderApp(path, {
    user: OPERATOR,
    routes: { 'GET /admin/api/claims/': () => adminClaimPage([]), ...routes },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A stand-in for the server's Markdown rendering (raw HTML escaped): enough to tell what it rendered. */
const render = (body: string) =>
  body
    ? `<p>${body
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`
    : '';

/**
 * A content API holding one item (id 7) once created: create, read, edit and publish as the server
 * does them, refusing a taken address and a publish with a language lacking its title or text.
 */
function contentServer() {
  let item: TAdminContent | null = null;
  const posts: TAdminContentCreate[] = [];
  const patches: TAdminContentUpdate[] = [];
  const withPreview = (next: TAdminContent): TAdminContent => ({
    ...next,
    title: { ru: next.draft.ru.title, en: next.draft.en.title },
    preview: { ru: render(next.draft.ru.body), en: render(next.draft.en.body) },
  });
  const routes: Record<string, TFakeHandler> = {
    'POST /admin/api/content/': (call: TFakeCall) => {
      const body = call.body as TAdminContentCreate;
      posts.push(body);
      if (body.slug === 'taken')
        return apiError(400, 'validation_error', 'Проверьте поля.', { slug: ['Этот адрес уже занят.'] });
      item = withPreview(
        adminContent({
          kind: body.kind,
          slug: body.slug ?? 'faq-1a2b3c4d',
          groupKey: body.groupKey ?? '',
          sort: body.sort ?? 0,
          draft: {
            ru: { summary: '', ...body.draft.ru },
            en: { summary: '', ...body.draft.en },
          },
        }),
      );
      return Response.json(item, { status: 201 });
    },
    'GET /admin/api/content/7/': () => item ?? apiError(404, 'not_found', 'Страница не найдена.'),
    'PATCH /admin/api/content/7/': (call: TFakeCall) => {
      const body = call.body as TAdminContentUpdate;
      patches.push(body);
      const current = item!;
      item = withPreview({
        ...current,
        ...(body.slug ? { slug: body.slug } : {}),
        ...(body.draft
          ? {
              draft: {
                ru: { summary: '', ...body.draft.ru },
                en: { summary: '', ...body.draft.en },
              },
            }
          : {}),
        state: current.published ? 'changed' : 'draft',
      });
      return item;
    },
    'POST /admin/api/content/7/publish/': () => {
      const current = item!;
      const fields: Record<string, string[]> = {};
      for (const lang of ['ru', 'en'] as const) {
        if (!current.draft[lang].title.trim()) fields[`draft.${lang}.title`] = ['Заполните это поле.'];
        if (!current.draft[lang].body.trim()) fields[`draft.${lang}.body`] = ['Заполните это поле.'];
      }
      if (Object.keys(fields).length > 0)
        // The wire code is `validation_error`; `content_incomplete` is the message the detail says.
        return apiError(
          400,
          'validation_error',
          'Перед публикацией заполните заголовок и текст на обоих языках.',
          fields,
        );
      const html = (lang: 'ru' | 'en') => ({ ...current.draft[lang], html: current.preview[lang] });
      item = {
        ...current,
        state: 'published',
        publishedAt: '2026-11-22T06:00:00.000Z',
        published: { ru: html('ru'), en: html('en') },
      };
      return item;
    },
    'POST /admin/api/content/7/unpublish/': () => {
      item = { ...item!, state: 'draft', publishedAt: null, published: null };
      return item;
    },
  };
  return { routes, posts, patches, item: () => item };
}

describe('content list', () => {
  it('lists items with their state and filters by kind and text in the address', async () => {
    const { api, router } = renderDesk('/admin/content', {
      'GET /admin/api/content/': () =>
        page([
          contentRow(),
          contentRow({
            id: 8,
            kind: 'faq',
            slug: 'faq-fees',
            groupKey: 'payments',
            title: { ru: 'Какая комиссия?', en: '' },
            state: 'changed',
            publishedAt: '2026-11-20T09:00:00.000Z',
          }),
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Контент' })).toBeTruthy();
    const rows = await screen.findAllByTestId('content-row');
    expect(rows[0]!.textContent).toContain('Новые направления');
    expect(within(rows[0]!).getByTestId('content-row-state').textContent).toBe('Черновик');
    expect(within(rows[1]!).getByTestId('content-row-state').textContent).toBe('Есть изменения');
    expect(rows[1]!.textContent).toContain('группа payments');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/admin/content/7');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('content-kind-filter'), 'faq');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=faq'));
    await user.type(screen.getByTestId('content-q'), 'fees{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('/admin/api/content/').at(-1)!.query)).toEqual({
        page: '1',
        size: '20',
        kind: 'faq',
        q: 'fees',
      }),
    );
    // A new item starts with the kind the list shows.
    expect(screen.getByTestId('content-new').getAttribute('href')).toBe('/admin/content/new?kind=faq');
  });
});

describe('content editor', () => {
  it('creates a draft, edits it with the server preview, and publishes it after a refusal', async () => {
    const server = contentServer();
    const { router, api } = renderDesk('/admin/content/new?kind=news', server.routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Создать' })).toBeTruthy();
    expect(screen.getByTestId<HTMLSelectElement>('content-kind').value).toBe('news');
    // News: a headline and a lead in each language.
    const ru = screen.getByTestId('content-lang-ru');
    expect(within(ru).getByLabelText('Заголовок новости')).toBeTruthy();
    expect(within(ru).getByLabelText('Анонс')).toBeTruthy();

    const user = userEvent.setup();
    const fill = async (testId: string, text: string) => {
      await user.click(screen.getByTestId(testId));
      await user.paste(text);
    };
    await fill('content-slug', 'taken');
    await fill('content-ru-title', 'Новые направления');
    await fill('content-ru-summary', 'Добавили USDT');
    await fill('content-ru-body', 'Теперь **USDT**.');
    await fill('content-en-body', 'Now **USDT**.');
    await user.click(screen.getByTestId('content-create-submit'));
    await waitFor(() => expect(errorOf(screen.getByTestId('content-slug'))).toBe('Этот адрес уже занят.'));

    await user.clear(screen.getByTestId('content-slug'));
    await fill('content-slug', 'New-Directions');
    await user.click(screen.getByTestId('content-create-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/7'));
    expect(server.posts[1]).toEqual({
      kind: 'news',
      slug: 'new-directions',
      groupKey: '',
      sort: 0,
      draft: {
        ru: { title: 'Новые направления', summary: 'Добавили USDT', body: 'Теперь **USDT**.' },
        en: { title: '', summary: '', body: 'Now **USDT**.' },
      },
    });

    // The editor shows the server's rendering of the saved draft.
    const editor = await screen.findByTestId('content-editor');
    expect(within(editor).getByTestId('content-state').textContent).toBe('Черновик');
    expect(screen.getByTestId('content-ru-preview').innerHTML).toBe('<p>Теперь <strong>USDT</strong>.</p>');
    expect(screen.getByTestId('content-save')).toHaveProperty('disabled', true);

    // Publishing with a language lacking its title: the refusal lands under that language's field.
    await user.click(screen.getByTestId('content-publish'));
    const enTitle = screen.getByTestId('content-en-title');
    await waitFor(() => expect(errorOf(enTitle)).toBe('Заполните это поле.'));
    expect(errorOf(screen.getByTestId('content-ru-title'))).toBeNull();
    expect(errorOf(screen.getByTestId('content-en-body'))).toBeNull();
    expect(screen.getByTestId('content-notice').textContent).toBe(
      'Перед публикацией заполните заголовок и текст на обоих языках.',
    );

    // Unsaved edits: publishing asks first, and "save and publish" sends only the draft.
    await fill('content-en-title', 'New directions');
    expect(errorOf(enTitle)).toBeNull();
    expect(screen.getByTestId('content-dirty')).toBeTruthy();
    await user.click(screen.getByTestId('content-publish'));
    const ask = await screen.findByRole('dialog', { name: 'Есть несохранённые изменения' });
    await user.click(within(ask).getByTestId('content-save-publish'));
    await waitFor(() => expect(screen.getByTestId('content-state').textContent).toBe('Опубликовано'));
    expect(server.patches).toEqual([
      {
        draft: {
          ru: { title: 'Новые направления', summary: 'Добавили USDT', body: 'Теперь **USDT**.' },
          en: { title: 'New directions', summary: '', body: 'Now **USDT**.' },
        },
      },
    ]);
    expect(api.callsTo('/admin/api/content/7/publish/')).toHaveLength(2);
    expect(screen.getByTestId('content-notice').textContent).toBe(
      'Опубликовано: сайт показывает сохранённый черновик.',
    );
    expect(screen.queryByTestId('content-dirty')).toBeNull();
    expect(screen.getByTestId('content-unpublish')).toBeTruthy();
  });

  it('renders only the server HTML in the preview, never what is typed', async () => {
    const server = contentServer();
    renderDesk('/admin/content/new?kind=page', server.routes);
    // Pages are chosen from the site's pages; they have no lead.
    const slug = await screen.findByTestId('content-slug');
    expect(slug.tagName).toBe('SELECT');
    expect(screen.queryByTestId('content-ru-summary')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('content-create-submit'));
    expect(errorOf(slug)).toBe('Выберите страницу');
    await user.selectOptions(slug, 'rules');
    await user.type(screen.getByTestId('content-ru-title'), 'Правила');
    await user.type(screen.getByTestId('content-ru-body'), '**Главное**');
    await user.click(screen.getByTestId('content-create-submit'));

    const preview = await screen.findByTestId('content-ru-preview');
    expect(preview.innerHTML).toBe('<p><strong>Главное</strong></p>');
    expect(screen.getByTestId('content-en-preview-empty')).toBeTruthy();

    await user.type(screen.getByTestId('content-ru-body'), ' <img src=x onerror=alert(1)>');
    // The preview stays the saved one, and says so, until the draft is saved.
    expect(preview.innerHTML).toBe('<p><strong>Главное</strong></p>');
    expect(preview.querySelector('img')).toBeNull();
    expect(screen.getByTestId('content-ru-preview-stale')).toBeTruthy();

    await user.click(screen.getByTestId('content-save'));
    await waitFor(() => expect(screen.queryByTestId('content-ru-preview-stale')).toBeNull());
    expect(server.patches).toHaveLength(1);
    // What the server answered, escaped there, is what shows.
    expect(screen.getByTestId('content-ru-preview').textContent).toBe('Главное <img src=x onerror=alert(1)>');
    expect(screen.getByTestId('content-ru-preview').querySelector('img')).toBeNull();
    expect(screen.getByTestId('content-notice').textContent).toBe('Черновик сохранён.');
  });

  it('labels a FAQ entry as a question in a group and takes it off the site', async () => {
    const server = contentServer();
    renderDesk('/admin/content/new?kind=faq', server.routes);
    const ru = await screen.findByTestId('content-lang-ru');
    expect(within(ru).getByLabelText('Вопрос')).toBeTruthy();
    expect(within(ru).getByLabelText('Заголовок группы')).toBeTruthy();
    expect(within(ru).getByLabelText('Ответ (Markdown)')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('content-group'), 'payments');
    await user.type(screen.getByTestId('content-ru-title'), 'Комиссия?');
    await user.type(screen.getByTestId('content-ru-body'), 'Нет.');
    await user.type(screen.getByTestId('content-en-title'), 'Fees?');
    await user.type(screen.getByTestId('content-en-body'), 'None.');
    await user.click(screen.getByTestId('content-create-submit'));
    await screen.findByTestId('content-editor');
    expect(server.posts[0]).toMatchObject({ kind: 'faq', groupKey: 'payments' });
    expect(server.posts[0]).not.toHaveProperty('slug');

    await user.click(screen.getByTestId('content-publish'));
    await waitFor(() => expect(screen.getByTestId('content-state').textContent).toBe('Опубликовано'));
    await user.click(screen.getByTestId('content-unpublish'));
    const dialog = await screen.findByRole('dialog', { name: 'Снять с сайта' });
    await user.click(within(dialog).getByTestId('content-unpublish-dialog-submit'));
    await waitFor(() => expect(screen.getByTestId('content-state').textContent).toBe('Черновик'));
    expect(screen.getByTestId('content-notice').textContent).toBe('Снято с сайта.');
  });

  it('says when there is no such item', async () => {
    renderDesk('/admin/content/99', {
      'GET /admin/api/content/99/': () => apiError(404, 'not_found', 'Страница не найдена.'),
    });
    expect((await screen.findByTestId('content-not-found')).textContent).toContain(
      'Нет контента с номером 99.',
    );
  });
});

describe('in English', () => {
  it('shows the content editor in English and asks the API in English', async () => {
    const server = contentServer();
    const { api } = renderDesk('/en/admin/content/new?kind=news', server.routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create' })).toBeTruthy();
    const en = screen.getByTestId('content-lang-en');
    expect(within(en).getByLabelText('Headline')).toBeTruthy();
    expect(within(en).getByLabelText('Lead')).toBeTruthy();
    expect(within(en).getByLabelText('Article (Markdown)')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('content-slug'), 'usdt');
    await user.click(screen.getByTestId('content-create-submit'));
    await screen.findByTestId('content-editor');
    expect(api.callsTo('/admin/api/content/')[0]!.locale).toBe('en');
    expect(screen.getByTestId('content-state').textContent).toBe('Draft');
    expect(screen.getByTestId('content-publish').textContent).toBe('Publish');
    expect(screen.getByTestId('admin-nav-content').textContent).toBe('Content');
  });
});

describe('unsaved edits', () => {
  it('asks before leaving the editor through a link of the app, and before a reload', async () => {
    const { router } = renderDesk('/admin/content/7', {
      'GET /admin/api/content/7/': () => adminContent(),
      'GET /admin/api/content/': () => page([contentRow()]),
    });
    const user = userEvent.setup();
    const title = await screen.findByTestId<HTMLInputElement>('content-ru-title');
    await user.type(title, '!');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    await user.click(screen.getByTestId('content-back'));
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    expect(dialog.textContent).toContain('Если уйти, они пропадут.');
    await user.click(within(dialog).getByTestId('leave-stay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/content/7');
    expect(title.value).toBe('Новые направления!');

    await user.click(screen.getByTestId('content-back'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('leave-go'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content'));
    expect(await screen.findByTestId('content-row')).toBeTruthy();
  });
});
