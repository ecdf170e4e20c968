/**
 * Where else the operators can be reached: the support e-mail, Telegram and phone the server names
 * (configured or set in the back office), and the live chat when the site loads one. A channel
 * that is not offered is not shown; while they load, or if they cannot, only the chat is. With no
 * channel and no chat the page says plainly that the form is the way (issue 20: the page promises
 * only what is configured).
 */
import type { TContactChannels } from '@exchanger/core';
import { useId, type ReactNode } from 'react';
import { useLocale } from '@/lib/i18n';
import { useContactChannels } from '../api/get-contact-channels';
import { useT } from '@/lib/i18n/contacts';
import './contacts.css';

export interface TContactChannelsProps {
  /** The live-chat widget is loaded on this site. */
  hasChat: boolean;
}

interface TChannel {
  key: string;
  label: string;
  value: ReactNode;
  hint: string;
}

function channelsOf(data: TContactChannels | undefined, hasChat: boolean, t: ReturnType<typeof useT>) {
  const list: TChannel[] = [];
  if (data?.email)
    list.push({
      key: 'email',
      label: t('contacts.channel.email'),
      value: <a href={`mailto:${data.email}`}>{data.email}</a>,
      hint: t('contacts.channel.emailHint'),
    });
  if (data?.telegram)
    list.push({
      key: 'telegram',
      label: t('contacts.channel.telegram'),
      value: (
        <a href={`https://t.me/${data.telegram}`} target="_blank" rel="noopener noreferrer">
          @{data.telegram}
        </a>
      ),
      hint: t('contacts.channel.telegramHint'),
    });
  if (data?.phone)
    list.push({
      key: 'phone',
      label: t('contacts.channel.phone'),
      value: <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</a>,
      hint: t('contacts.channel.phoneHint'),
    });
  if (hasChat)
    list.push({
      key: 'chat',
      label: t('contacts.channel.chat'),
      value: t('contacts.channel.chatValue'),
      hint: t('contacts.channel.chatHint'),
    });
  return list;
}

export function ContactChannels({ hasChat }: TContactChannelsProps) {
  const t = useT();
  const locale = useLocale();
  const { data } = useContactChannels(locale);
  const titleId = useId();
  const channels = channelsOf(data, hasChat, t);
  if (channels.length === 0 && data)
    return (
      <section className="contact-form-only" aria-labelledby={titleId} data-testid="contact-form-only">
        <h2 id={titleId} className="contacts-heading">
          {t('contacts.formOnlyTitle')}
        </h2>
        <p>{t('contacts.formOnly')}</p>
      </section>
    );
  if (channels.length === 0) return null;
  return (
    <section className="contact-channels" aria-labelledby={titleId} data-testid="contact-channels">
      <h2 id={titleId} className="contacts-heading">
        {t('contacts.channelsTitle')}
      </h2>
      <ul className="contact-channels__list">
        {channels.map((channel) => (
          <li
            key={channel.key}
            className="contact-channel card"
            data-testid={`contact-channel-${channel.key}`}
          >
            <span className="contact-channel__label">{channel.label}</span>
            <span className="contact-channel__value">{channel.value}</span>
            <span className="contact-channel__hint muted">{channel.hint}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
