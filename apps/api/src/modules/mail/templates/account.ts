/**
 * The account e-mails: the activation link after sign-up, the password-reset link, and the notice
 * to the owner of an address someone tried to sign up with.
 */
import type { TLocale } from '@exchanger/core';
import type { TMailMessage } from '../mail.types.js';
import { COMMON_COPY, type TDraft } from './layout.js';

interface TLinkMailCopy {
  subject: (site: string) => string;
  title: string;
  intro: (site: string) => string;
  button: string;
  validity: string;
  ignore: string;
}

const COPY: Record<TLocale, Record<'activation' | 'restore', TLinkMailCopy>> = {
  ru: {
    activation: {
      subject: (site) => `Подтверждение регистрации на ${site}`,
      title: 'Подтвердите адрес электронной почты',
      intro: (site) =>
        `Спасибо за регистрацию на ${site}! Чтобы активировать аккаунт, подтвердите, что этот адрес принадлежит вам.`,
      button: 'Активировать аккаунт',
      validity: 'Ссылка действует ограниченное время. Если срок истёк, запросите новое письмо на сайте.',
      ignore:
        'Если вы не регистрировались на нашем сайте, просто проигнорируйте это письмо: аккаунт не будет активирован.',
    },
    restore: {
      subject: (site) => `Восстановление пароля на ${site}`,
      title: 'Восстановление пароля',
      intro: (site) =>
        `Мы получили запрос на восстановление пароля к вашему аккаунту на ${site}. Чтобы задать новый пароль, перейдите по ссылке.`,
      button: 'Задать новый пароль',
      validity: 'Ссылка действует ограниченное время. Никому её не сообщайте.',
      ignore:
        'Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо: ваш пароль останется прежним.',
    },
  },
  en: {
    activation: {
      subject: (site) => `Confirm your registration at ${site}`,
      title: 'Confirm your e-mail address',
      intro: (site) =>
        `Thank you for signing up at ${site}! To activate your account, please confirm that this address belongs to you.`,
      button: 'Activate my account',
      validity:
        'The link is valid for a limited time. If it has expired, you can request a new one on the website.',
      ignore:
        'If you did not sign up on our website, simply ignore this message: the account will not be activated.',
    },
    restore: {
      subject: (site) => `Reset your password at ${site}`,
      title: 'Password reset',
      intro: (site) =>
        `We received a request to reset the password of your account at ${site}. To choose a new password, follow the link.`,
      button: 'Set a new password',
      validity: 'The link is valid for a limited time. Please do not share it with anyone.',
      ignore:
        'If you did not ask to reset your password, simply ignore this message: your password will stay the same.',
    },
  },
};

export function draftAccountMail(
  message: Extract<TMailMessage, { template: 'activation' | 'restore' }>,
  locale: TLocale,
  site: string,
): TDraft {
  const t = COPY[locale][message.template];
  return {
    subject: t.subject(site),
    title: t.title,
    blocks: [
      { kind: 'paragraph', text: COMMON_COPY[locale].greeting },
      { kind: 'paragraph', text: t.intro(site) },
      { kind: 'button', label: t.button, href: message.params.link },
      { kind: 'paragraph', text: t.validity },
      { kind: 'paragraph', text: t.ignore },
    ],
  };
}

const TAKEN_COPY: Record<
  TLocale,
  {
    subject: (site: string) => string;
    title: string;
    intro: (site: string) => string;
    login: string;
    forgot: string;
    restore: string;
    ignore: string;
  }
> = {
  ru: {
    subject: (site) => `Попытка регистрации на ${site}`,
    title: 'Этот адрес уже зарегистрирован',
    intro: (site) =>
      `Кто-то — возможно, вы — пытался зарегистрироваться на ${site} с этим адресом электронной почты. Аккаунт с ним уже есть, поэтому новый не создан.`,
    login: 'Войти',
    forgot: 'Если это были вы и вы не помните пароль, восстановите его:',
    restore: 'Восстановить пароль',
    ignore: 'Если это были не вы, просто проигнорируйте это письмо: с вашим аккаунтом ничего не изменилось.',
  },
  en: {
    subject: (site) => `A sign-up attempt at ${site}`,
    title: 'This address is already registered',
    intro: (site) =>
      `Someone — perhaps you — tried to sign up at ${site} with this e-mail address. It already has an account, so no new one was made.`,
    login: 'Sign in',
    forgot: 'If it was you and you do not remember the password, restore it:',
    restore: 'Restore the password',
    ignore: 'If it was not you, simply ignore this message: nothing has changed in your account.',
  },
};

export function draftSignupTaken(
  message: Extract<TMailMessage, { template: 'signup_taken' }>,
  locale: TLocale,
  site: string,
): TDraft {
  const t = TAKEN_COPY[locale];
  return {
    subject: t.subject(site),
    title: t.title,
    blocks: [
      { kind: 'paragraph', text: COMMON_COPY[locale].greeting },
      { kind: 'paragraph', text: t.intro(site) },
      { kind: 'button', label: t.login, href: message.params.loginLink },
      { kind: 'paragraph', text: t.forgot },
      { kind: 'button', label: t.restore, href: message.params.restoreLink },
      { kind: 'paragraph', text: t.ignore },
    ],
  };
}
