/**
 * The contact form and the operators' messages desk: storing and announcing a message, the
 * robots' trap, the rate limits, the desk's list and actions, and the support channels an
 * administrator sets (the chat widget has chat-widget.test.ts).
 */
import { pairTerms, quoteFromSend } from '@exchanger/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, mailOutbox, siteSettings } from '../src/db/schema.js';
import { ids, seedCatalogue } from './catalogue-fixture.js';
import { buildTestApp, createMember, describeEachDb, type TTestApp } from './helpers.js';

const SUPPORT = 'support@exchanger.example';
const REFERENCE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

const letter = (over: Record<string, unknown> = {}) => ({
  name: 'Иван',
  email: 'Ivan@Example.com',
  subject: 'Где мои деньги?',
  message: 'Оплатил заявку час назад, статус не меняется.',
  ...over,
});

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeEachDb('contact form and messages desk', (kind) => {
  let t: TTestApp;
  let ip = 0;
  let operator: { access: string; id: number };
  let admin: { access: string; id: number };
  let user: { access: string; id: number };
  let claimId = '';

  const remoteAddress = () => `10.9.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;
  const as = (
    access: string | null,
    method: TMethod,
    url: string,
    payload?: object,
    address = remoteAddress(),
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: address,
      ...(payload ? { payload } : {}),
      ...(access ? { headers: { authorization: `Bearer ${access}` } } : {}),
    });
  const stored = () => t.database.db.select().from(contactMessages);
  const lettersToSupport = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, SUPPORT));

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      env: { SUPPORT_EMAIL: SUPPORT, SUPPORT_TELEGRAM: '@exchanger_help' },
    });
    await seedCatalogue(t);
    const id = ids(t);
    const pair = (await as(null, 'GET', `/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`)).json();
    const q = quoteFromSend(pairTerms(pair), '0.01');
    const claim = await as(null, 'POST', '/api/v1/claim/', {
      email: 'ivan@example.com',
      fromPs: id.BTC,
      toPs: id.SBERRUB,
      fromSumma: q.send,
      toSumma: q.receive,
      toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      agree: true,
    });
    expect(claim.statusCode, claim.body).toBe(201);
    claimId = claim.json<{ id: string }>().id;
    operator = await createMember(t, 'operator@example.com', 'operator');
    admin = await createMember(t, 'admin@example.com', 'admin');
    user = await createMember(t, 'user@example.com', 'user');
  });
  afterAll(() => t.close());

  describe('the public form', () => {
    it('shows the channels of the configuration', async () => {
      const res = await as(null, 'GET', '/api/v1/contacts/');
      expect(res.json()).toMatchObject({ email: SUPPORT, telegram: 'exchanger_help', phone: null });
    });

    it('stores a message about a claim, answers its reference and tells the support address', async () => {
      const res = await as(null, 'POST', '/api/v1/contacts/', letter({ claimId: claimId.toUpperCase() }));
      expect(res.statusCode, res.body).toBe(201);
      const { reference } = res.json<{ reference: string }>();
      expect(reference).toMatch(REFERENCE);
      const [row] = (await stored()).filter((m) => m.reference === reference);
      expect(row).toMatchObject({
        status: 'new',
        name: 'Иван',
        email: 'ivan@example.com',
        claimId,
        userId: null,
        locale: 'ru',
        subject: 'Где мои деньги?',
      });
      const [mail] = (await lettersToSupport()).filter((m) => m.subject.includes(reference));
      // Support's answer goes to the visitor, not to the exchanger's sending address.
      expect(mail).toMatchObject({ template: 'contact_message', locale: 'ru', replyTo: 'ivan@example.com' });
      expect(mail?.text).toContain('Оплатил заявку час назад');
      expect(mail?.text).toContain(claimId);
      expect(mail?.text).toContain(`/admin/messages/${row?.id}`);
    });

    it('takes the language from the path and the user from the token', async () => {
      const res = await as(
        user.access,
        'POST',
        '/en/api/v1/contacts/',
        letter({ subject: 'Fees', message: 'What are your fees for cards?', claimId: '' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const row = (await stored()).find((m) => m.reference === res.json().reference);
      expect(row).toMatchObject({ locale: 'en', userId: user.id, claimId: null });
    });

    it('names every bad field in the request language and stores nothing', async () => {
      const before = (await stored()).length;
      const ru = await as(null, 'POST', '/api/v1/contacts/', {
        email: 'not-an-email',
        subject: 'x'.repeat(201),
        message: 'short',
        claimId: 'abc',
      });
      expect(ru.statusCode).toBe(400);
      expect(ru.json()).toMatchObject({
        code: 'validation_error',
        fields: {
          name: ['Обязательное поле.'],
          email: ['Неверный адрес e-mail.'],
          subject: ['Тема — не длиннее 200 символов.'],
          message: ['Опишите вопрос подробнее — хотя бы 10 символов.'],
          claimId: ['Неверный номер заявки.'],
        },
      });
      const en = await as(null, 'POST', '/en/api/v1/contacts/', letter({ message: 'x'.repeat(5001) }));
      expect(en.json().fields).toEqual({ message: ['The message must be at most 5000 characters long.'] });
      const unknownClaim = await as(
        null,
        'POST',
        '/api/v1/contacts/',
        letter({ claimId: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(unknownClaim.statusCode).toBe(400);
      expect(unknownClaim.json().fields).toEqual({
        claimId: ['Заявки с таким номером нет. Проверьте номер или оставьте поле пустым.'],
      });
      expect((await stored()).length).toBe(before);
    });

    it('answers a robot that fills the hidden field as if it worked, and stores and sends nothing', async () => {
      const before = { messages: (await stored()).length, mails: (await lettersToSupport()).length };
      const res = await as(null, 'POST', '/api/v1/contacts/', letter({ website: 'https://spam.example' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().reference).toMatch(REFERENCE);
      expect((await stored()).length).toBe(before.messages);
      expect((await lettersToSupport()).length).toBe(before.mails);
    });

    it('limits messages per e-mail and per address (429), storing nothing refused', async () => {
      const email = 'flood@example.com';
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1)
        codes.push((await as(null, 'POST', '/api/v1/contacts/', letter({ email }))).statusCode);
      expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
      expect((await stored()).filter((m) => m.email === email)).toHaveLength(5);

      const address = '10.66.0.1';
      const fromOne: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await as(
          null,
          'POST',
          '/api/v1/contacts/',
          letter({ email: `n${i}@example.com` }),
          address,
        );
        fromOne.push(res.statusCode);
      }
      expect(fromOne.filter((c) => c === 201)).toHaveLength(10);
      expect(fromOne[10]).toBe(429);
      expect((await stored()).filter((m) => m.email === 'n10@example.com')).toHaveLength(0);
    });
  });

  describe('the messages desk', () => {
    const adminCalls: [TMethod, string, object?][] = [
      ['GET', '/admin/api/messages/'],
      ['GET', '/admin/api/messages/1/'],
      ['POST', '/admin/api/messages/1/actions/', { action: 'answer', reason: 'x' }],
      ['GET', '/admin/api/settings/chat/'],
      ['PUT', '/admin/api/settings/chat/', { enabled: false, src: '', id: '' }],
      ['DELETE', '/admin/api/settings/chat/'],
      ['GET', '/admin/api/settings/contacts/'],
      ['PUT', '/admin/api/settings/contacts/', { email: '', telegram: '', phone: '' }],
      ['DELETE', '/admin/api/settings/contacts/'],
    ];

    it('keeps guests (401) and users (403) out, and changes nothing for them', async () => {
      const before = await t.database.db.select().from(siteSettings);
      for (const [method, url, body] of adminCalls) {
        expect((await as(null, method, url, body)).statusCode, url).toBe(401);
        expect((await as(user.access, method, url, body)).statusCode, url).toBe(403);
      }
      expect(await t.database.db.select().from(siteSettings)).toEqual(before);
      expect((await stored()).every((m) => m.status === 'new')).toBe(true);
    });

    it('lists, filters and searches messages with the count of new ones', async () => {
      const all = await as(operator.access, 'GET', '/admin/api/messages/?size=100');
      expect(all.statusCode, all.body).toBe(200);
      expect(all.headers['cache-control']).toBe('no-store');
      const page = all.json<{ count: number; newCount: number; results: { id: number; email: string }[] }>();
      expect(page.count).toBe((await stored()).length);
      expect(page.newCount).toBe(page.count);
      const ids = page.results.map((r) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const byClaim = await as(operator.access, 'GET', `/admin/api/messages/?q=${claimId.slice(0, 8)}`);
      expect(byClaim.json().results).toHaveLength(1);
      const byText = await as(operator.access, 'GET', `/admin/api/messages/?q=${encodeURIComponent('fees')}`);
      expect(byText.json().results.map((r: { email: string }) => r.email)).toEqual(['ivan@example.com']);
      const answered = await as(operator.access, 'GET', '/admin/api/messages/?status=answered');
      expect(answered.json()).toMatchObject({ count: 0, results: [] });
      const bad = await as(operator.access, 'GET', '/admin/api/messages/?status=lost');
      expect(bad.statusCode).toBe(400);
    });

    it('shows a message with its claim, marks it answered, then closes it, each audited', async () => {
      const [row] = (await stored()).filter((m) => m.claimId === claimId);
      const url = `/admin/api/messages/${row!.id}/`;
      const detail = await as(operator.access, 'GET', url);
      expect(detail.json()).toMatchObject({
        reference: row!.reference,
        message: 'Оплатил заявку час назад, статус не меняется.',
        claim: { id: claimId, status: 'new', email: 'ivan@example.com', emailMatches: true },
        actions: ['answer', 'close'],
        history: [],
      });

      const noReason = await as(operator.access, 'POST', `${url}actions/`, { action: 'answer', reason: ' ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fields).toEqual({ reason: ['Укажите причину.'] });

      const answered = await as(operator.access, 'POST', `${url}actions/`, {
        action: 'answer',
        reason: 'Ответил письмом: платёж найден',
      });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json()).toMatchObject({
        status: 'answered',
        actions: ['close'],
        history: [
          {
            action: 'message.answer',
            actor: 'operator@example.com',
            reason: 'Ответил письмом: платёж найден',
          },
        ],
      });
      const again = await as(operator.access, 'POST', `/en${url}actions/`, { action: 'answer', reason: 'x' });
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(
        'Not possible: the status of the message has changed meanwhile. Reload the page.',
      );

      const closed = await as(operator.access, 'POST', `${url}actions/`, {
        action: 'close',
        reason: 'Решено',
      });
      expect(closed.json()).toMatchObject({ status: 'closed', actions: [] });
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'message'));
      expect(audit.map((a) => [a.action, a.targetId, a.actorId])).toEqual([
        ['message.answer', String(row!.id), operator.id],
        ['message.close', String(row!.id), operator.id],
      ]);
      const list = (await as(operator.access, 'GET', '/admin/api/messages/?size=1')).json();
      expect(list.newCount).toBe((await stored()).length - 1);
      expect((await as(operator.access, 'GET', '/admin/api/messages/99999/')).statusCode).toBe(404);
    });
  });

  describe('support settings', () => {
    it('lets an administrator change the channels (operators may only read); a reset returns to the configuration', async () => {
      const read = await as(operator.access, 'GET', '/admin/api/settings/contacts/');
      expect(read.json()).toMatchObject({ email: SUPPORT, source: 'config', updatedAt: null });
      const body = {
        email: 'Help@Desk.example',
        telegram: 'https://t.me/desk_help',
        phone: '+7 900 000-00-00',
      };
      const refused = await as(operator.access, 'PUT', '/admin/api/settings/contacts/', body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('Это может сделать только администратор.');

      const bad = await as(admin.access, 'PUT', '/en/admin/api/settings/contacts/', {
        email: 'x',
        telegram: 'a b',
        phone: 'call me',
      });
      expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'phone', 'telegram']);

      const saved = await as(admin.access, 'PUT', '/admin/api/settings/contacts/', body);
      expect(saved.json()).toMatchObject({
        email: 'help@desk.example',
        telegram: 'desk_help',
        phone: '+7 900 000-00-00',
        source: 'settings',
      });
      expect((await as(null, 'GET', '/api/v1/contacts/')).json()).toMatchObject({
        email: 'help@desk.example',
        telegram: 'desk_help',
        phone: '+7 900 000-00-00',
      });
      // The form now reaches the new address.
      const sent = await as(null, 'POST', '/api/v1/contacts/', letter({ email: 'after@example.com' }));
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'help@desk.example'));
      expect(mails.map((m) => m.subject.includes(sent.json().reference))).toEqual([true]);

      const reset = await as(admin.access, 'DELETE', '/admin/api/settings/contacts/');
      expect(reset.json()).toMatchObject({ email: SUPPORT, source: 'config' });
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'contacts'));
      expect(audit.map((a) => a.action)).toEqual(['setting.contacts', 'setting.contacts.reset']);
    });
  });
});
