/** The e-mail to the operators when a visitor writes through the contact form. */
import type { TLocale } from '@exchanger/core';
import type { TMailMessage } from '../mail.types.js';
import type { TDraft } from './layout.js';

interface TContactCopy {
  subject: (reference: string, subject: string) => string;
  title: string;
  intro: (site: string) => string;
  reference: string;
  from: string;
  email: string;
  claim: string;
  none: string;
  topic: string;
  textTitle: string;
  button: string;
  reply: string;
}

const COPY: Record<TLocale, TContactCopy> = {
  ru: {
    subject: (reference, subject) => `Обращение ${reference}: ${subject}`,
    title: 'Новое обращение с сайта',
    intro: (site) => `Посетитель ${site} написал операторам через форму на странице «Контакты».`,
    reference: 'Номер обращения',
    from: 'Имя',
    email: 'E-mail',
    claim: 'Заявка',
    none: 'не указана',
    topic: 'Тема',
    textTitle: 'Сообщение',
    button: 'Открыть в панели оператора',
    reply:
      'Ответьте клиенту на его e-mail, указав номер обращения, и отметьте обращение как отвеченное в панели оператора.',
  },
  en: {
    subject: (reference, subject) => `Message ${reference}: ${subject}`,
    title: 'A new message from the website',
    intro: (site) => `A visitor of ${site} wrote to the operators through the form on the Contacts page.`,
    reference: 'Message number',
    from: 'Name',
    email: 'E-mail',
    claim: 'Claim',
    none: 'not given',
    topic: 'Subject',
    textTitle: 'Message',
    button: 'Open in the back office',
    reply:
      'Reply to the client at their e-mail, quoting the message number, and mark the message as answered in the back office.',
  },
};

export function draftContactMail(
  message: Extract<TMailMessage, { template: 'contact_message' }>,
  locale: TLocale,
  site: string,
): TDraft {
  const p = message.params;
  const t = COPY[locale];
  return {
    subject: t.subject(p.reference, p.subject),
    title: t.title,
    blocks: [
      { kind: 'paragraph', text: t.intro(site) },
      {
        kind: 'table',
        title: '',
        rows: [
          { label: t.reference, value: p.reference },
          { label: t.from, value: p.name },
          { label: t.email, value: p.email },
          { label: t.claim, value: p.claimId ?? t.none },
          { label: t.topic, value: p.subject },
        ],
      },
      { kind: 'paragraph', text: `${t.textTitle}:` },
      { kind: 'note', text: p.message },
      { kind: 'button', label: t.button, href: p.link },
      { kind: 'paragraph', text: t.reply },
    ],
  };
}
