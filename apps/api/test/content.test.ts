import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../src/db/schema.js';
import { renderMarkdown } from '../src/modules/content/markdown.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';
import { enrolSecondFactor } from './second-factor.js';

const PASSWORD = 'correct horse 7';

const text = (title: string, body: string, summary = '') => ({ title, summary, body });

it('renders Markdown to sanitized HTML: no raw HTML, no script links, external links kept apart', () => {
  const html = renderMarkdown(
    [
      '# Fees',
      'Plain **bold** and a [policy](/aml) and [a bank](https://bank.example).',
      '<script>alert(1)</script> <img src=x onerror=alert(1)>',
      '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
      '| a | b |\n|---|--:|\n| 1 | 2 |',
    ].join('\n\n'),
  );
  expect(html).toContain('<h2>Fees</h2>');
  expect(html).toContain('<strong>bold</strong>');
  expect(html).toContain('<a href="/aml">policy</a>');
  expect(html).toContain(
    '<a href="https://bank.example" rel="noopener noreferrer nofollow" target="_blank">a bank</a>',
  );
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).not.toMatch(/<script|<img|href="javascript:|href="data:/i);
  expect(html).toContain('<td style="text-align:right">2</td>');
});

describeEachDb('content', (kind) => {
  let t: TTestApp;
  let ip = 0;
  let operator = '';
  let user = '';
  const remoteAddress = () => `10.7.0.${(ip += 1) % 250}`;

  async function member(email: string, role: 'user' | 'operator') {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup/',
      payload: { email, password: PASSWORD, passwordRepeat: PASSWORD },
      remoteAddress: remoteAddress(),
    });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /activate=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/activate/${token}/`,
      remoteAddress: remoteAddress(),
    });
    await t.database.db.update(users).set({ role }).where(eq(users.email, email));
    const login = await t.app.inject({
      method: 'POST',
      url: '/front-api/auth/login/',
      payload: { email, password: PASSWORD },
      remoteAddress: remoteAddress(),
    });
    const access = login.json<{ access: string }>().access;
    if (role === 'user') return access;
    return (await enrolSecondFactor(t, { email, password: PASSWORD, access }, remoteAddress)).access;
  }

  const as = (access: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(access ? { headers: { authorization: `Bearer ${access}` } } : {}),
    });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    operator = await member('editor@example.com', 'operator');
    user = await member('reader@example.com', 'user');
  });
  afterAll(() => t.close());

  it('refuses the editor to guests and users', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/api/content/'],
      ['POST', '/admin/api/content/', { kind: 'faq', draft: { ru: text('a', 'b'), en: text('a', 'b') } }],
      ['GET', '/admin/api/content/1/'],
      ['PATCH', '/admin/api/content/1/', { sort: 1 }],
      ['POST', '/admin/api/content/1/publish/'],
      ['POST', '/admin/api/content/1/unpublish/'],
    ] as const) {
      expect((await as(null, method, url, body)).statusCode, url).toBe(401);
      expect((await as(user, method, url, body)).statusCode, url).toBe(403);
    }
  });

  it('publishes a page in both languages; edits stay a draft until published again', async () => {
    const created = await as(operator, 'POST', '/admin/api/content/', {
      kind: 'page',
      slug: 'rules',
      draft: { ru: text('Правила обмена', '## Сроки\n\nДо 30 минут.'), en: text('Exchange rules', '') },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      state: 'draft',
      published: null,
      preview: { ru: '<h2>Сроки</h2>\n<p>До 30 минут.</p>\n' },
    });
    expect((await as(null, 'GET', '/api/v1/content/pages/rules/')).statusCode).toBe(404);

    const incomplete = await as(operator, 'POST', `/en/admin/api/content/${item.id}/publish/`);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fields).toEqual({ 'draft.en.body': ['Fill this in.'] });

    await as(operator, 'PATCH', `/admin/api/content/${item.id}/`, {
      draft: { ru: item.draft.ru, en: text('Exchange rules', '## Timing\n\nUp to 30 minutes.') },
    });
    const published = await as(operator, 'POST', `/admin/api/content/${item.id}/publish/`);
    expect(published.json()).toMatchObject({ state: 'published' });
    const ru = await as(null, 'GET', '/api/v1/content/pages/rules/');
    expect(ru.json()).toMatchObject({
      key: 'rules',
      title: 'Правила обмена',
      html: '<h2>Сроки</h2>\n<p>До 30 минут.</p>\n',
    });
    const en = await as(null, 'GET', '/en/api/v1/content/pages/rules/');
    expect(en.json()).toMatchObject({
      title: 'Exchange rules',
      html: '<h2>Timing</h2>\n<p>Up to 30 minutes.</p>\n',
    });

    const edited = await as(operator, 'PATCH', `/admin/api/content/${item.id}/`, {
      draft: { ru: text('Правила', 'Новый текст'), en: item.draft.en },
    });
    expect(edited.json().state).toBe('changed');
    expect((await as(null, 'GET', '/api/v1/content/pages/rules/')).json().title).toBe('Правила обмена');

    await as(operator, 'POST', `/admin/api/content/${item.id}/unpublish/`);
    expect((await as(null, 'GET', '/api/v1/content/pages/rules/')).statusCode).toBe(404);

    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(item.id)))
    ).map((a) => a.action);
    expect(actions).toEqual([
      'content.create',
      'content.edit',
      'content.publish',
      'content.edit',
      'content.unpublish',
    ]);
  });

  it('lists published news newest first and groups the FAQ; refuses bad and taken slugs', async () => {
    for (const [slug, title] of [
      ['fees-2026', 'Fees'],
      ['new-bank', 'New bank'],
    ] as const) {
      const res = await as(operator, 'POST', '/admin/api/content/', {
        kind: 'news',
        slug,
        draft: { ru: text(`${title} ru`, 'Текст', 'Кратко'), en: text(title, 'Text', 'Briefly') },
      });
      await as(operator, 'POST', `/admin/api/content/${res.json().id}/publish/`);
    }
    const hidden = await as(operator, 'POST', '/admin/api/content/', {
      kind: 'news',
      slug: 'not-yet',
      draft: { ru: text('Черновик', 'x'), en: text('Draft', 'x') },
    });
    expect(hidden.statusCode).toBe(201);
    const list = (await as(null, 'GET', '/en/api/v1/content/news/')).json();
    expect(list.results.map((n: { slug: string }) => n.slug)).toEqual(['new-bank', 'fees-2026']);
    expect(list.results[0]).toMatchObject({ title: 'New bank', summary: 'Briefly' });
    expect((await as(null, 'GET', '/api/v1/content/news/new-bank/')).json()).toMatchObject({
      title: 'New bank ru',
      html: '<p>Текст</p>\n',
    });
    expect((await as(null, 'GET', '/api/v1/content/news/not-yet/')).statusCode).toBe(404);

    const taken = await as(operator, 'POST', '/admin/api/content/', {
      kind: 'news',
      slug: 'fees-2026',
      draft: { ru: text('x', 'x'), en: text('x', 'x') },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ slug: ['Этот адрес уже занят.'] });
    const bad = await as(operator, 'POST', '/admin/api/content/', {
      kind: 'news',
      slug: 'Не адрес',
      draft: { ru: text('x', 'x'), en: text('x', 'x') },
    });
    expect(bad.json().fields).toHaveProperty('slug');
    const page = await as(operator, 'POST', '/admin/api/content/', {
      kind: 'page',
      slug: 'secret',
      draft: { ru: text('x', 'x'), en: text('x', 'x') },
    });
    expect(page.json().fields).toEqual({
      slug: ['Страница: rules, aml, contacts, cash, partners или contest.'],
    });

    for (const [group, sort, q] of [
      ['payments', 2, 'Second'],
      ['payments', 1, 'First'],
      ['account', 1, 'Account'],
    ] as const) {
      const res = await as(operator, 'POST', '/admin/api/content/', {
        kind: 'faq',
        groupKey: group,
        sort,
        draft: { ru: text(`${q} ru`, `**${q}**`, group), en: text(q, `**${q}**`, `${group} (en)`) },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().slug).toMatch(/^faq-[0-9a-f]{8}$/);
      await as(operator, 'POST', `/admin/api/content/${res.json().id}/publish/`);
    }
    const faq = (await as(null, 'GET', '/en/api/v1/content/faq/')).json();
    expect(
      faq.map((g: { group: string; items: { question: string }[] }) => [
        g.group,
        g.items.map((i) => i.question),
      ]),
    ).toEqual([
      ['account (en)', ['Account']],
      ['payments (en)', ['First', 'Second']],
    ]);
    expect(faq[0].items[0].html).toBe('<p><strong>Account</strong></p>\n');
  });
});
