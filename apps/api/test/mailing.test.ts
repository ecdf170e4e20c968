/**
 * One message to many recipients (docs/decisions/043-batch-expiry.md): rendered once per language
 * when only the recipient's value differs between two renderings, for each recipient otherwise.
 */
import type { TLocale } from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import { prepareMailing, type TMailRequest, type TPreparedMail } from '../src/modules/mail/index.js';

const PLACEHOLDERS = ['aaaaaaaa-a', 'bbbbbbbb-b'] as const;

/** A stand-in renderer: the value as `shown` shows it, in a subject, a text and an HTML body. */
const renderer =
  (shown: (value: string) => string, rendered: TMailRequest[]) =>
  (request: TMailRequest): TPreparedMail => {
    rendered.push(request);
    const value = request.template === 'claim_status' ? shown(request.params.claimId) : '';
    return {
      to: request.to,
      replyTo: null,
      template: request.template,
      locale: request.locale,
      subject: `Claim ${value}`,
      text: `Claim ${value} (${request.locale})`,
      html: `<p>${value}</p>`,
      priority: 1,
    };
  };

const request = ({ to, locale, value }: { to: string; locale: TLocale; value: string }): TMailRequest => ({
  template: 'claim_status',
  to,
  locale,
  params: { claimId: value, link: `/claim/${value}`, status: 'expired' },
});

const recipients = [
  { to: 'a@example.com', locale: 'ru' as const, value: 'claim-1' },
  { to: 'b@example.com', locale: 'en' as const, value: 'claim-2' },
  { to: 'c@example.com', locale: 'ru' as const, value: 'claim-3' },
];

describe('a mailing', () => {
  it('renders once per language when the value goes in as it is', () => {
    const rendered: TMailRequest[] = [];
    const mailing = prepareMailing(
      renderer((v) => v, rendered),
      PLACEHOLDERS,
      recipients,
      request,
    );
    // Two renderings per language (the message and its check), whatever the number of recipients.
    expect(rendered).toHaveLength(4);
    expect(mailing.placeholder).toBe(PLACEHOLDERS[0]);
    expect(mailing.groups.map((g) => [g.mail.locale, g.mail.subject, g.recipients])).toEqual([
      [
        'ru',
        `Claim ${PLACEHOLDERS[0]}`,
        [
          { to: 'a@example.com', value: 'claim-1' },
          { to: 'c@example.com', value: 'claim-3' },
        ],
      ],
      ['en', `Claim ${PLACEHOLDERS[0]}`, [{ to: 'b@example.com', value: 'claim-2' }]],
    ]);
  });

  it('renders for each recipient when the template changes the value, or names the recipient', () => {
    const shortened = prepareMailing(
      renderer((v) => v.slice(0, 8), []),
      PLACEHOLDERS,
      recipients,
      request,
    );
    expect(shortened.groups.map((g) => [g.mail.subject, g.recipients.map((r) => r.to)])).toEqual([
      ['Claim claim-1', ['a@example.com']],
      ['Claim claim-3', ['c@example.com']],
      ['Claim claim-2', ['b@example.com']],
    ]);
    const named = prepareMailing(
      (r) => ({ ...renderer((v) => v, [])(r), text: `Dear ${r.to}` }),
      PLACEHOLDERS,
      recipients,
      request,
    );
    expect(named.groups.map((g) => g.mail.text)).toEqual([
      'Dear a@example.com',
      'Dear c@example.com',
      'Dear b@example.com',
    ]);
  });

  it('queues nothing for a message that cannot be rendered', () => {
    const mailing = prepareMailing(() => undefined, PLACEHOLDERS, recipients, request);
    expect(mailing.groups).toEqual([]);
  });
});
