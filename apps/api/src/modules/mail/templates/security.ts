/**
 * The security e-mail to a member of staff: a sign-in from a browser or an address not seen
 * before (docs/decisions/022-two-factor.md).
 */
import type { TLocale } from '@exchanger/core';
import type { TMailMessage } from '../mail.types.js';
import { COMMON_COPY, type TDraft } from './layout.js';

interface TSignInCopy {
  subject: (site: string) => string;
  title: string;
  intro: (site: string) => string;
  time: string;
  address: string;
  browser: string;
  unknown: string;
  notYou: string;
}

const COPY: Record<TLocale, TSignInCopy> = {
  ru: {
    subject: (site) => `Вход в панель оператора ${site} с нового устройства`,
    title: 'Вход с нового устройства',
    intro: (site) =>
      `В ваш аккаунт сотрудника на ${site} выполнен вход из браузера или с адреса, которых мы раньше не видели.`,
    time: 'Время',
    address: 'IP-адрес',
    browser: 'Браузер',
    unknown: 'не указан',
    notYou:
      'Если это были не вы, немедленно смените пароль и сообщите администратору: он может отключить ваш доступ и сбросить второй фактор.',
  },
  en: {
    subject: (site) => `A sign-in to the ${site} back office from a new device`,
    title: 'A sign-in from a new device',
    intro: (site) =>
      `Your staff account at ${site} was signed in to from a browser or an address we have not seen before.`,
    time: 'Time',
    address: 'IP address',
    browser: 'Browser',
    unknown: 'not given',
    notYou:
      'If this was not you, change your password at once and tell an administrator: they can block your access and reset your second factor.',
  },
};

export function draftSecurityMail(
  message: Extract<TMailMessage, { template: 'new_sign_in' }>,
  locale: TLocale,
  site: string,
): TDraft {
  const t = COPY[locale];
  const p = message.params;
  return {
    subject: t.subject(site),
    title: t.title,
    blocks: [
      { kind: 'paragraph', text: COMMON_COPY[locale].greeting },
      { kind: 'paragraph', text: t.intro(site) },
      {
        kind: 'table',
        title: '',
        rows: [
          { label: t.time, value: COMMON_COPY[locale].formatTime(new Date(p.at)) },
          { label: t.address, value: p.ip },
          { label: t.browser, value: p.userAgent || t.unknown },
        ],
      },
      { kind: 'paragraph', text: t.notYou },
    ],
  };
}
