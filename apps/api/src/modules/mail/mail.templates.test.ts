import { CLAIM_STATUSES, LOCALES } from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import { escapeHtml, formatCourse, renderMail } from './mail.templates.js';
import type { TMailMessage } from './mail.types.js';

const SITE = { siteName: 'Обменник' };
const CLAIM_ID = '6f1c2a9e-1b2c-4d5e-8f90-123456789abc';

const created = (over: Partial<Extract<TMailMessage, { template: 'claim_created' }>['params']> = {}) =>
  ({
    template: 'claim_created',
    params: {
      claimId: CLAIM_ID,
      link: `https://x.example/claim/${CLAIM_ID}`,
      from: { currency: 'BTC', name: 'Bitcoin', amount: '0.01000000' },
      to: { currency: 'RUB', name: 'Сбербанк', amount: '50432.00' },
      course: '5043200',
      expiresAt: '2025-03-04T05:06:00.000Z',
      payTo: [{ label: 'Address to pay to', value: 'bc1qexchangerwallet0000000000000000000000' }],
      memo: 'Transfer the exact amount in one payment.',
      fromRequisites: [{ label: 'Sender wallet', value: 'bc1qclientwallet' }],
      toRequisites: [
        { label: 'Card number to receive to', value: '4111111111111111' },
        { label: 'Cardholder name', value: 'IVAN IVANOV' },
      ],
      ...over,
    },
  }) satisfies TMailMessage;

/** The HTML with tags dropped and the escapes undone: what a reader sees. */
const visible = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('renderMail', () => {
  it.each(LOCALES)('activation and restore in %s: the link, the site name, both parts', (locale) => {
    for (const template of ['activation', 'restore'] as const) {
      const link = `https://x.example/${template}/tok-123`;
      const mail = renderMail({ template, params: { link } }, locale, SITE);
      expect(mail.subject).toContain('Обменник');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.html).not.toMatch(/<style|<script/i);
      expect(mail.text).not.toMatch(/<[a-z]/i);
    }
  });

  it('speaks each language', () => {
    const link = 'https://x.example/a';
    expect(renderMail({ template: 'activation', params: { link } }, 'ru', SITE)).toMatchObject({
      subject: 'Подтверждение регистрации на Обменник',
      text: expect.stringContaining('Активировать аккаунт') as unknown,
    });
    expect(renderMail({ template: 'activation', params: { link } }, 'en', SITE)).toMatchObject({
      subject: 'Confirm your registration at Обменник',
      text: expect.stringContaining('Activate my account') as unknown,
    });
    expect(renderMail({ template: 'restore', params: { link } }, 'ru', SITE).text).toContain(
      'Задать новый пароль',
    );
    expect(renderMail({ template: 'restore', params: { link } }, 'en', SITE).text).toContain(
      'Set a new password',
    );
  });

  it('tells the owner of a taken address of a sign-up attempt, with sign-in and restore links', () => {
    const params = { loginLink: 'https://x.example/login', restoreLink: 'https://x.example/forget' };
    const ru = renderMail({ template: 'signup_taken', params }, 'ru', SITE);
    const en = renderMail({ template: 'signup_taken', params }, 'en', SITE);
    expect(ru.subject).toBe('Попытка регистрации на Обменник');
    expect(en.subject).toBe('A sign-up attempt at Обменник');
    expect(ru.text).toContain('Восстановить пароль');
    expect(en.text).toContain('Restore the password');
    for (const mail of [ru, en]) {
      expect(mail.html).toContain(`href="${params.loginLink}"`);
      expect(mail.html).toContain(`href="${params.restoreLink}"`);
    }
  });

  it.each(LOCALES)('claim_created in %s carries every parameter of the claim', (locale) => {
    const message = created();
    const mail = renderMail(message, locale, SITE);
    const p = message.params;
    const values = [
      p.claimId,
      p.link,
      p.from.amount,
      p.from.currency,
      p.from.name,
      '50 432.00 RUB',
      p.to.currency,
      p.to.name,
      '1 BTC = 5 043 200 RUB',
      locale === 'ru' ? '04.03.2025 05:06 (UTC)' : '2025-03-04 05:06 UTC',
      p.memo,
      ...[...p.payTo, ...p.fromRequisites, ...p.toRequisites].flatMap((r) => [r.label, r.value]),
    ];
    for (const value of values) {
      expect(mail.text, value).toContain(value);
      expect(visible(mail.html), value).toContain(value);
    }
    expect(mail.subject).toContain(p.claimId);
    expect(mail.subject).toContain('0.01000000 BTC → 50 432.00 RUB');
    // Grouped as on the page, at the currency's decimals as the claim stores them.
    expect(mail.text).not.toContain('50432');
    expect(mail.text).toContain(locale === 'ru' ? 'Реквизиты для оплаты' : 'Where to pay');
  });

  it('claim_created leaves out empty parts', () => {
    const mail = renderMail(created({ memo: '', fromRequisites: [] }), 'en', SITE);
    expect(mail.text).not.toContain('Important:');
    expect(mail.text).not.toContain('Your sending details');
    expect(mail.text).toContain('Your receiving details');
  });

  it.each(LOCALES)('claim_status in %s names every status in words and links to the claim', (locale) => {
    const link = `https://x.example/claim/${CLAIM_ID}`;
    const subjects = new Set<string>();
    for (const status of CLAIM_STATUSES) {
      const mail = renderMail(
        { template: 'claim_status', params: { claimId: CLAIM_ID, link, status } },
        locale,
        SITE,
      );
      expect(mail.subject).toContain(CLAIM_ID);
      expect(mail.subject).not.toContain(status);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(CLAIM_STATUSES.length);
    const cancelled = renderMail(
      { template: 'claim_status', params: { claimId: CLAIM_ID, link, status: 'cancelled' } },
      locale,
      SITE,
    );
    expect(cancelled.text).toContain(locale === 'ru' ? 'Отменена' : 'Cancelled');
  });

  it.each(LOCALES)(
    'claim_status in %s carries the payment, its confirmations and the payout proof',
    (locale) => {
      const link = `https://x.example/claim/${CLAIM_ID}`;
      const txid = 'ab'.repeat(32);
      const confirming = renderMail(
        {
          template: 'claim_status',
          params: {
            claimId: CLAIM_ID,
            link,
            status: 'confirming',
            payment: {
              amount: '1.50000000 LTC',
              txid,
              confirmations: 1,
              required: 3,
              explorerUrl: `https://explorer.example/tx/${txid}?a=1&b=2`,
            },
          },
        },
        locale,
        SITE,
      );
      expect(confirming.text).toContain(locale === 'ru' ? 'Подтверждения: 1 из 3' : 'Confirmations: 1 of 3');
      expect(confirming.text).toContain('1.50000000 LTC');
      expect(confirming.text).toContain(`${txid}\nhttps://explorer.example/tx/${txid}?a=1&b=2`);
      expect(confirming.html).toContain(`href="https://explorer.example/tx/${txid}?a=1&amp;b=2"`);
      const completed = renderMail(
        {
          template: 'claim_status',
          params: {
            claimId: CLAIM_ID,
            link,
            status: 'completed',
            payment: null,
            payout: { reference: 'SBP-000123', explorerUrl: null },
          },
        },
        locale,
        SITE,
      );
      expect(completed.text).toContain(
        locale === 'ru' ? 'Подтверждение выплаты: SBP-000123' : 'Proof of payout: SBP-000123',
      );
      expect(completed.html).not.toContain('explorer.example');
      expect(completed.text).not.toContain(locale === 'ru' ? 'Подтверждения' : 'Confirmations');
    },
  );

  it('escapes every value in the HTML and keeps the text part as written', () => {
    const evil = '<script>alert("x")</script>&';
    const mail = renderMail(
      created({
        from: { currency: 'BTC', name: evil, amount: '1' },
        memo: evil,
        payTo: [{ label: evil, value: evil }],
        toRequisites: [{ label: 'Cardholder name', value: `"><img src=x onerror=alert(1)>` }],
        link: `https://x.example/"onmouseover="alert(1)`,
      }),
      'en',
      { siteName: `<b>Site</b>` },
    );
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Site');
    expect(mail.html).not.toContain('"onmouseover="');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;');
    expect(mail.text).toContain(evil);
  });

  it('never makes a link that is not http(s) clickable', () => {
    const mail = renderMail({ template: 'activation', params: { link: 'javascript:alert(1)' } }, 'en', SITE);
    expect(mail.html).not.toContain('href="javascript');
    expect(mail.text).toContain('javascript:alert(1)');
  });

  it('keeps the subject on one line', () => {
    const mail = renderMail(created({ claimId: 'a\r\nBcc: x@y.z' }), 'en', SITE);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('formatCourse', () => {
  it('reads as the claim page does', () => {
    expect(formatCourse('5043200', 'BTC', 'RUB')).toBe('1 BTC = 5 043 200 RUB');
    expect(formatCourse('0.0125', 'RUB', 'USDT')).toBe('1 USDT = 80 RUB');
    expect(formatCourse('18.3456789012', 'BTC', 'ETH')).toBe('1 BTC = 18.3457 ETH');
    expect(formatCourse('1', 'USDT', 'USDT')).toBe('1 USDT = 1 USDT');
    expect(formatCourse('oops', 'A', 'B')).toBe('oops');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('the contact form message to the operators', () => {
  const message = (claimId: string | null) =>
    ({
      template: 'contact_message',
      params: {
        reference: 'K7F3-9QX2',
        name: 'Иван <script>',
        email: 'ivan@example.com',
        subject: 'Где деньги?\r\nBcc: x@y.z',
        message: 'Оплатил час назад.\nСтатус <b>не</b> меняется.',
        claimId,
        link: 'https://x.example/admin/messages/12',
      },
    }) satisfies TMailMessage;

  it.each(LOCALES)('names the reference, the sender, the claim and the back office link in %s', (locale) => {
    const mail = renderMail(message(CLAIM_ID), locale, SITE);
    expect(mail.subject).toContain('K7F3-9QX2');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    for (const part of [
      'ivan@example.com',
      CLAIM_ID,
      'https://x.example/admin/messages/12',
      'Оплатил час назад.',
    ])
      expect(mail.text).toContain(part);
    expect(mail.html).toContain('href="https://x.example/admin/messages/12"');
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(visible(mail.html)).toContain('Статус <b>не</b> меняется.');
  });

  it('says when no claim was given', () => {
    expect(renderMail(message(null), 'ru', SITE).text).toContain('Заявка: не указана');
    expect(renderMail(message(null), 'en', SITE).text).toContain('Claim: not given');
  });
});

describe('the e-mail of a staff sign-in from a new device', () => {
  const message = {
    template: 'new_sign_in',
    params: { at: '2026-03-04T05:06:00.000Z', ip: '203.0.113.7', userAgent: 'Firefox <script>' },
  } satisfies TMailMessage;

  it.each(LOCALES)('names the time, the address and the browser in %s, escaped in the HTML', (locale) => {
    const mail = renderMail(message, locale, SITE);
    expect(mail.subject).toContain('Обменник');
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain('203.0.113.7');
      expect(part).toContain('Firefox <script>');
      expect(part).toContain(locale === 'ru' ? '04.03.2026 05:06' : '2026-03-04 05:06');
    }
    expect(mail.html).not.toContain('<script>');
  });

  it('speaks each language, and says when the browser is unknown', () => {
    expect(renderMail(message, 'ru', SITE).subject).toContain('с нового устройства');
    expect(renderMail(message, 'en', SITE).subject).toContain('from a new device');
    const bare = renderMail({ ...message, params: { ...message.params, userAgent: '' } }, 'en', SITE);
    expect(bare.text).toContain('not given');
  });
});
